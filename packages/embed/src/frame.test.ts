// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectFrame, readEmbedParams, type FrameConnection } from './frame';
import { envelope, type EmbedCommand, type ProtocolMessage } from './protocol';

const PORTAL = 'http://localhost:4173';
const CHANNEL = 'c0ffee';

let iframe: HTMLIFrameElement;
let frameWindow: Window;
let connection: FrameConnection | null = null;

beforeEach(() => {
  iframe = document.createElement('iframe');
  document.body.appendChild(iframe);
  frameWindow = iframe.contentWindow!;
});
afterEach(() => {
  connection?.destroy();
  connection = null;
  iframe.remove();
  vi.restoreAllMocks();
});

function start(options: { allowedParentOrigins?: string[] } = {}) {
  // The frame posts to its parent window.
  const parent = frameWindow.parent;
  const posted = vi.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
  const hellos: { token?: string }[] = [];
  const commands: EmbedCommand[] = [];
  connection = connectFrame({
    widget: 'build-report',
    parentOrigin: PORTAL,
    channel: CHANNEL,
    onHello: (p) => hellos.push(p),
    onCommand: (c) => commands.push(c),
    sizeElement: null,
    window: frameWindow,
    ...options,
  });
  const toFrame = (message: ProtocolMessage, init: { origin?: string; source?: MessageEventSource | null; channel?: string } = {}) => {
    frameWindow.dispatchEvent(
      new (frameWindow as Window & typeof globalThis).MessageEvent('message', {
        data: envelope(init.channel ?? CHANNEL, message),
        origin: init.origin ?? PORTAL,
        source: init.source === undefined ? parent : init.source,
      }),
    );
  };
  const types = () => posted.mock.calls.map((c) => (c[0] as { type: string }).type);
  return { posted, hellos, commands, toFrame, types };
}

describe('readEmbedParams', () => {
  it('reads the report, the parent origin (normalised), the channel and an optional token', () => {
    expect(readEmbedParams('?reportId=rep_1&parentOrigin=http%3A%2F%2Flocalhost%3A4173%2Fpath&channel=abc')).toEqual({
      reportId: 'rep_1',
      parentOrigin: PORTAL,
      channel: 'abc',
      token: null,
    });
    expect(readEmbedParams(`?reportId=rep_1&parentOrigin=${PORTAL}&token=pub_x`)).toMatchObject({ channel: 'default', token: 'pub_x' });
  });

  it('names the missing or bad parameter', () => {
    expect(() => readEmbedParams(`?parentOrigin=${PORTAL}`)).toThrow('The embed URL has no reportId parameter.');
    expect(() => readEmbedParams('?reportId=rep_1')).toThrow(/no parentOrigin parameter/);
    expect(() => readEmbedParams('?reportId=rep_1&parentOrigin=*')).toThrow(/parentOrigin must be an absolute http\(s\) URL/);
  });
});

describe('connectFrame (iframe side)', () => {
  it('announces itself to the parent origin only, then answers hello with welcome', () => {
    const { posted, hellos, toFrame } = start();
    expect(posted).toHaveBeenCalledWith({ ns: 'curbcut', v: 1, channel: CHANNEL, type: 'announce', payload: { widget: 'build-report' } }, PORTAL);
    toFrame({ type: 'hello', payload: { token: 'emb_123' } });
    expect(hellos).toEqual([{ token: 'emb_123' }]);
    expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'welcome', payload: { widget: 'build-report', v: 1 } }), PORTAL);
    expect(connection!.connected).toBe(true);
    for (const call of posted.mock.calls) expect(call[1]).toBe(PORTAL);
  });

  it('ignores a hello from a wrong origin, a wrong window or another channel', () => {
    const { hellos, toFrame, types } = start();
    toFrame({ type: 'hello', payload: { token: 'stolen' } }, { origin: 'https://evil.example' });
    toFrame({ type: 'hello', payload: { token: 'stolen' } }, { source: frameWindow });
    toFrame({ type: 'hello', payload: { token: 'stolen' } }, { source: null });
    toFrame({ type: 'hello', payload: { token: 'stolen' } }, { channel: 'other' });
    expect(hellos).toEqual([]);
    expect(connection!.connected).toBe(false);
    expect(types()).toEqual(['announce']);
  });

  it('applies commands only after the handshake and only from the parent', () => {
    const { commands, toFrame } = start();
    toFrame({ type: 'set-theme', payload: { theme: 'dark' } });
    toFrame({ type: 'hello', payload: {} });
    toFrame({ type: 'open-issue', payload: { issueId: 'x' } }, { origin: 'https://evil.example' });
    toFrame({ type: 'open-issue', payload: { issueId: 'iss_1' } });
    toFrame({ type: 'resize', payload: { height: 1 } } as ProtocolMessage);
    expect(commands).toEqual([{ type: 'open-issue', payload: { issueId: 'iss_1' } }]);
  });

  it('queues events until the handshake, keeping only the latest height', () => {
    const { posted, toFrame, types } = start();
    connection!.emit({ type: 'resize', payload: { height: 300 } });
    connection!.emit({ type: 'ready', payload: { reportId: 'rep_1', name: 'Checkout' } });
    connection!.emit({ type: 'resize', payload: { height: 640 } });
    expect(types()).toEqual(['announce']);
    toFrame({ type: 'hello', payload: {} });
    expect(types()).toEqual(['announce', 'welcome', 'ready', 'resize']);
    expect(posted.mock.calls.at(-1)?.[0]).toMatchObject({ type: 'resize', payload: { height: 640 } });
  });

  it('refuses a parentOrigin outside the configured list and a page that is not framed', () => {
    expect(() => start({ allowedParentOrigins: ['https://portal.example'] })).toThrow(`Curbcut embed: ${PORTAL} is not allowed to embed this app.`);
    expect(() =>
      connectFrame({ widget: 'build-report', parentOrigin: PORTAL, channel: CHANNEL, onHello: () => {}, onCommand: () => {}, window: frameWindow.parent }),
    ).toThrow('Curbcut embed: this page is not inside an iframe.');
  });
});
