/**
 * The one HTTP call a tracker client makes, and the error a route answers with 502: the tracker
 * refused, was unreachable, or answered something that is not an issue. Its message is the
 * tracker's own words, so an admin can fix a project key or a token from the toast.
 */

/** How long a tracker may take before filing is given up. */
export const TRACKER_TIMEOUT_MS = 30_000;

/** The tracker failed; the message says how, in the tracker's words where it gave some. */
export class TrackerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TrackerError';
  }
}

/** A JSON answer of the tracker. */
export interface TrackerAnswer {
  status: number;
  json: unknown;
}

/** POSTs a JSON body; a network failure or a non-JSON answer becomes a TrackerError. */
export async function postToTracker(
  tracker: string,
  url: string,
  init: { authorization: string; contentType: string; body: unknown },
): Promise<TrackerAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: init.authorization, 'content-type': init.contentType, accept: 'application/json' },
      body: JSON.stringify(init.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TRACKER_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${TRACKER_TIMEOUT_MS / 1000} s` : describeCause(error);
    throw new TrackerError(`Could not reach ${tracker}: ${reason}.`);
  }
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) as unknown };
  } catch {
    // Azure DevOps answers a bad token with a sign-in page (203 or a redirect), not JSON.
    throw new TrackerError(`${tracker} answered ${res.status} without JSON; check the URL and the credentials of the bug tracker.`);
  }
}

function describeCause(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** Reads a property of an unknown JSON value. */
export function field(json: unknown, key: string): unknown {
  return typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[key] : undefined;
}
