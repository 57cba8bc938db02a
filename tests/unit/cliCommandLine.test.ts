import { describe, expect, it } from 'vitest';
import { COMMAND_SPECS, type CommandName } from '@curbcut/cli';
import { runCli } from './fixtures/runCli';

const COMMANDS = Object.keys(COMMAND_SPECS) as CommandName[];

/** Blanks CI markers so `finalize` cannot derive a run key from the test's own environment. */
const NO_CI = Object.fromEntries(
  ['CI', 'GITHUB_ACTIONS', 'GITLAB_CI', 'CIRCLECI', 'BUILDKITE', 'TF_BUILD', 'BITBUCKET_BUILD_NUMBER', 'JENKINS_URL', 'JENKINS_HOME'].map((k) => [k, '']),
);

describe('curbcut <command> --help', { timeout: 60_000 }, () => {
  it('prints the usage line and every flag of each command, exit 0', async () => {
    const runs = await Promise.all(COMMANDS.map((c) => runCli([c, '--help'])));
    runs.forEach((run, i) => {
      const command = COMMANDS[i] as CommandName;
      expect(run.code, command).toBe(0);
      expect(run.stderr, command).toBe('');
      expect(run.stdout, command).toMatch(new RegExp(`^Usage: curbcut ${command} `));
      for (const flag of [...Object.keys(COMMAND_SPECS[command].flags), 'help']) expect(run.stdout, command).toContain(`--${flag}`);
    });
    const upload = runs[COMMANDS.indexOf('upload')]?.stdout ?? '';
    expect(upload).toMatch(/--run-key K +Shards sending the same key append to one build/);
    expect(upload).toMatch(/--no-finalize +Leave the build running for more shards; finish it with curbcut finalize/);
  });

  it('accepts -h and lists the commands with exit codes in the general help', async () => {
    const [short, general] = await Promise.all([runCli(['finalize', '-h']), runCli(['--help'])]);
    expect(short.code).toBe(0);
    expect(short.stdout).toMatch(/^Usage: curbcut finalize \(--build-id ID \| --project P --build-name B \[--run-key K\]\)/);
    expect(general.code).toBe(0);
    for (const command of COMMANDS) expect(general.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    expect(general.stdout).toContain('Exit codes: 0 done, 1 failed');
  });
});

describe('curbcut command-line errors', { timeout: 60_000 }, () => {
  it('refuses an unknown flag of every command with one line and exit 2', async () => {
    const runs = await Promise.all(COMMANDS.map((c) => runCli([c, '--dry-run'])));
    runs.forEach((run, i) => {
      const command = COMMANDS[i] as CommandName;
      expect(run.code, command).toBe(2);
      expect(run.stdout, command).toBe('');
      expect(run.stderr, command).toBe(`curbcut ${command}: Unknown option '--dry-run'. Run 'curbcut ${command} --help' for usage.\n`);
    });
  });

  it('asks for a value a flag needs, and for a build id or run key to finalise', async () => {
    const [noValue, nothing, badId, both] = await Promise.all([
      runCli(['upload', 'results.json', '--project']),
      runCli(['finalize', '--project', 'Demo shop', '--build-name', 'main'], { ...NO_CI, CURBCUT_TOKEN: 'cct_x' }),
      runCli(['finalize', '--build-id', '42'], { CURBCUT_TOKEN: 'cct_x' }),
      runCli(['finalize', '--build-id', 'rep_0123456789abcdefghij', '--run-key', 'k'], { CURBCUT_TOKEN: 'cct_x' }),
    ]);
    expect(noValue.code).toBe(2);
    expect(noValue.stderr).toBe("curbcut upload: Option '--project <value>' argument missing. Run 'curbcut upload --help' for usage.\n");
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toBe(
      'curbcut finalize: Missing --build-id or --run-key: outside CI there is no run key to find the build by.\n',
    );
    expect(badId.code).toBe(2);
    expect(badId.stderr).toBe("curbcut finalize: --build-id must be a build id like rep_0k3..., got '42'.\n");
    expect(both.code).toBe(2);
    expect(both.stderr).toBe('curbcut finalize: Give --build-id or --run-key, not both.\n');
  });

  it('takes allow or refuse for --private-network-scans, nothing else', async () => {
    const [serve, worker] = await Promise.all([
      runCli(['serve', '--private-network-scans', 'yes']),
      runCli(['worker', '--private-network-scans', 'true'], { DATABASE_URL: 'postgres://localhost/x' }),
    ]);
    expect([serve.code, serve.stderr]).toEqual([2, "curbcut serve: --private-network-scans must be allow or refuse, got 'yes'.\n"]);
    expect([worker.code, worker.stderr]).toEqual([2, "curbcut worker: --private-network-scans must be allow or refuse, got 'true'.\n"]);
  });

  it('takes only an http or https address for --demo-site, and only with --demo', async () => {
    const [file, bare, alone] = await Promise.all([
      runCli(['serve', '--demo', '--demo-site', 'file:///etc/passwd']),
      runCli(['serve', '--demo', '--demo-site', '127.0.0.1:4000']),
      runCli(['serve', '--demo-site', 'http://127.0.0.1:4000']),
    ]);
    const refused = (value: string) => `curbcut serve: --demo-site must be an http:// or https:// address, for example http://127.0.0.1:4000, got '${value}'.\n`;
    expect([file.code, file.stderr]).toEqual([2, refused('file:///etc/passwd')]);
    expect([bare.code, bare.stderr]).toEqual([2, refused('127.0.0.1:4000')]);
    expect([alone.code, alone.stderr]).toEqual([2, 'curbcut serve: --demo-site needs --demo: the demo reports it records belong to the demo user.\n']);
  });
});
