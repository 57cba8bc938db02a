/**
 * The page of each embed entry of @curbcut/core's EMBED_PATHS, the list the server also reads to let
 * exactly these pages be framed. The router builds the /embed routes from this record, and its type
 * makes an entry added to core fail to compile here until it has a page.
 */
import type { ReactElement } from 'react';
import type { EmbedPath } from '@curbcut/core';
import { EmbedBuildReportPage } from './EmbedBuildReportPage';
import { EmbedComparePage } from './EmbedComparePage';
import { EmbedManualReportPage } from './EmbedManualReportPage';
import { EmbedPdfReportPage } from './EmbedPdfReportPage';
import { EmbedScanReportPage } from './EmbedScanReportPage';

/** The element each embed entry renders. */
export const EMBED_PAGES: Readonly<Record<EmbedPath, ReactElement>> = {
  '/embed/build-report': <EmbedBuildReportPage />,
  '/embed/scan-report': <EmbedScanReportPage />,
  '/embed/pdf-report': <EmbedPdfReportPage />,
  '/embed/manual-report': <EmbedManualReportPage />,
  '/embed/compare': <EmbedComparePage />,
};
