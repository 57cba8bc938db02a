/**
 * Where the app's forwarding routes lead (spec 000 section 2.1): pure functions of the URL and the
 * profile, so the router's loaders and the unit tests share them.
 */

/** The workflow scan report route. */
export const WORKFLOW_REPORT_PATH = '/workflow-analyzer/report';
/** The assisted test report route. */
export const ASSISTED_REPORT_PATH = '/assisted-test/report';
/** The product introduction route. */
export const INTRO_PATH = '/introduction';

/**
 * The redirection, report and reports routes: `ids` opens the workflow report, `ar_ids` the assisted
 * report (the rest of the query goes along); neither, or an empty one, leads home.
 */
export function reportRouteTarget(search: URLSearchParams): string {
  const target = nonEmpty(search, 'ids') ? WORKFLOW_REPORT_PATH : nonEmpty(search, 'ar_ids') ? ASSISTED_REPORT_PATH : null;
  if (target === null) return '/home';
  const query = search.toString();
  return `${target}?${query}`;
}

function nonEmpty(search: URLSearchParams, name: string): boolean {
  return (search.get(name) ?? '').trim() !== '';
}

/** What the product-intro experiment says about the signed-in user (growth details, spec 000 section 3.8). */
export interface IntroState {
  /** The user's group requires the intro before anything else. */
  required: boolean;
  /** The user has dismissed it. */
  seen: boolean;
  /** The user is in the intro experiment's variant. */
  inExperiment: boolean;
}

/**
 * Forced intro (spec 000 section 2.4): a required, unseen intro is where every page leads; a user
 * outside the experiment who lands on the intro goes home. Null: stay.
 */
export function introRedirect(pathname: string, intro: IntroState | null): string | null {
  if (intro === null) return null;
  const onIntro = pathname === INTRO_PATH;
  if (onIntro) return intro.inExperiment ? null : '/home';
  return intro.required && !intro.seen ? INTRO_PATH : null;
}

/** `minimal=true`: the page is embedded in a parent application and shows no chrome. */
export function isMinimal(search: URLSearchParams): boolean {
  return search.get('minimal') === 'true';
}

/** `/lcnc` is shown only with the low-code flag (`lca`); otherwise it leads home. */
export function lowCodeRedirect(lowCodeEnabled: boolean): string | null {
  return lowCodeEnabled ? null : '/home';
}
