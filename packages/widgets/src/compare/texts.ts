/** The compare-run modal's texts, as spec 002 gives them (sections 2.3, 5 and 8). */
export const COMPARE_TEXTS = {
  trigger: 'Compare',
  title: 'Select a scan run for comparison',
  columns: { runs: 'Scan Runs', summary: 'Issue summary', stability: 'Scan Stability' },
  confirm: 'Compare',
  cancel: 'Cancel',
  selectTwo: 'Select at least two reports to compare them',
  oneAtATime: 'You can only select one run at a time',
  allPagesFailed: 'No data available for comparison as all pages failed for this scan run',
  loadFailedTitle: 'Unable to fetch data',
  loadFailedText: "We couldn't load the requested data. Refresh the page or try again later.",
  tryAgain: 'Try again',
  noRunsTitle: 'No previous runs available',
  noRunsText: 'It seems like this is the first run for this build...',
  loadingRuns: 'Loading runs',
  // The build search (issue 19; spec 002 gives the call, not its words).
  searchLabel: 'Search builds',
  searchPlaceholder: 'Build name or number',
  clearSearch: 'Clear search',
  noMatchTitle: (text: string) => `No runs match "${text}"`,
  noMatchText: 'Try part of a build name or a build number, or clear the search to see the earlier runs of this build.',
  /** Announced when a search's runs arrive; `more`: further pages not loaded yet. */
  matchCount: (n: number, more: boolean) => `${n}${more ? ' or more' : ''} ${n === 1 && !more ? 'run matches' : 'runs match'}`,
} as const;

/** Spec 002 gives no search delay for the modal: the search waits for typing to pause this long (ms). */
export const COMPARE_SEARCH_DEBOUNCE_MS = 300;

/** Spec 002 section 9: the trigger shows only its icon under this viewport width (px). */
export const COMPARE_ICON_ONLY_BELOW = 1280;
/** Spec 002 section 9: rows rendered beyond the visible area of the run table (px, react-virtuoso's overscan). */
export const COMPARE_TABLE_OVERSCAN = 100;
/** Spec 002 section 9: skeleton rows while a page of runs loads. */
export const COMPARE_SKELETON_ROWS = 3;
