/** The Tests tab and the test-case slide-over of the build report (spec 001 sections 2.3 and 2.4). */
export { TestsTab, NO_RESULTS_TITLE, NO_RESULTS_TEXT, TESTS_SKELETON_ROWS } from './TestsTab';
export type { TestsTabProps } from './TestsTab';
export { TestCaseSlideOver, COMPARISON_UNAVAILABLE } from './TestCaseSlideOver';
export type { TestCaseSlideOverProps, SlideOverTab } from './TestCaseSlideOver';
export { serverTestsSource, offlineTestsSource, loadTestCaseOverview, matchesTestCase, OFFLINE_PAGE_SIZE } from './testsSource';
export { NOT_AVAILABLE } from './testCaseText';
export { SEARCH_DEBOUNCE_MS } from './useDebouncedValue';
export type {
  TestsSource,
  TestCaseItem,
  TestCaseQuery,
  TestCasePage,
  TestCaseFilters,
  TestCaseOverview,
  TestCaseComparison,
  EnvironmentInfo,
  SeverityBreakdown,
} from './types';
