/**
 * The TanStack Query client of the app, wired to the error catalogue (spec 000 section 8): every
 * failed query or mutation is mapped by `errorReaction` to a toast, a navigation or nothing.
 * Queries made while the app starts carry `meta.errorPhase = 'init'`, so a 401 there (signed
 * out) is not reported.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorReaction, profileQuery, type ErrorContext } from '@curbcut/client';
import { reportError } from './telemetry';
import { showToast } from './toasts';

/** Applies the catalogue's reaction to a failed call. */
function react(
  error: unknown,
  phase: ErrorContext['phase'],
  navigate: (to: string) => void,
  shownByCaller = false,
  ownsNotFound = false,
): void {
  const reaction = errorReaction(error, {
    phase,
    publicReport: window.location.pathname.startsWith('/public_report'),
    search: window.location.search,
  });
  if (reaction.kind === 'toast') {
    showToast({ title: reaction.title, ...(reaction.description ? { description: reaction.description } : {}), tone: 'error' });
  } else if (reaction.kind === 'navigate') {
    if (!ownsNotFound) navigate(reaction.to);
  } else if (reaction.kind === 'report' && !shownByCaller) {
    console.error(error);
    reportError(error);
  }
}

function phaseOf(meta: Record<string, unknown> | undefined): ErrorContext['phase'] {
  return meta?.errorPhase === 'init' ? 'init' : 'action';
}

/** Creates the app's query client; `navigate` is the router's (the catalogue's 404 rule uses it). */
export function createQueryClient(navigate: (to: string) => void): QueryClient {
  return new QueryClient({
    // A page that explains every failure of its query itself, a missing thing included (an unknown
    // invitation link), sets meta.showsOwnErrors: no report and no 404 navigation; toasts still apply.
    queryCache: new QueryCache({
      onError: (error, query) => {
        const own = query.meta?.showsOwnErrors === true;
        react(error, phaseOf(query.meta), navigate, own, own);
      },
    }),
    mutationCache: new MutationCache({
      // Forms show their expected failures (wrong password, name taken) next to the field and
      // mark themselves with meta.showsOwnErrors; the catalogue's toasts still apply to them.
      onError: (error, _vars, _ctx, mutation) =>
        react(error, phaseOf(mutation.meta), navigate, mutation.meta?.showsOwnErrors === true),
    }),
    defaultOptions: {
      // The API client already retries reads with backoff.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The profile query as the app uses it: made at start-up, so a 401 only means signed out. */
export function appProfileQuery() {
  return { ...profileQuery(), meta: { errorPhase: 'init' } };
}
