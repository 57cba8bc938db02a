/**
 * The built app goes out compressed and cached (issue 17): a hashed asset comes as brotli when the
 * browser takes it, as gzip when it takes only that, as is otherwise, always with its own content
 * type, `Vary: Accept-Encoding` and a year of immutable caching; index.html and client routes
 * revalidate. The static directory is precompressed by the build's own step
 * (host-app/build/precompress.ts), so this checks the build and the server together. Static files
 * never touch the database, so one SQLite server is enough.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type RunningServer } from '@curbcut/server';
import { precompressDir } from '../../host-app/build/precompress';

const INDEX = '<!doctype html><title>Curbcut</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>';
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = "row ${i} of the dashboard's entry script";`).join('\n');
const ASSET = '/assets/index-Ab12Cd34.js';
/** Either JavaScript MIME type; browsers run module scripts of both. */
const JAVASCRIPT = /^(?:text|application)\/javascript; charset=utf-8$/;
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is read as sent (fetch would decode it), with the Accept-Encoding given or none. */
function get(server: RunningServer, path: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = httpRequest(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The answer for the hashed script: 200, the encoding asked for, its type, Vary and a year's cache. */
function expectAsset(res: RawResponse, encoding: 'br' | 'gzip' | undefined, label: string): void {
  expect(res.status, label).toBe(200);
  expect(res.headers['content-encoding'], label).toBe(encoding);
  expect(res.headers['content-type'], label).toMatch(JAVASCRIPT);
  expect(res.headers.vary, label).toMatch(/accept-encoding/i);
  expect(res.headers['cache-control'], label).toBe(YEAR_IMMUTABLE);
}

describe('static assets: precompressed, negotiated and cached', () => {
  let staticDir: string;
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'curbcut-static-'));
    dataDir = await mkdtemp(join(tmpdir(), 'curbcut-static-data-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), INDEX);
    await writeFile(join(staticDir, ASSET), SCRIPT);
    await precompressDir(staticDir);
    server = await createServer({ port: 0, quiet: true, dataDir, staticDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(staticDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends a hashed asset as brotli when the browser accepts it', async () => {
    const res = await get(server, ASSET, 'gzip, deflate, br, zstd');
    expectAsset(res, 'br', 'brotli');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that takes only gzip', async () => {
    const res = await get(server, ASSET, 'gzip');
    expectAsset(res, 'gzip', 'gzip');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the bytes as they are without an Accept-Encoding, or with identity only', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get(server, ASSET, accept);
      expectAsset(res, undefined, String(accept));
      expect(res.body.toString(), String(accept)).toBe(SCRIPT);
    }
  });

  it('makes the page itself revalidate: index.html and client routes are no-cache', async () => {
    for (const path of ['/', '/sign-in', '/home']) {
      const res = await get(server, path, 'gzip, br');
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
      expect(body.toString(), path).toBe(INDEX);
    }
  });

  it('still answers a missing asset with a 404, whatever the encoding asked for', async () => {
    const res = await get(server, '/assets/index-Missing0.js', 'br');
    expect(res.status).toBe(404);
  });
});
