/**
 * Conformance summary grid (spec 001 sections 2.2, 4, 8 and 9): WCAG 2.2 AAA by default, a WCAG
 * version and level menu, the first three regulations as buttons beside the WCAG one and the rest
 * in a menu, sorted by status or SC number. Statuses come from core's evaluateConformance.
 */
import { useId, useMemo, useState } from 'react';
import { Button, ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { CircleAlert, CircleCheck, CircleHelp, CircleMinus, CircleX, type LucideIcon } from 'lucide-react';
import {
  CONFORMANCE_STATUSES,
  CONFORMANCE_TARGETS,
  DEFAULT_CONFORMANCE_TARGET,
  NOT_TESTED_MESSAGES,
  REGULATIONS,
  evaluateConformance,
  parseWcagTarget,
  scLabel,
  sortConformanceRows,
  summarizeConformance,
  type BuildOverview,
  type ConformanceRow,
  type ConformanceSort,
  type ConformanceStatus,
  type IssueFilters,
  type RegulationId,
  type ScannedTarget,
  type WcagTarget,
} from '@curbcut/core';
import { Card } from './Card';

/** How many regulations get a button of their own; the rest go in a menu (spec 001 section 9). */
export const REGULATION_BUTTONS = 3;

/** Status words as the grid prints them. */
export const CONFORMANCE_STATUS_LABELS: Readonly<Record<ConformanceStatus, string>> = {
  fail: 'Failed',
  needsManualCheck: 'Needs manual check',
  needsAssistedTest: 'Needs assisted test',
  notTested: 'Not tested',
  pass: 'Passed',
};

/** Decorative: the status word beside each icon is its text. */
const STATUS_ICONS: Readonly<Record<ConformanceStatus, LucideIcon>> = {
  fail: CircleX,
  needsManualCheck: CircleAlert,
  needsAssistedTest: CircleHelp,
  notTested: CircleMinus,
  pass: CircleCheck,
};

type Choice = { kind: 'wcag' } | { kind: 'regulation'; id: RegulationId };

const targetKey = (t: WcagTarget) => `${t.version} ${t.level}`;
const tagOf = (sc: string) => `wcag${sc.replace(/\./g, '')}`;

/** Props of ConformanceCard. */
export interface ConformanceCardProps {
  overview: BuildOverview;
  /** The report's own WCAG version, used when the overview's cannot be read. */
  fallbackWcagVersion: string;
  onOpenIssues: (filters: IssueFilters) => void;
}

function scannedTarget(overview: BuildOverview, fallback: string): ScannedTarget {
  return parseWcagTarget(overview.conformance.wcagVersion) ?? parseWcagTarget(fallback) ?? { version: '2.1', level: 'AA' };
}

function StatusCell({ row, onOpenIssues }: { row: ConformanceRow; onOpenIssues: (filters: IssueFilters) => void }) {
  const Icon = STATUS_ICONS[row.status];
  return (
    <td className={`cc-ov-status cc-ov-status-${row.status}`}>
      <Icon className="cc-icon cc-ov-status-icon" aria-hidden="true" />{' '}
      {CONFORMANCE_STATUS_LABELS[row.status]}
      {row.status === 'fail' ? (
        <>
          {' '}
          <Button className="cc-ov-link-button" onPress={() => onOpenIssues({ tags: [tagOf(row.sc)] })}>
            {row.pageCount} {row.pageCount === 1 ? 'page' : 'pages'}
          </Button>
        </>
      ) : null}
      {row.notTestedReason ? <span className="cc-ov-status-reason">{NOT_TESTED_MESSAGES[row.notTestedReason]}</span> : null}
    </td>
  );
}

/** The conformance summary grid. */
export function ConformanceCard({ overview, fallbackWcagVersion, onOpenIssues }: ConformanceCardProps) {
  const [wcag, setWcag] = useState<WcagTarget>(DEFAULT_CONFORMANCE_TARGET);
  const [choice, setChoice] = useState<Choice>({ kind: 'wcag' });
  const [sort, setSort] = useState<ConformanceSort>('status');
  const ids = { version: useId(), more: useId(), sort: useId() };

  const regulation = choice.kind === 'regulation' ? REGULATIONS.find((r) => r.id === choice.id) : undefined;
  const target = regulation?.target ?? wcag;
  const scanned = scannedTarget(overview, fallbackWcagVersion);
  const rows = useMemo(
    () => evaluateConformance(overview.conformance.outcomes, scanned, target),
    [overview.conformance.outcomes, scanned.version, scanned.level, target.version, target.level],
  );
  const sorted = sortConformanceRows(rows, sort);
  const counts = summarizeConformance(rows);
  const buttons = REGULATIONS.slice(0, REGULATION_BUTTONS);
  const menu = REGULATIONS.slice(REGULATION_BUTTONS);
  const selectedKey = choice.kind === 'wcag' ? 'wcag' : choice.id;
  const viewing = regulation ? `${regulation.label} (WCAG ${targetKey(regulation.target)})` : `WCAG ${targetKey(wcag)}`;

  return (
    <Card title="Conformance summary" className="cc-ov-card-wide">
      <div className="cc-ov-conformance-controls">
        <ToggleButtonGroup
          aria-label="Standard"
          selectionMode="single"
          selectedKeys={[selectedKey]}
          onSelectionChange={(keys: Set<Key>) => {
            const key = [...keys][0];
            if (key === 'wcag') setChoice({ kind: 'wcag' });
            const found = buttons.find((r) => r.id === key);
            if (found) setChoice({ kind: 'regulation', id: found.id });
          }}
          className="cc-ov-toggle-group"
        >
          <ToggleButton id="wcag" className="cc-ov-toggle">
            {`WCAG ${targetKey(wcag)}`}
          </ToggleButton>
          {buttons.map((r) => (
            <ToggleButton key={r.id} id={r.id} className="cc-ov-toggle">
              {r.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {menu.length > 0 ? (
          <span className="cc-ov-field">
            <label htmlFor={ids.more}>More regulations</label>
            <select
              id={ids.more}
              value={regulation && menu.includes(regulation) ? regulation.id : ''}
              onChange={(e) => {
                const found = menu.find((r) => r.id === e.target.value);
                if (found) setChoice({ kind: 'regulation', id: found.id });
              }}
            >
              <option value="">Choose a regulation</option>
              {menu.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <span className="cc-ov-field">
          <label htmlFor={ids.version}>WCAG version</label>
          <select
            id={ids.version}
            value={targetKey(wcag)}
            onChange={(e) => {
              const next = CONFORMANCE_TARGETS.find((t) => targetKey(t) === e.target.value);
              if (next) {
                setWcag(next);
                setChoice({ kind: 'wcag' });
              }
            }}
          >
            {CONFORMANCE_TARGETS.map((t) => (
              <option key={targetKey(t)} value={targetKey(t)}>
                {`WCAG ${targetKey(t)}`}
              </option>
            ))}
          </select>
        </span>
        <span className="cc-ov-field">
          <label htmlFor={ids.sort}>Sort by</label>
          <select id={ids.sort} value={sort} onChange={(e) => setSort(e.target.value === 'sc' ? 'sc' : 'status')}>
            <option value="status">Status</option>
            <option value="sc">SC number</option>
          </select>
        </span>
      </div>
      <p className="cc-ov-conformance-summary" aria-live="polite">
        {`${viewing}: ${rows.length} success criteria. `}
        {CONFORMANCE_STATUSES.map((s) => `${CONFORMANCE_STATUS_LABELS[s]} ${counts[s]}`).join(', ')}
      </p>
      <div className="cc-ov-scroll" tabIndex={0} role="region" aria-label={`Success criteria, ${viewing}`}>
        <table className="cc-ov-table">
          <thead>
            <tr>
              <th scope="col">Success criterion</th>
              <th scope="col">Level</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.sc}>
                <th scope="row">
                  {scLabel(row.sc)} {row.handle}
                </th>
                <td>{row.level}</td>
                <StatusCell row={row} onOpenIssues={onOpenIssues} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
