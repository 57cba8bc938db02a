/**
 * A scripted fetch for unit tests: each call takes the next queued reply. A reply of 'hang'
 * never answers until the request's signal aborts (how a dead server looks to the client).
 */
import { vi } from 'vitest';

/** One scripted reply. */
export type FakeReply =
  | { status: number; body?: unknown }
  | { networkError: true }
  | 'hang';

/** A recorded call. */
export interface FakeCall {
  url: string;
  init: RequestInit;
}

/** Creates a fake fetch answering from `replies` in order (the last one repeats). */
export function fakeFetch(replies: FakeReply[]) {
  const calls: FakeCall[] = [];
  const fn = vi.fn((input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    calls.push({ url: String(input), init });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply === undefined) throw new Error('fakeFetch: no reply scripted');
    if (reply === 'hang') {
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if ('networkError' in reply) return Promise.reject(new TypeError('Failed to fetch'));
    // No body at all when none is scripted: a 204 answer may not have one, not even an empty one.
    const text = reply.body === undefined ? null : JSON.stringify(reply.body);
    return Promise.resolve(new Response(text, { status: reply.status, headers: { 'content-type': 'application/json' } }));
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

/** Body of the n-th call, parsed. */
export function bodyOf(call: FakeCall | undefined): unknown {
  if (!call || typeof call.init.body !== 'string') return undefined;
  return JSON.parse(call.init.body) as unknown;
}
