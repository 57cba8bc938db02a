/**
 * The parent side of the embed protocol: `embed()` creates the iframe on the app's `/embed/*`
 * entry, runs the handshake, resizes the iframe and forwards the frame's events. Security follows
 * Penpal: a message is read only when its `event.source` is this iframe's window, its origin is in
 * `allowedOrigins` and its channel is this embed's; after the handshake everything is posted to
 * the exact origin learned there, never to `'*'`.
 */
import {
  EMBED_WIDGETS,
  envelope,
  isEventType,
  readEnvelope,
  toOrigin,
  type EmbedCommand,
  type EmbedEvent,
  type EmbedWidget,
  type HandshakeMessage,
} from './protocol';

/** Options of {@link embed}. */
export interface EmbedOptions {
  /** The element the iframe is appended to. */
  element: Element;
  /** Which widget to show. */
  widget: EmbedWidget;
  /** Where the Curbcut app is served, for example `https://curbcut.example.com`. */
  appOrigin: string;
  /** The report to show (`rep_...`). */
  reportId: string;
  /** An embed token (minted by your server with `POST /api/v1/auth/session_token`) or a public-link token. */
  token?: string;
  /** Called at each handshake for a fresh token; use it instead of `token` for short-lived tokens. */
  getToken?: () => string | Promise<string>;
  /** Origins the frame may answer from; default: the origin of `appOrigin` alone. */
  allowedOrigins?: readonly string[];
  /** Receives every event of the frame after the handshake. */
  onEvent?: (event: EmbedEvent) => void;
  /** Accessible name of the iframe; default the widget's ('Curbcut build report', 'Curbcut PDF report'...). */
  title?: string;
}

/** What {@link embed} returns. */
export interface EmbedHandle {
  /** The iframe created. */
  readonly iframe: HTMLIFrameElement;
  /** Sends a command; before the handshake it is queued and sent right after it. */
  command(command: EmbedCommand): void;
  /** Removes the iframe and stops listening. */
  destroy(): void;
}

/** Each widget's iframe name when the parent gives none: a screen reader announces the frame by it. */
const DEFAULT_TITLES: Readonly<Record<EmbedWidget, string>> = {
  'build-report': 'Curbcut build report',
  'scan-report': 'Curbcut website scan report',
  'pdf-report': 'Curbcut PDF report',
  'manual-report': 'Curbcut manual report',
  compare: 'Curbcut run comparison',
};

function randomChannel(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function validate(options: EmbedOptions): { appOrigin: string; allowed: ReadonlySet<string> } {
  if (typeof options !== 'object' || options === null) throw new Error('Curbcut.embed: options are required.');
  if (!(options.element instanceof Element)) throw new Error('Curbcut.embed: element must be a DOM element.');
  if (!Object.hasOwn(EMBED_WIDGETS, options.widget)) {
    throw new Error(`Curbcut.embed: widget must be one of ${Object.keys(EMBED_WIDGETS).join(', ')}, got ${JSON.stringify(options.widget)}.`);
  }
  if (typeof options.reportId !== 'string' || options.reportId.trim() === '') throw new Error('Curbcut.embed: reportId is required.');
  if (options.token === undefined && options.getToken === undefined) throw new Error('Curbcut.embed: give token or getToken.');
  const appOrigin = toOrigin(options.appOrigin, 'appOrigin');
  const allowed = new Set((options.allowedOrigins ?? [appOrigin]).map((o) => toOrigin(o, 'each of allowedOrigins')));
  return { appOrigin, allowed };
}

/** Embeds a Curbcut widget in an iframe appended to `options.element`. */
export function embed(options: EmbedOptions): EmbedHandle {
  const { appOrigin, allowed } = validate(options);
  const win = options.element.ownerDocument.defaultView;
  if (!win) throw new Error('Curbcut.embed: element must be in a document with a window.');
  const channel = randomChannel();
  const src = new URL(EMBED_WIDGETS[options.widget], appOrigin);
  src.searchParams.set('reportId', options.reportId);
  src.searchParams.set('parentOrigin', win.location.origin);
  src.searchParams.set('channel', channel);

  const iframe = options.element.ownerDocument.createElement('iframe');
  iframe.title = options.title ?? DEFAULT_TITLES[options.widget];
  iframe.src = src.href;
  iframe.setAttribute('allow', 'clipboard-write');
  iframe.style.cssText = 'display:block;width:100%;border:0;height:480px';

  // The exact origin of the frame, learned from its `welcome`; null until then.
  let peerOrigin: string | null = null;
  let destroyed = false;
  const queue: EmbedCommand[] = [];

  const post = (message: HandshakeMessage | EmbedCommand, targetOrigin: string) => {
    iframe.contentWindow?.postMessage(envelope(channel, message), targetOrigin);
  };

  const sendHello = async () => {
    let token: string | undefined = options.token;
    if (options.getToken) {
      try {
        token = await options.getToken();
      } catch (error) {
        options.onEvent?.({ type: 'error', payload: { code: 'token_unavailable', message: String(error) } });
        return;
      }
    }
    // Before the handshake the frame's origin is known only from appOrigin: post there, never to '*'.
    if (!destroyed) post({ type: 'hello', payload: token === undefined ? {} : { token } }, peerOrigin ?? appOrigin);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source === null || event.source !== iframe.contentWindow) return;
    if (!allowed.has(event.origin)) return;
    if (peerOrigin !== null && event.origin !== peerOrigin) return;
    const message = readEnvelope(event.data, channel);
    if (!message) return;
    if (message.type === 'announce') {
      void sendHello();
    } else if (message.type === 'welcome') {
      const first = peerOrigin === null;
      peerOrigin = event.origin;
      if (first) for (const command of queue.splice(0)) post(command, peerOrigin);
    } else if (peerOrigin !== null && isEventType(message.type)) {
      const forwarded = { type: message.type, payload: message.payload } as EmbedEvent;
      if (forwarded.type === 'resize') applyHeight(forwarded.payload.height);
      options.onEvent?.(forwarded);
    }
  };

  const applyHeight = (height: unknown) => {
    if (typeof height === 'number' && Number.isFinite(height) && height >= 0) iframe.style.height = `${Math.ceil(height)}px`;
  };

  const onLoad = () => void sendHello();
  win.addEventListener('message', onMessage);
  iframe.addEventListener('load', onLoad);
  options.element.appendChild(iframe);

  return {
    iframe,
    command(command) {
      if (destroyed) throw new Error('Curbcut.embed: this embed was destroyed.');
      if (peerOrigin === null) queue.push(command);
      else post(command, peerOrigin);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      win.removeEventListener('message', onMessage);
      iframe.removeEventListener('load', onLoad);
      iframe.remove();
    },
  };
}
