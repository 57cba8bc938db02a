import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@curbcut/client';
import {
  canSubmit,
  classifyContactFailure,
  CONTACT_RETRY_COUNT,
  contactFormReducer,
  initialContactState,
  QUERY_TYPES,
  validateContactForm,
  type ContactFormEvent,
  type ContactFormState,
} from './contactFormMachine';

function run(state: ContactFormState, ...events: ContactFormEvent[]): ContactFormState {
  return events.reduce(contactFormReducer, state);
}

const SUBMIT = { type: 'submit' } as const;
const FAIL = { type: 'failed', retryable: true } as const;

function httpError(status: number, body: ApiRequestError['body'] = null): ApiRequestError {
  return new ApiRequestError({ kind: 'http', method: 'POST', url: '/api/growth/contact', status, body });
}

describe('contactFormReducer', () => {
  it('starts idle with the spec’s retry count of 2', () => {
    expect(CONTACT_RETRY_COUNT).toBe(2);
    expect(initialContactState()).toEqual({ phase: 'idle', retriesLeft: 2, duplicateOf: null, emailError: null, schedulerUrl: null });
  });

  it('opens on DUPLICATE when a demo was already requested', () => {
    expect(initialContactState({ submittedAt: '2026-03-01T10:00:00.000Z' })).toMatchObject({ phase: 'DUPLICATE', duplicateOf: '2026-03-01T10:00:00.000Z' });
    expect(initialContactState({ submittedAt: null })).toMatchObject({ phase: 'DUPLICATE', duplicateOf: null });
  });

  it('ends on SUCCESS, or RH_SCHEDULER when the lead goes to a scheduler', () => {
    expect(run(initialContactState(), SUBMIT, { type: 'submitted', schedulerUrl: null }).phase).toBe('SUCCESS');
    const routed = run(initialContactState(), SUBMIT, { type: 'submitted', schedulerUrl: 'https://cal.example/x' });
    expect(routed).toMatchObject({ phase: 'RH_SCHEDULER', schedulerUrl: 'https://cal.example/x' });
  });

  it('still counts as SUCCESS when the scheduler fails to open', () => {
    const routed = run(initialContactState(), SUBMIT, { type: 'submitted', schedulerUrl: 'https://cal.example/x' });
    expect(run(routed, { type: 'schedulerFailed' })).toMatchObject({ phase: 'SUCCESS', schedulerUrl: null });
  });

  it('decrements the counter on each failure: RETRY first, ERROR on the last attempt', () => {
    const once = run(initialContactState(), SUBMIT, FAIL);
    expect(once).toMatchObject({ phase: 'RETRY', retriesLeft: 1 });
    const twice = run(once, SUBMIT, FAIL);
    expect(twice).toMatchObject({ phase: 'ERROR', retriesLeft: 0 });
    expect(run(twice, SUBMIT)).toBe(twice);
  });

  it('a retry that succeeds ends on SUCCESS', () => {
    expect(run(initialContactState(), SUBMIT, FAIL, SUBMIT, { type: 'submitted', schedulerUrl: null }).phase).toBe('SUCCESS');
  });

  it('goes straight to ERROR when sending again cannot help', () => {
    expect(run(initialContactState(), SUBMIT, { type: 'failed', retryable: false })).toMatchObject({ phase: 'ERROR', retriesLeft: 1 });
  });

  it('shows DUPLICATE with the date the server reports', () => {
    const state = run(initialContactState(), SUBMIT, { type: 'duplicate', submittedAt: '2026-02-02T09:30:00.000Z' });
    expect(state).toMatchObject({ phase: 'DUPLICATE', duplicateOf: '2026-02-02T09:30:00.000Z' });
  });

  it('keeps the form on INPUT_ERROR with the server’s message until the email changes', () => {
    const rejected = run(initialContactState(), SUBMIT, { type: 'emailRejected', message: 'Please use your work email.' });
    expect(rejected).toMatchObject({ phase: 'INPUT_ERROR', emailError: 'Please use your work email.', retriesLeft: 2 });
    expect(run(rejected, { type: 'emailEdited' })).toMatchObject({ phase: 'idle', emailError: null });
    expect(run(rejected, SUBMIT)).toMatchObject({ phase: 'submitting', emailError: null });
  });

  it('ignores answers that arrive when no submit is in flight', () => {
    const idle = initialContactState();
    expect(run(idle, { type: 'submitted', schedulerUrl: null })).toBe(idle);
    expect(run(idle, FAIL)).toBe(idle);
    const submitting = run(idle, SUBMIT);
    expect(run(submitting, SUBMIT)).toBe(submitting);
  });
});

describe('validateContactForm', () => {
  it('requires a message of at most 300 characters', () => {
    expect(validateContactForm({ message: '  ', businessEmail: '' }, false)).toEqual({ ok: false, errors: { message: 'Message is required.' } });
    expect(validateContactForm({ message: 'x'.repeat(300), businessEmail: '' }, false).ok).toBe(true);
    const long = validateContactForm({ message: 'x'.repeat(301), businessEmail: '' }, false);
    expect(long).toEqual({ ok: false, errors: { message: 'Message must be at most 300 characters (it has 301).' } });
  });

  it('requires the business email only when the domain check is on', () => {
    expect(validateContactForm({ message: 'Hi', businessEmail: '' }, true)).toEqual({
      ok: false,
      errors: { business_email: 'Business email is required.' },
    });
    expect(validateContactForm({ message: 'Hi', businessEmail: ' ana@acme.com ' }, true)).toEqual({
      ok: true,
      value: { message: 'Hi', businessEmail: 'ana@acme.com' },
    });
    expect(validateContactForm({ message: 'Hi', businessEmail: 'not-an-address' }, false)).toMatchObject({
      ok: false,
      errors: { business_email: 'Enter an email address like name@company.com.' },
    });
  });

  it('lists the query types with the spec’s codes', () => {
    expect(QUERY_TYPES.map((t) => `${t.id} ${t.label}`)).toEqual(['1 Sales', '2 Billing', '3 Technical', '4 Open source', '5 Other']);
  });
});

describe('canSubmit', () => {
  it('is off while the mandatory email is empty and while submitting', () => {
    const idle = initialContactState();
    expect(canSubmit(idle, '', true)).toBe(false);
    expect(canSubmit(idle, '', false)).toBe(true);
    expect(canSubmit(idle, 'a@b.co', true)).toBe(true);
    expect(canSubmit(run(idle, SUBMIT), 'a@b.co', true)).toBe(false);
  });
});

describe('classifyContactFailure', () => {
  it('maps 422 on business_email to INPUT_ERROR with the server’s message', () => {
    const error = httpError(422, { code: 'unprocessable', message: 'Use a company address.', path: 'business_email' });
    expect(classifyContactFailure(error)).toEqual({ kind: 'event', event: { type: 'emailRejected', message: 'Use a company address.' } });
  });

  it('maps 401 to the public contact page', () => {
    expect(classifyContactFailure(httpError(401))).toEqual({ kind: 'signedOut' });
  });

  it('lets 5xx, lost connections and timeouts retry, but not other refusals', () => {
    expect(classifyContactFailure(httpError(503))).toEqual({ kind: 'event', event: { type: 'failed', retryable: true } });
    const lost = new ApiRequestError({ kind: 'network', method: 'POST', url: '/x' });
    expect(classifyContactFailure(lost)).toEqual({ kind: 'event', event: { type: 'failed', retryable: true } });
    const late = new ApiRequestError({ kind: 'timeout', method: 'POST', url: '/x' });
    expect(classifyContactFailure(late)).toEqual({ kind: 'event', event: { type: 'failed', retryable: true } });
    expect(classifyContactFailure(httpError(400))).toEqual({ kind: 'event', event: { type: 'failed', retryable: false } });
  });
});
