/**
 * Contract of the ingest lifecycle (docs/decisions/0013): create -> idempotent batches -> finalise,
 * on SQLite and PostgreSQL, through HTTP with a real upload token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { axePage as fixturePage, type AxeFinding } from './axeFixtures';
import { describeEachDatabase, signIn, type TestServer } from './harness';

/** One page whose violations and incomplete findings are given in order (rule id, impact, selector). */
function axePage(url: string, violations: AxeFinding[], incomplete: AxeFinding[] = []) {
  return fixturePage(url, { violations, incomplete, passes: ['document-title'] });
}

interface Setup {
  server: TestServer;
  cookie: string;
  projectId: string;
  token: string;
}

async function setUp(server: TestServer, email: string, projectName: string): Promise<Setup> {
  const cookie = await signIn(server, email);
  const project = await server.request('POST', '/api/v1/projects', { cookie, json: { name: projectName } });
  expect(project.status).toBe(201);
  const projectId: string = project.body.data.project.id;
  const token = await server.request('POST', `/api/v1/projects/${projectId}/upload_tokens`, { cookie, json: { label: 'CI' } });
  expect(token.status).toBe(201);
  return { server, cookie, projectId, token: token.body.data.token };
}

describeEachDatabase('ingest', (db) => {
  let s: Setup;
  let other: Setup;
  beforeAll(async () => {
    const server = await db().start({ demo: true });
    s = await setUp(server, 'demo@curbcut.local', 'Checkout web');
    other = await setUp(server, 'demo@curbcut.local', 'Marketing site');
  });

  const create = (body: Record<string, unknown>, token = s.token) =>
    s.server.request('POST', '/api/v1/ingest/builds', { token, json: body });
  const batch = (id: string, body: Record<string, unknown>, token = s.token) =>
    s.server.request('POST', `/api/v1/ingest/builds/${id}/batches`, { token, json: body });
  const finalize = (id: string, token = s.token) =>
    s.server.request('POST', `/api/v1/ingest/builds/${id}/finalize`, { token });
  const meta = (id: string) => s.server.request('GET', `/api/v1/reports/${id}/meta`, { cookie: s.cookie });

  const checkoutCases = [
    {
      key: 'checkout.spec.ts:12',
      name: 'checkout shows the basket',
      status: 'failed',
      file: 'tests/checkout.spec.ts',
      browser: { name: 'chromium', version: '156' },
      results: axePage(
        'https://shop.example.com/basket',
        [
          ['image-alt', 'critical', 'img.logo'],
          ['link-name', 'serious', 'a.icon'],
        ],
        [['color-contrast', 'serious', 'p.small']],
      ),
    },
    {
      key: 'checkout.spec.ts:30',
      name: 'checkout accepts a card',
      status: 'passed',
      file: 'tests/checkout.spec.ts',
      // The same logo on the same page again: one issue, two sources.
      results: axePage('https://shop.example.com/basket', [['image-alt', 'critical', 'img.logo']]),
    },
  ];

  it('marks a build the uploader says was turned on automatically, for its call to action', async () => {
    const created = await create({ project: 'Checkout web', buildName: 'Auto', autoEnabledBuild: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await meta(created.body.data.id)).body.data.autoEnabledBuild).toBe(true);
    const wrong = await create({ project: 'Checkout web', buildName: 'Auto', autoEnabledBuild: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.path).toBe('$.autoEnabledBuild');
  });

  it('runs a build from running to completed and reports its summary, author and context', async () => {
    const created = await create({
      project: 'Checkout web',
      buildName: 'Nightly',
      versionControl: { branch: 'main', commit: 'a1b2c3d' },
      ciInfo: { name: 'GitHub Actions', buildUrl: 'https://ci.example.com/run/1' },
      testEngine: { name: 'axe-core', version: '4.10.2' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ projectId: s.projectId, buildName: 'Nightly', buildNumber: 1, status: 'running' });
    const id: string = created.body.data.id;

    const appended = await batch(id, { batchId: 'b1', testCases: checkoutCases });
    expect(appended.status).toBe(200);
    expect(appended.body.data).toEqual({ batchId: 'b1', duplicate: false, issueCount: 2 });

    // An intermediate report: counts are there before finalisation.
    const running = await meta(id);
    expect(running.body.data.status).toBe('running');
    expect(running.body.data.issueSummary.issueCount).toBe(2);

    const done = await finalize(id);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ id, status: 'completed' });

    const m = (await meta(id)).body.data;
    expect(m.status).toBe('completed');
    expect(m.completedAt).not.toBeNull();
    expect(m.issueSummary).toMatchObject({
      critical: 1,
      serious: 1,
      moderate: 0,
      minor: 0,
      issueCount: 2,
      needsReviewCount: 1,
      componentCount: 2,
      pageCount: 1,
      hiddenIssuesCount: 0,
    });
    expect(m.healthSummary).toEqual({ passed: 1, failed: 1, skipped: 0, total: 2 });
    expect(m.createdBy.name).toBe('Demo User');
    expect(m.versionControl).toEqual({ branch: 'main', commit: 'a1b2c3d' });
    expect(m.ciInfo).toMatchObject({ name: 'GitHub Actions' });
    expect(m.testEngine).toMatchObject({ name: 'axe-core', version: '4.10.2' });
    expect(m.thBuildId).toBe(id);
    expect(m.autoEnabledBuild).toBe(false);
  });

  it('numbers builds per project and build name when no number is given', async () => {
    const a = await create({ buildName: 'Numbering' });
    const b = await create({ buildName: 'Numbering' });
    const c = await create({ buildName: 'Numbering' }, other.token);
    expect([a.body.data.buildNumber, b.body.data.buildNumber, c.body.data.buildNumber]).toEqual([1, 2, 1]);
    const explicit = await create({ buildName: 'Numbering', buildNumber: 41 });
    expect(explicit.body.data.buildNumber).toBe(41);
    expect((await create({ buildName: 'Numbering' })).body.data.buildNumber).toBe(42);
  });

  it('answers a replayed batch with duplicate:true and changes nothing', async () => {
    const id: string = (await create({ buildName: 'Replay' })).body.data.id;
    const first = await batch(id, { batchId: 'same', testCases: [checkoutCases[0]] });
    expect(first.body.data).toEqual({ batchId: 'same', duplicate: false, issueCount: 2 });
    const before = (await meta(id)).body.data;

    // Same id, different content (a retry after a lost answer must not double anything).
    const replay = await batch(id, { batchId: 'same', testCases: checkoutCases });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ batchId: 'same', duplicate: true, issueCount: 2 });
    const after = (await meta(id)).body.data;
    expect(after.issueSummary).toEqual(before.issueSummary);
    expect(after.healthSummary).toEqual({ passed: 0, failed: 1, skipped: 0, total: 1 });

    // Concurrent duplicates: exactly one is written.
    const answers = await Promise.all([1, 2, 3].map(() => batch(id, { batchId: 'race', testCases: [checkoutCases[1]] })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.data.duplicate === false)).toHaveLength(1);
    expect((await meta(id)).body.data.healthSummary.total).toBe(2);
  });

  it('appends shards with the same run key to one build and counts shared issues once', async () => {
    const shard1 = await create({ buildName: 'Sharded', runKey: 'gh-run-77' });
    const shard2 = await create({ buildName: 'Sharded', runKey: 'gh-run-77' });
    expect(shard1.status).toBe(201);
    expect(shard2.status).toBe(200);
    expect(shard2.body.data.id).toBe(shard1.body.data.id);
    const id: string = shard1.body.data.id;
    // Shards starting at the same moment still land in one build.
    const racing = await Promise.all([1, 2, 3].map(() => create({ buildName: 'Raced', runKey: 'gh-run-78' })));
    expect(new Set(racing.map((r) => r.body.data.id)).size).toBe(1);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 201]);

    await batch(id, { batchId: 'shard-1', testCases: [checkoutCases[0]] });
    await batch(id, { batchId: 'shard-2', testCases: [checkoutCases[1]] });
    await batch(id, {
      batchId: 'shard-3',
      results: axePage('https://shop.example.com/help', [['region', 'moderate', 'div.banner']]),
    });
    await finalize(id);
    const m = (await meta(id)).body.data;
    expect(m.issueSummary).toMatchObject({ critical: 1, serious: 1, moderate: 1, issueCount: 3, pageCount: 2 });
    expect(m.healthSummary).toEqual({ passed: 1, failed: 1, skipped: 0, total: 2 });
  });

  it('counts an element first reported as needs review, then as a violation, as one issue', async () => {
    const id: string = (await create({ buildName: 'Review then fail' })).body.data.id;
    const url = 'https://shop.example.com/basket';
    await batch(id, { batchId: 'r1', results: axePage(url, [], [['color-contrast', 'moderate', 'p.small']]) });
    expect((await meta(id)).body.data.issueSummary).toMatchObject({ needsReviewCount: 1, issueCount: 0 });
    await batch(id, { batchId: 'r2', results: axePage(url, [['color-contrast', 'serious', 'p.small']]) });
    expect((await meta(id)).body.data.issueSummary).toMatchObject({ needsReviewCount: 0, issueCount: 1, serious: 1 });
  });

  it('refuses new batches and run keys with 409 once finalised; finalising again is a no-op', async () => {
    const id: string = (await create({ buildName: 'Closed', runKey: 'closed-1' })).body.data.id;
    await batch(id, { batchId: 'only', testCases: [checkoutCases[1]] });
    expect((await finalize(id)).status).toBe(200);

    const late = await batch(id, { batchId: 'late', testCases: [checkoutCases[0]] });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('conflict');
    expect((await create({ buildName: 'Closed', runKey: 'closed-1' })).status).toBe(409);

    const again = await finalize(id);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ id, status: 'completed' });
    // The accepted batch is still answered as a duplicate (idempotent retries).
    expect((await batch(id, { batchId: 'only', testCases: [] })).body.data.duplicate).toBe(true);
  });

  const finalizeRun = (body: Record<string, unknown>, token = s.token) =>
    s.server.request('POST', '/api/v1/ingest/runs/finalize', { token, json: body });
  const reportCount = async () =>
    (await s.server.request('GET', `/api/v1/reports?projectId=${s.projectId}`, { cookie: s.cookie })).body.data.reports.length;

  it('finalises the build of a run key, once; finalising it again answers the same build as already completed', async () => {
    const shard1 = (await create({ buildName: 'Nightly', runKey: 'gh-run-90' })).body.data;
    expect((await create({ buildName: 'Nightly', runKey: 'gh-run-90' })).body.data.id).toBe(shard1.id);
    await batch(shard1.id, { batchId: 'shard-1', testCases: [checkoutCases[0]] });
    await batch(shard1.id, { batchId: 'shard-2', testCases: [checkoutCases[1]] });

    const done = await finalizeRun({ project: 'Checkout web', buildName: 'Nightly', runKey: 'gh-run-90' });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({
      id: shard1.id,
      projectId: s.projectId,
      buildName: 'Nightly',
      buildNumber: shard1.buildNumber,
      status: 'completed',
      alreadyCompleted: false,
    });
    const m = (await meta(shard1.id)).body.data;
    expect(m.status).toBe('completed');
    expect(m.issueSummary).toMatchObject({ critical: 1, serious: 1, issueCount: 2 });

    const again = await finalizeRun({ buildName: 'Nightly', runKey: 'gh-run-90' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ ...done.body.data, alreadyCompleted: true });
    expect((await meta(shard1.id)).body.data.completedAt).toBe(m.completedAt);
  });

  it('answers 404 naming a run key no upload used, and creates nothing', async () => {
    const before = await reportCount();
    const res = await finalizeRun({ buildName: 'Nightly', runKey: 'gh-run-typo' });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({
      code: 'not_found',
      message: 'No build "Nightly" with run key "gh-run-typo" exists in project Checkout web.',
      description: 'Check that every shard and this call pass the same project, build name and run key.',
      path: '$.runKey',
    });
    expect(await reportCount()).toBe(before);

    const release = (await create({ buildName: 'Release', runKey: 'gh-run-91' })).body.data;
    const wrongName = await finalizeRun({ buildName: 'Nightly', runKey: 'gh-run-91' });
    expect(wrongName.status).toBe(404);
    expect(wrongName.body.error.description).toBe(`That run key belongs to build Release #${release.buildNumber}: check the build name.`);
    expect((await meta(release.id)).body.data.status).toBe('running');
  });

  it("finds run keys only in the token's project and checks a named project", async () => {
    await create({ buildName: 'Theirs', runKey: 'gh-run-92' }, other.token);
    expect((await finalizeRun({ buildName: 'Theirs', runKey: 'gh-run-92' })).status).toBe(404);
    const named = await finalizeRun({ project: 'Marketing site', buildName: 'Theirs', runKey: 'gh-run-92' });
    expect(named.status).toBe(403);
    expect(named.body.error.message).toBe('This upload token belongs to project "Checkout web", not "Marketing site".');
    expect((await finalizeRun({ buildName: 'Theirs', runKey: 'gh-run-92' }, other.token)).body.data.alreadyCompleted).toBe(false);
  });

  it('refuses malformed axe output with its JSON path in the body and writes nothing', async () => {
    const id: string = (await create({ buildName: 'Malformed' })).body.data.id;
    const broken = structuredClone(checkoutCases);
    (broken[1] as { results: { violations: { nodes: unknown }[] } }).results.violations[0]!.nodes = 'not a list';
    const res = await batch(id, { batchId: 'b1', testCases: broken });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
    expect(res.body.error.path).toBe('$.testCases[1].results.violations[0].nodes');
    expect(res.body.error.message).toContain('$.testCases[1].results.violations[0].nodes');

    // Nothing of the first (valid) test case was kept, and the batch id is still free.
    const m = (await meta(id)).body.data;
    expect(m.healthSummary.total).toBe(0);
    expect(m.issueSummary.issueCount).toBe(0);
    const retry = await batch(id, { batchId: 'b1', testCases: checkoutCases });
    expect(retry.body.data).toEqual({ batchId: 'b1', duplicate: false, issueCount: 2 });
  });

  it('names the wrong field of a batch and a test case key uploaded twice', async () => {
    const id: string = (await create({ buildName: 'Fields' })).body.data.id;
    const badStatus = await batch(id, { batchId: 'x', testCases: [{ ...checkoutCases[1], status: 'broken' }] });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error.path).toBe('$.testCases[0].status');

    await batch(id, { batchId: 'k1', testCases: [checkoutCases[1]] });
    const dup = await batch(id, { batchId: 'k2', testCases: [checkoutCases[0], checkoutCases[1]] });
    expect(dup.status).toBe(400);
    expect(dup.body.error.path).toBe('$.testCases[1].key');
    expect(dup.body.error.message).toContain('checkout.spec.ts:30');

    // That refusal came inside the batch's transaction, after its batch row was written: all rolled back.
    expect((await meta(id)).body.data.healthSummary.total).toBe(1);
    const retry = await batch(id, { batchId: 'k2', testCases: [checkoutCases[0]] });
    expect(retry.body.data).toMatchObject({ batchId: 'k2', duplicate: false });
    expect((await meta(id)).body.data.healthSummary.total).toBe(2);
  });

  it('keeps tokens to their project: wrong project name is 403, another project build is 404', async () => {
    const wrong = await create({ project: 'Marketing site', buildName: 'X' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toContain('Checkout web');
    expect(wrong.body.error.message).toContain('Marketing site');

    const theirs: string = (await create({ buildName: 'Theirs' }, other.token)).body.data.id;
    expect((await batch(theirs, { batchId: 'x', testCases: [] })).status).toBe(404);
    expect((await finalize(theirs)).status).toBe(404);
  });

  describe('comparison with the last completed build on the branch', () => {
    const compare = (id: string, token = s.token) => s.server.request('GET', `/api/v1/ingest/builds/${id}/comparison`, { token });
    const none = { critical: 0, serious: 0, moderate: 0, minor: 0 };
    /** A completed build on `branch` (none: no versionControl) of one page with these violations and incomplete findings. */
    const completed = async (buildName: string, branch: string | null, violations: AxeFinding[], incomplete: AxeFinding[] = []) => {
      const created = await create({ buildName, ...(branch === null ? {} : { versionControl: { branch, commit: 'a1b2c3d' } }) });
      expect(created.status, created.text).toBe(201);
      const id: string = created.body.data.id;
      const page = axePage('https://shop.example.com/pay', violations, incomplete);
      expect((await batch(id, { batchId: 'b1', testCases: [{ key: 'pay', name: 'pay', status: 'passed', results: page }] })).status).toBe(200);
      expect((await finalize(id)).status).toBe(200);
      return { id, buildNumber: created.body.data.buildNumber as number };
    };

    it("answers null comparedTo and zero counts for a branch's first build", async () => {
      const first = await completed('Release', 'release/2.0', [['image-alt', 'critical', 'img.logo'], ['link-name', 'serious', 'a.icon']]);
      const res = await compare(first.id);
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toEqual({ id: first.id, comparedTo: null, newIssues: none, resolvedIssues: none });
    });

    it('counts new and resolved issues by severity against the same branch only, needs-review ones left out', async () => {
      const base = await completed('Release', 'release/2.0', [['image-alt', 'critical', 'img.logo'], ['link-name', 'serious', 'a.icon']]);
      // Completed after the base, but on another branch or none: never the base.
      await completed('Release', 'main', [['image-alt', 'critical', 'img.other']]);
      await completed('Release', null, [['image-alt', 'critical', 'img.none']]);

      const next = await completed(
        'Release',
        'release/2.0',
        [
          ['image-alt', 'critical', 'img.logo'],
          ['image-alt', 'critical', 'img.hero'],
          ['button-name', 'critical', 'button.pay'],
          ['heading-order', 'moderate', 'h4'],
        ],
        [['color-contrast', 'critical', 'p.small']],
      );
      const res = await compare(next.id);
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toEqual({
        id: next.id,
        comparedTo: { id: base.id, buildName: 'Release', buildNumber: base.buildNumber, branch: 'release/2.0' },
        newIssues: { critical: 2, serious: 0, moderate: 1, minor: 0 },
        resolvedIssues: { critical: 0, serious: 1, moderate: 0, minor: 0 },
      });
    });

    it('compares a build without a branch with the last completed build without one', async () => {
      const earlier = await completed('No branch', null, [['image-alt', 'critical', 'img.a']]);
      await completed('Release', 'main', [['image-alt', 'critical', 'img.b']]);
      const later = await completed('No branch', null, [['image-alt', 'critical', 'img.a'], ['image-alt', 'critical', 'img.b']]);
      const res = await compare(later.id);
      expect(res.body.data.comparedTo).toEqual({ id: earlier.id, buildName: 'No branch', buildNumber: earlier.buildNumber, branch: null });
      expect(res.body.data.newIssues).toEqual({ ...none, critical: 1 });
    });

    it('answers 409 for a build that is not completed yet', async () => {
      const running = await create({ buildName: 'Release', versionControl: { branch: 'release/2.0' } });
      const res = await compare(running.body.data.id);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('conflict');
      expect(res.body.error.message).toMatch(/^Build Release #\d+ is running; only completed builds can be compared: finalise it first\.$/);
    });

    it("answers 404 to another project's token and 401 without a valid token", async () => {
      const { id } = await completed('Release', 'release/2.0', [['image-alt', 'critical', 'img.logo']]);
      const theirs = await compare(id, other.token);
      expect(theirs.status).toBe(404);
      expect(theirs.body.error.message).toContain('Marketing site');
      expect((await compare(id, 'cct_not-a-real-token')).status).toBe(401);
      const path = `/api/v1/ingest/builds/${id}/comparison`;
      expect((await s.server.request('GET', path)).status).toBe(401);
      // A session is no upload token.
      expect((await s.server.request('GET', path, { cookie: s.cookie })).status).toBe(401);
    });
  });

  it('treats upload tokens as write-only and requires one for ingest', async () => {
    const list = await s.server.request('GET', '/api/v1/reports', { token: s.token });
    expect(list.status).toBe(401);
    const id: string = (await create({ buildName: 'Write only' })).body.data.id;
    expect((await s.server.request('GET', `/api/v1/reports/${id}/meta`, { token: s.token })).status).toBe(401);
    expect((await s.server.request('POST', '/api/v1/ingest/builds', { json: { buildName: 'x' } })).status).toBe(401);
    expect((await create({ buildName: 'x' }, 'cct_not-a-real-token')).status).toBe(401);
  });
});

describeEachDatabase('ingest body limit', (db) => {
  it('refuses an oversize batch with 413 naming the limit', async () => {
    const server = await db().start({ demo: true, bodyLimit: 64 * 1024 });
    const s = await setUp(server, 'demo@curbcut.local', 'Limits');
    const id: string = (await server.request('POST', '/api/v1/ingest/builds', { token: s.token, json: { buildName: 'Big' } }))
      .body.data.id;
    const pages = Array.from({ length: 80 }, (_, i) =>
      axePage(`https://shop.example.com/p${i}`, [['image-alt', 'critical', `img.n${i}`]]),
    );
    const res = await server.request('POST', `/api/v1/ingest/builds/${id}/batches`, {
      token: s.token,
      json: { batchId: 'big', results: pages },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect(res.body.error.message).toMatch(/0\.06 MB|64 KiB|65536/);
  });
});

