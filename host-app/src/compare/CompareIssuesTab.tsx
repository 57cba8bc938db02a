/**
 * The compare page's All issues tab (issue 19): the issues of both runs as a report's explorer
 * groups them (by rule or by guideline, components, then issues), with the status filter (new,
 * retained, resolved, not compared, each with its count), the needs-review filter that only compare
 * views show (spec 001 section 5), the severity, page, component, category and test filters (values
 * of both runs, with their counts), and the CSV of the view with a status column.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { Download } from 'lucide-react';
import { compareCsvUrl, getCompareFilters, getCompareGuidelines, getCompareRules, type ComparedIds } from '@curbcut/client';
import { COMPARE_STATUSES, COMPARE_STATUS_LABELS, IMPACTS, formatInteger, severityLabel, type CompareFilterOptions, type CompareStatusCounts } from '@curbcut/core';
import { MultiFilter, SingleFilter } from '../components/FilterSelect';
import { CompareGroups, type CompareGroupEntry } from './CompareGroups';
import type { RunNames } from './CompareIssueList';
import { REVIEW_CHOICES, VIEW_PARAMS, compareViewOf, viewBody, type CompareView } from './compareView';

type FilterValue = NonNullable<CompareFilterOptions['pages']>[number];

/** The select's value for chosen values: their places in the list, comma-separated (values unknown to it are left out). */
export function optionIdsOf(chosen: readonly string[], options: readonly FilterValue[]): string {
  return chosen.map((v) => options.findIndex((o) => o.value === v)).filter((i) => i >= 0).join(',');
}

/** The values of a select's value (places in the list, comma-separated). */
export function valuesOfOptionIds(ids: string, options: readonly FilterValue[]): string[] {
  if (ids === '') return [];
  return ids.split(',').flatMap((i) => {
    const option = options[Number(i)];
    return option ? [option.value] : [];
  });
}

const SEVERITY_OPTIONS = IMPACTS.map((i) => ({ id: i, label: severityLabel(i) }));

export function CompareIssuesTab({ pair, runNames }: { pair: ComparedIds; runNames: RunNames }) {
  const [params, setParams] = useSearchParams();
  const view = compareViewOf(params);
  const body = viewBody(view);
  const lists = useQuery({
    queryKey: ['curbcut', 'compare', pair.product, pair.ids.join(','), view.groupBy, body],
    queryFn: async ({ signal }): Promise<{ entries: CompareGroupEntry[]; statusCounts: CompareStatusCounts; total: number }> => {
      // A rule naming two criteria is in two guidelines: the total comes from the review counts.
      const totalOf = (list: { confirmedIssueCount: number; needsReviewIssueCount: number }) =>
        view.review === 'needsReview' ? list.needsReviewIssueCount : view.review === 'notNeedsReview' ? list.confirmedIssueCount : list.confirmedIssueCount + list.needsReviewIssueCount;
      if (view.groupBy === 'rules') {
        const list = await getCompareRules(pair, body, undefined, { signal });
        return { entries: list.rules.map((r) => ({ kind: 'rule', ...r })), statusCounts: list.statusCounts, total: totalOf(list) };
      }
      const list = await getCompareGuidelines(pair, body, undefined, { signal });
      return { entries: list.guidelines.map((g) => ({ kind: 'guideline', ...g })), statusCounts: list.statusCounts, total: totalOf(list) };
    },
    placeholderData: (previous) => previous,
    retry: false,
  });
  // A list (pages, components, categories, tests) repeats its name, one value each; the others hold one value.
  const set = (changes: Partial<Record<keyof typeof VIEW_PARAMS, string | readonly string[] | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          const key = VIEW_PARAMS[name as keyof typeof VIEW_PARAMS];
          next.delete(key);
          for (const v of value === null ? [] : typeof value === 'string' ? [value] : value) if (v !== '') next.append(key, v);
        }
        return next;
      },
      { replace: true },
    );
  const options = useQuery({
    queryKey: ['curbcut', 'compare', pair.product, pair.ids.join(','), 'filters'],
    queryFn: ({ signal }) => getCompareFilters(pair, undefined, { signal }),
    retry: false,
  });
  // A filter change closes what was open: the open group may no longer be in the list.
  const filter = (changes: Parameters<typeof set>[0]) => set({ ...changes, group: null, component: null });

  return (
    <div className="compare-issues-tab">
      <div className="filters compare-filters" role="group" aria-label="Filter issues">
        <CheckboxGroup
          className="field compare-status-filter"
          value={view.statuses}
          onChange={(values) => filter({ status: COMPARE_STATUSES.filter((s) => values.includes(s)).join(',') })}
        >
          <Label>Status</Label>
          <div className="compare-status-options">
            {COMPARE_STATUSES.map((s) => (
              <Checkbox key={s} value={s} className="checkbox">
                <span className="check-box" aria-hidden="true" />
                {`${COMPARE_STATUS_LABELS[s]} (${lists.data ? formatInteger(lists.data.statusCounts[s]) : '…'})`}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
        <SingleFilter
          label="Needs review"
          value={view.review === 'notNeedsReview' ? '' : view.review}
          options={REVIEW_CHOICES.map((c) => ({ id: c.id === 'notNeedsReview' ? 'any' : c.id, label: c.label }))}
          onChange={(v) => filter({ review: v })}
        />
        <MultiFilter label="Severity" value={view.severity.join(',')} options={SEVERITY_OPTIONS} onChange={(v) => filter({ severity: v })} />
        <ValueFilter label="Pages" chosen={view.pages} options={options.data?.pages ?? []} onChange={(values) => filter({ pages: values })} />
        <ValueFilter label="Components" chosen={view.components} options={options.data?.components ?? []} onChange={(values) => filter({ components: values })} />
        <ValueFilter label="Categories" chosen={view.categories} options={options.data?.categories ?? []} onChange={(values) => filter({ categories: values })} />
        {options.data?.tests?.length ? (
          <ValueFilter label="Tests" chosen={view.tests} options={options.data.tests} onChange={(values) => filter({ tests: values })} />
        ) : null}
        <RadioGroup className="field compare-group-by" orientation="horizontal" value={view.groupBy} onChange={(v) => filter({ groupBy: v === 'guidelines' ? v : null })}>
          <Label>Group by</Label>
          <div className="compare-status-options">
            <Radio value="rules" className="radio">
              Rules
            </Radio>
            <Radio value="guidelines" className="radio">
              Guidelines
            </Radio>
          </div>
        </RadioGroup>
        <a className="button" href={compareCsvUrl(pair, body)} download>
          <Download className="icon" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      {lists.isPending ? (
        <p role="status">Loading issues…</p>
      ) : lists.isError ? (
        <div className="card" role="alert">
          <p className="form-error">The issues of this comparison could not be loaded.</p>
        </div>
      ) : lists.data.entries.length === 0 ? (
        <div className="card empty">
          <h3 className="empty-title">No issues match</h3>
          <p>No issue of either run has the statuses and filters chosen. Choose other statuses or clear the filters.</p>
        </div>
      ) : (
        <>
          <p className="muted" role="status">{`${formatInteger(lists.data.total)} ${lists.data.total === 1 ? 'issue' : 'issues'} in ${formatInteger(lists.data.entries.length)} ${view.groupBy === 'rules' ? 'rule' : 'guideline'}${lists.data.entries.length === 1 ? '' : 's'}`}</p>
          <CompareGroups entries={lists.data.entries} pair={pair} view={view} runNames={runNames} onOpen={(group, component) => set({ group, component })} />
        </>
      )}
    </div>
  );
}

/**
 * A filter over values that may hold commas (page addresses): the select names each option by its
 * place in the list, the address holds the values themselves.
 */
function ValueFilter({ label, chosen, options, onChange }: { label: string; chosen: readonly string[]; options: readonly FilterValue[]; onChange: (values: string[]) => void }) {
  const ids = options.map((o, i) => ({ id: String(i), label: `${o.label} (${formatInteger(o.count)})` }));
  return <MultiFilter label={label} value={optionIdsOf(chosen, options)} options={ids} onChange={(v) => onChange(valuesOfOptionIds(v, options))} />;
}
