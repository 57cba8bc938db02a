// @vitest-environment jsdom
import './jsdomSetup.testUtil';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IssueFilters } from '@curbcut/core';
import { ConformanceCard } from './ConformanceCard';
import { makeOverview } from './fixtures.testUtil';

// jsdom renders of whole tabs take seconds when six engineers share two cores.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

function renderCard() {
  const onOpenIssues = vi.fn<(filters: IssueFilters) => void>();
  render(<ConformanceCard overview={makeOverview()} fallbackWcagVersion="2.1 AA" onOpenIssues={onOpenIssues} />);
  return { onOpenIssues };
}

const summaryText = () => document.querySelector('.cc-ov-conformance-summary')?.textContent;
const rows = () =>
  within(screen.getByRole('region', { name: /^Success criteria/ }))
    .getAllByRole('row')
    .slice(1);
const rowFor = (sc: string) => {
  const row = rows().find((r) => r.querySelector('th')?.textContent?.startsWith(`SC ${sc} `));
  if (!row) throw new Error(`no row for SC ${sc}`);
  return row;
};

describe('conformance summary grid', () => {
  it('opens on WCAG 2.2 AAA with its 86 criteria, failures first', () => {
    renderCard();
    expect(screen.getByRole('radio', { name: 'WCAG 2.2 AAA' }).getAttribute('aria-checked')).toBe('true');
    expect(summaryText()).toMatch(/^WCAG 2\.2 AAA: 86 success criteria\. Failed 2, /);
    expect(rows()).toHaveLength(86);
    expect(rows().slice(0, 2).map((r) => r.querySelector('th')?.textContent)).toEqual([
      'SC 1.1.1 Non-text Content',
      'SC 1.4.3 Contrast (Minimum)',
    ]);
    expect(rowFor('1.4.3').textContent).toContain('Failed 2 pages');
  });

  it('sorts by SC number, 1.4.10 after 1.4.9', () => {
    renderCard();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'sc' } });
    const order = rows().map((r) => r.querySelector('th')?.textContent?.split(' ')[1]);
    expect(order.slice(0, 3)).toEqual(['1.1.1', '1.2.1', '1.2.2']);
    expect(order.indexOf('1.4.10')).toBe(order.indexOf('1.4.9') + 1);
  });

  it('shows each status in words, with the not-tested warnings of spec 001 section 8', () => {
    renderCard();
    expect(rowFor('2.4.2').textContent).toContain('Passed');
    expect(rowFor('1.2.2').textContent).toContain('Needs manual check');
    // 2.5.8 is a WCAG 2.2 criterion; the build was scanned against 2.1 AA.
    expect(rowFor('2.5.8').textContent).toContain('Not tested – SC not included in scanned WCAG version');
    // 1.3.1 is automatable but no rule for it ran.
    expect(rowFor('1.3.1').textContent).toContain(
      'Available in latest rule engine version. This Success Criterion can be tested by running a new scan.',
    );
    expect(rows().some((r) => r.textContent?.includes('Needs assisted test'))).toBe(true);
  });

  it('switches to a regulation button and back to WCAG', () => {
    renderCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Section 508' }));
    expect(summaryText()).toMatch(/^Section 508 \(WCAG 2\.0 AA\): 38 success criteria\./);
    expect(rows()).toHaveLength(38);
    fireEvent.click(screen.getByRole('radio', { name: 'ADA' }));
    expect(summaryText()).toMatch(/^ADA \(WCAG 2\.1 AA\): 50 success criteria\./);
    fireEvent.click(screen.getByRole('radio', { name: 'WCAG 2.2 AAA' }));
    expect(rows()).toHaveLength(86);
  });

  it('offers three regulation buttons and the rest in a menu', () => {
    renderCard();
    const group = screen.getByRole('radiogroup', { name: 'Standard' });
    expect(within(group).getAllByRole('radio').map((r) => r.textContent)).toEqual(['WCAG 2.2 AAA', 'ADA', 'EAA', 'Section 508']);
    fireEvent.change(screen.getByLabelText('More regulations'), { target: { value: 'rgaa' } });
    expect(summaryText()).toMatch(/^RGAA \(WCAG 2\.1 AA\): 50 success criteria\./);
    expect(within(group).getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('changes the WCAG version and level from its menu', () => {
    renderCard();
    fireEvent.change(screen.getByLabelText('WCAG version'), { target: { value: '2.2 AA' } });
    expect(screen.getByRole('radio', { name: 'WCAG 2.2 AA' }).getAttribute('aria-checked')).toBe('true');
    expect(rows()).toHaveLength(55);
  });

  it("opens the issues tab filtered to a failed criterion's tag", () => {
    const { onOpenIssues } = renderCard();
    fireEvent.click(within(rowFor('1.4.3')).getByRole('button', { name: '2 pages' }));
    expect(onOpenIssues).toHaveBeenCalledWith({ tags: ['wcag143'] });
  });
});
