import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationFileError, readIntegrationFiles } from './integrationFiles';

describe('integration files of serve', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'curbcut-cli-'));
    await writeFile(join(dir, 'devices.json'), JSON.stringify({ name: 'Device Cloud' }));
    await writeFile(join(dir, 'broken.json'), '{"kind": ');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads only the files given', async () => {
    expect(await readIntegrationFiles({})).toEqual({});
    expect(await readIntegrationFiles({ deviceProviderFile: join(dir, 'devices.json') })).toEqual({ deviceProvider: { name: 'Device Cloud' } });
  });

  it('names the flag and file that cannot be read or parsed', async () => {
    await expect(readIntegrationFiles({ bugTrackerFile: join(dir, 'missing.json') })).rejects.toThrow(`--bug-tracker ${join(dir, 'missing.json')}: the file cannot be read (ENOENT).`);
    await expect(readIntegrationFiles({ bugTrackerFile: join(dir, 'broken.json') })).rejects.toThrow(/^--bug-tracker .*broken\.json: not valid JSON/);
  });

  it("turns the server's field check into a usage error naming the file", () => {
    const refusal = Object.assign(new Error('deviceProvider.name must be a non-empty string.'), { name: 'IntegrationConfigError' });
    const error = integrationFileError(refusal, { deviceProviderFile: 'devices.json' });
    expect(error?.message).toBe('--device-provider devices.json: deviceProvider.name must be a non-empty string.');
    expect(error?.exitCode).toBe(2);
    expect(integrationFileError(new Error('other'), {})).toBeNull();
  });
});
