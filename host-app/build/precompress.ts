/**
 * Brotli and gzip copies of the built app's text files (`x.js` -> `x.js.br`, `x.js.gz`), written
 * once at build time so the server sends compressed bytes without compressing per request
 * (`@fastify/static`'s `preCompressed`, packages/server/src/static/staticHost.ts). Before this the
 * sign-in page cost 1,424 KiB on the wire (issue 17).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text the browser fetches. Source maps are left alone (developer tools only). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|wasm)$/;
/** Below this a compressed copy saves less than the headers it adds. */
const MIN_BYTES = 1024;

/** One file's sizes: original, brotli and gzip (a copy is written only when smaller). */
export interface PrecompressedFile {
  path: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes `.br` and `.gz` beside every compressible file of `dir` of at least 1 KiB that they shrink. */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const targets = (await filesUnder(dir)).filter((path) => COMPRESSIBLE.test(path));
  // All at once: zlib works on libuv's thread pool, so the files compress in parallel.
  const done = await Promise.all(targets.map((path) => precompressFile(path)));
  return done.filter((file): file is PrecompressedFile => file !== null);
}

async function precompressFile(path: string): Promise<PrecompressedFile | null> {
  if ((await stat(path)).size < MIN_BYTES) return null;
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const keepBr = br.length < bytes.length;
  const keepGz = gz.length < bytes.length;
  if (keepBr) await writeFile(`${path}.br`, br);
  if (keepGz) await writeFile(`${path}.gz`, gz);
  return { path, bytes: bytes.length, br: keepBr ? br.length : null, gzip: keepGz ? gz.length : null };
}

/** The Vite plugin: precompresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let logger: Logger | null = null;
  return {
    name: 'curbcut-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      const sum = (pick: (f: PrecompressedFile) => number) => files.reduce((n, f) => n + pick(f), 0);
      const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      logger?.info(`precompressed ${files.length} files: ${kib(sum((f) => f.bytes))} -> br ${kib(sum((f) => f.br ?? f.bytes))}, gzip ${kib(sum((f) => f.gzip ?? f.bytes))}`);
    },
  };
}
