/**
 * Who may frame which page (issue 16, finding 1): the embed entries of core's EMBED_PATHS by this
 * origin and the configured `embedOrigins` only; any other path under /embed answers 404 and may
 * not be framed at all, so another site cannot frame the app's 404 and follow its way home into
 * the signed-in dashboard.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EMBED_PATHS } from '@curbcut/core';
import { describeEachDatabase, type TestResponse, type TestServer } from './harness';

const INDEX = '<!doctype html><title>Curbcut</title>';
const HTML = { headers: { accept: 'text/html' } };

/** The sources of the page's `frame-ancestors` directive. */
function frameAncestors(res: TestResponse<unknown>): string[] | undefined {
  const directive = (res.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('frame-ancestors '));
  return directive?.split(' ').slice(1);
}

describeEachDatabase('embed framing', (db) => {
  let staticDir: string;
  let plain: TestServer;
  let partnered: TestServer;

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'curbcut-embed-static-'));
    await writeFile(join(staticDir, 'index.html'), INDEX);
    plain = await db().start({ staticDir });
    partnered = await db().start({ staticDir, embedOrigins: ['https://portal.example.com', 'http://LOCALHOST:4173/'] });
  });
  afterAll(() => rm(staticDir, { recursive: true, force: true }));

  it('by default lets only this origin frame the embed entries', async () => {
    for (const path of EMBED_PATHS) {
      const res = await plain.request('GET', `${path}?reportId=rep_1&parentOrigin=https%3A%2F%2Fportal.example.com`, HTML);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toBe(INDEX);
      expect(frameAncestors(res), path).toEqual(["'self'"]);
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('lets the configured embed origins frame the embed entries, and only those pages', async () => {
    for (const path of EMBED_PATHS) {
      const res = await partnered.request('GET', path, HTML);
      expect(res.status, path).toBe(200);
      expect(frameAncestors(res), path).toEqual(["'self'", 'https://portal.example.com', 'http://localhost:4173']);
      // X-Frame-Options cannot name other origins; frame-ancestors decides in every current browser.
      expect(res.headers.get('x-frame-options'), path).toBeNull();
    }
    for (const path of ['/home', '/automated-tests', '/404']) {
      const res = await partnered.request('GET', path, HTML);
      expect(frameAncestors(res), path).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
    const minimal = await partnered.request('GET', '/site-scanner?minimal=true', HTML);
    expect(frameAncestors(minimal)).toEqual(["'self'"]);
  });

  it('answers any other path under /embed with 404 that nobody may frame', async () => {
    const unknown = ['/embed', '/embed/', '/embed/foo', '/embed/reports/rep_1', '/embed/build-report/', '/embed/Build-Report', '/embed/build-report/x', '/embed/foo?minimal=true'];
    for (const server of [plain, partnered]) {
      for (const path of unknown) {
        const res = await server.request('GET', path, HTML);
        expect(res.status, path).toBe(404);
        // The app's own 404 page renders it.
        expect(res.text, path).toBe(INDEX);
        expect(res.headers.get('content-type'), path).toContain('text/html');
        expect(frameAncestors(res), path).toEqual(["'none'"]);
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      }
    }
  });

  it('refuses to start with an embed origin that is not an origin, naming it', async () => {
    for (const bad of ['portal.example.com', 'https://portal.example.com/reports', 'ftp://portal.example.com', 'https://*.example.com', "https://a.example;script-src 'unsafe-inline'", 'https://user@portal.example.com', '*']) {
      await expect(db().start({ embedOrigins: ['https://ok.example', bad] }), bad).rejects.toThrow(
        `embedOrigins value ${JSON.stringify(bad)} is not an origin: give scheme, host and optional port only, such as https://portal.example.com.`,
      );
    }
  });
});
