/**
 * The Filters modal (react-aria Dialog): severity checkboxes, the lists of pages, components,
 * categories, tests, files and tags, and the AI-detected choice on reports with AI-detected issues. Changes stay in a draft until Apply; Cancel drops them. Apply
 * and Cancel are disabled while the lists load (spec 001 section 5).
 */
import { useMemo, useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import { AI_DETECTED_FILTERS, IMPACTS } from '@curbcut/core';
import type { Impact, IssueFilters } from '@curbcut/core';
import { useWidget } from '../shell/widgetContext';
import { useEngineQuery, useIssueView } from '../issues/useIssueView';
import { AI_FILTER_LABELS, impactLabel } from '../issues/labels';
import { FilterList } from './FilterList';
import { labelTagOptions, tagGroup } from './tagStandards';

type AiChoice = NonNullable<IssueFilters['aiDetectedIssuesFilter']>;

const LISTS = [
  ['pages', 'Pages'],
  ['components', 'Components'],
  ['categories', 'Categories'],
  ['tests', 'Tests'],
  ['files', 'Files'],
  ['tags', 'Tags'],
] as const;

/** The modal, open while `isOpen`. */
export function FiltersDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ModalOverlay className="cc-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="cc-modal cc-modal-wide">
        <Dialog className="cc-dialog">{({ close }) => <FiltersForm close={close} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function FiltersForm({ close }: { close: () => void }) {
  const { store, emit } = useWidget();
  const view = useIssueView();
  // Counts are of the tab the list shows (Confirmed, Needs review, a hidden status), so they match what Apply lists.
  const options = useEngineQuery(['filterOptions', view.review, view.hidden, view.filters.bestPracticesFilter], (e) => e.filterOptions(view));
  const [draft, setDraft] = useState<IssueFilters>(() => ({ ...view.filters }));
  const loading = !options.data;
  const tags = useMemo(() => labelTagOptions(options.data?.tags ?? []), [options.data]);
  const apply = () => {
    const filters: IssueFilters = {};
    if (draft.impact?.length) filters.impact = draft.impact;
    for (const [key] of LISTS) if (draft[key]?.length) filters[key] = draft[key];
    for (const key of ['needsReviewFilter', 'bestPracticesFilter', 'aiDetectedIssuesFilter'] as const) {
      const value = draft[key];
      if (value !== undefined) (filters as Record<string, unknown>)[key] = value;
    }
    store.getState().setFilters(filters);
    emit({ type: 'filters-changed', payload: { filters } });
    close();
  };
  return (
    <>
      <Heading slot="title" className="cc-dialog-title">
        Filters
      </Heading>
      <div className="cc-dialog-body">
        <CheckboxGroup
          className="cc-filter-section"
          value={draft.impact ?? []}
          onChange={(values) => setDraft({ ...draft, impact: values as Impact[] })}
        >
          <Label className="cc-filter-title">Severity</Label>
          {IMPACTS.map((impact) => (
            <Checkbox key={impact} value={impact} className="cc-checkbox">
              <span className="cc-checkbox-box" aria-hidden="true" />
              {impactLabel(impact)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {loading ? (
          <p role="status">Loading filters…</p>
        ) : (
          LISTS.map(([key, title]) => (
            <FilterList
              key={key}
              title={title}
              options={key === 'tags' ? tags : options.data[key]}
              selected={draft[key] ?? []}
              onChange={(selected) => setDraft({ ...draft, [key]: selected })}
              {...(key === 'tags' ? { groupOf: tagGroup } : {})}
            />
          ))
        )}
        {options.data && (options.data.aiDetectedCount > 0 || draft.aiDetectedIssuesFilter !== undefined) ? (
          <RadioGroup
            className="cc-radio-group cc-filter-section"
            value={draft.aiDetectedIssuesFilter ?? 'allIssues'}
            onChange={(value) => setDraft({ ...draft, aiDetectedIssuesFilter: value === 'allIssues' ? undefined : (value as AiChoice) })}
          >
            <Label className="cc-filter-title">AI-detected issues</Label>
            {AI_DETECTED_FILTERS.map((value) => (
              <Radio key={value} value={value} className="cc-radio">
                {AI_FILTER_LABELS[value]}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}
      </div>
      <div className="cc-dialog-actions">
        <Button className="cc-button" isDisabled={loading} onPress={close}>
          Cancel
        </Button>
        <Button className="cc-button cc-button-primary" isDisabled={loading} onPress={apply}>
          Apply
        </Button>
      </div>
    </>
  );
}
