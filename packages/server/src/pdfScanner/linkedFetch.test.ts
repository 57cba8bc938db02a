/**
 * The linked-file fetcher's network policy hop by hop and at connect time, the PDF guard and the
 * byte ranges of the file call, against a local HTTP server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNonPublicAddress } from '../scans/networkPolicy';
import { openLinkedPdf } from './linkedFetch';
import { NotPdfError, PdfGuard, TooLargeError } from './pdfStream';
import { parseRange } from './reportRoutes';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

describe('openLinkedPdf', () => {
  let site: Server;
  let port: number;
  let requests: string[];

  beforeAll(async () => {
    requests = [];
    site = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/doc.pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end(PDF);
      } else if (req.url === '/to-localhost') {
        res.writeHead(302, { location: `http://localhost:${port}/doc.pdf` });
        res.end();
      } else if (req.url === '/to-file') {
        res.writeHead(302, { location: 'file:///etc/passwd' });
        res.end();
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  const body = async (url: string, options: Parameters<typeof openLinkedPdf>[1]) => {
    const res = await openLinkedPdf(new URL(url), options);
    const chunks: Buffer[] = [];
    for await (const chunk of res.body) chunks.push(chunk as Buffer);
    res.done();
    return { url: res.url.href, bytes: Buffer.concat(chunks) };
  };

  it('checks every redirect hop before requesting it', async () => {
    // A policy that lets 127.0.0.1 through and refuses the name "localhost": the hop is refused unrequested.
    const allowUrl = async (url: URL) => url.hostname !== 'localhost';
    const seen = requests.length;
    await expect(openLinkedPdf(new URL(`http://127.0.0.1:${port}/to-localhost`), { maxBytes: 1000, timeoutMs: 5000, allowUrl })).rejects.toMatchObject({
      code: 'bad_request',
      path: '$.url',
      message: `The linked URL redirected to http://localhost:${port}/doc.pdf, a private or local network address; this server only fetches public websites.`,
    });
    expect(requests.slice(seen)).toEqual(['/to-localhost']);
    await expect(openLinkedPdf(new URL(`http://127.0.0.1:${port}/to-file`), { maxBytes: 1000, timeoutMs: 5000 })).rejects.toMatchObject({ code: 'unprocessable' });
    expect(await body(`http://127.0.0.1:${port}/to-localhost`, { maxBytes: 1000, timeoutMs: 5000 })).toEqual({ url: `http://localhost:${port}/doc.pdf`, bytes: PDF });
  });

  it('refuses a connection whose name resolves to a private address at connect time (DNS rebinding)', async () => {
    const seen = requests.length;
    await expect(
      openLinkedPdf(new URL(`http://localhost:${port}/doc.pdf`), { maxBytes: 1000, timeoutMs: 5000, allowAddress: (address) => !isNonPublicAddress(address) }),
    ).rejects.toMatchObject({ code: 'bad_request', message: expect.stringMatching(/^The linked URL was refused: localhost resolves to (127\.0\.0\.1|::1), a private or local network address\.$/) });
    expect(requests.length).toBe(seen);
  });

  it('says in words why a server could not be reached, with the code', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/gone.pdf`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(openLinkedPdf(new URL(url), { maxBytes: 1000, timeoutMs: 5000 })).rejects.toMatchObject({
      code: 'bad_gateway',
      message: `Could not fetch ${url}: the server refused the connection (ECONNREFUSED).`,
    });
  });

  it('gives up after the time limit with 502', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/slow.pdf`;
    await expect(openLinkedPdf(new URL(url), { maxBytes: 1000, timeoutMs: 200 })).rejects.toMatchObject({ code: 'bad_gateway', message: `Could not fetch ${url}: it took too long.` });
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});

describe('PdfGuard', () => {
  const run = async (chunks: string[], max: number) => {
    const guard = new PdfGuard(max);
    const out: Buffer[] = [];
    await pipeline(Readable.from(chunks.map((c) => Buffer.from(c))), guard, new Writable({ write: (c: Buffer, _e, done) => (out.push(c), done()) }));
    return Buffer.concat(out).toString();
  };

  it('passes a PDF through, the header split over chunks', async () => {
    expect(await run(['%P', 'DF', '-1.7 rest'], 100)).toBe('%PDF-1.7 rest');
  });

  it('refuses other bytes and sizes over the limit', async () => {
    await expect(run(['GIF89a...'], 100)).rejects.toBeInstanceOf(NotPdfError);
    await expect(run(['%PD'], 100)).rejects.toThrow('a PDF starts with "%PDF-", but it starts with "%PD"');
    await expect(run(['%PDF-1.7 ', 'x'.repeat(100)], 100)).rejects.toBeInstanceOf(TooLargeError);
  });
});

describe('parseRange', () => {
  it('reads the byte ranges pdf.js asks for and ignores the rest', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ offset: 0, length: 100 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ offset: 900, length: 100 });
    expect(parseRange('bytes=-10', 1000)).toEqual({ offset: 990, length: 10 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ offset: 990, length: 10 });
    expect(parseRange('bytes=1000-', 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});
