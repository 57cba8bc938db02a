/**
 * The iframe side of the embed protocol, used by the host app's `/embed/*` pages. The frame
 * accepts the handshake only from its parent window (`event.source === window.parent`) and only
 * from the `parentOrigin` named in its URL, which must also be in `allowedParentOrigins` when the
 * app configures such a list (docs/embedding.md, "Allowed origins"). Until the handshake nothing
 * but `announce` leaves the frame, and that only to `parentOrigin`; after it every message goes
 * to that exact origin.
 */
import {
  envelope,
  isCommandType,
  readEnvelope,
  toOrigin,
  type EmbedCommand,
  type EmbedEvent,
  type EmbedWidget,
  type HandshakeMessage,
} from './protocol';

/** What an embed page reads from its URL. */
export interface EmbedParams {
  reportId: string;
  /** The origin of the page that embeds this frame. */
  parentOrigin: string;
  /** The channel the parent chose; messages of other channels are ignored. */
  channel: string;
  /** A token given in the URL (parents without the loader script); the loader sends it in `hello` instead. */
  token: string | null;
}

/**
 * Reads and checks the embed URL's parameters; throws an error naming the missing or bad one.
 * `channel` defaults to 'default' for parents that embed a single frame by hand.
 */
export function readEmbedParams(search: string): EmbedParams {
  const params = new URLSearchParams(search);
  const reportId = params.get('reportId')?.trim() ?? '';
  if (reportId === '') throw new Error('The embed URL has no reportId parameter.');
  const parentOrigin = params.get('parentOrigin');
  if (!parentOrigin) throw new Error('The embed URL has no parentOrigin parameter (the origin of the embedding page).');
  const token = params.get('token');
  return { reportId, parentOrigin: toOrigin(parentOrigin, 'parentOrigin'), channel: params.get('channel') || 'default', token: token || null };
}

/** Options of {@link connectFrame}. */
export interface FrameOptions {
  widget: EmbedWidget;
  /** From {@link readEmbedParams}. */
  parentOrigin: string;
  channel: string;
  /**
   * Origins allowed to embed this app (a server-side list); when given, a `parentOrigin` outside it
   * is refused and the frame never speaks. Omitted: the `parentOrigin` of the URL is the only one accepted.
   */
  allowedParentOrigins?: readonly string[];
  /** The parent opened the session; `token` is the report token it sent, if any. Called on each `hello`. */
  onHello(payload: { token?: string }): void;
  /** A command from the parent, after the handshake. */
  onCommand(command: EmbedCommand): void;
  /** The element whose height is posted as `resize`; default the document element. Null: no auto-resize. */
  sizeElement?: Element | null;
  /** The frame's window; default the global one (tests pass their own). */
  window?: Window;
}

/** A connected frame. */
export interface FrameConnection {
  /** True once the parent's `hello` was accepted. */
  readonly connected: boolean;
  /** Posts an event to the parent (queued until the handshake). */
  emit(event: EmbedEvent): void;
  /** Stops listening and observing. */
  destroy(): void;
}

/** Starts the frame side: announces itself to the parent and waits for its `hello`. */
export function connectFrame(options: FrameOptions): FrameConnection {
  const win = options.window ?? window;
  const parentOrigin = toOrigin(options.parentOrigin, 'parentOrigin');
  if (options.allowedParentOrigins) {
    const allowed = options.allowedParentOrigins.map((o) => toOrigin(o, 'each of allowedParentOrigins'));
    if (!allowed.includes(parentOrigin)) {
      throw new Error(`Curbcut embed: ${parentOrigin} is not allowed to embed this app.`);
    }
  }
  const parent = win.parent;
  if (parent === win) throw new Error('Curbcut embed: this page is not inside an iframe.');
  // Where the browser tells us who frames us (Chromium, WebKit), a parentOrigin that lies is refused.
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor !== undefined && ancestor !== parentOrigin) {
    throw new Error(`Curbcut embed: parentOrigin ${parentOrigin} is not the embedding page (${ancestor}).`);
  }

  let connected = false;
  let destroyed = false;
  const pending: EmbedEvent[] = [];
  let lastHeight = -1;

  const post = (message: HandshakeMessage | EmbedEvent) => parent.postMessage(envelope(options.channel, message), parentOrigin);

  const emit = (event: EmbedEvent) => {
    if (destroyed) return;
    if (connected) post(event);
    else if (event.type === 'resize') {
      // Only the latest height matters.
      const at = pending.findIndex((e) => e.type === 'resize');
      if (at >= 0) pending.splice(at, 1);
      pending.push(event);
    } else pending.push(event);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source === null || event.source !== parent || event.origin !== parentOrigin) return;
    const message = readEnvelope(event.data, options.channel);
    if (!message) return;
    if (message.type === 'hello') {
      const token = (message.payload as { token?: unknown }).token;
      options.onHello(typeof token === 'string' && token !== '' ? { token } : {});
      post({ type: 'welcome', payload: { widget: options.widget, v: 1 } });
      if (!connected) {
        connected = true;
        for (const queued of pending.splice(0)) post(queued);
      }
    } else if (connected && isCommandType(message.type)) {
      options.onCommand({ type: message.type, payload: message.payload } as EmbedCommand);
    }
  };

  const sizeElement = options.sizeElement === undefined ? win.document.documentElement : options.sizeElement;
  const measure = () => {
    if (!sizeElement) return;
    const height = Math.ceil(sizeElement.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    emit({ type: 'resize', payload: { height } });
  };
  const ResizeObserverCtor = (win as Window & { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  const observer = sizeElement && ResizeObserverCtor ? new ResizeObserverCtor(measure) : null;
  if (sizeElement) observer?.observe(sizeElement);

  win.addEventListener('message', onMessage);
  post({ type: 'announce', payload: { widget: options.widget } });
  measure();

  return {
    get connected() {
      return connected;
    },
    emit,
    destroy() {
      destroyed = true;
      observer?.disconnect();
      win.removeEventListener('message', onMessage);
    },
  };
}
