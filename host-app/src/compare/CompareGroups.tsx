/**
 * The rule (or guideline) accordions of a comparison: each with its issue count, its counts per
 * status and its severity; opening one lists its components with their counts per status, and a
 * component's issues open below the table.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { getCompareComponents, type ComparedIds } from '@curbcut/client';
import { formatInteger, severityLabel, type CompareGuidelineEntry, type CompareRuleEntry } from '@curbcut/core';
import { CompareIssueList, type RunNames } from './CompareIssueList';
import { statusLine } from './StatusBadge';
import { viewBody, type CompareView } from './compareView';

/** A rule or guideline of the list. */
export type CompareGroupEntry = ({ kind: 'rule' } & CompareRuleEntry) | ({ kind: 'guideline' } & CompareGuidelineEntry);

interface GroupProps {
  pair: ComparedIds;
  view: CompareView;
  runNames: RunNames;
  /** Opens a group (null closes) or a component's issues. */
  onOpen: (group: string | null, component: string | null) => void;
}

function idOf(entry: CompareGroupEntry): string {
  return entry.kind === 'rule' ? entry.id : entry.key;
}

export function CompareGroups({ entries, ...props }: GroupProps & { entries: CompareGroupEntry[] }) {
  return (
    <div className="compare-groups">
      {entries.map((entry) => (
        <CompareGroup key={`${entry.kind}:${idOf(entry)}`} entry={entry} open={props.view.group === idOf(entry)} {...props} />
      ))}
    </div>
  );
}

function CompareGroup({ entry, open, pair, view, runNames, onOpen }: GroupProps & { entry: CompareGroupEntry; open: boolean }) {
  const id = idOf(entry);
  const title = entry.kind === 'rule' ? entry.help : entry.label;
  return (
    <Disclosure className="compare-group" isExpanded={open} onExpandedChange={(expanded) => onOpen(expanded ? id : null, null)}>
      <Heading level={3} className="compare-group-heading">
        <Button slot="trigger" className="compare-group-trigger">
          {/* Decorative: the trigger's aria-expanded says whether it is open. */}
          {open ? <ChevronDown className="icon" aria-hidden="true" /> : <ChevronRight className="icon" aria-hidden="true" />}
          <span className="compare-group-title">{title}</span>
          <span className="compare-group-counts">
            <span className="status">{`${formatInteger(entry.issueCount)} ${entry.issueCount === 1 ? 'issue' : 'issues'}`}</span>
            <span className="muted">{statusLine(entry.statusCounts)}</span>
            <span className={`status severity-${entry.impact}`}>{severityLabel(entry.impact)}</span>
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className="compare-group-panel">
        {open ? (
          <>
            <p className="muted">{entry.kind === 'rule' ? entry.description : `Rules: ${entry.ruleIds.join(', ')}`}</p>
            <ComponentsTable pair={pair} view={view} group={{ kind: entry.kind, id }} runNames={runNames} onOpen={onOpen} />
          </>
        ) : null}
      </DisclosurePanel>
    </Disclosure>
  );
}

function ComponentsTable({ pair, view, group, runNames, onOpen }: GroupProps & { group: { kind: 'rule' | 'guideline'; id: string } }) {
  const body = viewBody(view);
  const components = useQuery({
    queryKey: ['curbcut', 'compare', pair.product, pair.ids.join(','), 'components', group, body],
    queryFn: ({ signal }) => getCompareComponents(pair, group, body, undefined, { signal }),
    retry: false,
  });
  if (components.isPending) return <p role="status">Loading components…</p>;
  if (components.isError) return <p className="form-error">The components could not be loaded.</p>;
  const chosen = components.data.components.find((c) => c.id === view.component) ?? null;
  return (
    <>
      <div className="table-wrap" role="region" aria-label={`Components of ${group.id}`} tabIndex={0}>
        <table className="builds">
          <thead>
            <tr>
              <th scope="col">Component</th>
              <th scope="col" className="num">Issues</th>
              <th scope="col" className="num">Pages</th>
              <th scope="col">Change</th>
              <th scope="col">
                <span className="visually-hidden">Issues of the component</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {components.data.components.map((c) => (
              <tr key={c.id}>
                <td className="compare-break">
                  <code>{c.id}</code>
                </td>
                <td className="num">{formatInteger(c.issueCount)}</td>
                <td className="num">{formatInteger(c.pageCount)}</td>
                <td>{statusLine(c.statusCounts)}</td>
                <td>
                  <Button className="button quiet" aria-pressed={chosen?.id === c.id} onPress={() => onOpen(group.id, chosen?.id === c.id ? null : c.id)}>
                    {chosen?.id === c.id ? 'Hide issues' : 'Show issues'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {chosen ? (
        <section className="compare-details" aria-label={`Issues of ${chosen.id}`}>
          <h4 className="compare-break">{`Issues of ${chosen.id}`}</h4>
          <CompareIssueList pair={pair} view={view} group={group} componentId={chosen.id} runNames={runNames} />
        </section>
      ) : null}
    </>
  );
}
