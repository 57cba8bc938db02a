/**
 * Builds the viewer bench page (index.html + main.tsx: the PdfPages component, its pdf.js worker
 * and, through host-app's own plugin, pdf.js's assets under pdfjs/) with Vite's JS API, the way
 * host-app/vite.config.ts builds the app. Everything Vite writes goes under the caller's temp folder.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';
import { pdfjsAssets } from '../../../host-app/build/pdfjsAssets';

const here = dirname(fileURLToPath(import.meta.url));

/** Builds the page into `outDir` (created); `cacheDir` takes Vite's cache. */
export async function buildViewerBenchPage(outDir: string, cacheDir: string): Promise<void> {
  await build({
    root: here,
    configFile: false,
    envDir: false,
    publicDir: false,
    cacheDir,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), pdfjsAssets()],
    resolve: { conditions: ['@curbcut/source', ...defaultClientConditions] },
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
}
