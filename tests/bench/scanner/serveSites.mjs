/**
 * The two sites the scanner benchmark scans, served from a process of their own so neither scanner
 * shares an event loop with the web server: the demo site (examples/demo-site/serve.mjs) and the
 * W3C BAD site, read at run time from the shared corpus folder (never copied into the repo).
 *
 * `node tests/bench/scanner/serveSites.mjs <badDir>` prints one JSON line, `{ "demo": origin,
 * "bad": origin }`, then serves until it is killed.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { startDemoSite } from '../../../examples/demo-site/serve.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.gif': 'image/gif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
};

/**
 * A read-only static server over `dir` on an ephemeral 127.0.0.1 port.
 * @param {string} dir
 * @returns {Promise<string>} its origin
 */
async function serveDir(dir) {
  const root = resolve(dir) + sep;
  const server = createServer(async (req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`);
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))];
    const info = file.startsWith(root) && type ? await stat(file).catch(() => null) : null;
    if (!info?.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return `http://127.0.0.1:${address.port}`;
}

const badDir = process.argv[2];
if (!badDir) {
  process.stderr.write('usage: serveSites.mjs <w3c-bad folder>\n');
  process.exit(2);
}
const demo = await startDemoSite();
const bad = await serveDir(badDir);
process.stdout.write(`${JSON.stringify({ demo: demo.url, bad })}\n`);
