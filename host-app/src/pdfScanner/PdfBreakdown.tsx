/**
 * The Issue Breakdown tab of the PDF scanner (the spec names it without its content,
 * docs/decisions/0037): which rules fail across the selected or all completed reports, so a PDF
 * accessibility lead can fix a template or a workflow once rather than file by file. Per rule its
 * visible issues, in how many documents, and the documents with the most of them, under one
 * profile or all (`profile` in the URL); the ten rules with the most issues as bars too, their
 * figures in the table.
 */
import { useQuery } from '@tanstack/react-query';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Link, useSearchParams } from 'react-router';
import { pdfBreakdownQuery } from '@curbcut/client';
import { PDF_SCANNER_PROFILE_LABELS, PDF_SCANNER_PROFILES, type PdfBreakdown as Breakdown, type PdfScannerProfile } from '@curbcut/core';
import { BarList } from '../components/BarList';
import { QueryStates } from '../components/QueryStates';
import { BREAKDOWN_CHART_RULES, mostIssues } from './pdfListModel';
import { pdfReportPath } from './pdfPaths';

/** The URL parameter of the profile filter. */
export const PROFILE_PARAM = 'profile';

type ProfileChoice = 'all' | PdfScannerProfile;

const CHOICES: readonly { value: ProfileChoice; label: string }[] = [
  { value: 'all', label: 'All' },
  ...PDF_SCANNER_PROFILES.map((p) => ({ value: p, label: PDF_SCANNER_PROFILE_LABELS[p] })),
];

function choiceOf(value: string | null): ProfileChoice {
  return CHOICES.find((c) => c.value === value)?.value ?? 'all';
}

const IMPACT_LABELS = { critical: 'Critical', serious: 'Serious', moderate: 'Moderate', minor: 'Minor' } as const;

function profileNames(profiles: readonly PdfScannerProfile[]): string {
  return profiles.map((p) => PDF_SCANNER_PROFILE_LABELS[p]).join(', ');
}

function Figures({ breakdown }: { breakdown: Breakdown }) {
  const top = mostIssues(breakdown.rules);
  return (
    <>
      <p>
        {breakdown.totals.issues} visible {breakdown.totals.issues === 1 ? 'issue' : 'issues'} of {breakdown.totals.rules} {breakdown.totals.rules === 1 ? 'rule' : 'rules'} in{' '}
        {breakdown.totals.reports} {breakdown.totals.reports === 1 ? 'report' : 'reports'}.
      </p>
      <h3>{top.length < BREAKDOWN_CHART_RULES ? 'Rules by issues' : `The ${BREAKDOWN_CHART_RULES} rules with the most issues`}</h3>
      {/* The bars repeat the table's figures for sighted readers; the table below is the text. */}
      <BarList
        wideLabels
        bars={top.map((r) => ({ key: r.id, label: r.ruleId, parts: [{ value: r.issueCount, tone: r.outcome === 'needsReview' ? ('moderate' as const) : ('serious' as const) }], figure: String(r.issueCount) }))}
      />
      <div className="table-wrap" role="region" aria-label="Issues by rule" tabIndex={0}>
        <table className="builds pdf-breakdown">
          <caption className="visually-hidden">Visible issues by rule, most severe first</caption>
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">What it requires</th>
              <th scope="col">Impact</th>
              <th scope="col" className="num">
                Issues
              </th>
              <th scope="col" className="num">
                Documents
              </th>
              <th scope="col">Most issues in</th>
            </tr>
          </thead>
          <tbody>
            {breakdown.rules.map((r) => (
              <tr key={r.id}>
                <th scope="row">
                  {r.ruleId}
                  <span className="pdf-rule-profiles">{profileNames(r.profiles)}</span>
                </th>
                <td>
                  {r.description}
                  {r.outcome === 'needsReview' ? <span className="pdf-rule-profiles">Needs review</span> : null}
                </td>
                <td>
                  <span className={`severity-${r.impact}`}>{IMPACT_LABELS[r.impact]}</span>
                </td>
                <td className="num">{r.issueCount}</td>
                <td className="num">{r.reportCount}</td>
                <td>
                  <ul className="pdf-worst-list">
                    {r.topReports.map((t) => (
                      <li key={t.id}>
                        <Link to={pdfReportPath(t.id)}>{t.name}</Link> <span className="muted">({t.issueCount})</span>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The tab: the profile filter and the figures of the reports given (undefined: every completed one). */
export function PdfBreakdown({ reportIds }: { reportIds: readonly string[] | undefined }) {
  const [params, setParams] = useSearchParams();
  const profile = choiceOf(params.get(PROFILE_PARAM));
  const breakdown = useQuery(pdfBreakdownQuery({ ...(reportIds ? { reports: [...reportIds] } : {}), selectedProfiles: profile }));
  const choose = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all') next.delete(PROFILE_PARAM);
        else next.set(PROFILE_PARAM, value);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="pdf-breakdown-tab">
      <RadioGroup className="radio-group radio-row" orientation="horizontal" value={profile} onChange={choose}>
        <Label>Profile</Label>
        {CHOICES.map((c) => (
          <Radio key={c.value} className="radio" value={c.value}>
            {c.label}
          </Radio>
        ))}
      </RadioGroup>
      <QueryStates query={breakdown} loading="Loading the issue breakdown…" failed="The issue breakdown could not be loaded.">
        {(b) =>
          b.rules.length === 0 ? (
            <p className="muted">
              {b.totals.reports === 0
                ? 'No completed report yet: the breakdown appears once a check has ended.'
                : `No visible issues${profile === 'all' ? '' : ` under ${PDF_SCANNER_PROFILE_LABELS[profile]}`} in ${b.totals.reports} ${b.totals.reports === 1 ? 'report' : 'reports'}.`}
            </p>
          ) : (
            <Figures breakdown={b} />
          )
        }
      </QueryStates>
    </div>
  );
}
