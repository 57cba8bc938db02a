import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
// @ts-expect-error: a plain ESM build script without type declarations.
import { bundleScript } from '../packages/embed/build.mjs';
import { pdfjsAssets } from './build/pdfjsAssets.ts';
import { precompress } from './build/precompress.ts';

/**
 * Serves the embed loader (`@curbcut/embed`'s IIFE build) at `/embed.js`, the address partner pages
 * put in their script tag: emitted beside index.html at build time, answered by the dev server.
 */
function embedScript(): Plugin {
  return {
    name: 'curbcut-embed-script',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed.js', source: await bundleScript() });
    },
    configureServer(server) {
      server.middlewares.use('/embed.js', (_req, res, next) => {
        bundleScript().then((bytes: Uint8Array) => {
          res.setHeader('content-type', 'text/javascript; charset=utf-8');
          res.end(bytes);
        }, next);
      });
    },
  };
}

// Workspace packages resolve to their `src` through the `@curbcut/source` export condition (a name of our own: some published packages ship a plain `source` condition pointing at raw TypeScript), so the app
// builds without prebuilding them. In development /api goes to a server on port 8080
// (`curbcut serve`); in production the server serves this build itself.
export default defineConfig({
  plugins: [react(), embedScript(), pdfjsAssets(), precompress()],
  resolve: { conditions: ['@curbcut/source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The entry holds React, the router and the shell by design (decision 0033): the budget that
    // counts is the first screen's gzipped size, which tests/e2e/firstScreen.spec.ts checks.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // @curbcut/core's API modules declare their TypeBox schemas at module level for the server;
      // the browser only takes their constants and types. Marking the builders pure lets unused
      // schemas (and TypeBox with them) drop out instead of riding along in the entry.
      treeshake: { manualPureFunctions: ['Type', 'CloneType'] },
      output: {
        // Everything the entry imports statically (React, the router, the shell and the react-aria
        // parts it uses) is needed before any page renders: one chunk rather than a dozen small
        // shared ones spares the first screen that many requests. Pages stay chunks of their own.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});
