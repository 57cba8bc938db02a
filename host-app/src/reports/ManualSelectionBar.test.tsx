// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import type { ManualReportListItem } from '@curbcut/core';
import '../growth/jsdomSetup.testUtil';
import { ManualSelectionBar } from './ManualSelectionBar';
import { ASSISTED_TESTS, WORKFLOW_ANALYZER, type ReportProduct } from './reportProducts';

function run(n: number, changes: Partial<ManualReportListItem> = {}): ManualReportListItem {
  return {
    id: `rep_${n}`,
    type: 'workflowScan',
    name: 'Checkout flow',
    projectName: 'Manual reports',
    status: 'completed',
    createdAt: `2026-11-2${n}T10:00:00.000Z`,
    createdBy: { id: 'usr_1', name: 'Dana Demo' },
    isAuthor: false,
    issueSummary: { critical: 1, serious: 0, moderate: 0, minor: 0, issueCount: 1, componentCount: 1, pageCount: 1, needsReviewCount: 0, hiddenIssuesCount: 0, aiIssuesCount: 0 },
    pageCount: 1,
    unitCount: 2,
    ...changes,
  };
}

let path = '';
function Location() {
  const location = useLocation();
  path = `${location.pathname}${location.search}`;
  return null;
}

function renderBar(selected: ManualReportListItem[], product: ReportProduct = WORKFLOW_ANALYZER, comparisonInPlan = true) {
  render(
    <MemoryRouter initialEntries={[product.path]}>
      <ManualSelectionBar product={product} selected={selected} onClear={() => {}} onDelete={() => {}} isDeleting={false} comparisonInPlan={comparisonInPlan} />
      <Location />
    </MemoryRouter>,
  );
  return screen.queryByRole('button', { name: 'Compare' });
}

/** What the button's description says (its tooltip says the same), or null when it has none. */
function hintOf(button: HTMLElement): string | null {
  const id = button.getAttribute('aria-describedby');
  return id === null ? null : (document.getElementById(id)?.textContent ?? null);
}

describe('the Compare button of the Workflow Analyzer list', () => {
  afterEach(cleanup);

  it.each([
    ['no report', [], 'Select at least two reports to compare them'],
    ['one report', [run(1)], 'Select at least two reports to compare them'],
    ['three reports', [run(1), run(2), run(3)], 'Select only two reports to compare them'],
    ['runs of two workflows', [run(1), run(2, { name: 'Sign-up flow' })], 'Select two runs of the same workflow to compare them'],
    ['same-named workflows of two projects', [run(1), run(2, { projectName: 'Shop' })], 'Select two runs of the same workflow to compare them'],
    ['a run still processing', [run(1), run(2, { status: 'processing' })], 'Select two completed runs to compare them'],
  ])('stays focusable but unavailable with %s selected, and says why', (_, selected, hint) => {
    const compare = renderBar(selected);
    if (!compare) throw new Error('no Compare button');
    expect(compare.getAttribute('aria-disabled')).toBe('true');
    expect(compare.hasAttribute('disabled')).toBe(false);
    expect(hintOf(compare)).toBe(hint);
    fireEvent.click(compare);
    expect(path).toBe('/workflow-analyzer');
  });

  it('opens the comparison of two completed runs of one workflow', () => {
    const compare = renderBar([run(2), run(1)]);
    if (!compare) throw new Error('no Compare button');
    expect(compare.getAttribute('aria-disabled')).toBeNull();
    expect(hintOf(compare)).toBeNull();
    fireEvent.click(compare);
    expect(path).toBe('/workflow-analyzer/compare?ids=rep_2,rep_1');
  });

  it("says a plan without report comparison is why two comparable runs cannot be compared", () => {
    const compare = renderBar([run(2), run(1)], WORKFLOW_ANALYZER, false);
    if (!compare) throw new Error('no Compare button');
    expect(compare.getAttribute('aria-disabled')).toBe('true');
    expect(hintOf(compare)).toBe("Report comparison is not part of your organisation's plan: ask your admin to turn it on");
    fireEvent.click(compare);
    expect(path).toBe('/workflow-analyzer');
  });

  it('is not offered on the Assisted Tests list', () => {
    expect(renderBar([run(1, { type: 'assistedTest' }), run(2, { type: 'assistedTest' })], ASSISTED_TESTS)).toBeNull();
    expect(screen.getByRole('button', { name: 'Consolidate' })).toBeTruthy();
  });
});
