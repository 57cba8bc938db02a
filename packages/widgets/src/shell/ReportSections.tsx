/** `<ReportSections>`: a report widget's tabs ('Report sections'), the same bar in every widget. */
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';

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
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => onSelect(key as Id)} className="cc-tabs">
      <TabList aria-label="Report sections" className="cc-tablist">
        {sections.map((section) => (
          <Tab key={section.id} id={section.id} className="cc-tab">
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id} className="cc-tabpanel">
          {section.panel}
        </TabPanel>
      ))}
    </Tabs>
  );
}
