/**
 * A whole server whose blobs live in an S3 bucket (s3rver, a local S3 API), on SQLite and
 * PostgreSQL: a PDF goes in through an upload URL, is checked and served whole and by byte ranges
 * from the bucket; a build's dataset and CSV export are written to and read from it; and the hourly
 * sweep removes abandoned uploads and export files from the bucket while report files stay.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ManualClock, S3BlobStore, sweepBlobs, type BlobStore } from '@curbcut/server';
import { axePage } from './axeFixtures';
import { describeEachDatabase, signIn, type TestServer } from './harness';
import { completedReport, pdfWithFigures, upload } from './pdfScannerFixtures';
import { startLocalS3, type LocalS3 } from './s3Server';

const HOUR = 60 * 60 * 1000;

async function keysUnder(store: BlobStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of store.list(prefix)) keys.push(blob.key);
  return keys.sort();
}

describeEachDatabase('a server on an S3 bucket', (db) => {
  let s3: LocalS3;
  let bucket: S3BlobStore;
  let server: TestServer;
  let clock: ManualClock;
  let cookie: string;
  let pdfReport: string;

  beforeAll(async () => {
    s3 = await startLocalS3(['curbcut']);
    bucket = new S3BlobStore(s3.options('curbcut', { prefix: 'prod' }));
    clock = new ManualClock(new Date());
    server = await db().start({ demo: true, clock, blobs: s3.options('curbcut', { prefix: 'prod' }) });
    cookie = await signIn(server, 'demo@curbcut.local');
  });
  afterAll(async () => {
    await server?.close();
    await bucket?.close();
    await s3?.close();
  });

  it('stores an uploaded PDF in the bucket, checks it, and serves it whole and by byte ranges', async () => {
    const bytes = Buffer.from(await pdfWithFigures(2));
    pdfReport = await completedReport(server, cookie, bytes, 'figures.pdf');
    const meta = await server.request('GET', `/api/pdf_scanner/reports/${pdfReport}`, { cookie });
    const fileUrl = `${server.url}${meta.body.data.pdfUrl}`;

    const whole = await fetch(fileUrl, { headers: { cookie } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    for (const [range, from, to] of [['bytes=0-0', 0, 0], ['bytes=0-7', 0, 7], [`bytes=${bytes.length - 10}-`, bytes.length - 10, bytes.length - 1]] as const) {
      const part = await fetch(fileUrl, { headers: { cookie, range } });
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${from}-${to}/${bytes.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(from, to + 1)), range).toBe(true);
    }

    const files = await keysUnder(bucket, 'pdf/uploads/');
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^pdf\/uploads\/pdu_[0-9a-z]{25}-[0-9a-f]{12}\.pdf$/);
    // Nothing went to the data directory.
    expect(await readdir(join(db().options().dataDir!, 'blobs')).catch(() => [])).not.toContain('pdf');
  });

  it("writes a build's dataset and its CSV export to the bucket and serves the download from there", async () => {
    const project = (await server.request('POST', '/api/v1/projects', { cookie, json: { name: 'On S3' } })).body.data.project;
    const token = (await server.request('POST', `/api/v1/projects/${project.id}/upload_tokens`, { cookie, json: {} })).body.data.token;
    const build = (await server.request('POST', '/api/v1/ingest/builds', { token, json: { buildName: 'nightly' } })).body.data;
    const results = axePage('https://shop.example.com/basket', { violations: [['image-alt', 'critical', 'img.logo'], ['label', 'serious', 'input#q']] });
    await server.request('POST', `/api/v1/ingest/builds/${build.id}/batches`, { token, json: { batchId: 'b1', testCases: [{ key: 'basket', name: 'basket', status: 'failed', results }] } });
    expect((await server.request('POST', `/api/v1/ingest/builds/${build.id}/finalize`, { token })).status).toBe(200);

    const started = await server.request('POST', '/api/export_reports', { cookie, json: { type: 'automatedTest', id: build.id } });
    expect(started.status, started.text).toBe(202);
    let job = started.body.data;
    for (let i = 0; i < 100 && job.status !== 'done' && job.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await server.request('GET', `/api/export_reports/${job.id}`, { cookie })).body.data;
    }
    expect(job.status).toBe('done');
    const file = await server.request('GET', job.url, { cookie });
    expect(file.status).toBe(200);
    expect(file.text.split('\r\n').filter((l: string) => l !== '')).toHaveLength(1 + 2);
    expect(await keysUnder(bucket, `exports/${build.id}/`)).toEqual([`exports/${build.id}/${job.id}.csv`]);
    expect((await keysUnder(bucket, `datasets/${build.id}/`)).length).toBeGreaterThan(0);
  });

  it('sweeps abandoned uploads and export files out of the bucket once they are old enough, keeping report files', async () => {
    const [reportFile] = await keysUnder(bucket, 'pdf/uploads/');
    await upload(server, cookie, Buffer.from(await pdfWithFigures(1)));
    await bucket.put('pdf/uploads/pdu_0000000000000000000000000-0123456789ab.pdf', '%PDF-1.7 never got a row');
    await bucket.put('exports/rep_gone/exp_gone.csv', 'a,b\r\n');
    expect(await keysUnder(bucket, 'pdf/uploads/')).toHaveLength(3);

    // Too young: a row may still be on its way, and the upload may yet become a report.
    expect(await sweepBlobs(server.context)).toEqual({ unclaimedUploads: 0, orphanUploads: 0, orphanExports: 0, orphanScreenshots: 0, consolidations: 0, orphanConsolidations: 0 });
    expect(await keysUnder(bucket, 'pdf/uploads/')).toHaveLength(3);

    clock.advance(25 * HOUR);
    const swept = await sweepBlobs(server.context);
    expect(swept).toMatchObject({ unclaimedUploads: 1, orphanUploads: 1 });
    // The export made above has expired by now too (its link lives a day), unless its expiry job,
    // due at the moved clock, deleted its file first.
    expect([1, 2]).toContain(swept.orphanExports);
    expect(await keysUnder(bucket, 'pdf/uploads/')).toEqual([reportFile]);
    expect(await keysUnder(bucket, 'exports/')).toEqual([]);
    const meta = await server.request('GET', `/api/pdf_scanner/reports/${pdfReport}`, { cookie });
    expect((await fetch(`${server.url}${meta.body.data.pdfUrl}`, { headers: { cookie } })).status).toBe(200);
    expect(await sweepBlobs(server.context)).toEqual({ unclaimedUploads: 0, orphanUploads: 0, orphanExports: 0, orphanScreenshots: 0, consolidations: 0, orphanConsolidations: 0 });

    // Servers sweep at the same time: both finish, and the leftovers are gone once.
    for (const n of [1, 2, 3]) await bucket.put(`pdf/uploads/pdu_000000000000000000000000${n}-0123456789ab.pdf`, '%PDF-1.7');
    clock.advance(3 * HOUR);
    const both = await Promise.all([sweepBlobs(server.context), sweepBlobs(server.context)]);
    expect(both[0].orphanUploads + both[1].orphanUploads).toBeGreaterThanOrEqual(3);
    expect(await keysUnder(bucket, 'pdf/uploads/')).toEqual([reportFile]);
  });
});
