/** The contact-sales query message (spec 000 sections 5 and 9): mandatory, at most 300 characters. */
import type { ValidationResult } from './result';

/** Longest contact message accepted. */
export const CONTACT_MESSAGE_MAX_LENGTH = 300;

/**
 * Checks a contact message. Length is counted in UTF-16 code units, as a textarea's maxlength
 * counts, so the browser limit and this check agree. Surrounding spaces do not count.
 */
export function validateContactMessage(message: string): ValidationResult {
  const value = message.trim();
  if (value === '') return { ok: false, error: 'Message is required.' };
  if (value.length > CONTACT_MESSAGE_MAX_LENGTH) {
    return { ok: false, error: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters (it has ${value.length}).` };
  }
  return { ok: true, value };
}
