/**
 * Loaders of the signed-in routes: the profile, or a trip through sign-in (start-sso sends a
 * signed-out visitor to /sign-in and back here afterwards); then the forced product intro, and
 * the routes whose destination depends on the profile or the query.
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { isApiRequestError, type Profile } from '@curbcut/client';
import { startSignInUrl } from '../auth/safeRedirect';
import { growthDetailsQuery } from '../growth/useGrowthDetails';
import { appProfileQuery } from '../queryClient';
import { introRedirect, isMinimal, lowCodeRedirect, reportRouteTarget, type IntroState } from './routeRules';
import { snapshotPagePath } from './issueSnapshotRoute';

async function profileOrSignIn(queryClient: QueryClient, request: Request): Promise<Profile> {
  try {
    return await queryClient.ensureQueryData(appProfileQuery());
  } catch (error) {
    if (isApiRequestError(error) && error.status === 401) {
      const url = new URL(request.url);
      // A document navigation: start-sso is a server route, not one of the app's.
      throw redirectDocument(startSignInUrl(`${url.pathname}${url.search}`));
    }
    throw error;
  }
}

/** The intro experiment's state; null when the growth details cannot be read (nothing is forced). */
async function introState(queryClient: QueryClient): Promise<IntroState | null> {
  const read = await queryClient.fetchQuery(growthDetailsQuery());
  if (!read.ok) return null;
  const { productIntroData, ab_experiment_details } = read.data;
  return {
    required: productIntroData.required,
    seen: productIntroData.seen,
    inExperiment: ab_experiment_details.product_intro === 'variant',
  };
}

/** Loader of the signed-in layout. */
export function requireUser(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const profile = await profileOrSignIn(queryClient, request);
    const url = new URL(request.url);
    // Embedded pages and restricted users never meet the intro.
    if (!profile.access_restricted_by_grr && !isMinimal(url.searchParams)) {
      const to = introRedirect(url.pathname, await introState(queryClient));
      if (to) throw redirect(to);
    }
    return profile;
  };
}

/** The redirection, report and reports routes: by `ids` or `ar_ids`, else home. */
export function reportRouteLoader({ request }: LoaderFunctionArgs) {
  return redirect(reportRouteTarget(new URL(request.url).searchParams));
}

/** `/lcnc`: only with the low-code flag. */
export function lowCodeLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const profile = await profileOrSignIn(queryClient, request);
    const to = lowCodeRedirect(profile.feature_flags.lca);
    return to ? redirect(to) : null;
  };
}

/** `/issue-snapshot`: hands over to the server's sandboxed snapshot page. */
export function issueSnapshotLoader({ request }: LoaderFunctionArgs) {
  const path = snapshotPagePath(new URL(request.url).searchParams);
  return path ? redirectDocument(path) : redirect('/404');
}
