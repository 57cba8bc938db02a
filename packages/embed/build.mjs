/**
 * Builds the loader: `dist/index.js` (ESM, every export) and `dist/curbcut-embed.iife.js` (the
 * global `Curbcut` for a plain script tag), both minified, and prints their gzip sizes (target:
 * the script under 5 KB gzipped). The host app's build imports `bundleScript` to serve the same
 * script at `/embed.js`.
 */
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = fileURLToPath(new URL('.', import.meta.url));
const common = { bundle: true, minify: true, target: 'es2020', legalComments: 'none', absWorkingDir: here, logLevel: 'warning', write: false };

/** The IIFE script (global `Curbcut`), as bytes. */
export async function bundleScript() {
  const result = await build({ ...common, entryPoints: ['src/iife.ts'], format: 'iife', globalName: 'Curbcut', outfile: 'dist/curbcut-embed.iife.js' });
  return result.outputFiles[0].contents;
}

/** The ESM build with its source map, as files. */
async function bundleModule() {
  const result = await build({ ...common, entryPoints: ['src/index.ts'], format: 'esm', outfile: 'dist/index.js', sourcemap: true });
  return result.outputFiles;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  mkdirSync(new URL('dist/', import.meta.url), { recursive: true });
  const files = [...(await bundleModule()).map((f) => [f.path, f.contents]), [`${here}dist/curbcut-embed.iife.js`, await bundleScript()]];
  for (const [path, bytes] of files) {
    writeFileSync(path, bytes);
    if (path.endsWith('.js')) console.log(`${path.slice(here.length)}: ${bytes.length} B, ${gzipSync(bytes).length} B gzipped`);
  }
}
