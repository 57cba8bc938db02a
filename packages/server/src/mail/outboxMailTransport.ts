/**
 * The default mail transport: each mail becomes a row of `mail_outbox` instead of leaving the
 * machine, so a self-hosted server works with no mail server and operators (or a relay script)
 * can read what would have been sent.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newGrowthId } from '../growth/growthIds';
import { isoNow, type Clock } from '../time/clock';
import type { MailMessage, MailTransport } from './mailTransport';

/** Stores mails in the `mail_outbox` table. */
export class OutboxMailTransport implements MailTransport {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .insertInto('mail_outbox')
      .values({ id: newGrowthId('mail'), to: message.to, subject: message.subject, text: message.text, created_at: isoNow(this.clock) })
      .execute();
  }

  async close(): Promise<void> {
    // Nothing of its own to release: the database belongs to the server.
  }
}
