/**
 * A tiny static server for examples/demo-site, for the suite's `webServer`: `node serve.mjs [port]`.
 * Only files under the site folder are served; anything else is a 404.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../demo-site/', import.meta.url));
const port = Number(process.argv[2] ?? process.env.DEMO_SITE_PORT ?? 4317);
const types = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

createServer(async (req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  const found = file.startsWith(root) ? await stat(file).catch(() => null) : null;
  if (!found?.isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(port, '127.0.0.1', () => console.log(`demo site on http://127.0.0.1:${port}`));
