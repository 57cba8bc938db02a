import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@curbcut/client';
import { reportsQuery } from '@curbcut/client';
import { useGrowthModals } from '../growth/GrowthActions';
import { BuildTable } from '../home/BuildTable';
import { ProjectList } from '../home/ProjectList';
import { appProfileQuery } from '../queryClient';
import { useTrialActivation } from '../shell/TrialActivationProvider';
import { UpgradePaywall } from '../shell/UpgradePaywall';

/** Automated tests need a trial or a paid plan (spec 000 section 6); an enabled trial's features are in plan_features. */
export function canUseAutomatedTests(profile: Pick<Profile, 'plan_features'>): boolean {
  return profile.plan_features.automated_tests === true;
}

/**
 * `/automated-tests`: every automated-test build of the group, newest first; with `view="projects"`
 * (`/automated-tests/projects`) the group's automated-test projects. The upgrade paywall for groups
 * without the product.
 */
export function AutomatedTestsPage({ view = 'builds' }: { view?: 'builds' | 'projects' }) {
  const profile = useQuery(appProfileQuery());
  const allowed = profile.data ? canUseAutomatedTests(profile.data) : true;
  return (
    <div className="page">
      <title>Automated Tests · Curbcut</title>
      <div className="page-header">
        <h1>Automated Tests</h1>
      </div>
      {profile.data && !allowed ? <AutomatedTestsPaywall profile={profile.data} /> : view === 'projects' ? <ProjectList /> : <BuildList />}
    </div>
  );
}

function AutomatedTestsPaywall({ profile }: { profile: Profile }) {
  const trial = useTrialActivation();
  const growth = useGrowthModals();
  return (
    <UpgradePaywall
      profile={profile}
      title="Check accessibility in every test run"
      keep="checking accessibility in your test runs"
      onStartTrial={trial.start}
      onRequestDemo={() => growth.openDemo('automated-tests-paywall')}
    >
      <p>
        Add axe checks to the Playwright suites you already have, or upload axe results from any test runner, and see every build's issues,
        trends and test health here. Automated tests need a trial or a paid plan.
      </p>
    </UpgradePaywall>
  );
}

function BuildList() {
  const builds = useQuery(reportsQuery({ type: 'automatedTest' }));
  if (builds.isPending) return <p role="status">Loading builds…</p>;
  if (builds.isError) {
    return (
      <div className="card">
        <p className="form-error">The builds could not be loaded.</p>
      </div>
    );
  }
  if (builds.data.length === 0) {
    return (
      <div className="card empty">
        <h2 className="empty-title">No builds yet</h2>
        <p>Builds appear here once CI uploads axe results with an upload token. Start from the Home page.</p>
      </div>
    );
  }
  return (
    <section className="card" aria-labelledby="all-builds">
      <h2 id="all-builds">All builds</h2>
      <BuildTable builds={builds.data} caption="All automated-test builds" showProject />
    </section>
  );
}
