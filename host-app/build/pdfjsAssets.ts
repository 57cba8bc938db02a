/**
 * pdf.js's runtime assets on the app's own origin: `cmaps/` (CJK and other predefined CMaps),
 * `standard_fonts/` (the 14 standard fonts for PDFs that do not embed them), `iccs/` and `wasm/`
 * (the JPEG 2000, JBIG2 and colour decoders, with openjpeg's no-wasm JavaScript fallback), copied
 * from pdfjs-dist into the build under `pdfjs/` and answered at `/pdfjs/...` by the dev server. The
 * PDF viewer (packages/widgets/src/pdfReport/viewer) points pdf.js there, so a PDF renders offline
 * and the CSP needs no other origin. They are not content-hashed, so the server revalidates them.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The folders of pdfjs-dist that pdf.js fetches at run time. */
export const PDFJS_ASSET_DIRS = ['cmaps', 'standard_fonts', 'iccs', 'wasm'] as const;
/** Where they are served: the viewer's default `assetsBase`. */
export const PDFJS_ASSETS_PREFIX = 'pdfjs';

const CONTENT_TYPES: Record<string, string> = {
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/x-font-type1',
  '.ttf': 'font/ttf',
  '.icc': 'application/vnd.iccprofile',
  // WebAssembly.instantiateStreaming insists on this type.
  '.wasm': 'application/wasm',
  '.js': 'text/javascript; charset=utf-8',
};

/** pdfjs-dist's folder, resolved from the widgets package, which depends on it. */
function pdfjsRoot(): string {
  const widgets = fileURLToPath(new URL('../../packages/widgets/package.json', import.meta.url));
  return resolve(createRequire(widgets).resolve('pdfjs-dist/package.json'), '..');
}

/** Every file to publish: its path under `pdfjs/` and on disk. */
export async function pdfjsAssetFiles(): Promise<{ name: string; path: string }[]> {
  const root = pdfjsRoot();
  const lists = await Promise.all(
    PDFJS_ASSET_DIRS.map(async (dir) => {
      const entries = await readdir(join(root, dir), { withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => ({ name: `${dir}/${e.name}`, path: join(root, dir, e.name) }));
    }),
  );
  return lists.flat();
}

/** The Vite plugin: emits the assets into the build, serves them in development. */
export function pdfjsAssets(): Plugin {
  return {
    name: 'curbcut-pdfjs-assets',
    async generateBundle() {
      // Emitted as assets (not copied after the build), so precompress.ts sees the wasm and scripts too.
      for (const file of await pdfjsAssetFiles()) {
        this.emitFile({ type: 'asset', fileName: `${PDFJS_ASSETS_PREFIX}/${file.name}`, source: await readFile(file.path) });
      }
    },
    configureServer(server) {
      const root = pdfjsRoot();
      server.middlewares.use(`/${PDFJS_ASSETS_PREFIX}`, (req, res, next) => {
        const path = normalize(join(root, decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')));
        const dir = path.slice(root.length + 1).split(sep)[0] ?? '';
        // Only the asset folders: never package.json, the builds or anything above pdfjs-dist.
        if (!path.startsWith(root + sep) || !(PDFJS_ASSET_DIRS as readonly string[]).includes(dir)) return next();
        const stream = createReadStream(path);
        stream.once('open', () => {
          res.setHeader('content-type', CONTENT_TYPES[extname(path)] ?? 'application/octet-stream');
          res.setHeader('cache-control', 'no-cache');
          stream.pipe(res);
        });
        stream.once('error', () => next());
      });
    },
  };
}
