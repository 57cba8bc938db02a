/**
 * The ingest API client of `curbcut upload` and `curbcut finalize`: @curbcut/client's, whose
 * failures become the one-line CliError the command prints (IngestRefusal when the server refused).
 */
import { createIngestClient as createSharedIngestClient, IngestRefusalError, type IngestClient, type IngestClientOptions, type IngestError } from '@curbcut/client';
import { CliError } from './cliError';

export { INGEST_RETRY_DELAYS_MS as DEFAULT_RETRY_DELAYS_MS } from '@curbcut/client';
export type { IngestClient, IngestClientOptions };

/** The server refused a call with a 4xx answer; the message is the one line the CLI prints. */
export class IngestRefusal extends CliError {
  /** HTTP status, for example 409. */
  readonly status: number;
  /** The envelope's error code (`conflict`), or '' when the answer was not an envelope. */
  readonly code: string;

  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'IngestRefusal';
    this.status = status;
    this.code = code;
  }
}

/**
 * Checks the token and server URL before any file or network work, with the flag and environment
 * variable to fix each.
 */
export function checkConnection(options: Pick<IngestClientOptions, 'url' | 'token'>): void {
  if (!options.token) throw new CliError('Missing upload token: pass --token or set CURBCUT_TOKEN.', 2);
  let parsed: URL;
  try {
    parsed = new URL(options.url);
  } catch {
    throw new CliError(`Invalid server URL '${options.url}': pass --url or set CURBCUT_URL, for example http://127.0.0.1:8080.`, 2);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CliError(`Invalid server URL '${options.url}': it must start with http:// or https://.`, 2);
  }
}

/** The CLI's error for a failed call: the shared client's message, as a one-line CliError (exit code 1). */
function toCliError(error: IngestError): CliError {
  return error instanceof IngestRefusalError ? new IngestRefusal(error.message, error.status, error.code) : new CliError(error.message);
}

/** Creates the client; nothing is sent until a call is made. Failed calls throw CliError. */
export function createIngestClient(options: IngestClientOptions): IngestClient {
  return createSharedIngestClient({ ...options, toError: toCliError });
}
