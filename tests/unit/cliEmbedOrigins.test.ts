/**
 * `curbcut serve --embed-origins` (issue 16, finding 1): the sites allowed to frame the /embed/
 * reports, parsed from a comma-separated list (or CURBCUT_EMBED_ORIGINS), checked before anything
 * starts, and sent as the embed entries' `frame-ancestors`.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandUsage, listFlag, parseCommandLine } from '@curbcut/cli';
import { runCli, serveCli } from './fixtures/runCli';

const NOT_AN_ORIGIN = (value: string) =>
  `curbcut serve: --embed-origins value ${JSON.stringify(value)} is not an origin: give scheme, host and optional port only, such as https://portal.example.com.\n`;

describe('--embed-origins', { timeout: 90_000 }, () => {
  let dataDir: string;
  let staticDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'curbcut-embed-origins-'));
    staticDir = await mkdtemp(join(tmpdir(), 'curbcut-embed-static-'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Curbcut</title>');
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticDir, { recursive: true, force: true });
  });

  it('is a comma-separated list in serve’s flags and help', () => {
    const parsed = parseCommandLine('serve', ['--embed-origins', ' https://portal.example.com , http://localhost:4173,,']);
    expect(listFlag(parsed, 'embed-origins')).toEqual(['https://portal.example.com', 'http://localhost:4173']);
    expect(listFlag(parseCommandLine('serve', []), 'embed-origins')).toBeUndefined();
    expect(commandUsage('serve')).toMatch(/--embed-origins ORIGINS +Comma-separated origins whose pages may frame the \/embed\/ reports/);
  });

  it('refuses a value that is not an origin before starting anything, from the flag or CURBCUT_EMBED_ORIGINS', async () => {
    const [path, bare, fromEnv] = await Promise.all([
      runCli(['serve', '--port', '0', '--data-dir', dataDir, '--live', '--embed-origins', 'https://portal.example.com,https://portal.example.com/ci']),
      runCli(['serve', '--port', '0', '--data-dir', dataDir, '--embed-origins', 'portal.example.com']),
      runCli(['serve', '--port', '0', '--data-dir', dataDir], { CURBCUT_EMBED_ORIGINS: 'https://*.example.com' }),
    ]);
    expect([path.code, bare.code, fromEnv.code]).toEqual([2, 2, 2]);
    expect(path.stderr).toBe(NOT_AN_ORIGIN('https://portal.example.com/ci'));
    expect(bare.stderr).toBe(NOT_AN_ORIGIN('portal.example.com'));
    expect(fromEnv.stderr).toBe(NOT_AN_ORIGIN('https://*.example.com'));
    // Neither soketi nor the database was started.
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('lets the given origins frame the embed entries, and no other page', async () => {
    const { child, url, done } = await serveCli(['--port', '0', '--data-dir', dataDir, '--static', staticDir, '--quiet', '--embed-origins', 'https://portal.example.com']);
    try {
      const embed = await fetch(`${url}/embed/build-report`, { headers: { accept: 'text/html' } });
      expect(embed.status).toBe(200);
      expect(embed.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://portal.example.com");
      const unknown = await fetch(`${url}/embed/foo`, { headers: { accept: 'text/html' } });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      child.kill('SIGTERM');
      expect((await done).code).toBe(0);
    }
  });
});
