/**
 * The Curbcut embed protocol, version 1: the messages a parent page and a Curbcut iframe exchange
 * with `postMessage`. Every message is an envelope `{ns: 'curbcut', v: 1, channel, type, payload}`;
 * `channel` is chosen by the parent per embed, so several embeds on one page never hear each
 * other. The lifecycle (docs/embedding.md):
 *
 * 1. frame -> parent `announce`: the frame's listener is up (posted to the `parentOrigin` of its URL only).
 * 2. parent -> frame `hello`: sent on `announce` and on the iframe's load event (whichever comes
 *    first wins; a repeated hello is answered again). Carries the report token.
 * 3. frame -> parent `welcome`: the handshake is done; each side now knows the other's exact origin
 *    and posts only to it. Queued commands flush, queued events flush.
 * 4. frame -> parent events (`ready` once the report has loaded, `resize`, ...); parent -> frame commands.
 *
 * This module is the wire format only: no DOM access, so both sides and documentation share it.
 */
import type { IssueFilters } from '@curbcut/core';

/** Namespace of every Curbcut message. */
export const PROTOCOL_NS = 'curbcut';
/** Protocol version spoken by this build. */
export const PROTOCOL_VERSION = 1;

/** The widgets that can be embedded, with the path of their iframe entry on the app. */
export const EMBED_WIDGETS = {
  'build-report': '/embed/build-report',
  'scan-report': '/embed/scan-report',
  'pdf-report': '/embed/pdf-report',
  'manual-report': '/embed/manual-report',
  compare: '/embed/compare',
} as const;
/** A widget that can be embedded. */
export type EmbedWidget = keyof typeof EMBED_WIDGETS;

/**
 * Events the frame posts to the parent after the handshake. The widget's own events
 * (`ready`, `navigate`, `issue-selected`, `filters-changed`, `error`) mirror `WidgetEvent` of
 * `@curbcut/widgets`; `resize` comes from the frame itself.
 */
export type EmbedEvent =
  /** The report has loaded and is on screen (once per load). */
  | { type: 'ready'; payload: { reportId: string | null; name: string } }
  /** The content height changed (CSS pixels); the loader sets the iframe to it. Posted only on change. */
  | { type: 'resize'; payload: { height: number } }
  /**
   * The user followed a link that leaves the widget (breadcrumb, compare, test case). The scan
   * report's breadcrumbs name `scanList` (Website Scan) and `scan` (the scan's page); the PDF
   * report's names `pdfList` (PDF Scanner); the manual report's `manualList` (Workflow Analyzer or
   * Assisted Tests).
   */
  | { type: 'navigate'; payload: { to: 'allBuilds' | 'home' | 'compare' | 'testCase' | 'scanList' | 'scan' | 'pdfList' | 'manualList'; href: string | null } }
  /** The user opened an issue in the details panel. */
  | { type: 'issue-selected'; payload: { issueId: string; ruleId: string; componentId: string; index: number; total: number } }
  /** The applied filters changed (by the user or by a `set-filters` command). */
  | { type: 'filters-changed'; payload: { filters: IssueFilters } }
  /** Loading failed or a command was refused; `code` is machine-readable (for example `unauthorized`). */
  | { type: 'error'; payload: { code: string; message: string } };

/** Commands the parent may send once the handshake is done (the loader queues earlier ones). */
export type EmbedCommand =
  /** Replaces the applied issue filters. */
  | { type: 'set-filters'; payload: { filters: IssueFilters } }
  /** Opens one issue in the details panel. */
  | { type: 'open-issue'; payload: { issueId: string } }
  /** Switches the colour scheme. */
  | { type: 'set-theme'; payload: { theme: 'light' | 'dark' } };

/** Handshake messages. */
export type HandshakeMessage =
  /** frame -> parent: the frame listens; answer with `hello`. */
  | { type: 'announce'; payload: { widget: EmbedWidget } }
  /** parent -> frame: opens the session; `token` is an embed or public-link token for the report. */
  | { type: 'hello'; payload: { token?: string } }
  /** frame -> parent: the session is open. */
  | { type: 'welcome'; payload: { widget: EmbedWidget; v: typeof PROTOCOL_VERSION } };

/** Every message body (type + payload). */
export type ProtocolMessage = EmbedEvent | EmbedCommand | HandshakeMessage;

/** A message as posted. */
export type Envelope<M extends ProtocolMessage = ProtocolMessage> = M & {
  ns: typeof PROTOCOL_NS;
  v: typeof PROTOCOL_VERSION;
  channel: string;
};

const EVENT_TYPES: ReadonlySet<string> = new Set(['ready', 'resize', 'navigate', 'issue-selected', 'filters-changed', 'error']);
const COMMAND_TYPES: ReadonlySet<string> = new Set(['set-filters', 'open-issue', 'set-theme']);

/** Wraps a message in the envelope of `channel`. */
export function envelope<M extends ProtocolMessage>(channel: string, message: M): Envelope<M> {
  return { ns: PROTOCOL_NS, v: PROTOCOL_VERSION, channel, type: message.type, payload: message.payload } as unknown as Envelope<M>;
}

/** The envelope in `data` when it is a version-1 Curbcut message of `channel`; otherwise null. */
export function readEnvelope(data: unknown, channel: string): Envelope | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m['ns'] !== PROTOCOL_NS || m['v'] !== PROTOCOL_VERSION || m['channel'] !== channel) return null;
  if (typeof m['type'] !== 'string' || typeof m['payload'] !== 'object' || m['payload'] === null) return null;
  return m as unknown as Envelope;
}

/** True for the types the frame may post as events. */
export function isEventType(type: string): type is EmbedEvent['type'] {
  return EVENT_TYPES.has(type);
}

/** True for the types the parent may send as commands. */
export function isCommandType(type: string): type is EmbedCommand['type'] {
  return COMMAND_TYPES.has(type);
}

/**
 * The origin (`scheme://host[:port]`) of an absolute http(s) URL or origin; throws an error naming
 * `what` when `value` is not one. Origins are compared exactly, so they are normalised first.
 */
export function toOrigin(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Curbcut embed: ${what} must be an absolute http(s) URL, got ${JSON.stringify(value)}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Curbcut embed: ${what} must use http or https, got ${JSON.stringify(value)}.`);
  }
  return url.origin;
}
