/**
 * What the PDF scanner refuses, and that a refusal writes nothing (docs/decisions/0029): files that
 * are not PDFs, files over the size limit (declared or streamed), expired, altered and reused
 * upload URLs, unknown, unvalidated and used keys, incompatible profiles; and linked files fetched
 * from a local HTTP server: allowed where the server may reach private networks, refused before
 * any request where it may not, with redirects, HTTP errors and non-PDF answers named.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ManualClock } from '@curbcut/server';
import { describeEachDatabase, signIn, type TestServer } from './harness';
import { MALFORMED_PDF, buildTestPdf, pathOf, presign, put, upload, validated, waitForCheck } from './pdfScannerFixtures';

const LIMIT = 64 * 1024;

describeEachDatabase('pdf scanner input', (db) => {
  const clock = new ManualClock(new Date());
  let server: TestServer;
  let cookie: string;
  let pdf: Uint8Array;
  let site: Server;
  let origin: string;
  let requests: string[];

  /** Files of the upload's blobs and its row: both must be absent after a refusal. */
  const leftovers = async (key: string) => {
    const dir = join(server.context.options.dataDir, 'blobs', 'pdf', 'uploads');
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(key)) : [];
    const row = await server.context.db.selectFrom('pdf_uploads').select('key').where('key', '=', key).executeTakeFirst();
    return { files, row };
  };
  const reportCount = async () =>
    Number((await server.context.db.selectFrom('reports').select((eb) => eb.fn.countAll<string | number>().as('n')).where('type', '=', 'pdfScanner').executeTakeFirstOrThrow()).n);
  const validate = (json: object, as = cookie, target = server) => target.request('POST', '/api/pdf_scanner/reports/validate_pdf', { cookie: as, json });
  const create = (json: object) => server.request('POST', '/api/pdf_scanner/reports', { cookie, json });

  beforeAll(async () => {
    pdf = await buildTestPdf({ elements: [{ type: 'Document', kids: [{ type: 'P', text: 'Linked' }] }] });
    requests = [];
    site = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/doc.pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.byteLength });
        res.end(Buffer.from(pdf));
      } else if (req.url === '/go') {
        res.writeHead(302, { location: '/files/../doc.pdf' });
        res.end();
      } else if (req.url === '/loop') {
        res.writeHead(301, { location: '/loop' });
        res.end();
      } else if (req.url === '/page.html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><title>Not a PDF</title>');
      } else if (req.url === '/big.pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': LIMIT + 1 });
        res.end(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(LIMIT + 1 - 9, 0x20)]));
      } else if (req.url === '/endless.pdf') {
        // No declared length: the limit is found while streaming.
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.write('%PDF-1.7\n');
        const chunk = Buffer.alloc(16 * 1024, 0x20);
        let sent = 0;
        const more = (): void => {
          while (sent < 8 * LIMIT && res.write(chunk)) sent += chunk.length;
          if (sent < 8 * LIMIT) res.once('drain', more);
          else res.end();
        };
        more();
        res.on('error', () => undefined);
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not here');
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    // The embedded default (loopback host, no proxy) may fetch private addresses.
    server = await db().start({ demo: true, clock, pdfScanner: { maxFileBytes: LIMIT } });
    cookie = await signIn(server, 'demo@curbcut.local');
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  it('refuses a file that is not a PDF, naming what it starts with, and keeps nothing', async () => {
    const target = await presign(server, cookie);
    const html = await put(server, target.url, Buffer.from('<!doctype html><p>hello</p>'));
    expect(html.status).toBe(400);
    expect(html.body.error).toEqual({ code: 'bad_request', message: 'The file is not a PDF: a PDF starts with "%PDF-", but it starts with "<!doctype html><".' });
    expect(await leftovers(target.key)).toEqual({ files: [], row: undefined });
    const empty = await put(server, target.url, Buffer.alloc(0));
    expect(empty.body.error.message).toBe('The file is not a PDF: a PDF starts with "%PDF-", but the file is empty.');
    // The URL was not used up by the refusals.
    expect((await put(server, target.url, pdf)).status).toBe(200);
  });

  it('refuses a file over the size limit, declared or streamed, with 413 and keeps nothing', async () => {
    const big = Buffer.concat([Buffer.from(pdf), Buffer.alloc(LIMIT, 0x20)]);
    const declared = await presign(server, cookie);
    expect(declared.maxBytes).toBe(LIMIT);
    const res = await put(server, declared.url, big);
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'payload_too_large', message: 'The file is larger than the limit of 0.06 MB.' });
    expect(await leftovers(declared.key)).toEqual({ files: [], row: undefined });

    const streamed = await presign(server, cookie);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 8192) controller.enqueue(new Uint8Array(big.subarray(i, i + 8192)));
        controller.close();
      },
    });
    const chunked = await fetch(streamed.url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body, duplex: 'half' } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    expect(await leftovers(streamed.key)).toEqual({ files: [], row: undefined });
  });

  it('refuses altered, expired and reused upload URLs', async () => {
    const target = await presign(server, cookie);
    const url = new URL(target.url);
    const altered = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return copy.toString();
    };
    const signature = url.searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const otherUser = (await server.context.db.selectFrom('users').select('id').where('email', '=', 'free@curbcut.local').executeTakeFirstOrThrow()).id;
    for (const bad of [
      altered('signature', flipped),
      altered('expires', String(Number(url.searchParams.get('expires')) + 60_000)),
      altered('user', otherUser),
      target.url.replace(target.key, `pdu_${'0'.repeat(25)}`),
    ]) {
      const res = await put(server, bad, pdf);
      expect(res.status, bad).toBe(403);
      expect(res.body.error.message).toBe('The upload URL is not valid: its signature does not match (was the URL changed?). Ask for a new upload URL.');
    }
    expect(await leftovers(target.key)).toEqual({ files: [], row: undefined });
    const missing = await server.request('PUT', new URL(target.url).pathname, { raw: Buffer.from(pdf) });
    expect(missing.status).toBe(400);
    expect(missing.body.error.path).toMatch(/^query\./);

    const once = await put(server, target.url, pdf);
    expect(once.status).toBe(200);
    const twice = await put(server, target.url, pdf);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(`Upload ${target.key} already has a file; ask for a new upload URL to send another.`);

    const late = await presign(server, cookie);
    clock.advance(15 * 60 * 1000 + 1);
    const expired = await put(server, late.url, pdf);
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe(`The upload URL expired at ${late.expiresAt}. Ask for a new upload URL.`);
    expect(await leftovers(late.key)).toEqual({ files: [], row: undefined });
  });

  it('validates only uploads of the caller, and names what is missing', async () => {
    const noKey = await validate({ type: 'uploaded' });
    expect(noKey.body.error).toMatchObject({ code: 'bad_request', path: '$.key' });
    const unknownKey = `pdu_${'1'.repeat(25)}`;
    const unknown = await validate({ type: 'uploaded', key: unknownKey });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ path: '$.key', message: expect.stringContaining(`Upload ${unknownKey} was not found`) });
    expect((await validate({ type: 'uploaded', key: 'report.pdf' })).body.error.path).toBe('$.key');
    expect((await validate({ type: 'linked' })).body.error).toMatchObject({ code: 'bad_request', path: '$.url' });
    expect((await validate({ type: 'linked', url: 'ftp://example.com/a.pdf' })).body.error).toMatchObject({ code: 'bad_request', path: '$.url' });
    const key = await upload(server, cookie, pdf);
    const free = await signIn(server, 'trial@curbcut.local');
    // Another user (a plan without the scanner answers 403 before the key is looked at).
    expect((await validate({ type: 'uploaded', key }, free)).status).toBe(403);

    const broken = await validated(server, cookie, MALFORMED_PDF, 'broken.pdf');
    expect(broken).toMatchObject({ readable: false, reason: 'The file has no readable document catalog', pageCount: 0 });
  });

  it('creates reports only from validated, unused uploads of the caller, all or none', async () => {
    const before = await reportCount();
    const good = await validated(server, cookie, pdf, 'good.pdf');
    const unvalidated = await upload(server, cookie, pdf);
    const unknown = `pdu_${'2'.repeat(25)}`;
    const cases: [object, number, string][] = [
      [{ files: [{ key: good.key }, { key: unknown }] }, 404, '$.files[1].key'],
      [{ files: [{ key: unvalidated }] }, 400, '$.files[0].key'],
      [{ files: [{ key: good.key }, { key: good.key }] }, 400, '$.files[1].key'],
      [{ files: [{ key: good.key, selectedProfiles: ['pdfua2'] }] }, 400, '$.files[0].selectedProfiles'],
      [{ files: [] }, 400, '$.files'],
    ];
    for (const [body, status, path] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.path).toBe(path);
    }
    expect((await create({ files: [{ key: good.key, selectedProfiles: ['pdfua2'] }] })).body.error.message).toBe(
      'PDFs v1.7 and below are not compatible for scanning with PDF/UA-2 specification.',
    );
    expect(await reportCount()).toBe(before);
    const unclaimed = await server.context.db.selectFrom('pdf_uploads').select('report_id').where('key', '=', good.key).executeTakeFirstOrThrow();
    expect(unclaimed.report_id).toBeNull();

    const made = await create({ files: [{ key: good.key, name: 'Named', selectedProfiles: ['wcag22'] }], needsReview: false });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data.reports[0]).toMatchObject({ name: 'Named', profiles: ['wcag22'], needsReview: false });
    const used = await create({ files: [{ key: good.key }] });
    expect(used.status).toBe(409);
    expect(used.body.error.message).toBe(`Upload ${good.key} is already used by report ${made.body.data.reports[0].id}.`);
    expect((await validate({ type: 'uploaded', key: good.key })).status).toBe(409);
  });

  it('fetches a linked PDF (redirects followed) into a report of its own', async () => {
    const res = await validate({ type: 'linked', url: `${origin}/go` });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'linked', name: 'go', sourceUrl: `${origin}/go`, size: pdf.byteLength, pdfVersion: '1.7', readable: true });
    expect(requests.slice(-2)).toEqual(['/go', '/doc.pdf']);
    const direct = await validate({ type: 'linked', url: `${origin}/doc.pdf` });
    expect(direct.body.data.name).toBe('doc.pdf');
    const made = await create({ files: [{ key: direct.body.data.key }] });
    expect(made.status, made.text).toBe(201);
    const ended = await waitForCheck(server, cookie, made.body.data.reports[0].id);
    expect(ended).toMatchObject({ status: 'completed', type: 'linked', sourceUrl: `${origin}/doc.pdf`, pdfUrl: `/api/pdf_scanner/reports/${ended.id}/file` });
  });

  it('names what is wrong with a linked URL: not a PDF, HTTP errors, redirect loops, size', async () => {
    const notPdf = await validate({ type: 'linked', url: `${origin}/page.html` });
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.error).toEqual({
      code: 'bad_request',
      path: '$.url',
      message: 'The linked URL did not answer a PDF. The file is not a PDF: a PDF starts with "%PDF-", but it starts with "<!doctype html><".',
    });
    const missing = await validate({ type: 'linked', url: `${origin}/missing.pdf` });
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe('The linked URL answered HTTP 404 Not Found; expected the PDF file.');
    const loop = await validate({ type: 'linked', url: `${origin}/loop` });
    expect(loop.status).toBe(422);
    expect(loop.body.error.message).toBe('The linked URL redirected more than 5 times.');
    const big = await validate({ type: 'linked', url: `${origin}/big.pdf` });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe('The linked file is larger than the limit of 0.06 MB.');
    const endless = await validate({ type: 'linked', url: `${origin}/endless.pdf` });
    expect(endless.status).toBe(413);
    const closed = await validate({ type: 'linked', url: 'http://127.0.0.1:1/a.pdf' });
    expect(closed.status).toBe(502);
    expect(closed.body.error.message).toBe('Could not fetch http://127.0.0.1:1/a.pdf: the server refused the connection (ECONNREFUSED).');
    const kept = await server.context.db.selectFrom('pdf_uploads').select('source_url').where('kind', '=', 'linked').execute();
    expect(kept.map((k) => k.source_url).sort()).toEqual([`${origin}/doc.pdf`, `${origin}/go`]);
  });

  it('refuses private and loopback addresses before any request where the server may not reach them', async () => {
    const strict = await db().start({ allowPrivateNetworkScans: false, clock, pdfScanner: { maxFileBytes: LIMIT } });
    const session = await signIn(strict, 'demo@curbcut.local');
    const seen = requests.length;
    for (const url of [`${origin}/doc.pdf`, 'http://localhost:9/doc.pdf', 'http://[::1]:9/doc.pdf', 'http://169.254.169.254/latest/meta-data']) {
      const res = await validate({ type: 'linked', url }, session, strict);
      expect(res.status, url).toBe(400);
      expect(res.body.error.path).toBe('$.url');
      expect(res.body.error.message).toMatch(/is a private or local network address; this server only fetches public websites/);
    }
    expect(requests.length).toBe(seen);
  });
});

describeEachDatabase('pdf scanner time limit', (db) => {
  it('fails a check that passes its time limit with the reason, and does not call the file unreadable for a slow quick read', async () => {
    const server = await db().start({ demo: true, pdfScanner: { checkTimeoutMs: 1 } });
    const cookie = await signIn(server, 'demo@curbcut.local');
    const bytes = await buildTestPdf({ version: '1.6' });
    const facts = await validated(server, cookie, bytes, 'slow.pdf');
    expect(facts).toMatchObject({ readable: true, reason: null, pdfVersion: '1.6' });
    const made = await server.request('POST', '/api/pdf_scanner/reports', { cookie, json: { files: [{ key: facts.key }] } });
    expect(made.status, made.text).toBe(201);
    const ended = await waitForCheck(server, cookie, made.body.data.reports[0].id);
    expect(ended).toMatchObject({ status: 'failed', error: 'The check took longer than 1 ms and was stopped' });
    expect(ended.issueSummary.profile.pdfua1).toMatchObject({ status: 'failed', isFailed: true, reason: 'The check took longer than 1 ms and was stopped' });
  });
});
