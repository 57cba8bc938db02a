/**
 * The business-email check of the contact forms (spec 000 section 5): when the email-domain check is
 * on, an address at a free-mail provider is refused. The list is the one place to add a provider.
 */

/** Free-mail domains (lower case). */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'outlook.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'tutanota.com',
  'mail.ru',
  'web.de',
  'qq.com',
  '163.com',
  'rediffmail.com',
]);

/** One address, no spaces, a dotted domain: what a person types into "Business email". */
const EMAIL_PATTERN = /^[^\s@]+@([^\s@]+\.[A-Za-z]{2,63})$/;

/** Whether `email` is well formed and not at a free-mail provider. */
export function isBusinessEmail(email: string): boolean {
  const match = EMAIL_PATTERN.exec(email.trim());
  const domain = match?.[1]?.toLowerCase();
  return domain !== undefined && !FREE_MAIL_DOMAINS.has(domain);
}

/** Whether `email` is a well-formed address (any provider). */
export function isEmailAddress(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
