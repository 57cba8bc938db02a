/** Picks the mail transport from the options: SMTP when a URL is configured, the outbox otherwise. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../time/clock';
import { DEFAULT_MAIL_FROM, type MailTransport } from './mailTransport';
import { OutboxMailTransport } from './outboxMailTransport';
import { SmtpMailTransport } from './smtpMailTransport';

/** The environment variable read when the `smtpUrl` option is not given. */
export const SMTP_URL_ENV = 'CURBCUT_SMTP_URL';

/** The transport for `smtpUrl` (or CURBCUT_SMTP_URL), else the outbox of this database. */
export function createMailTransport(setup: {
  db: Kysely<Database>;
  clock: Clock;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
}): MailTransport {
  const smtpUrl = setup.smtpUrl ?? process.env[SMTP_URL_ENV];
  if (smtpUrl !== undefined && smtpUrl.trim() !== '') return new SmtpMailTransport(smtpUrl.trim(), setup.mailFrom ?? DEFAULT_MAIL_FROM);
  return new OutboxMailTransport(setup.db, setup.clock);
}
