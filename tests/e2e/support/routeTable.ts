/**
 * The signed-in routes of the route table (spec 000 sections 2.1 and 2.2) with the level-1 heading
 * each shows: shell.spec.ts checks each lands on its page with no axe violations, beyondAxe.spec.ts
 * that each has its own document title.
 */

/** One route of the table and the level-1 heading it shows. */
export interface RouteCase {
  path: string;
  heading: string | RegExp;
}

/** Each signed-in route, and the level-1 heading it shows. */
export const ROUTES: readonly RouteCase[] = [
  { path: '/home', heading: 'Home' },
  { path: '/introduction', heading: /./ },
  { path: '/workflow-analyzer', heading: 'Workflow Analyzer' },
  { path: '/workflow-analyzer/report?ids=nope', heading: 'Report not found' },
  { path: '/workflow-analyzer/compare', heading: 'Compare workflow runs' },
  { path: '/assisted-test', heading: 'Assisted Tests' },
  { path: '/assisted-test/report?ar_ids=nope', heading: 'Report not found' },
  { path: '/screen-reader', heading: /Screen Reader/ },
  { path: '/screen-reader-automation', heading: /Screen Reader Automation/ },
  { path: '/site-scanner', heading: 'Website Scanner' },
  { path: '/site-scanner/create', heading: /scan/i },
  { path: '/site-scanner/extract-sitemap', heading: /sitemap/i },
  { path: '/site-scanner/compare', heading: 'Compare scan runs' },
  { path: '/automated-tests', heading: 'Automated Tests' },
  { path: '/automated-tests/projects', heading: 'Automated Tests' },
  { path: '/automated-tests/compare?source=lcnc', heading: 'Compare builds' },
  { path: '/automated-tests/onboarding/get-a-demo', heading: /./ },
  { path: '/automated-tests/onboarding/get-a-demo/frameWork', heading: /./ },
  { path: '/pdf-scanner', heading: 'PDF Scanner' },
  { path: '/pdf-scanner/report', heading: 'PDF report' },
  { path: '/pdf-scanner/create', heading: 'Check PDFs' },
  { path: '/lcnc', heading: /./ },
  { path: '/design-accessibility', heading: /Design accessibility/i },
  { path: '/settings', heading: 'Settings' },
  { path: '/settings/websiteScanner', heading: /Website Scanner/ },
];
