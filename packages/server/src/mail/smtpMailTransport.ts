/**
 * SMTP through nodemailer, for `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://`
 * (TLS from the start). Timeouts are short enough that a dead mail server fails a request well
 * within the client's 30 s, instead of hanging it.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './mailTransport';

const TIMEOUT_MS = 10_000;

/** Thrown at start-up when the SMTP URL cannot work, naming what is wrong. */
export class SmtpUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmtpUrlError';
  }
}

/** The URL parsed and checked: smtp: or smtps:, with a host. */
export function parseSmtpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SmtpUrlError(`The SMTP URL is not a URL: expected smtp://user:pass@host:port or smtps://..., got "${redact(value)}".`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new SmtpUrlError(`The SMTP URL must start with smtp:// or smtps://, got "${url.protocol}//".`);
  }
  if (url.hostname === '') throw new SmtpUrlError('The SMTP URL names no host: expected smtp://user:pass@host:port.');
  return url;
}

/** A URL with its password hidden, for messages. */
function redact(value: string): string {
  return value.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

/** Sends through one SMTP server, from one sender address. */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = parseSmtpUrl(smtpUrl);
    this.transporter = nodemailer.createTransport({
      host: url.hostname,
      port: url.port === '' ? (url.protocol === 'smtps:' ? 465 : 587) : Number(url.port),
      secure: url.protocol === 'smtps:',
      ...(url.username === '' ? {} : { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
