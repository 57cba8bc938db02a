/**
 * The All issues tab of the test-case slide-over: the rules one test reported, with counts, and a
 * way into the report's All issues tab filtered to that test.
 */
import { Button } from 'react-aria-components';
import { formatInteger } from '@curbcut/core';
import type { IssueView } from '../data/types';
import { useWidget } from '../shell/widgetContext';
import { useEngineQuery } from './useIssueView';
import { impactLabel } from './labels';

/** Rules reported by one test case. */
export function TestIssues({ testCaseId }: { testCaseId: string }) {
  const { store } = useWidget();
  const view: IssueView = { filters: { tests: [testCaseId] }, review: 'confirmed', hidden: null };
  const rules = useEngineQuery(['testRules', testCaseId], (e) => e.rules(view));
  if (!rules.data) return <p role="status">Loading issues…</p>;
  if (rules.data.length === 0) return <p>No confirmed issues found</p>;
  return (
    <div className="cc-test-issues">
      <ul>
        {rules.data.map((r) => (
          <li key={r.id}>
            <span>{r.help}</span> <span className="cc-muted">({impactLabel(r.impact)}, {formatInteger(r.issueCount)})</span>
          </li>
        ))}
      </ul>
      <Button
        className="cc-button"
        onPress={() => {
          const s = store.getState();
          s.patchUrl({ activeTestId: undefined, activeSlideOverTab: undefined });
          store.getState().setTab('issues');
          store.getState().setFilters({ tests: [testCaseId] });
        }}
      >
        Open in All issues
      </Button>
    </div>
  );
}
