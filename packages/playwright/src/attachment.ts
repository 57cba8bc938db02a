/**
 * How a check's results travel from the worker that ran it to the reporter in the runner process:
 * as a JSON test attachment. Playwright already carries attachments across workers, and the blob
 * reporter carries them across shards, so the SDK needs no channel of its own.
 */
import type { AxeResults } from 'axe-core';

/** The attachment name every check uses; the reporter reads only attachments of this name. */
export const CHECK_ATTACHMENT_NAME = 'curbcut-a11y-check';

/** The attachment's content type. */
export const CHECK_ATTACHMENT_TYPE = 'application/json';

/** The browser a check ran in, as the fixture saw it. */
export interface CheckedBrowser {
  /** `chromium`, `firefox` or `webkit`. */
  name: string;
  /** The browser's own version, for example `156.0.7540.0`. */
  version: string;
}

/** One attachment: one axe run on one page state. */
export interface CheckPayload {
  /** Format version of this payload, so a newer reporter can read an older fixture's output. */
  format: 1;
  /** What the test called this state (`a11y.check({ label })`); `after each` for the automatic check. */
  label: string | null;
  browser: CheckedBrowser;
  results: AxeResults;
}

/** The attachment body of one check. */
export function encodeCheck(payload: CheckPayload): string {
  return JSON.stringify(payload);
}

/** An attachment as the reporter receives it. */
export interface ReceivedAttachment {
  name: string;
  contentType: string;
  body?: Buffer;
}

/**
 * The checks among a test result's attachments, in the order they ran. A body that is not a check
 * payload is reported by name rather than skipped, so a broken fixture never looks like a clean page.
 */
export function decodeChecks(attachments: readonly ReceivedAttachment[]): CheckPayload[] {
  const checks: CheckPayload[] = [];
  attachments.forEach((attachment, index) => {
    if (attachment.name !== CHECK_ATTACHMENT_NAME || attachment.contentType !== CHECK_ATTACHMENT_TYPE) return;
    if (!attachment.body) throw new Error(`Attachment ${index} (${CHECK_ATTACHMENT_NAME}) has no body.`);
    const parsed = JSON.parse(attachment.body.toString('utf8')) as Partial<CheckPayload>;
    if (parsed.format !== 1 || typeof parsed.results !== 'object' || parsed.results === null) {
      throw new Error(`Attachment ${index} (${CHECK_ATTACHMENT_NAME}) is not a Curbcut check: expected format 1 with axe results.`);
    }
    checks.push(parsed as CheckPayload);
  });
  return checks;
}
