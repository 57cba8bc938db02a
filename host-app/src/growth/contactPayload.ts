/**
 * The contact payload (spec 000 section 3.7) a contact-sales or 'Get a demo' submit sends, built
 * from what the user typed, the growth details and the page the form was opened on.
 */
import type { ContactBody, GrowthDetails } from '@curbcut/core';
import type { ContactFormInput, QueryTypeId } from './contactFormMachine';

/** Which form: contact sales, or 'Get a demo'. */
export type ContactMode = 'contact' | 'demo';

/** The product every request from this dashboard is about (the growth details' product key). */
export const CONTACT_PRODUCT = 'accessibility';
/** Where the growth service's leads come from. */
export const LEAD_SOURCE = 'dashboard';

/** Everything a payload is made of. */
export interface ContactPayloadInput {
  mode: ContactMode;
  input: ContactFormInput;
  /** Only the contact form asks for a query type. */
  queryType: QueryTypeId;
  /** Null when the details could not be loaded: the server fills in the account's own. */
  details: GrowthDetails | null;
  /** The call to action that opened the form. */
  ctaRef: string;
  /** The page's address. */
  pageUrl: string;
  /** document.referrer; empty when there is none. */
  referrer: string;
}

/** Builds the payload; empty optional fields are left out, never sent as ''. */
export function buildContactPayload({ mode, input, queryType, details, ctaRef, pageUrl, referrer }: ContactPayloadInput): ContactBody {
  const utmSource = utmSourceOf(pageUrl);
  // The business email is the reply address; without one the account's address is the contact.
  const email = input.businessEmail !== '' ? input.businessEmail : details?.userDetails.email;
  return {
    message: input.message,
    request_type: mode === 'demo' ? 'demo' : 'contact_sales',
    ...(mode === 'contact' ? { query_type: queryType } : {}),
    ...(details ? { name: details.userDetails.name, company: details.userDetails.group_name } : {}),
    ...(email ? { email } : {}),
    product: CONTACT_PRODUCT,
    ...(details ? { authenticity_token: details.meta.authenticity_token } : {}),
    page_url: pageUrl,
    ...(referrer !== '' ? { ref: referrer } : {}),
    send_email: true,
    cta_ref: ctaRef,
    ...(utmSource ? { web_utm_source: utmSource } : {}),
    lead_source: LEAD_SOURCE,
    // Without details the safe choice is the stricter one: the server checks the domain.
    check_email_domain: details?.checkEmailDomain ?? true,
    is_revenue_hero: mode === 'demo' && details?.meta.showRevenueHero === true,
  };
}

function utmSourceOf(pageUrl: string): string | null {
  try {
    return new URL(pageUrl).searchParams.get('utm_source') || null;
  } catch {
    return null;
  }
}
