/**
 * A fake bug tracker for the bug-filing specs: a small HTTP server on 127.0.0.1 that answers the
 * two calls Curbcut makes (Jira Cloud `POST /rest/api/3/issue`, Azure DevOps
 * `POST /{project}/_apis/wit/workitems/$Bug`) and records what it received. Jira and Azure DevOps
 * are outside the product, so a fake stands in for them; the Curbcut server under test is real and
 * reads the tracker file this module writes, as an operator's `--bug-tracker` file.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { signInAt, test as base } from './fixtures';
import { tabTo } from './reportPage';

/** The kinds of tracker file Curbcut reads (packages/server/src/integrations/trackerConfig.ts). */
export type TrackerKind = 'jira' | 'azure-devops';

/** The key the fake Jira gives every issue, and the id the fake Azure DevOps gives every work item. */
export const FAKE_JIRA_KEY = 'A11Y-123';
export const FAKE_AZURE_ID = 4321;
/** The Jira project key and the Azure DevOps project of the tracker file. */
export const FAKE_PROJECT = 'A11Y';

/** A request the fake received. */
export interface TrackerRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A running fake tracker. */
export interface FakeTracker {
  url: string;
  /** What it received, oldest first. */
  requests: TrackerRequest[];
  /** The next filing is refused with this status (the tracker's own error body). */
  refuseNext(status: number): void;
  /** Writes a tracker file of `kind` pointing at this fake; answers its path. */
  writeConfig(kind: TrackerKind): Promise<string>;
  close(): Promise<void>;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeTracker(): Promise<FakeTracker> {
  const requests: TrackerRequest[] = [];
  let refusal: number | null = null;
  let dir: string | null = null;
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw) as unknown;
      } catch {
        // Recorded as text: the assertion on it will say what arrived.
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const json = (status: number, answer: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      const pathname = new URL(req.url ?? '/', url).pathname;
      const jira = pathname === '/rest/api/3/issue';
      const azure = pathname === `/${FAKE_PROJECT}/_apis/wit/workitems/$Bug`;
      if (req.method !== 'POST' || (!jira && !azure)) return json(404, { errorMessages: [`No route ${req.method} ${pathname}`] });
      if (refusal !== null) {
        const status = refusal;
        refusal = null;
        return jira
          ? json(status, { errorMessages: ['The fake tracker refuses this issue.'], errors: {} })
          : json(status, { message: 'The fake tracker refuses this work item.' });
      }
      if (jira) return json(201, { id: '10001', key: FAKE_JIRA_KEY, self: `${url}/rest/api/3/issue/10001` });
      return json(200, { id: FAKE_AZURE_ID, _links: { html: { href: `${url}/${FAKE_PROJECT}/_workitems/edit/${FAKE_AZURE_ID}` } } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    refuseNext: (status) => {
      refusal = status;
    },
    writeConfig: async (kind) => {
      dir ??= await mkdtemp(path.join(tmpdir(), 'curbcut-e2e-tracker-'));
      const file = path.join(dir, `${kind}.json`);
      const config =
        kind === 'jira'
          ? { kind, base_url: url, project_key: FAKE_PROJECT, email: 'bot@curbcut.local', api_token: 'jira-token' }
          : { kind, organization_url: url, project: FAKE_PROJECT, pat: 'azure-pat' };
      await writeFile(file, JSON.stringify(config));
      return file;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Every text of an Atlassian Document Format document, in order. */
export function adfTexts(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const { text, content } = node as { text?: unknown; content?: unknown };
  return [...(typeof text === 'string' ? [text] : []), ...(Array.isArray(content) ? content.flatMap(adfTexts) : [])];
}

/**
 * The fixtures of the bug-filing specs: a fake tracker per worker and a Curbcut server started with
 * `--bug-tracker` pointing at it. The fake's port is known only once it listens, so the server's
 * options come from it rather than from `test.use`; a spec picks the kind with a top-level
 * `test.use({ trackerKind: 'azure-devops' })` (a worker of its own).
 */
export const trackerTest = base.extend<object, { trackerKind: TrackerKind; tracker: FakeTracker }>({
  trackerKind: ['jira', { scope: 'worker', option: true }],
  tracker: [
    async ({}, use) => {
      const fake = await startFakeTracker();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  serverOptions: [
    async ({ tracker, trackerKind }, use) => {
      await use({ extraArgs: ['--bug-tracker', await tracker.writeConfig(trackerKind)] });
    },
    { scope: 'worker' },
  ],
});

/**
 * Signs in, opens the demo build main#3 by its address (as from a link in a mail, so the first Tab
 * reaches the skip link) and walks by keyboard to its File a bug button.
 */
export async function openDemoReportForFiling(page: Page) {
  await signInAt(page, '/home');
  await page.goto((await page.getByRole('link', { name: 'main#3' }).getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: /main#3/ })).toBeVisible();
  const opener = page.getByRole('button', { name: 'File a bug' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, opener, 3);
  return { opener, reportUrl: page.url() };
}
