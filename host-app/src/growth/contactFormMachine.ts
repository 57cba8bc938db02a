/**
 * The contact-sales and 'Get a demo' form as a pure reducer (spec 000 sections 4.4, 5 and 8), so
 * every outcome and the retry budget are tested without a DOM. The dialog only dispatches events
 * and renders the state.
 */
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_QUERY_TYPES, validateContactMessage } from '@curbcut/core';
import { isApiRequestError } from '@curbcut/client';

/** Failed submits a user may retry (spec 000 section 9: contact retry count 2). */
export const CONTACT_RETRY_COUNT = 2;

export { CONTACT_MESSAGE_MAX_LENGTH };

/** The spec's query types (section 9) with their labels, codes from core. */
export const QUERY_TYPES = [
  { id: CONTACT_QUERY_TYPES.sales, label: 'Sales' },
  { id: CONTACT_QUERY_TYPES.billing, label: 'Billing' },
  { id: CONTACT_QUERY_TYPES.technical, label: 'Technical' },
  { id: CONTACT_QUERY_TYPES.openSource, label: 'Open source' },
  { id: CONTACT_QUERY_TYPES.other, label: 'Other' },
] as const;

/** A query type code. */
export type QueryTypeId = (typeof QUERY_TYPES)[number]['id'];

/** The outcomes the spec names (section 4.4). */
export type ContactOutcome = 'SUCCESS' | 'RETRY' | 'ERROR' | 'DUPLICATE' | 'INPUT_ERROR' | 'RH_SCHEDULER';

/** Where the form is: being filled in, waiting for the server, or one of the outcomes. */
export type ContactPhase = 'idle' | 'submitting' | ContactOutcome;

export interface ContactFormState {
  phase: ContactPhase;
  /** Failed submits left before the form gives up with ERROR. */
  retriesLeft: number;
  /** ISO-8601 date of the earlier demo request (DUPLICATE). */
  duplicateOf: string | null;
  /** The server's message about the business email (INPUT_ERROR), shown next to the field. */
  emailError: string | null;
  /** The scheduler to show after a successful submit (RH_SCHEDULER). */
  schedulerUrl: string | null;
}

export type ContactFormEvent =
  /** The user submits (or presses Retry). */
  | { type: 'submit' }
  /** The server stored the request; a scheduler URL means the lead is routed to a scheduler. */
  | { type: 'submitted'; schedulerUrl: string | null }
  /** The server already holds a demo request of this user, made on `submittedAt`. */
  | { type: 'duplicate'; submittedAt: string }
  /** The server refused the business email with `message`. */
  | { type: 'emailRejected'; message: string }
  /** The submit failed; `retryable` is false when sending it again cannot help. */
  | { type: 'failed'; retryable: boolean }
  /** The scheduler could not be shown: the request still went through. */
  | { type: 'schedulerFailed' }
  /** The user changed the business email, so the server's complaint no longer applies. */
  | { type: 'emailEdited' };

/**
 * The state a dialog opens in. A demo already requested (growth details' contactUsDetails) opens
 * straight on DUPLICATE, with the earlier request's date when the service knows it.
 */
export function initialContactState(earlierDemoRequest: { submittedAt: string | null } | null = null): ContactFormState {
  return {
    phase: earlierDemoRequest === null ? 'idle' : 'DUPLICATE',
    retriesLeft: CONTACT_RETRY_COUNT,
    duplicateOf: earlierDemoRequest?.submittedAt ?? null,
    emailError: null,
    schedulerUrl: null,
  };
}

/** Phases from which a submit may start: the form itself, its inline error, and RETRY. */
const SUBMITTABLE: ReadonlySet<ContactPhase> = new Set(['idle', 'INPUT_ERROR', 'RETRY']);

/** The reducer. Events that make no sense in the current phase leave the state as it is. */
export function contactFormReducer(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  switch (event.type) {
    case 'submit':
      return SUBMITTABLE.has(state.phase) ? { ...state, phase: 'submitting', emailError: null } : state;
    case 'submitted':
      if (state.phase !== 'submitting') return state;
      return event.schedulerUrl === null
        ? { ...state, phase: 'SUCCESS' }
        : { ...state, phase: 'RH_SCHEDULER', schedulerUrl: event.schedulerUrl };
    case 'duplicate':
      return state.phase === 'submitting' ? { ...state, phase: 'DUPLICATE', duplicateOf: event.submittedAt } : state;
    case 'emailRejected':
      return state.phase === 'submitting' ? { ...state, phase: 'INPUT_ERROR', emailError: event.message } : state;
    case 'failed': {
      if (state.phase !== 'submitting') return state;
      // The counter drops on every failed submit; the one that empties it is the last attempt.
      const retriesLeft = Math.max(0, state.retriesLeft - 1);
      const phase = event.retryable && retriesLeft > 0 ? 'RETRY' : 'ERROR';
      return { ...state, phase, retriesLeft };
    }
    case 'schedulerFailed':
      return state.phase === 'RH_SCHEDULER' ? { ...state, phase: 'SUCCESS', schedulerUrl: null } : state;
    case 'emailEdited':
      return state.phase === 'INPUT_ERROR' ? { ...state, phase: 'idle', emailError: null } : state;
  }
}

/** What the user typed. */
export interface ContactFormInput {
  message: string;
  businessEmail: string;
}

/** Field errors by the payload's field names, so server and client errors land on the same field. */
export interface ContactFormErrors {
  message?: string;
  business_email?: string;
}

/** A plausible address: something@domain.tld, no spaces. The server checks the domain itself. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Checks the form (spec 000 section 5): the message is mandatory and at most 300 characters; the
 * business email is mandatory when the email-domain check is on, and must look like an address
 * whenever one is given. Returns the trimmed values or the errors by field.
 */
export function validateContactForm(
  input: ContactFormInput,
  checkEmailDomain: boolean,
): { ok: true; value: ContactFormInput } | { ok: false; errors: ContactFormErrors } {
  const errors: ContactFormErrors = {};
  const message = validateContactMessage(input.message);
  if (!message.ok) errors.message = message.error;
  const businessEmail = input.businessEmail.trim();
  if (businessEmail === '') {
    if (checkEmailDomain) errors.business_email = 'Business email is required.';
  } else if (!EMAIL.test(businessEmail)) {
    errors.business_email = 'Enter an email address like name@company.com.';
  }
  if (errors.message !== undefined || errors.business_email !== undefined) return { ok: false, errors };
  return { ok: true, value: { message: message.ok ? message.value : '', businessEmail } };
}

/** Submit is disabled while a request is in flight, and while a mandatory business email is empty. */
export function canSubmit(state: ContactFormState, businessEmail: string, checkEmailDomain: boolean): boolean {
  if (!SUBMITTABLE.has(state.phase)) return false;
  return !(checkEmailDomain && businessEmail.trim() === '');
}

/** The field's name as the growth API reports it, bare or as the envelope's JSON path. */
const BUSINESS_EMAIL_PATHS: ReadonlySet<string> = new Set(['business_email', '$.business_email']);

/** How a rejected submit is handled: an event of the reducer, or the 401 rule of the catalogue. */
export type ContactFailure = { kind: 'event'; event: ContactFormEvent } | { kind: 'signedOut' };

/**
 * Maps a rejected submit (spec 000 section 8): 401 sends the visitor to the public contact page;
 * 422 on business_email is INPUT_ERROR with the server's message; 5xx, lost connections and
 * timeouts may succeed later (RETRY while the counter lasts); any other refusal cannot, so ERROR.
 */
export function classifyContactFailure(error: unknown): ContactFailure {
  if (!isApiRequestError(error)) return { kind: 'event', event: { type: 'failed', retryable: true } };
  if (error.status === 401) return { kind: 'signedOut' };
  if (error.status === 422 && error.body && BUSINESS_EMAIL_PATHS.has(error.body.path ?? '')) {
    return { kind: 'event', event: { type: 'emailRejected', message: error.body.message } };
  }
  const retryable = error.retryable || error.kind === 'timeout';
  return { kind: 'event', event: { type: 'failed', retryable } };
}
