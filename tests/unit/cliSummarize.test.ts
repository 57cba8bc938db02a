import { describe, expect, it } from 'vitest';
import { runCli } from './fixtures/runCli';

const F = 'tests/unit/fixtures';

describe('curbcut summarize', { timeout: 60_000 }, () => {
  it('prints the spec object on one line, severities counted by each node own impact', async () => {
    const run = await runCli(['summarize', `${F}/cli-axe-v2.json`]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // label is a critical rule with one serious node: 2 image-alt + 1 label node are critical,
    // 1 label + 3 color-contrast nodes serious; incomplete nodes are needs-review, not issues.
    expect(run.stdout).toBe(
      '{"critical":3,"serious":4,"moderate":1,"minor":1,"issueCount":9,"needsReviewCount":3,"ruleCount":5,"pageCount":1}\n',
    );
  });

  it('counts pages of axe-cli output and a rule violated on two pages once', async () => {
    const run = await runCli(['summarize', `${F}/cli-axe-cli.json`]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      critical: 3,
      serious: 1,
      moderate: 0,
      minor: 0,
      issueCount: 4,
      needsReviewCount: 0,
      ruleCount: 2,
      pageCount: 2,
    });
  });

  it('summarises a page of the demo shop captured in Chromium', async () => {
    const run = await runCli(['summarize', 'examples/demo-site/captured/index.json']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      '{"critical":2,"serious":4,"moderate":1,"minor":0,"issueCount":7,"needsReviewCount":2,"ruleCount":4,"pageCount":1}\n',
    );
  });

  it('names a missing file in one line and exits non-zero', async () => {
    const run = await runCli(['summarize', `${F}/missing.json`]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`curbcut summarize: Cannot read ${F}/missing.json: no such file\n`);
  });

  it('says when the file is not JSON', async () => {
    const run = await runCli(['summarize', `${F}/cli-not-json.json`]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^curbcut summarize: ${F}/cli-not-json\\.json is not JSON: .+\\n$`));
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('names the JSON path of the first thing that is not axe output', async () => {
    const run = await runCli(['summarize', `${F}/cli-not-axe.json`]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^curbcut summarize: ${F}/cli-not-axe\\.json is not axe output: .*\\$\\.violations\\[0\\]\\.nodes`));
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a directory and a wrong number of arguments', async () => {
    const [dir, none] = await Promise.all([runCli(['summarize', F]), runCli(['summarize'])]);
    expect(dir.code).toBe(1);
    expect(dir.stderr).toBe(`curbcut summarize: Cannot read ${F}: it is a directory\n`);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^curbcut summarize: .*exactly one axe results file/);
  });
});

describe('curbcut', { timeout: 60_000 }, () => {
  it('prints usage for --help and refuses an unknown command', async () => {
    const [help, unknown] = await Promise.all([runCli(['--help']), runCli(['scann'])]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: curbcut <command>/);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe("curbcut: Unknown command 'scann'. Run 'curbcut --help' for usage.\n");
  });
});
