/**
 * The sign-in throttle on every database (docs/decisions/0030-sign-in-throttling.md): after the free
 * failures an attempt waits (429 with Retry-After, doubling) without a password hash, even with the
 * right password; the owner signing in from another address is never blocked by it; a success
 * clears its count; every server on the database shares the counts; the password hash limiter turns
 * requests away at once beyond its queue; a form sign-in comes back to the page with the reason.
 * Clients get their own addresses through a trusted X-Forwarded-For; the clock only moves when told.
 */
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ManualClock } from '@curbcut/server';
import { passwordHashLimiter } from '../../packages/server/src/accounts/hashLimiter';
import { DEMO_PASSWORD, describeEachDatabase, sessionCookieOf, type TestServer } from './harness';

const OWNER = 'demo@curbcut.local';
const TOO_MANY = (n: string) => `Too many sign-in attempts. Try again in ${n}.`;

describeEachDatabase('sign-in throttle', (db) => {
  let server: TestServer;
  let clock: ManualClock;

  beforeAll(async () => {
    clock = new ManualClock('2026-06-01T09:00:00.000Z');
    server = await db().start({ demo: true, trustProxy: true, clock });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const signInFrom = (address: string, password: string, email = OWNER, on: TestServer = server) =>
    on.request('POST', '/api/v1/auth/sign-in', { json: { email, password }, headers: { 'x-forwarded-for': address } });

  it('answers 50 wrong passwords with 401 for the free tries, then 429 with Retry-After and no password hash', async () => {
    const hashes = vi.spyOn(passwordHashLimiter, 'run');
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await signInFrom('198.51.100.1', `wrong password ${i}`);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toBe('1');
        expect(res.body.error).toEqual({ code: 'rate_limited', message: TOO_MANY('1 second') });
      }
    }
    // Five free failures; the sixth is checked and starts a 1 s wait that the rest meet.
    expect(statuses).toEqual([...Array<number>(6).fill(401), ...Array<number>(44).fill(429)]);
    expect(hashes).toHaveBeenCalledTimes(6);

    const right = await signInFrom('198.51.100.1', DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(sessionCookieOf(right)).toBeUndefined();
    expect(hashes).toHaveBeenCalledTimes(6);
  });

  it('never blocks the owner signing in from another address, while the attacker stays blocked', async () => {
    for (let i = 0; i < 8; i++) await signInFrom('198.51.100.2', 'guess');
    expect((await signInFrom('198.51.100.2', DEMO_PASSWORD)).status).toBe(429);
    const owner = await signInFrom('203.0.113.50', DEMO_PASSWORD);
    expect(owner.status).toBe(200);
    expect(sessionCookieOf(owner)).toBeDefined();
    expect((await signInFrom('198.51.100.2', DEMO_PASSWORD)).status).toBe(429);
  });

  it('doubles the wait with each further failure, and a success clears the count', async () => {
    const address = '198.51.100.3';
    for (let i = 0; i < 6; i++) expect((await signInFrom(address, 'nope')).status).toBe(401);
    for (const seconds of [1, 2, 4]) {
      const blocked = await signInFrom(address, 'nope');
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe(String(seconds));
      clock.advance(seconds * 1000);
      expect((await signInFrom(address, 'nope')).status).toBe(401);
    }
    const blocked = await signInFrom(address, DEMO_PASSWORD);
    expect(blocked.headers.get('retry-after')).toBe('8');
    clock.advance(8000);
    expect((await signInFrom(address, DEMO_PASSWORD)).status).toBe(200);
    // Back to five free failures, and the sixth is checked again.
    for (let i = 0; i < 6; i++) expect((await signInFrom(address, 'nope')).status).toBe(401);
    expect((await signInFrom(address, 'nope')).status).toBe(429);
  });

  it('says the wait in minutes once it passes a minute, capped at 15', async () => {
    const address = '198.51.100.4';
    for (let i = 0; i < 13; i++) {
      await signInFrom(address, 'nope');
      clock.advance(20 * 60 * 1000);
    }
    // Failure 13 started a 2^7 s = 128 s wait; 20 minutes later it is over, and failure 14 waits 256 s.
    expect((await signInFrom(address, 'nope')).status).toBe(401);
    const blocked = await signInFrom(address, 'nope');
    expect(blocked.headers.get('retry-after')).toBe('256');
    expect(blocked.body.error.message).toBe(TOO_MANY('5 minutes'));
    for (let i = 0; i < 5; i++) {
      clock.advance(20 * 60 * 1000);
      await signInFrom(address, 'nope');
    }
    expect((await signInFrom(address, 'nope')).headers.get('retry-after')).toBe('900');
  });

  it('limits one address across accounts, without blocking those accounts elsewhere', async () => {
    const address = '198.51.100.5';
    for (let i = 0; i < 31; i++) expect((await signInFrom(address, 'nope', `nobody${i}@example.com`)).status).toBe(401);
    const sprayed = await signInFrom(address, DEMO_PASSWORD);
    expect(sprayed.status).toBe(429);
    expect(sprayed.headers.get('retry-after')).toBe('1');
    expect((await signInFrom('203.0.113.51', DEMO_PASSWORD)).status).toBe(200);
  });

  it('shares the counts between two servers on one database', async () => {
    const other = await db().start({ trustProxy: true, clock });
    const address = '198.51.100.6';
    for (let i = 0; i < 3; i++) expect((await signInFrom(address, 'nope')).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await signInFrom(address, 'nope', OWNER, other)).status).toBe(401);
    expect((await signInFrom(address, DEMO_PASSWORD, OWNER, other)).status).toBe(429);
    expect((await signInFrom(address, DEMO_PASSWORD)).status).toBe(429);
    await other.close();
  });

  it('sends a blocked form sign-in back to the sign-in page with the reason and the wait', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 6; i++) await signInFrom(address, 'nope');
    const res = await server.request('POST', '/api/v1/auth/sign-in', {
      form: { email: OWNER, password: DEMO_PASSWORD, redirect: '/automated-tests' },
      headers: { 'x-forwarded-for': address },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/sign-in?redirect=/automated-tests&error=too_many_attempts&retry_after=1');
    expect(res.headers.get('retry-after')).toBe('1');
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('turns sign-ins away at once (429, Retry-After 1) while every hash slot and the queue are taken', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: passwordHashLimiter.limit + passwordHashLimiter.queueLimit }, () =>
      passwordHashLimiter.run(() => held, 'refuse'),
    );
    try {
      const started = performance.now();
      const busy = await signInFrom('198.51.100.8', DEMO_PASSWORD);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(busy.status).toBe(429);
      expect(busy.headers.get('retry-after')).toBe('1');
      expect(busy.body.error).toEqual({ code: 'rate_limited', message: 'The server is busy signing people in. Try again in a moment.' });
      const form = await server.request('POST', '/api/v1/auth/sign-in', {
        form: { email: OWNER, password: DEMO_PASSWORD, redirect: '/home' },
        headers: { 'x-forwarded-for': '198.51.100.8' },
      });
      expect(form.headers.get('location')).toBe('/sign-in?redirect=/home&error=busy');
    } finally {
      release();
      await Promise.all(holders);
    }
    // A refusal for busy slots is not a failure of the account: it signs in once a slot is free.
    expect((await signInFrom('198.51.100.8', DEMO_PASSWORD)).status).toBe(200);
  });

  it('keeps a flood of concurrent sign-ins to the hash slots and answers the rest with 429 at once', async () => {
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signInFrom(`192.0.2.${i + 1}`, 'nope', `flood${i}@example.com`)),
    );
    const statuses = flood.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(passwordHashLimiter.limit);
    expect(passwordHashLimiter.active).toBe(0);
  });
});
