import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './errors';
import { bodyOf, fakeFetch } from './fakeFetch.testUtil';
import { createApiClient } from './apiClient';
import {
  addUserProperties,
  createGrowthClient,
  createRestartOrder,
  dismissProductIntro,
  getChatConfig,
  getCsrfToken,
  getGrowthDetails,
  getRestartPlan,
  listContactRequests,
  listDesignMembers,
  provisionFreeAccess,
  sendDesignInvites,
  setGrowthUserProperty,
  submitContact,
} from './growth';

const ok = (data: unknown) => ({ status: 200, body: { data } });
const details = (arm: string) => ({ ab_experiment_details: { product_intro: arm }, checkEmailDomain: true });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createGrowthClient', () => {
  it('calls /api/growth with credentials by default, or a growth host', async () => {
    const f = fakeFetch([ok({ csrf_token: 't' })]);
    await expect(getCsrfToken(createGrowthClient({ fetch: f.fetch }))).resolves.toBe('t');
    expect(f.calls[0]?.url).toBe('/api/growth/user/token.json');
    expect(f.calls[0]?.init.credentials).toBe('include');
    const g = fakeFetch([ok({ show_fresh_chat_widget: false })]);
    await getChatConfig(createGrowthClient({ fetch: g.fetch, baseUrl: 'https://growth.example/api/growth/' }));
    expect(g.calls[0]?.url).toBe('https://growth.example/api/growth/user/fresh-chat-config');
  });

  it('gives other calls 30 s before timing out', async () => {
    const f = fakeFetch(['hang']);
    const call = getRestartPlan(createGrowthClient({ fetch: f.fetch, readTries: 1 }));
    const outcome = call.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    expect(f.calls[0]?.url).toBe('/api/growth/accounts/restart?restart_modal=old');
  });
});

describe('getGrowthDetails', () => {
  it('times out after 2 s', async () => {
    const f = fakeFetch(['hang']);
    const outcome = getGrowthDetails({}, createGrowthClient({ fetch: f.fetch, readTries: 1 })).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('caches for 60 s and passes component and product', async () => {
    const f = fakeFetch([ok(details('control')), ok(details('variant'))]);
    const client = createGrowthClient({ fetch: f.fetch });
    const params = { component: 'sidebar', product: 'websiteScan' };
    await getGrowthDetails(params, client);
    await getGrowthDetails(params, client);
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]?.url).toBe('/api/growth/user/growth-details?component=sidebar&product=websiteScan');
    await vi.advanceTimersByTimeAsync(60_001);
    expect((await getGrowthDetails(params, client)).ab_experiment_details).toEqual({ product_intro: 'variant' });
    expect(f.calls).toHaveLength(2);
  });

  it('is read again after a growth write', async () => {
    const f = fakeFetch([ok(details('control')), ok({ product_key: 'accessibility', seen: true }), ok(details('control'))]);
    const client = createGrowthClient({ fetch: f.fetch });
    await getGrowthDetails({}, client);
    await dismissProductIntro('accessibility', 'tok', client);
    await getGrowthDetails({}, client);
    expect(f.calls.map((c) => c.url)).toEqual([
      '/api/growth/user/growth-details',
      '/api/growth/user/dismiss-product-intro',
      '/api/growth/user/growth-details',
    ]);
    expect(bodyOf(f.calls[1])).toEqual({ product_key: 'accessibility', authenticity_token: 'tok' });
  });

  it('keeps ab_experiment_details in sessionStorage when there is one', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { setItem: (k: string, v: string) => store.set(k, v) });
    const f = fakeFetch([ok(details('variant'))]);
    await getGrowthDetails({}, createGrowthClient({ fetch: f.fetch }));
    expect(store.get('ab_experiment_details')).toBe('{"product_intro":"variant"}');
  });

  it('still answers when sessionStorage refuses', async () => {
    vi.stubGlobal('sessionStorage', { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } });
    const f = fakeFetch([ok(details('control'))]);
    await expect(getGrowthDetails({}, createGrowthClient({ fetch: f.fetch }))).resolves.toMatchObject({ checkEmailDomain: true });
  });
});

describe('growth writes', () => {
  it('sends each body where the server expects it', async () => {
    const f = fakeFetch([ok({})]);
    const client = createGrowthClient({ fetch: f.fetch });
    await createRestartOrder('enterprise', 'tok', client);
    await submitContact({ message: 'Hi', request_type: 'demo', authenticity_token: 'tok' }, client);
    await provisionFreeAccess({ products: ['screenReader'], source: 'paywall', availWithOutAllocation: true, availedViaFPAStandardisation: false }, client);
    await setGrowthUserProperty('plan_interest', 'team', client);
    expect(f.calls.map((c) => [c.init.method, c.url, bodyOf(c)])).toEqual([
      ['POST', '/api/growth/orders/create', { restart_order: { plan_id: 'enterprise' }, authenticity_token: 'tok' }],
      ['POST', '/api/growth/contact', { message: 'Hi', request_type: 'demo', authenticity_token: 'tok' }],
      ['POST', '/api/growth/user/free-product-offer/provision', { products: ['screenReader'], source: 'paywall', availWithOutAllocation: true, availedViaFPAStandardisation: false }],
      ['POST', '/api/growth/growth/create-update-growth-user-property', { key: 'plan_interest', value: 'team' }],
    ]);
  });

  it('resolves add-user-properties with the keys', async () => {
    const f = fakeFetch([ok({ properties: ['a', 'b'] })]);
    await expect(addUserProperties(['a'], createGrowthClient({ fetch: f.fetch }))).resolves.toEqual(['a', 'b']);
    expect(bodyOf(f.calls[0])).toEqual({ keys_to_add: ['a'] });
  });

  it('rejects a refused business email with its path and a 503 with its status', async () => {
    const refused = { status: 422, body: { error: { code: 'unprocessable', message: 'Please enter a valid business email address.', path: 'business_email' } } };
    const f = fakeFetch([refused, { status: 503, body: { error: { code: 'unavailable', message: 'Try again.' } } }]);
    const client = createGrowthClient({ fetch: f.fetch });
    await expect(submitContact({ message: 'Hi' }, client)).rejects.toMatchObject({ status: 422, body: { path: 'business_email' } });
    await expect(submitContact({ message: 'Hi' }, client)).rejects.toMatchObject({ status: 503 });
    expect(f.calls).toHaveLength(2);
  });
});

describe('main API growth calls', () => {
  it('lists contact requests and members, and sends invitations', async () => {
    const f = fakeFetch([ok({ requests: [{ id: 'ctr_1' }] }), ok({ members: [{ id: 'usr_1' }] }), ok({ sent: 1, message: 'Invitation sent successfully!' })]);
    const client = createApiClient({ fetch: f.fetch });
    await expect(listContactRequests(client)).resolves.toEqual([{ id: 'ctr_1' }]);
    await expect(listDesignMembers(client)).resolves.toEqual([{ id: 'usr_1' }]);
    await expect(sendDesignInvites({ emails: ['a@b.example'] }, client)).resolves.toEqual({ sent: 1, message: 'Invitation sent successfully!' });
    expect(f.calls.map((c) => c.url)).toEqual(['/api/v1/contact-requests', '/api/v1/design-accessibility/members', '/api/v1/design-accessibility/invite']);
  });
});
