/**
 * The route table (spec 000 sections 2.1 and 2.2). Protected routes sit under one layout whose
 * loader makes sure the user is signed in; a signed-out visitor is sent to the server's
 * start-sso route, which sends them to /sign-in and back here afterwards.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { isApiRequestError } from '@curbcut/client';
import { startSignInUrl } from './auth/safeRedirect';
import { AppShell } from './layouts/AppShell';
import { PlainLayout } from './layouts/PlainFrame';
import { PublicLayout } from './layouts/PublicLayout';
import { EmbedBuildReportPage } from './embed/EmbedBuildReportPage';
import { EmbedScanReportPage } from './embed/EmbedScanReportPage';
import { AutomatedTestsPage } from './pages/AutomatedTestsPage';
import { BuildReportPage } from './pages/BuildReportPage';
import { ExportReportPage } from './pages/ExportReportPage';
import { ProjectBuildsPage } from './pages/ProjectBuildsPage';
import { PublicReportPage } from './pages/PublicReportPage';
import { ErrorFallback } from './pages/ErrorFallback';
import { HomePage } from './pages/HomePage';
import { SignInPage } from './pages/SignInPage';
import { StatusPage } from './pages/StatusPage';
import { appProfileQuery } from './queryClient';
import { CreateScanPage } from './scanner/CreateScanPage';
import { EditScanPage } from './scanner/EditScanPage';
import { ExtractSitemapPage } from './scanner/ExtractSitemapPage';
import { LegacyScanReportPage } from './scanner/LegacyScanReportPage';
import { ScanComparePage } from './scanner/ScanComparePage';
import { ScanDetailsPage } from './scanner/ScanDetailsPage';
import { ScannerListPage } from './scanner/ScannerListPage';
import { ScannerReportLayout } from './scanner/ScannerReportLayout';
import { ScanReportPage } from './scanner/ScanReportPage';

/** Loader of the protected layout: the profile, or a trip through sign-in. */
function requireUser(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
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
  };
}

/** Creates the app's router. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      path: '/',
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
        { path: 'embed/build-report', element: <EmbedBuildReportPage /> },
        { path: 'embed/scan-report', element: <EmbedScanReportPage /> },
        {
          loader: requireUser(queryClient),
          element: <AppShell />,
          children: [
            { path: 'home', element: <HomePage /> },
            { path: 'automated-tests', element: <AutomatedTestsPage /> },
            { path: 'automated-tests/projects', element: <AutomatedTestsPage /> },
            { path: 'automated-tests/projects/:projectId', element: <ProjectBuildsPage /> },
            { path: 'automated-tests/projects/:projectId/builds/:buildName/:buildNumber', element: <BuildReportPage /> },
            { path: 'export-report', element: <ExportReportPage /> },
            // The Website Scanner (spec 000 section 2.1); Curbcut hosts the list and the create page itself.
            { path: 'site-scanner', element: <ScannerListPage /> },
            { path: 'site-scanner/create', element: <CreateScanPage /> },
            { path: 'site-scanner/extract-sitemap', element: <ExtractSitemapPage /> },
            { path: 'site-scanner/scan-details/:id', element: <ScanDetailsPage /> },
            { path: 'site-scanner/scan-details/:id/edit', element: <EditScanPage /> },
            { path: 'site-scanner/scan-report', element: <LegacyScanReportPage /> },
            { path: 'site-scanner/compare', element: <ScanComparePage /> },
          ],
        },
        {
          // The scan report: in the shell, or bare with minimal=true (embedded in a parent scanner).
          loader: requireUser(queryClient),
          element: <ScannerReportLayout />,
          children: [{ path: 'site-scanner/projects/:projectId/builds', element: <ScanReportPage /> }],
        },
        {
          element: <PlainLayout />,
          children: [
            { path: 'sign-in', element: <SignInPage /> },
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
