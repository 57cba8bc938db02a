/**
 * Reading an axe results file from disk, with the one-line reasons `summarize` and `upload` print
 * for each way a file can be wrong: unreadable, not JSON, or JSON that is not axe output (naming the
 * JSON path of the first wrong value).
 */
import { readFile } from 'node:fs/promises';
import { AxeImportError, importAxeResults, type ImportedResults } from '@curbcut/core';
import { CliError } from './cliError';

/** An axe results file that parsed and imported. */
export interface AxeFile {
  path: string;
  /** The file's bytes, for content-derived ids. */
  bytes: Buffer;
  /** The parsed JSON, sent as is so the server imports exactly what was checked here. */
  json: unknown;
  imported: ImportedResults;
}

const READ_REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a directory',
};

/** Reads a file, turning file-system errors into a one-line CliError naming the file. */
export async function readInputFile(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new CliError(`Cannot read ${path}: ${READ_REASONS[code] ?? (error as Error).message}`);
  }
}

/** Parses JSON text, naming the file when it is not JSON. */
export function parseJsonFile(path: string, bytes: Buffer): unknown {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new CliError(`${path} is not JSON: the file is empty`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not JSON: ${(error as Error).message}`);
  }
}

/** Rethrows an axe import error as the CLI's one-line reason; other errors pass through. */
export function axeInputError(path: string, error: unknown): unknown {
  if (error instanceof AxeImportError) return new CliError(`${path} is not axe output: ${error.message}`);
  return error;
}

/** Reads, parses and imports one axe results file; throws CliError with a one-line reason. */
export async function loadAxeFile(path: string): Promise<AxeFile> {
  const bytes = await readInputFile(path);
  const json = parseJsonFile(path, bytes);
  try {
    return { path, bytes, json, imported: importAxeResults(json) };
  } catch (error) {
    throw axeInputError(path, error);
  }
}
