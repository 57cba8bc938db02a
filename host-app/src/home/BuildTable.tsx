import type { ReportListItem } from '@curbcut/client';
import { buildLabel, formatDateTime, statusLabel } from '../format';

const SEVERITIES = ['critical', 'serious', 'moderate', 'minor'] as const;
const SEVERITY_LABELS = { critical: 'Critical', serious: 'Serious', moderate: 'Moderate', minor: 'Minor' } as const;

/** Builds as a table: name#number, status, created date, issues by severity and in total. */
export function BuildTable({ builds, caption, showProject = false }: { builds: ReportListItem[]; caption: string; showProject?: boolean }) {
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
          </tr>
        </thead>
        <tbody>
          {builds.map((build) => (
            <tr key={build.id}>
              <th scope="row" className="build-name">
                {buildLabel(build)}
              </th>
              {showProject ? <td>{build.projectName}</td> : null}
              <td>
                <span className={`status status-${build.status}`}>{statusLabel(build.status)}</span>
              </td>
              <td>
                <time dateTime={build.createdAt}>{formatDateTime(build.createdAt)}</time>
              </td>
              {SEVERITIES.map((s) => (
                <td key={s} className={`num severity-${s}`}>
                  {build.issueSummary[s]}
                </td>
              ))}
              <td className="num total">{build.issueSummary.issueCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
