/**
 * Bug filing on every database, against a fake Jira and a fake Azure DevOps started here (things
 * outside the product may be faked): the exact request each tracker receives, the key and link
 * answered, the tracker's refusals as 502, no tracker as 503, and the tracker file checks at start.
 */
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerOptions } from '@curbcut/server';
import { describeEachDatabase, signIn, type TestServer } from './harness';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A fake tracker: records every request and answers with whatever the test set. */
class FakeTracker {
  received: Received[] = [];
  answer: { status: number; body: string; contentType?: string } = { status: 500, body: '{}' };
  private readonly server: Server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      this.received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(this.answer.status, { 'content-type': this.answer.contentType ?? 'application/json' });
      res.end(this.answer.body);
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reply(status: number, json: unknown): void {
    this.answer = { status, body: JSON.stringify(json) };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const basic = (credentials: string): string => `Basic ${Buffer.from(credentials).toString('base64')}`;

describeEachDatabase('integrations', (db) => {
  const jira = new FakeTracker();
  const azure = new FakeTracker();
  let jiraUrl: string;
  let azureUrl: string;
  let jiraServer: TestServer;
  let azureServer: TestServer;
  let bare: TestServer;

  beforeAll(async () => {
    jiraUrl = await jira.start();
    azureUrl = await azure.start();
    jiraServer = await db().start({
      demo: true,
      bugTracker: { kind: 'jira', base_url: `${jiraUrl}/`, project_key: 'WEB', email: 'bot@example.com', api_token: 'jira-secret-token' },
    });
    azureServer = await db().start({
      demo: true,
      bugTracker: { kind: 'azure-devops', organization_url: `${azureUrl}/example-org`, project: 'Web Shop', pat: 'azure-secret-pat' },
    });
    bare = await db().start({ demo: true });
  });

  afterAll(async () => {
    await jira.close();
    await azure.close();
  });

  beforeEach(() => {
    jira.received = [];
    azure.received = [];
  });

  /** A report of the demo group, made through the ingest API. */
  async function demoReport(server: TestServer, cookie: string): Promise<string> {
    const project = await server.request('POST', '/api/v1/projects', { cookie, json: { name: `Filing ${Math.random()}` } });
    const token = await server.request('POST', `/api/v1/projects/${project.body.data.project.id}/upload_tokens`, { cookie, json: {} });
    const build = await server.request('POST', '/api/v1/ingest/builds', { token: token.body.data.token, json: { buildName: 'main' } });
    return build.body.data.id;
  }

  describe('Jira', () => {
    it('creates the issue through REST v3 with the description in Atlassian Document Format', async () => {
      jira.reply(201, { id: '10001', key: 'WEB-12', self: `${jiraUrl}/rest/api/3/issue/10001` });
      const cookie = await signIn(jiraServer, 'demo@curbcut.local');
      const reportId = await demoReport(jiraServer, cookie);
      const res = await jiraServer.request('POST', '/api/v1/integrations/issues', {
        cookie,
        json: {
          title: ' Button has no accessible name ',
          description: 'The cart button is empty.\nScreen readers say "button".\n\n<b>Fix</b>: add a label.',
          report_id: reportId,
          issue_url: 'https://curbcut.example/automated-tests/issue?id=1',
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({ key: 'WEB-12', url: `${jiraUrl}/browse/WEB-12` });

      expect(jira.received).toHaveLength(1);
      const sent = jira.received[0]!;
      expect(sent.method).toBe('POST');
      expect(sent.url).toBe('/rest/api/3/issue');
      expect(sent.headers.authorization).toBe(basic('bot@example.com:jira-secret-token'));
      expect(sent.headers['content-type']).toBe('application/json');
      expect(JSON.parse(sent.body)).toEqual({
        fields: {
          project: { key: 'WEB' },
          summary: 'Button has no accessible name',
          issuetype: { name: 'Bug' },
          description: {
            type: 'doc',
            version: 1,
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'The cart button is empty.' },
                  { type: 'hardBreak' },
                  { type: 'text', text: 'Screen readers say "button".' },
                ],
              },
              { type: 'paragraph', content: [{ type: 'text', text: '<b>Fix</b>: add a label.' }] },
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: 'Curbcut issue: ' },
                  {
                    type: 'text',
                    text: 'https://curbcut.example/automated-tests/issue?id=1',
                    marks: [{ type: 'link', attrs: { href: 'https://curbcut.example/automated-tests/issue?id=1' } }],
                  },
                ],
              },
              { type: 'paragraph', content: [{ type: 'text', text: `Curbcut report: ${reportId}` }] },
            ],
          },
        },
      });
    });

    it("answers 502 with Jira's own messages", async () => {
      jira.reply(400, { errorMessages: ['You do not have permission to create issues in this project.'], errors: { issuetype: 'Specify a valid issue type' } });
      const cookie = await signIn(jiraServer, 'demo@curbcut.local');
      const res = await jiraServer.request('POST', '/api/v1/integrations/issues', { cookie, json: { title: 'T', description: '' } });
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual({
        code: 'bad_gateway',
        message: 'Jira refused the issue (400): You do not have permission to create issues in this project.; issuetype: Specify a valid issue type',
      });
      expect(JSON.parse(jira.received[0]!.body).fields.description).toEqual({ type: 'doc', version: 1, content: [] });
    });

    it('shows the tracker on the settings page without its secret', async () => {
      const res = await jiraServer.request('GET', '/api/v1/settings', { cookie: await signIn(jiraServer, 'free@curbcut.local') });
      expect(res.body.data.integrations.bug_tracker).toEqual({ kind: 'jira', base_url: jiraUrl, project: 'WEB' });
      expect(res.text).not.toContain('jira-secret-token');
      expect(res.text).not.toContain('bot@example.com');
    });
  });

  describe('Azure DevOps', () => {
    it('creates a Bug work item with a JSON Patch document and escaped HTML', async () => {
      const href = `${azureUrl}/example-org/Web%20Shop/_workitems/edit/42`;
      azure.reply(200, { id: 42, rev: 1, fields: {}, _links: { html: { href } } });
      const cookie = await signIn(azureServer, 'demo@curbcut.local');
      const res = await azureServer.request('POST', '/api/v1/integrations/issues', {
        cookie,
        json: { title: 'Low contrast', description: 'Text is <grey> & small.\nSee footer.', issue_url: 'https://curbcut.example/i?a=1&b=2' },
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({ key: '42', url: href });

      const sent = azure.received[0]!;
      expect(sent.method).toBe('POST');
      expect(sent.url).toBe('/example-org/Web%20Shop/_apis/wit/workitems/$Bug?api-version=7.1');
      expect(sent.headers.authorization).toBe(basic(':azure-secret-pat'));
      expect(sent.headers['content-type']).toBe('application/json-patch+json');
      expect(JSON.parse(sent.body)).toEqual([
        { op: 'add', path: '/fields/System.Title', value: 'Low contrast' },
        {
          op: 'add',
          path: '/fields/Microsoft.VSTS.TCM.ReproSteps',
          value:
            '<p>Text is &lt;grey&gt; &amp; small.<br>See footer.</p>' +
            '<p>Curbcut issue: <a href="https://curbcut.example/i?a=1&amp;b=2">https://curbcut.example/i?a=1&amp;b=2</a></p>',
        },
      ]);
    });

    it("answers 502 with Azure DevOps's message, or when it answers a sign-in page", async () => {
      const cookie = await signIn(azureServer, 'demo@curbcut.local');
      azure.reply(404, { message: "TF200016: The following project does not exist: Web Shop.", typeKey: 'ProjectDoesNotExistException' });
      const refused = await azureServer.request('POST', '/api/v1/integrations/issues', { cookie, json: { title: 'T', description: 'D' } });
      expect(refused.status).toBe(502);
      expect(refused.body.error.message).toBe('Azure DevOps refused the work item (404): TF200016: The following project does not exist: Web Shop.');

      azure.answer = { status: 203, body: '<html>Sign in</html>', contentType: 'text/html' };
      const signInPage = await azureServer.request('POST', '/api/v1/integrations/issues', { cookie, json: { title: 'T', description: 'D' } });
      expect(signInPage.status).toBe(502);
      expect(signInPage.body.error.message).toBe('Azure DevOps answered 203 without JSON; check the URL and the credentials of the bug tracker.');

      azure.reply(200, { id: 7, _links: { html: { href: 'javascript:alert(1)' } } });
      const badLink = await azureServer.request('POST', '/api/v1/integrations/issues', { cookie, json: { title: 'T', description: 'D' } });
      expect(badLink.status).toBe(502);
    });
  });

  describe('every tracker', () => {
    it('answers 503 without a tracker and 401 when signed out', async () => {
      const res = await bare.request('POST', '/api/v1/integrations/issues', { cookie: await signIn(bare, 'demo@curbcut.local'), json: { title: 'T', description: 'D' } });
      expect(res.status).toBe(503);
      expect(res.body.error).toEqual({ code: 'unavailable', message: 'No bug tracker is configured.' });
      const settings = await bare.request('GET', '/api/v1/settings', { cookie: await signIn(bare, 'demo@curbcut.local') });
      expect(settings.body.data.integrations.bug_tracker).toBeNull();
      expect((await jiraServer.request('POST', '/api/v1/integrations/issues', { json: { title: 'T', description: 'D' } })).status).toBe(401);
    });

    it("checks the body and refuses another group's report", async () => {
      const demo = await signIn(jiraServer, 'demo@curbcut.local');
      const reportId = await demoReport(jiraServer, demo);
      const free = await signIn(jiraServer, 'free@curbcut.local');
      const other = await jiraServer.request('POST', '/api/v1/integrations/issues', { cookie: free, json: { title: 'T', description: 'D', report_id: reportId } });
      expect(other.status).toBe(404);
      expect(other.body.error.message).toBe('Report not found.');
      const cases: [unknown, string][] = [
        [{ description: 'D' }, '$.title'],
        [{ title: '', description: 'D' }, '$.title'],
        [{ title: '   ', description: 'D' }, '$.title'],
        [{ title: 'x'.repeat(256), description: 'D' }, '$.title'],
        [{ title: 'T' }, '$.description'],
        [{ title: 'T', description: 'x'.repeat(32001) }, '$.description'],
        [{ title: 'T', description: 'D', issue_url: 'javascript:alert(1)' }, '$.issue_url'],
      ];
      for (const [json, path] of cases) {
        const res = await jiraServer.request('POST', '/api/v1/integrations/issues', { cookie: demo, json });
        expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
        expect(res.body.error.path).toBe(path);
      }
      expect(jira.received).toHaveLength(0);
    });

    it('answers 502 when the tracker cannot be reached', async () => {
      const closed = new FakeTracker();
      const url = await closed.start();
      await closed.close();
      const server = await db().start({ bugTracker: { kind: 'jira', base_url: url, project_key: 'WEB', email: 'a@b.c', api_token: 't' }, demo: true });
      const res = await server.request('POST', '/api/v1/integrations/issues', { cookie: await signIn(server, 'demo@curbcut.local'), json: { title: 'T', description: 'D' } });
      expect(res.status).toBe(502);
      expect(res.body.error.message).toMatch(/^Could not reach Jira: /);
    });
  });

  describe('tracker file checks at start', () => {
    const bad: [string, unknown, string][] = [
      ['unknown kind', { kind: 'github' }, 'bugTracker.kind must be one of "jira", "azure-devops".'],
      ['jira without token', { kind: 'jira', base_url: 'https://x.atlassian.net', project_key: 'WEB', email: 'a@b.c' }, 'bugTracker.api_token must be a non-empty string.'],
      ['jira base_url not http', { kind: 'jira', base_url: 'x.atlassian.net', project_key: 'WEB', email: 'a@b.c', api_token: 't' }, 'bugTracker.base_url must be an http:// or https:// URL.'],
      ['azure without pat', { kind: 'azure-devops', organization_url: 'https://dev.azure.com/x', project: 'P' }, 'bugTracker.pat must be a non-empty string.'],
      ['azure type with a slash', { kind: 'azure-devops', organization_url: 'https://dev.azure.com/x', project: 'P', pat: 'p', work_item_type: 'a/b' }, 'bugTracker.work_item_type must not contain'],
    ];
    for (const [name, tracker, message] of bad) {
      it(`refuses a tracker file: ${name}`, async () => {
        await expect(db().start({ bugTracker: tracker as ServerOptions['bugTracker'] })).rejects.toThrow(message);
      });
    }
  });
});
