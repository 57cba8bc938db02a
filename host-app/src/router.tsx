/**
 * The route table (spec 000 sections 2.1 and 2.2). Protected routes sit under one layout whose
 * loader makes sure the user is signed in (shell/shellLoader.ts); the public report routes and the
 * embed entries have layouts of their own.
 */
import type { QueryClient } from '@tanstack/react-query';
import { EMBED_PATHS } from '@curbcut/core';
import { createBrowserRouter, redirect } from 'react-router';
import { AppShell } from './layouts/AppShell';
import { PlainLayout } from './layouts/PlainFrame';
import { PublicLayout } from './layouts/PublicLayout';
import { TelemetryRoot } from './layouts/TelemetryRoot';
import { DesignAccessibilityPage } from './design/DesignAccessibilityPage';
import { EmbedNotFoundPage } from './embed/EmbedNotFoundPage';
import { EMBED_PAGES } from './embed/embedPages';
import { AcceptInvitationPage } from './pages/AcceptInvitationPage';
import { AutomatedTestsPage } from './pages/AutomatedTestsPage';
import { BuildReportPage } from './pages/BuildReportPage';
import { ExportReportPage } from './pages/ExportReportPage';
import { LowCodeIntroPage } from './pages/LowCodeIntroPage';
import { OnboardingFrameworkPage } from './pages/OnboardingFrameworkPage';
import { OnboardingGetDemoPage } from './pages/OnboardingGetDemoPage';
import { ProductIntroPage } from './pages/ProductIntroPage';
import { ProjectBuildsPage } from './pages/ProjectBuildsPage';
import { PublicReportPage } from './pages/PublicReportPage';
import { ErrorFallback } from './pages/ErrorFallback';
import { HomePage } from './pages/HomePage';
import { SignInPage } from './pages/SignInPage';
import { StatusPage } from './pages/StatusPage';
import { WelcomePage } from './pages/WelcomePage';
import { ASSISTED_TESTS, PDF_SCANNER, WORKFLOW_ANALYZER } from './reports/reportProducts';
import { ReportTypeListPage } from './reports/ReportTypeListPage';
import { CreateScanPage } from './scanner/CreateScanPage';
import { EditScanPage } from './scanner/EditScanPage';
import { ExtractSitemapPage } from './scanner/ExtractSitemapPage';
import { LegacyScanReportPage } from './scanner/LegacyScanReportPage';
import { BuildComparePage, ScanComparePage } from './scanner/ScanComparePage';
import { ScanDetailsPage } from './scanner/ScanDetailsPage';
import { ScannerListPage } from './scanner/ScannerListPage';
import { ScanReportPage } from './scanner/ScanReportPage';
import { SettingsPage } from './settings/SettingsPage';
import { WebsiteScannerSettingsPage } from './settings/WebsiteScannerSettingsPage';
import { ScreenReaderAutomationRoute, ScreenReaderRoute } from './shell/PaywalledRoutes';
import { issueSnapshotLoader, lowCodeLoader, reportRouteLoader, requireUser } from './shell/shellLoader';

/** Creates the app's router. */
export function createAppRouter(queryClient: QueryClient) {
  const workflow = <ReportTypeListPage product={WORKFLOW_ANALYZER} />;
  const assisted = <ReportTypeListPage product={ASSISTED_TESTS} />;
  const pdf = <ReportTypeListPage product={PDF_SCANNER} />;
  return createBrowserRouter([
    {
      path: '/',
      element: <TelemetryRoot />,
      errorElement: <ErrorFallback />,
      hydrateFallbackElement: <p className="visually-hidden">Loading Curbcut…</p>,
      children: [
        { index: true, loader: () => redirect('/home') },
        {
          path: 'public_report',
          element: <PublicLayout />,
          children: [
            { index: true, element: <PublicReportPage /> },
            { path: '404', element: <StatusPage status={404} /> },
            { path: '*', element: <StatusPage status={404} /> },
          ],
        },
        // The iframe entries of the embed protocol: no shell, no sign-in (a report token reads the report).
        // Built from core's EMBED_PATHS, the list of what the server lets other sites frame.
        ...EMBED_PATHS.map((path) => ({ path: path.slice(1), element: EMBED_PAGES[path] })),
        // Anything else under /embed: a 404 that never links out of /embed.
        { path: 'embed/*', element: <EmbedNotFoundPage /> },
        // Forwarding routes: by ids (workflow) or ar_ids (assisted), else home.
        { path: 'redirection', loader: reportRouteLoader },
        { path: 'report', loader: reportRouteLoader },
        { path: 'reports', loader: reportRouteLoader },
        { path: 'issue-snapshot', loader: issueSnapshotLoader },
        {
          loader: requireUser(queryClient),
          element: <AppShell />,
          children: [
            { path: 'home', element: <HomePage /> },
            { path: 'introduction', element: <ProductIntroPage /> },
            { path: 'workflow-analyzer', element: workflow },
            { path: 'workflow-analyzer/report', element: workflow },
            { path: 'assisted-test', element: assisted },
            { path: 'assisted-test/report', element: assisted },
            { path: 'screen-reader', element: <ScreenReaderRoute /> },
            { path: 'screen-reader-automation', element: <ScreenReaderAutomationRoute /> },
            { path: 'automated-tests', element: <AutomatedTestsPage /> },
            { path: 'automated-tests/projects', element: <AutomatedTestsPage /> },
            { path: 'automated-tests/projects/:projectId', element: <ProjectBuildsPage /> },
            { path: 'automated-tests/projects/:projectId/builds/:buildName/:buildNumber', element: <BuildReportPage /> },
            { path: 'automated-tests/compare', element: <BuildComparePage /> },
            { path: 'automated-tests/onboarding/get-a-demo', element: <OnboardingGetDemoPage /> },
            { path: 'automated-tests/onboarding/get-a-demo/frameWork', element: <OnboardingFrameworkPage /> },
            { path: 'lcnc', loader: lowCodeLoader(queryClient), element: <LowCodeIntroPage /> },
            { path: 'pdf-scanner', element: pdf },
            { path: 'pdf-scanner/report', element: pdf },
            { path: 'pdf-scanner/create', element: pdf },
            { path: 'design-accessibility', element: <DesignAccessibilityPage /> },
            { path: 'settings', element: <SettingsPage /> },
            { path: 'settings/websiteScanner', element: <WebsiteScannerSettingsPage /> },
            { path: 'export-report', element: <ExportReportPage /> },
            // The Website Scanner (spec 000 section 2.1); Curbcut hosts the list and the create page itself.
            { path: 'site-scanner', element: <ScannerListPage /> },
            { path: 'site-scanner/create', element: <CreateScanPage /> },
            { path: 'site-scanner/extract-sitemap', element: <ExtractSitemapPage /> },
            { path: 'site-scanner/scan-details/:id', element: <ScanDetailsPage /> },
            { path: 'site-scanner/scan-details/:id/edit', element: <EditScanPage /> },
            { path: 'site-scanner/scan-report', element: <LegacyScanReportPage /> },
            { path: 'site-scanner/compare', element: <ScanComparePage /> },
            // The scan report: in the shell, or bare with minimal=true (embedded in a parent scanner).
            { path: 'site-scanner/projects/:projectId/builds', element: <ScanReportPage /> },
          ],
        },
        {
          loader: requireUser(queryClient),
          element: <PlainLayout />,
          children: [{ path: 'welcome', element: <WelcomePage /> }],
        },
        {
          element: <PlainLayout />,
          children: [
            { path: 'sign-in', element: <SignInPage /> },
            { path: 'accept-invitation', element: <AcceptInvitationPage /> },
            { path: '403', element: <StatusPage status={403} /> },
            { path: '410', element: <StatusPage status={410} /> },
            { path: '404', element: <StatusPage status={404} /> },
            { path: '*', element: <StatusPage status={404} /> },
          ],
        },
      ],
    },
  ]);
}
