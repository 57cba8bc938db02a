/**
 * Components of an open rule or guideline: Component, Pages, Issues, by issues descending, virtualised
 * (react-virtuoso, 436 px) above 20 rows. A behaviour-type rule lists each component's behaviours
 * once the component is chosen; choosing a behaviour (or a plain component) opens its first issue.
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { TableVirtuoso } from 'react-virtuoso';
import { UNMEASURED_BEHAVIOUR, formatInteger } from '@curbcut/core';
import type { ComponentEntry, GroupRef } from '../data/types';
import { useView, useWidget } from '../shell/widgetContext';
import { useEngineQuery, useIssueView } from './useIssueView';

/** Rows above which the table is virtualised (spec 001 section 9). */
export const VIRTUALIZE_ABOVE = 20;
/** Height of a virtualised table (spec 001 section 9). */
export const VIRTUAL_TABLE_HEIGHT = 436;

/** Shown under a component of a behaviour-type rule none of whose issues has a measured behaviour. */
export const NO_BEHAVIOUR_TEXT = 'No behaviour could be measured for these issues; they are shown in the details pane.';

function Behaviours({ group, componentId }: { group: GroupRef; componentId: string }) {
  const { store } = useWidget();
  const view = useIssueView();
  const active = useView((s) => s.url.activeBehaviorValue);
  const behaviours = useEngineQuery(['behaviours', view, group, componentId], (e) => e.behaviours(view, group, componentId));
  if (!behaviours.data) return <p role="status">Loading behaviours…</p>;
  // Needs-review contrast issues have no measured colours, so no behaviour: a component with only
  // those opens its issues directly; one with some lists them as 'Not measured'.
  if (behaviours.data.every((b) => b.value === UNMEASURED_BEHAVIOUR)) return <p className="cc-muted">{NO_BEHAVIOUR_TEXT}</p>;
  return (
    <ul className="cc-behaviours" aria-label={`Behaviours of ${componentId}`}>
      {behaviours.data.map((b) => (
        <li key={b.value}>
          <Button
            className="cc-button-link"
            aria-current={b.value === active ? 'true' : undefined}
            onPress={() => store.getState().openComponent(componentId, b.value)}
          >
            {b.value === UNMEASURED_BEHAVIOUR ? 'Not measured' : b.value}
          </Button>{' '}
          <span className="cc-muted">
            {formatInteger(b.issueCount)} {b.issueCount === 1 ? 'issue' : 'issues'}
            {b.preferred ? ' · Preferred' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ComponentCells({ c, group, behaviourRule }: { c: ComponentEntry; group: GroupRef; behaviourRule: boolean }): ReactNode {
  const { store } = useWidget();
  const activeComponent = useView((s) => s.url.activeComponentId);
  const open = c.id === activeComponent;
  return (
    <>
      <td>
        <Button
          className="cc-button-link cc-mono"
          data-cc-component={c.id}
          aria-current={open ? 'true' : undefined}
          aria-expanded={behaviourRule ? open : undefined}
          onPress={() => store.getState().openComponent(open && behaviourRule ? null : c.id)}
        >
          {c.id}
        </Button>
        {behaviourRule && open ? <Behaviours group={group} componentId={c.id} /> : null}
      </td>
      <td>{formatInteger(c.pageCount)}</td>
      <td>{formatInteger(c.issueCount)}</td>
    </>
  );
}

function Head() {
  return (
    <tr>
      <th scope="col">Component</th>
      <th scope="col">Pages</th>
      <th scope="col">Issues</th>
    </tr>
  );
}

/** The components table of a group. */
export function ComponentsTable({ group, behaviourRule }: { group: GroupRef; behaviourRule: boolean }) {
  const view = useIssueView();
  const components = useEngineQuery(['components', view, group], (e) => e.components(view, group));
  if (components.isError) return <p role="alert">The components could not be loaded.</p>;
  const rows = components.data;
  if (!rows) return <p role="status">Loading components…</p>;
  const caption = `Components of ${group.id}`;
  if (rows.length > VIRTUALIZE_ABOVE) {
    return (
      <TableVirtuoso
        className="cc-table-scroll"
        style={{ height: VIRTUAL_TABLE_HEIGHT }}
        data={rows}
        components={{ Table: (props) => <table {...props} className="cc-table" aria-label={caption} /> }}
        fixedHeaderContent={Head}
        itemContent={(_i, c) => <ComponentCells c={c} group={group} behaviourRule={behaviourRule} />}
      />
    );
  }
  // Scrolls sideways by itself on a narrow screen (WCAG 1.4.10). Every row holds a button, so the
  // keyboard reaches and scrolls it without a tab stop of its own.
  return (
    <div className="cc-table-region">
      <table className="cc-table" aria-label={caption}>
        <thead>
          <Head />
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id}>
              <ComponentCells c={c} group={group} behaviourRule={behaviourRule} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
