/**
 * One Vite build for the bench pages driven in Chromium (the widget's, section c; the PDF viewer's,
 * section h), so both are built alike: with Vite's JS API, the way host-app/vite.config.ts builds
 * the app (workspace packages from source through the `@curbcut/source` condition, workers as ES
 * modules). Everything Vite writes, its cache included, goes where the caller says (a temp folder),
 * never into the repository.
 */
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';
import type { PluginOption } from 'vite';

/** Where the page is and where its build goes. */
export interface ViteBenchPageOptions {
  /** The folder holding the page's index.html. */
  root: string;
  /** Takes the built page (created, emptied first). */
  outDir: string;
  /** Takes Vite's cache. */
  cacheDir: string;
  /** Plugins after React's, for what only this page needs. */
  plugins?: PluginOption[];
}

/** Builds the page at `root` into `outDir`. */
export async function buildViteBenchPage({ root, outDir, cacheDir, plugins = [] }: ViteBenchPageOptions): Promise<void> {
  await build({
    root,
    configFile: false,
    envDir: false,
    publicDir: false,
    cacheDir,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), ...plugins],
    resolve: { conditions: ['@curbcut/source', ...defaultClientConditions] },
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
      // The build shares the machine with the benchmark's own data; its plugin timings are noise here.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
}
