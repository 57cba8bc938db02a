/**
 * The flags of a deployment whose scans run on workers (docs/operations.md, "Running on several
 * machines"): `serve --no-scan-jobs` needs PostgreSQL, since on SQLite nothing else could run the
 * scans, and `worker --heartbeat-timeout-seconds` takes whole seconds only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './fixtures/runCli';

// Two CLI processes start from source (3.5 to 4 s on this 2-core machine, past 5 s when it is busy), as in the other CLI suites.
describe('scan jobs on workers', { timeout: 60_000 }, () => {
  it('refuses --no-scan-jobs on SQLite and a heartbeat timeout that is not whole seconds', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'curbcut-scan-jobs-'));
    try {
      const [serve, worker] = await Promise.all([
        runCli(['serve', '--port', '0', '--data-dir', dataDir, '--no-scan-jobs'], { DATABASE_URL: '' }),
        runCli(['worker', '--heartbeat-timeout-seconds', '0'], { DATABASE_URL: 'postgres://localhost/x' }),
      ]);
      expect([serve.code, serve.stderr]).toEqual([
        2,
        'curbcut serve: --no-scan-jobs needs PostgreSQL (--database-url postgres://...): with SQLite the server runs its scans itself.\n',
      ]);
      expect([worker.code, worker.stderr]).toEqual([2, "curbcut worker: --heartbeat-timeout-seconds must be a whole number from 1 to 3600, got '0'.\n"]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
