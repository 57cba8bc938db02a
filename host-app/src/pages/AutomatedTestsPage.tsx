import { useQuery } from '@tanstack/react-query';
import { reportsQuery } from '@curbcut/client';
import { BuildTable } from '../home/BuildTable';

/** Every automated-test build of the group, newest first. */
export function AutomatedTestsPage() {
  const builds = useQuery(reportsQuery({ type: 'automatedTest' }));
  return (
    <div className="page">
      <title>Automated Tests · Curbcut</title>
      <div className="page-header">
        <h1>Automated Tests</h1>
      </div>
      {builds.isPending ? (
        <p role="status">Loading builds…</p>
      ) : builds.isError ? (
        <div className="card">
          <p className="form-error">The builds could not be loaded.</p>
        </div>
      ) : builds.data.length === 0 ? (
        <div className="card empty">
          <h2 className="empty-title">No builds yet</h2>
          <p>Builds appear here once CI uploads axe results with an upload token. Start from the Home page.</p>
        </div>
      ) : (
        <section className="card" aria-labelledby="all-builds">
          <h2 id="all-builds">All builds</h2>
          <BuildTable builds={builds.data} caption="All automated-test builds" showProject />
        </section>
      )}
    </div>
  );
}
