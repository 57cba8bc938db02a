import { Link } from 'react-router';
import type { ReportListItem } from '@curbcut/client';
import { buildReportPagePath, type HealthSummary } from '@curbcut/core';
import { buildLabel, formatDateTime, statusLabel } from '../format';
import { severityCellClass } from '../components/severityCell';

/** What a row needs; the project name only when the project column is shown. */
type BuildRow = Pick<ReportListItem, 'id' | 'projectId' | 'buildName' | 'buildNumber' | 'status' | 'createdAt' | 'issueSummary'> & {
  projectName?: string;
  healthSummary?: HealthSummary | null;
};

const IN_PROGRESS = new Set(['running', 'processing', 'finalizing']);

const SEVERITIES = ['critical', 'serious', 'moderate', 'minor'] as const;
const SEVERITY_LABELS = { critical: 'Critical', serious: 'Serious', moderate: 'Moderate', minor: 'Minor' } as const;

/**
 * Builds as a table: name#number (a link to the build report), status, created date, issues by
 * severity and in total, and with `showHealth` the tests passed, failed and skipped. Rows of builds
 * still in progress are marked busy: their counts change as live updates arrive.
 */
export function BuildTable({
  builds,
  caption,
  showProject = false,
  showHealth = false,
}: {
  builds: BuildRow[];
  caption: string;
  showProject?: boolean;
  showHealth?: boolean;
}) {
  return (
    // Focusable, so keyboard users can scroll the table sideways when it is wider than the page.
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="builds">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Build</th>
            {showProject ? <th scope="col">Project</th> : null}
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            {SEVERITIES.map((s) => (
              <th key={s} scope="col" className="num">
                {SEVERITY_LABELS[s]}
              </th>
            ))}
            <th scope="col" className="num">
              Total issues
            </th>
            {showHealth ? (
              <th scope="col" className="num">
                Tests passed / failed / skipped
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {builds.map((build) => (
            <tr key={build.id} aria-busy={IN_PROGRESS.has(build.status) || undefined}>
              <th scope="row" className="build-name">
                <Link to={buildReportPagePath(build)}>{buildLabel(build)}</Link>
              </th>
              {showProject ? <td>{build.projectName}</td> : null}
              <td>
                <span className={`status status-${build.status}`}>{statusLabel(build.status)}</span>
              </td>
              <td>
                <time dateTime={build.createdAt}>{formatDateTime(build.createdAt)}</time>
              </td>
              {SEVERITIES.map((s) => (
                <td key={s} className={severityCellClass(s, build.issueSummary[s])}>
                  {build.issueSummary[s]}
                </td>
              ))}
              <td className="num total">{build.issueSummary.issueCount}</td>
              {showHealth ? (
                <td className="num">
                  {build.healthSummary
                    ? `${build.healthSummary.passed} / ${build.healthSummary.failed} / ${build.healthSummary.skipped}`
                    : 'Not available'}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
