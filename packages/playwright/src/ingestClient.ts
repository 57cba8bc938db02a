/**
 * The reporter's client of the ingest API: @curbcut/client's, with the reporter's wording for a
 * failed call (`Creating the build failed: HTTP 401 unauthorized: …`), which it prints after
 * `Curbcut: `.
 */
import { createIngestClient as createSharedIngestClient, type IngestClient, type IngestClientOptions, type IngestError, type IngestFailure } from '@curbcut/client';

export type { IngestClient, IngestClientOptions };

/** An attempt's failure: `HTTP 409 conflict: <the server's message>`, or `cannot reach <origin>: ECONNREFUSED…`. */
function describeFailure(failure: IngestFailure, origin: string): string {
  if (failure.kind === 'network') return `cannot reach ${origin}: ${failure.reason}`;
  const said = failure.message ? `${failure.code ? `${failure.code}: ` : ''}${failure.message}` : failure.statusText;
  return `HTTP ${failure.status}${said ? ` ${said}` : ''}`;
}

function toReporterError(error: IngestError): Error {
  const { step, origin, failure } = error;
  if (failure === null) return new Error(`${step} failed: the server at ${origin} did not answer with JSON.`, { cause: error });
  const after = error.kind === 'exhausted' ? ` after ${error.attempts} attempts` : '';
  return new Error(`${step} failed${after}: ${describeFailure(failure, origin)}`, { cause: error });
}

/** Creates the client; nothing is sent until a call is made. */
export function createIngestClient(options: IngestClientOptions): IngestClient {
  return createSharedIngestClient({ ...options, toError: toReporterError });
}
