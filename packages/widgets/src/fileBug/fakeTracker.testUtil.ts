/**
 * The filing call of a fake Curbcut server with a bug tracker: wraps a fake server's fetch so that
 * `POST /api/v1/integrations/issues` files a ticket (or fails as told), and records what was filed.
 */
import { createApiClient } from '@curbcut/client';
import type { ApiClient } from '@curbcut/client';
import type { FileIssueBody } from '@curbcut/core';

/** The key and page of every ticket the fake files. */
export const FAKE_TICKET = { key: 'A11Y-7', url: 'https://tracker.example/browse/A11Y-7' } as const;

/** An answer the fake gives instead of filing: a status and the server's message. */
export interface TrackerRefusal {
  status: number;
  message: string;
}

/** The wrapped fetch, a client over it, what it filed, and a way to refuse the next filing. */
export interface FakeTrackerServer {
  fetch: typeof fetch;
  client: ApiClient;
  filed: FileIssueBody[];
  refuseNext(refusal: TrackerRefusal): void;
}

/** Wraps `inner` (a fake server's fetch) with the filing call. */
export function withFakeTracker(inner: typeof fetch): FakeTrackerServer {
  const filed: FileIssueBody[] = [];
  let refusal: TrackerRefusal | null = null;
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fakeFetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname !== '/api/v1/integrations/issues' || (init.method ?? 'GET').toUpperCase() !== 'POST') return inner(input, init);
    const answer = refusal;
    refusal = null;
    if (answer) return json(answer.status, { error: { code: 'refused', message: answer.message } });
    filed.push(JSON.parse(String(init.body)) as FileIssueBody);
    return json(201, { data: FAKE_TICKET });
  };
  return {
    fetch: fakeFetch,
    client: createApiClient({ fetch: fakeFetch, readTries: 1 }),
    filed,
    refuseNext: (next) => {
      refusal = next;
    },
  };
}
