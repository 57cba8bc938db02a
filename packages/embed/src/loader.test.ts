// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embed, type EmbedHandle } from './loader';
import { envelope, type EmbedEvent, type ProtocolMessage } from './protocol';

const APP = 'https://app.example';

let host: HTMLElement;
let handle: EmbedHandle | null = null;

beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
});
afterEach(() => {
  handle?.destroy();
  handle = null;
  host.remove();
});

function start(extra: Partial<Parameters<typeof embed>[0]> = {}) {
  const events: EmbedEvent[] = [];
  handle = embed({ element: host, widget: 'build-report', appOrigin: APP, reportId: 'rep_1', token: 'tok_secret', onEvent: (e) => events.push(e), ...extra });
  const frameWindow = handle.iframe.contentWindow;
  if (!frameWindow) throw new Error('no iframe window');
  const posted = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
  const channel = new URL(handle.iframe.src).searchParams.get('channel') ?? '';
  /** Delivers a message to the parent as if the frame (or someone else) posted it. */
  const fromFrame = (message: ProtocolMessage, init: { origin?: string; source?: MessageEventSource | null; channel?: string } = {}) => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: envelope(init.channel ?? channel, message),
        origin: init.origin ?? APP,
        source: init.source === undefined ? frameWindow : init.source,
      }),
    );
  };
  return { events, posted, channel, fromFrame, frameWindow };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('embed (parent side)', () => {
  it('creates a titled iframe on the embed entry with the report, parent origin and a channel, but never the token', () => {
    const { channel } = start();
    const src = new URL(handle!.iframe.src);
    expect(src.origin + src.pathname).toBe(`${APP}/embed/build-report`);
    expect(src.searchParams.get('reportId')).toBe('rep_1');
    expect(src.searchParams.get('parentOrigin')).toBe(window.location.origin);
    expect(channel).toMatch(/^[0-9a-f]{24}$/);
    expect(handle!.iframe.src).not.toContain('tok_secret');
    expect(handle!.iframe.title).toBe('Curbcut build report');
    expect(host.querySelector('iframe')).toBe(handle!.iframe);
  });

  it('opens the PDF report on its own entry, named for what it shows', () => {
    start({ widget: 'pdf-report' });
    expect(new URL(handle!.iframe.src).pathname).toBe('/embed/pdf-report');
    expect(handle!.iframe.title).toBe('Curbcut PDF report');
  });

  it('answers announce with hello carrying the token, posted to the app origin and never to *', async () => {
    const { posted, fromFrame, channel } = start();
    fromFrame({ type: 'announce', payload: { widget: 'build-report' } });
    await flush();
    expect(posted).toHaveBeenCalledWith({ ns: 'curbcut', v: 1, channel, type: 'hello', payload: { token: 'tok_secret' } }, APP);
    for (const call of posted.mock.calls) expect(call[1]).not.toBe('*');
  });

  it('asks getToken for a fresh token at each handshake', async () => {
    let n = 0;
    const { posted, fromFrame } = start({ token: undefined, getToken: async () => `fresh_${++n}` });
    fromFrame({ type: 'announce', payload: { widget: 'build-report' } });
    await flush();
    expect(posted.mock.calls.at(-1)?.[0]).toMatchObject({ type: 'hello', payload: { token: 'fresh_1' } });
  });

  it('queues commands until welcome, then sends them to the learned origin', async () => {
    const { posted, fromFrame } = start();
    handle!.command({ type: 'open-issue', payload: { issueId: 'iss_9' } });
    expect(posted).not.toHaveBeenCalled();
    fromFrame({ type: 'welcome', payload: { widget: 'build-report', v: 1 } });
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ type: 'open-issue', payload: { issueId: 'iss_9' } }), APP);
    handle!.command({ type: 'set-theme', payload: { theme: 'dark' } });
    expect(posted.mock.calls.at(-1)).toEqual([expect.objectContaining({ type: 'set-theme' }), APP]);
  });

  it('forwards events after the handshake and sizes the iframe from resize', () => {
    const { events, fromFrame } = start();
    fromFrame({ type: 'ready', payload: { reportId: 'rep_1', name: 'too early' } });
    expect(events).toEqual([]);
    fromFrame({ type: 'welcome', payload: { widget: 'build-report', v: 1 } });
    fromFrame({ type: 'resize', payload: { height: 812.4 } });
    fromFrame({ type: 'issue-selected', payload: { issueId: 'i1', ruleId: 'image-alt', componentId: 'img', index: 0, total: 3 } });
    expect(handle!.iframe.style.height).toBe('813px');
    expect(events.map((e) => e.type)).toEqual(['resize', 'issue-selected']);
  });

  it('ignores messages from another origin, another window or another channel', () => {
    const { events, fromFrame, posted } = start();
    fromFrame({ type: 'welcome', payload: { widget: 'build-report', v: 1 } }, { origin: 'https://evil.example' });
    fromFrame({ type: 'welcome', payload: { widget: 'build-report', v: 1 } }, { source: window });
    fromFrame({ type: 'welcome', payload: { widget: 'build-report', v: 1 } }, { channel: 'someone-else' });
    handle!.command({ type: 'set-theme', payload: { theme: 'dark' } });
    expect(posted).not.toHaveBeenCalled();
    fromFrame({ type: 'welcome', payload: { widget: 'build-report', v: 1 } });
    fromFrame({ type: 'error', payload: { code: 'x', message: 'forged' } }, { origin: 'https://evil.example' });
    fromFrame({ type: 'resize', payload: { height: 5000 } }, { source: null });
    expect(events).toEqual([]);
    expect(handle!.iframe.style.height).toBe('480px');
  });

  it('accepts a frame origin listed in allowedOrigins', () => {
    const other = 'https://cdn.app.example';
    const { events, fromFrame } = start({ allowedOrigins: [APP, other] });
    fromFrame({ type: 'welcome', payload: { widget: 'build-report', v: 1 } }, { origin: other });
    fromFrame({ type: 'ready', payload: { reportId: 'rep_1', name: 'Checkout' } }, { origin: other });
    // Once learned, the origin is fixed: the other allowed origin is no longer heard.
    fromFrame({ type: 'ready', payload: { reportId: 'rep_1', name: 'Again' } }, { origin: APP });
    expect(events).toEqual([{ type: 'ready', payload: { reportId: 'rep_1', name: 'Checkout' } }]);
  });

  it('refuses bad options with errors naming the option', () => {
    const base = { element: host, widget: 'build-report' as const, appOrigin: APP, reportId: 'rep_1', token: 't' };
    expect(() => embed({ ...base, appOrigin: 'app.example' })).toThrow(/appOrigin must be an absolute http\(s\) URL/);
    expect(() => embed({ ...base, appOrigin: 'javascript:alert(1)' })).toThrow(/appOrigin must use http or https/);
    expect(() => embed({ ...base, reportId: ' ' })).toThrow(/reportId is required/);
    expect(() => embed({ ...base, token: undefined })).toThrow(/give token or getToken/);
    expect(() => embed({ ...base, widget: 'workflow-report' as never })).toThrow(/widget must be one of build-report, scan-report/);
    expect(() => embed({ ...base, element: {} as Element })).toThrow(/element must be a DOM element/);
  });

  it('destroy removes the iframe and stops listening', () => {
    const { events, fromFrame } = start();
    const iframe = handle!.iframe;
    handle!.destroy();
    fromFrame({ type: 'welcome', payload: { widget: 'build-report', v: 1 } }, { source: iframe.contentWindow });
    expect(host.querySelector('iframe')).toBeNull();
    expect(events).toEqual([]);
    expect(() => handle!.command({ type: 'set-theme', payload: { theme: 'dark' } })).toThrow(/destroyed/);
  });
});
