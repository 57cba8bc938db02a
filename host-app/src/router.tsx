/**
 * The route table (spec 000 sections 2.1 and 2.2). Protected routes sit under one layout whose
 * loader makes sure the user is signed in (shell/shellLoader.ts); the public report routes and the
 * embed entries have layouts of their own.
 *
 * The layouts (the shell with its sidebar) are in the entry script; every page is a chunk of its
 * own, fetched by the route's `lazy` while its loader runs, so sign-in and Home never download the
 * report widgets and their charts (issue 17). Until the first page's chunk arrives the root's
 * hydrate fallback announces the loading; on later navigations the current page stays until the
 * next one is ready, as with loaders.
 */
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { EMBED_PATHS, type EmbedPath } from '@curbcut/core';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppShell } from './layouts/AppShell';
import { PlainLayout } from './layouts/PlainFrame';
import { PublicLayout } from './layouts/PublicLayout';
import { TelemetryRoot } from './layouts/TelemetryRoot';
import { ErrorFallback } from './pages/ErrorFallback';
import { ASSISTED_TESTS, WORKFLOW_ANALYZER, type ReportProduct } from './reports/reportProducts';
import { issueSnapshotLoader, lowCodeLoader, reportRouteLoader, requireUser } from './shell/shellLoader';

/** A route's page, loaded with the route: `load` imports the page's module and makes its element. */
function page(load: () => Promise<ReactElement>): RouteObject['lazy'] {
  return { element: load };
}

const statusPage = (status: 403 | 404 | 410) => page(() => import('./pages/StatusPage').then((m) => <m.StatusPage status={status} />));
const reportList = (product: ReportProduct) =>
  page(() => import('./reports/ReportTypeListPage').then((m) => <m.ReportTypeListPage product={product} />));
const manualReport = (product: ReportProduct) =>
  page(() => import('./pages/ManualReportPage').then((m) => <m.ManualReportPage product={product} />));
const embedPage = (path: EmbedPath) => page(() => import('./embed/embedPages').then((m) => m.EMBED_PAGES[path]));

/** Creates the app's router. */
export function createAppRouter(queryClient: QueryClient) {
  const workflow = reportList(WORKFLOW_ANALYZER);
  const assisted = reportList(ASSISTED_TESTS);
  const workflowReport = manualReport(WORKFLOW_ANALYZER);
  const assistedReport = manualReport(ASSISTED_TESTS);
  return createBrowserRouter([
    {
      path: '/',
      element: <TelemetryRoot />,
      errorElement: <ErrorFallback />,
      hydrateFallbackElement: (
        <p className="visually-hidden" role="status">
          Loading Curbcut…
        </p>
      ),
      children: [
        { index: true, loader: () => redirect('/home') },
        {
          path: 'public_report',
          element: <PublicLayout />,
          children: [
            { index: true, lazy: page(() => import('./pages/PublicReportPage').then((m) => <m.PublicReportPage />)) },
            { path: '404', lazy: statusPage(404) },
            { path: '*', lazy: statusPage(404) },
          ],
        },
        // The iframe entries of the embed protocol: no shell, no sign-in (a report token reads the report).
        // Built from core's EMBED_PATHS, the list of what the server lets other sites frame.
        ...EMBED_PATHS.map((path) => ({ path: path.slice(1), lazy: embedPage(path) })),
        // Anything else under /embed: a 404 that never links out of /embed.
        { path: 'embed/*', lazy: page(() => import('./embed/EmbedNotFoundPage').then((m) => <m.EmbedNotFoundPage />)) },
        // Forwarding routes: by ids (workflow) or ar_ids (assisted), else home.
        { path: 'redirection', loader: reportRouteLoader },
        { path: 'report', loader: reportRouteLoader },
        { path: 'reports', loader: reportRouteLoader },
        { path: 'issue-snapshot', loader: issueSnapshotLoader },
        {
          loader: requireUser(queryClient),
          element: <AppShell />,
          children: [
            { path: 'home', lazy: page(() => import('./pages/HomePage').then((m) => <m.HomePage />)) },
            { path: 'introduction', lazy: page(() => import('./pages/ProductIntroPage').then((m) => <m.ProductIntroPage />)) },
            { path: 'workflow-analyzer', lazy: workflow },
            { path: 'workflow-analyzer/report', lazy: workflowReport },
            { path: 'workflow-analyzer/compare', lazy: page(() => import('./scanner/ScanComparePage').then((m) => <m.WorkflowComparePage />)) },
            { path: 'assisted-test', lazy: assisted },
            { path: 'assisted-test/report', lazy: assistedReport },
            { path: 'screen-reader', lazy: page(() => import('./shell/PaywalledRoutes').then((m) => <m.ScreenReaderRoute />)) },
            {
              path: 'screen-reader-automation',
              lazy: page(() => import('./shell/PaywalledRoutes').then((m) => <m.ScreenReaderAutomationRoute />)),
            },
            { path: 'automated-tests', lazy: page(() => import('./pages/AutomatedTestsPage').then((m) => <m.AutomatedTestsPage />)) },
            {
              path: 'automated-tests/projects',
              lazy: page(() => import('./pages/AutomatedTestsPage').then((m) => <m.AutomatedTestsPage view="projects" />)),
            },
            {
              path: 'automated-tests/projects/:projectId',
              lazy: page(() => import('./pages/ProjectBuildsPage').then((m) => <m.ProjectBuildsPage />)),
            },
            {
              path: 'automated-tests/projects/:projectId/builds/:buildName/:buildNumber',
              lazy: page(() => import('./pages/BuildReportPage').then((m) => <m.BuildReportPage />)),
            },
            { path: 'automated-tests/compare', lazy: page(() => import('./scanner/ScanComparePage').then((m) => <m.BuildComparePage />)) },
            {
              path: 'automated-tests/onboarding/get-a-demo',
              lazy: page(() => import('./pages/OnboardingGetDemoPage').then((m) => <m.OnboardingGetDemoPage />)),
            },
            {
              path: 'automated-tests/onboarding/get-a-demo/frameWork',
              lazy: page(() => import('./pages/OnboardingFrameworkPage').then((m) => <m.OnboardingFrameworkPage />)),
            },
            {
              path: 'lcnc',
              loader: lowCodeLoader(queryClient),
              lazy: page(() => import('./pages/LowCodeIntroPage').then((m) => <m.LowCodeIntroPage />)),
            },
            { path: 'pdf-scanner', lazy: page(() => import('./pdfScanner/PdfReportsPage').then((m) => <m.PdfReportsPage />)) },
            { path: 'pdf-scanner/report', lazy: page(() => import('./pdfScanner/PdfReportPage').then((m) => <m.PdfReportPage />)) },
            { path: 'pdf-scanner/create', lazy: page(() => import('./pdfScanner/CreatePdfReportsPage').then((m) => <m.CreatePdfReportsPage />)) },
            {
              path: 'design-accessibility',
              lazy: page(() => import('./design/DesignAccessibilityPage').then((m) => <m.DesignAccessibilityPage />)),
            },
            { path: 'settings', lazy: page(() => import('./settings/SettingsPage').then((m) => <m.SettingsPage />)) },
            {
              path: 'settings/websiteScanner',
              lazy: page(() => import('./settings/WebsiteScannerSettingsPage').then((m) => <m.WebsiteScannerSettingsPage />)),
            },
            { path: 'export-report', lazy: page(() => import('./pages/ExportReportPage').then((m) => <m.ExportReportPage />)) },
            // The Website Scanner (spec 000 section 2.1); Curbcut hosts the list and the create page itself.
            { path: 'site-scanner', lazy: page(() => import('./scanner/ScannerListPage').then((m) => <m.ScannerListPage />)) },
            { path: 'site-scanner/create', lazy: page(() => import('./scanner/CreateScanPage').then((m) => <m.CreateScanPage />)) },
            {
              path: 'site-scanner/extract-sitemap',
              lazy: page(() => import('./scanner/ExtractSitemapPage').then((m) => <m.ExtractSitemapPage />)),
            },
            {
              path: 'site-scanner/scan-details/:id',
              lazy: page(() => import('./scanner/ScanDetailsPage').then((m) => <m.ScanDetailsPage />)),
            },
            { path: 'site-scanner/scan-details/:id/edit', lazy: page(() => import('./scanner/EditScanPage').then((m) => <m.EditScanPage />)) },
            {
              path: 'site-scanner/scan-report',
              lazy: page(() => import('./scanner/LegacyScanReportPage').then((m) => <m.LegacyScanReportPage />)),
            },
            { path: 'site-scanner/compare', lazy: page(() => import('./scanner/ScanComparePage').then((m) => <m.ScanComparePage />)) },
            // The scan report: in the shell, or bare with minimal=true (embedded in a parent scanner).
            {
              path: 'site-scanner/projects/:projectId/builds',
              lazy: page(() => import('./scanner/ScanReportPage').then((m) => <m.ScanReportPage />)),
            },
          ],
        },
        {
          loader: requireUser(queryClient),
          element: <PlainLayout />,
          children: [{ path: 'welcome', lazy: page(() => import('./pages/WelcomePage').then((m) => <m.WelcomePage />)) }],
        },
        {
          element: <PlainLayout />,
          children: [
            { path: 'sign-in', lazy: page(() => import('./pages/SignInPage').then((m) => <m.SignInPage />)) },
            { path: 'accept-invitation', lazy: page(() => import('./pages/AcceptInvitationPage').then((m) => <m.AcceptInvitationPage />)) },
            { path: '403', lazy: statusPage(403) },
            { path: '410', lazy: statusPage(410) },
            { path: '404', lazy: statusPage(404) },
            { path: '*', lazy: statusPage(404) },
          ],
        },
      ],
    },
  ]);
}
