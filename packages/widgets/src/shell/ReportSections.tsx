/** `<ReportSections>`: a report widget's tabs ('Report sections'), the same bar in every widget. */
import { useEffect, useRef, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';

const PANEL_CLASS = 'cc-tabpanel';

/** One tab of a report: the view store's `activeTab` value, its label and its panel. */
export interface ReportSection<Id extends string> {
  id: Id;
  label: string;
  /** Rendered only while its tab is selected. */
  panel: ReactNode;
}

/** Props of `<ReportSections>`. */
export interface ReportSectionsProps<Id extends string> {
  sections: readonly ReportSection<Id>[];
  /** The selected tab; the widget maps its view state (and unknown values) onto one of `sections`. */
  selected: Id;
  onSelect(id: Id): void;
}

/** The report's tab list and the selected tab's panel. */
export function ReportSections<Id extends string>({ sections, selected, onSelect }: ReportSectionsProps<Id>) {
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef(selected);
  useEffect(() => {
    if (shown.current === selected) return;
    shown.current = selected;
    // A control in the panel being left (a summary card, a step's 'Show issues') switched the tab:
    // the panel goes, and focus with it to the page's start. The keyboard user continues from the
    // tab now selected instead. Focus in the tab list, outside the report or nowhere (a host's
    // command switched the tab: an embedding page keeps its focus) stays put.
    const active = document.activeElement;
    // By class: the panel being left is already inert, without its role, while it exits.
    const inPanel = active !== null && root.current?.contains(active) === true && active.closest(`.${PANEL_CLASS}`) !== null;
    if (inPanel) root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [selected]);
  return (
    <Tabs ref={root} selectedKey={selected} onSelectionChange={(key) => onSelect(key as Id)} className="cc-tabs">
      <TabList aria-label="Report sections" className="cc-tablist">
        {sections.map((section) => (
          <Tab key={section.id} id={section.id} className="cc-tab">
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id} className={PANEL_CLASS}>
          {section.panel}
        </TabPanel>
      ))}
    </Tabs>
  );
}
