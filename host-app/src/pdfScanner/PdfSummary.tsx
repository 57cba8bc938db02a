/**
 * The Summary tab of the PDF scanner (the spec names it without its content): what a PDF
 * accessibility lead reads first. Issues per profile over the completed reports, as bars with the
 * figures beside them and a table of the same numbers, and the documents with the most issues.
 */
import { Link } from 'react-router';
import type { PdfReport } from '@curbcut/core';
import { BarList } from '../components/BarList';
import { summarize } from './pdfListModel';
import { pdfReportPath } from './pdfPaths';

export function PdfSummary({ reports }: { reports: readonly PdfReport[] }) {
  const s = summarize(reports);
  return (
    <div className="pdf-summary">
      <p>
        {s.completed} completed {s.completed === 1 ? 'report' : 'reports'}
        {s.inProgress > 0 ? `, ${s.inProgress} being checked` : ''}
        {s.failed > 0 ? `, ${s.failed} failed` : ''}.
      </p>
      {s.profiles.length === 0 ? (
        <p className="muted">No completed report yet: the figures appear once a check has ended.</p>
      ) : (
        <>
          <h3>Issues by profile</h3>
          <BarList
            bars={s.profiles.map((p) => ({
              key: p.profile,
              label: p.label,
              parts: [
                { value: p.issues, tone: 'serious' as const },
                { value: p.needsReview, tone: 'moderate' as const },
              ],
              figure: String(p.issues + p.needsReview),
            }))}
          />
          <div className="table-wrap" role="region" aria-label="Issues by profile" tabIndex={0}>
            <table className="builds">
              <caption className="visually-hidden">Issues by profile over the completed reports</caption>
              <thead>
                <tr>
                  <th scope="col">Profile</th>
                  <th scope="col" className="num">Reports</th>
                  <th scope="col" className="num">Issues</th>
                  <th scope="col" className="num">Needs review</th>
                  <th scope="col" className="num">Hidden</th>
                </tr>
              </thead>
              <tbody>
                {s.profiles.map((p) => (
                  <tr key={p.profile}>
                    <th scope="row">{p.label}</th>
                    <td className="num">{p.reports}</td>
                    <td className="num">{p.issues}</td>
                    <td className="num">{p.needsReview}</td>
                    <td className="num">{p.hidden}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {s.worst.length > 0 ? (
        <>
          <h3>Documents with the most issues</h3>
          <ol className="pdf-worst">
            {s.worst.map((r) => (
              <li key={r.id}>
                <Link to={pdfReportPath(r.id)}>{r.name}</Link> <span className="muted">{r.totalIssues} issues</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
