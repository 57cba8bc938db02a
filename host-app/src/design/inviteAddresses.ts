/** The typed addresses of a design-accessibility invitation: split, checked, de-duplicated. */
import { DESIGN_INVITE_MAX_EMAILS } from '@curbcut/core';

/** The addresses, or the first problem with them. */
export type ParsedAddresses = { ok: true; emails: string[] } | { ok: false; error: string };

// Deliberately loose (something@domain.tld): the mail server is the judge of deliverability.
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Splits `text` on commas, semicolons, spaces and new lines; every part must look like an address. */
export function parseInviteAddresses(text: string): ParsedAddresses {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  const invalid = parts.find((p) => !EMAIL.test(p));
  if (invalid !== undefined) return { ok: false, error: `'${invalid}' is not an email address.` };
  const emails = [...new Set(parts.map((p) => p.toLowerCase()))];
  if (emails.length > DESIGN_INVITE_MAX_EMAILS) {
    return { ok: false, error: `Type at most ${DESIGN_INVITE_MAX_EMAILS} addresses at a time (there are ${emails.length}).` };
  }
  return { ok: true, emails };
}
