/**
 * The JSON files of `serve --device-provider` and `--bug-tracker`, and the script of
 * `--telemetry-script` with its `--telemetry-origin` list. The CLI only reads and parses them; the server checks every field at start and names the wrong one, which is reported here
 * with the file it came from.
 */
import { readFile } from 'node:fs/promises';
import type { ServerOptions } from '@curbcut/server';
import { CliError } from './cliError';

/** The integration files given on the command line. */
export interface IntegrationFiles {
  deviceProviderFile?: string | undefined;
  bugTrackerFile?: string | undefined;
  telemetryScriptFile?: string | undefined;
  /** Comma-separated origins of `--telemetry-origin`. */
  telemetryOrigins?: string | undefined;
}

async function readText(path: string, flag: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new CliError(`${flag} ${path}: the file cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`, 2);
  }
}

async function readJson(path: string, flag: string): Promise<unknown> {
  const text = await readText(path, flag);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(`${flag} ${path}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`, 2);
  }
}

/**
 * The server options of the files. The parsed JSON is handed over unchecked (hence the casts):
 * createServer checks it before it opens anything and throws an IntegrationConfigError.
 */
export async function readIntegrationFiles(files: IntegrationFiles): Promise<Pick<ServerOptions, 'deviceProvider' | 'bugTracker' | 'telemetry'>> {
  if (files.telemetryOrigins !== undefined && files.telemetryScriptFile === undefined) {
    throw new CliError('--telemetry-origin needs --telemetry-script: the script that reports to those origins.', 2);
  }
  const origins = (files.telemetryOrigins ?? '').split(',').map((o) => o.trim()).filter((o) => o !== '');
  return {
    ...(files.telemetryScriptFile !== undefined
      ? { telemetry: { script: await readText(files.telemetryScriptFile, '--telemetry-script'), connectOrigins: origins } }
      : {}),
    ...(files.deviceProviderFile !== undefined
      ? { deviceProvider: (await readJson(files.deviceProviderFile, '--device-provider')) as ServerOptions['deviceProvider'] }
      : {}),
    ...(files.bugTrackerFile !== undefined ? { bugTracker: (await readJson(files.bugTrackerFile, '--bug-tracker')) as ServerOptions['bugTracker'] } : {}),
  };
}

/** A server refusal of an integration file as a CLI error naming the file, or null for other errors. */
export function integrationFileError(error: unknown, files: IntegrationFiles): CliError | null {
  if (!(error instanceof Error) || error.name !== 'IntegrationConfigError') return null;
  const source = error.message.startsWith('deviceProvider')
    ? `--device-provider ${files.deviceProviderFile ?? ''}`
    : error.message.startsWith('telemetry')
      ? `--telemetry-origin ${files.telemetryOrigins ?? ''}`
      : `--bug-tracker ${files.bugTrackerFile ?? ''}`;
  return new CliError(`${source}: ${error.message}`, 2);
}
