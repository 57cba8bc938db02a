/**
 * How the server sends mail (contact-request notifications, design-accessibility invitations).
 * One small interface so the default needs no mail server at all (OutboxMailTransport keeps mails
 * in the database) and production plugs in SMTP (SmtpMailTransport) by configuration only.
 */

/** One plain-text mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. `send` resolves once the mail is accepted and rejects when it was not. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  /** Releases connections (called when the server closes). */
  close(): Promise<void>;
}

/** Default sender address when `mailFrom` is not configured. */
export const DEFAULT_MAIL_FROM = 'Curbcut <no-reply@curbcut.local>';
/** Default recipient of contact-request notifications. */
export const DEFAULT_SALES_EMAIL = 'sales@curbcut.local';
