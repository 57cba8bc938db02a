/**
 * Builds the bench page (index.html + main.ts, the widget and its worker) with Vite's JS API, the way
 * host-app/vite.config.ts builds the app: workspace packages from source through the
 * `@curbcut/source` condition, the comlink worker as an ES module. Everything Vite writes, its cache
 * included, goes under `outDir`'s parent temp folder, never into the repository.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/** Builds the page into `outDir` (created); `cacheDir` takes Vite's cache. */
export async function buildBenchPage(outDir: string, cacheDir: string): Promise<void> {
  await build({
    root: here,
    configFile: false,
    envDir: false,
    publicDir: false,
    cacheDir,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
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
