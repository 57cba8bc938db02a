import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './apiClient';
import { ApiRequestError } from './errors';
import { fakeFetch } from './fakeFetch.testUtil';

const ok = (data: unknown) => ({ status: 200, body: { data } });
const noJitter = () => 0;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets pending promise callbacks run without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('requests', () => {
  it('prefixes /api, sends credentials and unwraps the data envelope', async () => {
    const f = fakeFetch([ok({ projects: [] })]);
    const client = createApiClient({ fetch: f.fetch });
    await expect(client.request('/v1/projects')).resolves.toEqual({ projects: [] });
    expect(f.calls[0]?.url).toBe('/api/v1/projects');
    expect(f.calls[0]?.init.credentials).toBe('include');
  });

  it('sends a token client its headers and no cookie', async () => {
    const f = fakeFetch([ok({})]);
    const client = createApiClient({ fetch: f.fetch, headers: { authorization: 'Bearer pub_x' }, credentials: 'omit' });
    await client.request('/v1/reports/rep_1/meta');
    expect(f.calls[0]?.init.credentials).toBe('omit');
    expect(new Headers(f.calls[0]?.init.headers).get('authorization')).toBe('Bearer pub_x');
    expect(new Headers(f.calls[0]?.init.headers).get('accept')).toBe('application/json');
  });

  it('uses a configured base URL and leaves empty query values out', async () => {
    const f = fakeFetch([ok([])]);
    const client = createApiClient({ fetch: f.fetch, baseUrl: 'https://dash.example/api/' });
    await client.request('/v1/reports', { query: { type: 'automatedTest', projectId: undefined } });
    expect(f.calls[0]?.url).toBe('https://dash.example/api/v1/reports?type=automatedTest');
  });

  it('sends writes as JSON', async () => {
    const f = fakeFetch([{ status: 201, body: { data: { project: { id: 'p' } } } }]);
    const client = createApiClient({ fetch: f.fetch });
    await client.request('/v1/projects', { method: 'POST', body: { name: 'Shop' } });
    expect(f.calls[0]?.init.body).toBe('{"name":"Shop"}');
    expect((f.calls[0]?.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });
});

describe('cache (60 s)', () => {
  it('answers a repeated GET from the cache for 60 s, then asks the server again', async () => {
    const f = fakeFetch([ok(1), ok(2)]);
    const client = createApiClient({ fetch: f.fetch });
    expect(await client.request('/v1/projects')).toBe(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(await client.request('/v1/projects')).toBe(1);
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await client.request('/v1/projects')).toBe(2);
    expect(f.calls).toHaveLength(2);
  });

  it('keys the cache by the full URL, query included', async () => {
    const f = fakeFetch([ok('a'), ok('b')]);
    const client = createApiClient({ fetch: f.fetch });
    expect(await client.request('/v1/reports', { query: { projectId: 'a' } })).toBe('a');
    expect(await client.request('/v1/reports', { query: { projectId: 'b' } })).toBe('b');
  });

  it('empties the cache after a successful write, so the next read is fresh', async () => {
    const f = fakeFetch([ok(['old']), { status: 201, body: { data: {} } }, ok(['old', 'new'])]);
    const client = createApiClient({ fetch: f.fetch });
    await client.request('/v1/projects');
    await client.request('/v1/projects', { method: 'POST', body: { name: 'new' } });
    expect(await client.request('/v1/projects')).toEqual(['old', 'new']);
  });

  it('keeps the cache after a write marked as not invalidating', async () => {
    const f = fakeFetch([ok(1), ok({}), ok(2)]);
    const client = createApiClient({ fetch: f.fetch });
    await client.request('/v1/projects');
    await client.request('/pusher/updates', { method: 'POST', body: {}, invalidates: false });
    expect(await client.request('/v1/projects')).toBe(1);
  });

  it('skips the cache when asked to', async () => {
    const f = fakeFetch([ok(1), ok(2)]);
    const client = createApiClient({ fetch: f.fetch });
    await client.request('/v1/projects');
    expect(await client.request('/v1/projects', { cache: false })).toBe(2);
  });
});

describe('shared in-flight calls', () => {
  it('makes one fetch for two identical calls in flight', async () => {
    const f = fakeFetch([ok('shared')]);
    const client = createApiClient({ fetch: f.fetch, cacheTtlMs: 0 });
    const [a, b] = await Promise.all([client.request('/v1/projects'), client.request('/v1/projects')]);
    expect([a, b]).toEqual(['shared', 'shared']);
    expect(f.calls).toHaveLength(1);
  });

  it('keeps the shared fetch alive while another caller still waits', async () => {
    const f = fakeFetch(['hang']);
    const client = createApiClient({ fetch: f.fetch });
    const leaving = new AbortController();
    const first = client.request('/v1/projects', { signal: leaving.signal });
    const second = client.request('/v1/projects');
    leaving.abort();
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    expect(f.calls[0]?.init.signal?.aborted).toBe(false);
    second.catch(() => undefined);
  });

  it('cancels the fetch when every caller has cancelled', async () => {
    const f = fakeFetch(['hang']);
    const client = createApiClient({ fetch: f.fetch });
    const a = new AbortController();
    const b = new AbortController();
    const first = client.request('/v1/projects', { signal: a.signal });
    const second = client.request('/v1/projects', { signal: b.signal });
    a.abort();
    b.abort();
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    await expect(second).rejects.toMatchObject({ kind: 'aborted' });
    await flush();
    expect(f.calls[0]?.init.signal?.aborted).toBe(true);
  });
});

describe('retries (3 tries, exponential backoff plus jitter)', () => {
  it('retries a 500 after 2000 ms and then 4000 ms, and succeeds on the third try', async () => {
    const f = fakeFetch([{ status: 500 }, { status: 502 }, ok('third time')]);
    const client = createApiClient({ fetch: f.fetch, random: noJitter });
    const result = client.request('/v1/projects');
    await flush();
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(f.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('third time');
    expect(f.calls).toHaveLength(3);
  });

  it('adds jitter of up to half the wait', async () => {
    const f = fakeFetch([{ status: 503 }, ok('done')]);
    const client = createApiClient({ fetch: f.fetch, random: () => 0.5 });
    const result = client.request('/v1/projects');
    await vi.advanceTimersByTimeAsync(2499);
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('done');
  });

  it('gives up after 3 tries with the last status', async () => {
    const f = fakeFetch([{ status: 503, body: { error: { code: 'internal', message: 'down' } } }]);
    const client = createApiClient({ fetch: f.fetch, random: noJitter });
    const result = client.request('/v1/projects');
    const settled = expect(result).rejects.toMatchObject({ kind: 'http', status: 503, message: 'down' });
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(f.calls).toHaveLength(3);
  });

  it('retries a lost connection', async () => {
    const f = fakeFetch([{ networkError: true }, ok('back')]);
    const client = createApiClient({ fetch: f.fetch, random: noJitter });
    const result = client.request('/v1/projects');
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('back');
  });

  it('does not retry a 4xx and exposes the error envelope', async () => {
    const body = { error: { code: 'unprocessable', message: 'Invalid name', description: 'Use letters' } };
    const f = fakeFetch([{ status: 422, body }]);
    const client = createApiClient({ fetch: f.fetch });
    const error = await client.request('/v1/projects').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, body: body.error });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.calls).toHaveLength(1);
  });

  it('does not retry writes unless told they are safe to repeat', async () => {
    const f = fakeFetch([{ status: 500 }, ok('second')]);
    const client = createApiClient({ fetch: f.fetch, random: noJitter });
    const once = client.request('/v1/projects', { method: 'POST', body: { name: 'x' } });
    await expect(once).rejects.toMatchObject({ status: 500 });
    expect(f.calls).toHaveLength(1);
    const twice = client.request('/v1/ingest/builds/x/batches', { method: 'POST', body: { batchId: 'b' }, tries: 3 });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(twice).resolves.toBe('second');
  });
});

describe('timeout (30 s)', () => {
  it('aborts a call after 30 s and does not retry it', async () => {
    const f = fakeFetch(['hang']);
    const client = createApiClient({ fetch: f.fetch });
    const result = client.request('/v1/projects');
    const settled = expect(result).rejects.toMatchObject({ kind: 'timeout', status: null });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(f.calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(f.calls[0]?.init.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(f.calls).toHaveLength(1);
  });
});

describe('input checks', () => {
  it('names a path without a leading slash', async () => {
    const client = createApiClient({ fetch: fakeFetch([ok(1)]).fetch });
    await expect(client.request('v1/projects')).rejects.toThrow("path must start with '/', got 'v1/projects'");
  });
});
