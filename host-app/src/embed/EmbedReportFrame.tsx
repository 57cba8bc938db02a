/**
 * The iframe side of the embed protocol (docs/embedding.md), shared by every `/embed/*` entry:
 * `?reportId=&parentOrigin=&channel=[&token=]`. No shell: only the report, minimal, its view state
 * kept in memory (the frame's own address carries the protocol's parameters). The frame announces
 * itself to `parentOrigin`, takes the report token from the parent's `hello` (or, for parents that
 * embed by hand, from the URL), posts the widget's events only to the origin it learned at the
 * handshake (queued until then) and applies the parent's commands.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { connectFrame, readEmbedParams, type EmbedEvent, type EmbedParams, type EmbedWidget, type FrameConnection } from '@curbcut/embed';
import { PUBLIC_LINK_TOKEN_PREFIX } from '@curbcut/core';
import { memoryUrlStateStore, type ServerReportSource, type UrlStateStore, type WidgetCommand } from '@curbcut/widgets';

type Setup = { ok: true; params: EmbedParams } | { ok: false; message: string };

function readSetup(): Setup {
  try {
    return { ok: true, params: readEmbedParams(window.location.search) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** What the frame hands the widget it renders. */
export interface EmbeddedWidgetProps {
  source: ServerReportSource;
  urlState: UrlStateStore;
  onEvent: (event: EmbedEvent) => void;
  onApi: (api: { command(command: WidgetCommand): void }) => void;
}

/** One embed entry: which widget it is, its document title, and how to render the widget. */
export function EmbedReportFrame({ widget, title, render }: { widget: EmbedWidget; title: string; render: (props: EmbeddedWidgetProps) => ReactNode }) {
  const [setup] = useState(readSetup);
  const [urlState] = useState(() => memoryUrlStateStore());
  const [failure, setFailure] = useState<string | null>(setup.ok ? null : setup.message);
  const [token, setToken] = useState<string | null>(setup.ok ? setup.params.token : null);
  // The report renders only once the frame side is up, so nothing loads for a refused parent.
  const [listening, setListening] = useState(false);
  const sizeRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<FrameConnection | null>(null);
  const apiRef = useRef<{ command(command: WidgetCommand): void } | null>(null);

  useEffect(() => {
    if (!setup.ok) return;
    let frame: FrameConnection;
    try {
      frame = connectFrame({
        widget,
        parentOrigin: setup.params.parentOrigin,
        channel: setup.params.channel,
        sizeElement: sizeRef.current,
        onHello: ({ token: sent }) => {
          if (sent) setToken(sent);
        },
        onCommand: (command) => apiRef.current?.command(command),
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return;
    }
    frameRef.current = frame;
    setListening(true);
    return () => {
      frame.destroy();
      frameRef.current = null;
      setListening(false);
    };
  }, [setup, widget]);

  return (
    <div ref={sizeRef} className="embed-frame">
      <title>{title}</title>
      <main className="embed-main">
        {failure || !setup.ok ? (
          <div className="status-page" role="alert">
            <h1>This report cannot be embedded here</h1>
            <p>{failure}</p>
          </div>
        ) : token === null || !listening ? (
          <p role="status">Waiting for the host page…</p>
        ) : (
          render({
            source: { kind: 'server', reportId: setup.params.reportId, token, access: token.startsWith(PUBLIC_LINK_TOKEN_PREFIX) ? 'public' : 'embed' },
            urlState,
            onEvent: (event) => frameRef.current?.emit(event),
            onApi: (api) => {
              apiRef.current = api;
            },
          })
        )}
      </main>
    </div>
  );
}
