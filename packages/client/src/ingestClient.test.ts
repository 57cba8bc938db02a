import { describe, expect, it, vi } from 'vitest';
import { bodyOf, fakeFetch, type FakeReply } from './fakeFetch.testUtil';
import { createIngestClient, IngestError, IngestRefusalError, INGEST_RETRY_DELAYS_MS, type IngestClientOptions } from './ingestClient';

const ORIGIN = 'http://127.0.0.1:8080';
const DELAYS = [10, 20, 40];

/** A client over scripted replies, recording the waits it asks for instead of sleeping. */
function clientOf(replies: FakeReply[], options: Partial<IngestClientOptions> = {}) {
  const f = fakeFetch(replies);
  const waits: number[] = [];
  const sleep = vi.fn(async (ms: number) => {
    waits.push(ms);
  });
  const client = createIngestClient({ url: `${ORIGIN}/`, token: 'cct_secret', fetch: f.fetch, sleep, retryDelaysMs: DELAYS, ...options });
  return { client, calls: f.calls, waits };
}

/** The error a call rejects with. */
async function failureOf(call: Promise<unknown>): Promise<IngestError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IngestError);
  return error as IngestError;
}

const envelope = (status: number, code: string, message: string, path?: string): FakeReply => ({
  status,
  body: { error: { code, message, ...(path ? { path } : {}) } },
});

describe('ingest client: answers', () => {
  it('POSTs JSON with the upload token and unwraps the envelope data', async () => {
    const { client, calls, waits } = clientOf([{ status: 201, body: { data: { id: 'rep_1', buildNumber: 3 } } }]);
    await expect(client.post('/api/v1/ingest/builds', { project: 'Shop' }, 'Creating the build')).resolves.toEqual({ id: 'rep_1', buildNumber: 3 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${ORIGIN}/api/v1/ingest/builds`);
    expect(calls[0]?.init.method).toBe('POST');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer cct_secret');
    expect(headers.get('content-type')).toBe('application/json');
    expect(bodyOf(calls[0])).toEqual({ project: 'Shop' });
    expect(waits).toEqual([]);
  });

  it('GETs with the upload token and no body', async () => {
    const { client, calls } = clientOf([{ status: 200, body: { data: { comparedTo: null } } }]);
    await expect(client.get('/api/v1/ingest/builds/rep_1/comparison', 'Comparing')).resolves.toEqual({ comparedTo: null });
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer cct_secret');
  });

  it('reports a 2xx answer that is not JSON, without retrying', async () => {
    const f = vi.fn(async () => new Response('<html>ok</html>', { status: 200 }));
    const { client } = clientOf([], { fetch: f as unknown as typeof fetch });
    const error = await failureOf(client.post('/api/v1/ingest/builds', {}, 'Creating the build'));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(`Creating the build failed: the server at ${ORIGIN} did not answer with JSON`);
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('waits 0.5, 1, 2 and 4 s by default', () => {
    expect(INGEST_RETRY_DELAYS_MS).toEqual([500, 1000, 2000, 4000]);
  });
});

describe('ingest client: retries', () => {
  it.each([
    ['a network error', { networkError: true } as FakeReply],
    ['429', envelope(429, 'rate_limited', 'Slow down.')],
    ['503', envelope(503, 'unavailable', 'Restarting.')],
  ])('retries %s with the configured delays, then succeeds', async (_name, failure) => {
    const { client, calls, waits } = clientOf([failure, failure, { status: 200, body: { data: { ok: true } } }]);
    await expect(client.post('/api/v1/ingest/builds/rep_1/batches', { batchId: 'b1' }, 'Sending')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([10, 20]);
    expect(calls.map(bodyOf)).toEqual([{ batchId: 'b1' }, { batchId: 'b1' }, { batchId: 'b1' }]);
  });

  it('gives up after every delay, naming the attempts and the last failure', async () => {
    const { client, calls, waits } = clientOf([envelope(503, 'unavailable', 'Restarting.')]);
    const error = await failureOf(client.post('/api/v1/ingest/runs/finalize', {}, 'Finalising the build'));
    expect(calls).toHaveLength(4);
    expect(waits).toEqual(DELAYS);
    expect(error).not.toBeInstanceOf(IngestRefusalError);
    expect(error.kind).toBe('exhausted');
    expect(error.attempts).toBe(4);
    expect(error.failure).toMatchObject({ kind: 'http', status: 503, code: 'unavailable', message: 'Restarting.' });
    expect(error.message).toBe('Finalising the build failed after 4 attempts: server answered HTTP 503 unavailable: Restarting.');
  });

  it('reports the innermost cause of a fetch failure', async () => {
    const refused = Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:8080`), { code: 'ECONNREFUSED' });
    const f = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('socket', { cause: refused }) });
    });
    const { client, waits } = clientOf([], { fetch: f as unknown as typeof fetch });
    const error = await failureOf(client.post('/api/v1/ingest/builds', {}, 'Creating the build'));
    expect(f).toHaveBeenCalledTimes(4);
    expect(waits).toEqual(DELAYS);
    expect(error.failure).toEqual({ kind: 'network', reason: 'connect ECONNREFUSED 127.0.0.1:8080' });
    expect(error.message).toBe(`Creating the build failed after 4 attempts: cannot reach ${ORIGIN}: connect ECONNREFUSED 127.0.0.1:8080`);
  });
});

describe('ingest client: refusals', () => {
  it.each([
    [400, 'bad_request', 'expected a node', '$.results.violations[0].nodes[0]'],
    [401, 'unauthorized', 'An upload token is required.', ''],
    [409, 'conflict', 'Build shards #1 is already completed.', ''],
  ])('does not retry %i and carries the status, code, message and path', async (status, code, message, path) => {
    const { client, calls, waits } = clientOf([envelope(status, code, message, path || undefined)]);
    const error = await failureOf(client.post('/api/v1/ingest/builds', {}, 'Creating the build'));
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(error).toBeInstanceOf(IngestRefusalError);
    const refusal = error as IngestRefusalError;
    expect(refusal.kind).toBe('refused');
    expect(refusal.attempts).toBe(1);
    expect([refusal.status, refusal.code, refusal.serverMessage, refusal.path]).toEqual([status, code, message, path]);
    expect(refusal.message).toBe(`Creating the build failed: server answered HTTP ${status} ${code}: ${message}${path ? ` (at ${path})` : ''}`);
  });

  it('falls back to the status text when the answer is not an envelope', async () => {
    const f = vi.fn(async () => new Response('<html>Forbidden</html>', { status: 403, statusText: 'Forbidden' }));
    const { client } = clientOf([], { fetch: f as unknown as typeof fetch });
    const error = await failureOf(client.get('/api/v1/ingest/builds/rep_1/comparison', 'Comparing'));
    expect(error).toBeInstanceOf(IngestRefusalError);
    expect(error.failure).toEqual({ kind: 'http', status: 403, statusText: 'Forbidden', code: '', message: '', path: '' });
    expect(error.message).toBe('Comparing failed: server answered HTTP 403 Forbidden');
  });

  it('rejects with what toError makes of the failure', async () => {
    const { client } = clientOf([envelope(409, 'conflict', 'Taken.')], {
      toError: (error) => new Error(`mapped ${error.kind} ${error.failure?.kind ?? ''}`),
    });
    await expect(client.post('/api/v1/ingest/builds', {}, 'Creating the build')).rejects.toThrow(/^mapped refused http$/);
  });
});
