import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestPdf } from '../../packages/pdf/src/testPdf.testUtil';
import { runCli } from './fixtures/runCli';

describe('curbcut check-pdf', { timeout: 120_000 }, () => {
  let dir = '';
  let good = '';
  let bad = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'curbcut-check-pdf-'));
    good = join(dir, 'good.pdf');
    bad = join(dir, 'bad.pdf');
    writeFileSync(good, await buildTestPdf({ elements: [{ type: 'Document', kids: [{ type: 'P', text: 'Hello' }] }] }));
    writeFileSync(bad, await buildTestPdf({ displayDocTitle: false }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints one JSON line per file and exits 1 when a rule failed', async () => {
    const run = await runCli(['check-pdf', good, bad, '--profile', 'pdfua1', '--json']);
    const lines = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { file: string; pdfVersion: string; isTagged: boolean; pageCount: number; profiles: Record<string, { status: string; rules: { id: string; outcome: string; count: number }[] }> });
    expect(lines.map((l) => l.file)).toEqual([good, bad]);
    expect(lines[1]).toMatchObject({ pdfVersion: '1.7', isTagged: true, pageCount: 1 });
    expect(lines[1]?.profiles.pdfua1?.status).toBe('completed');
    expect(lines[1]?.profiles.pdfua1?.rules).toContainEqual({ id: '7.1-t10', outcome: 'failed', count: 1 });
    expect(Object.keys(lines[0]?.profiles ?? {})).toEqual(['pdfua1']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/failed a rule/);
  });

  it('prints a readable summary without --json', async () => {
    const run = await runCli(['check-pdf', bad, '--profile', 'wcag22']);
    expect(run.stdout).toContain('WCAG 2.2:');
    expect(run.stdout).toContain('7.1-t10');
    expect(run.code).toBe(1);
  });

  it('exits 2 on a missing file or an unknown profile', async () => {
    expect((await runCli(['check-pdf', join(dir, 'missing.pdf')])).code).toBe(2);
    const unknown = await runCli(['check-pdf', good, '--profile', 'pdfua9']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown profile/);
  });
});
