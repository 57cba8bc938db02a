import { describe, expect, it } from 'vitest';
import { buildContactPayload } from './contactPayload';
import { growthDetails } from './growthDetails.testUtil';

const BASE = {
  input: { message: 'We need SSO.', businessEmail: 'ana@acme.com' },
  queryType: 3 as const,
  ctaRef: 'sidebar',
  pageUrl: 'https://dash.example/home?utm_source=newsletter',
  referrer: '',
};

describe('buildContactPayload', () => {
  it('sends a contact-sales request with the query type and the business email', () => {
    expect(buildContactPayload({ ...BASE, mode: 'contact', details: growthDetails() })).toEqual({
      message: 'We need SSO.',
      request_type: 'contact_sales',
      query_type: 3,
      name: 'Frida Free',
      company: 'Free group',
      email: 'ana@acme.com',
      product: 'accessibility',
      authenticity_token: 'csrf-1',
      page_url: 'https://dash.example/home?utm_source=newsletter',
      send_email: true,
      cta_ref: 'sidebar',
      web_utm_source: 'newsletter',
      lead_source: 'dashboard',
      check_email_domain: true,
      is_revenue_hero: false,
    });
  });

  it('asks for the scheduler on a demo request when the growth service has one', () => {
    const payload = buildContactPayload({ ...BASE, mode: 'demo', details: growthDetails({ showRevenueHero: true }) });
    expect(payload).toMatchObject({ request_type: 'demo', is_revenue_hero: true });
    expect(payload).not.toHaveProperty('query_type');
  });

  it('falls back to the account email, and to the strict domain check without details', () => {
    const input = { message: 'Hi', businessEmail: '' };
    expect(buildContactPayload({ ...BASE, input, mode: 'contact', details: growthDetails({ checkEmailDomain: false }) })).toMatchObject({
      email: 'free@curbcut.local',
      check_email_domain: false,
    });
    const bare = buildContactPayload({ ...BASE, input, mode: 'contact', details: null, referrer: 'https://ref.example/' });
    expect(bare).toMatchObject({ check_email_domain: true, ref: 'https://ref.example/' });
    expect(bare).not.toHaveProperty('email');
    expect(bare).not.toHaveProperty('authenticity_token');
  });
});
