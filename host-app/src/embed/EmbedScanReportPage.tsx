/**
 * `/embed/scan-report?reportId=&parentOrigin=&channel=[&token=]`: the iframe entry of the website
 * scan report, the same protocol as `/embed/build-report` (docs/embedding.md). No shell: only the
 * report, minimal, its view state kept in memory. The frame announces itself to `parentOrigin`,
 * takes the report token from the parent's `hello` (or, for parents that embed by hand, from the
 * URL), posts the widget's events (breadcrumbs become `navigate` to 'scanList' / 'scan') only to the
 * origin it learned at the handshake, and applies the parent's commands.
 */
import { useEffect, useRef, useState } from 'react';
import { connectFrame, readEmbedParams, type EmbedParams, type EmbedWidget, type FrameConnection } from '@curbcut/embed';
import { PUBLIC_LINK_TOKEN_PREFIX } from '@curbcut/core';
import { ScanReport, memoryUrlStateStore, type ScanReportApi, type ScanReportEvent } from '@curbcut/widgets';

type Setup = { ok: true; params: EmbedParams } | { ok: false; message: string };

const WIDGET: EmbedWidget = 'scan-report';

function readSetup(): Setup {
  try {
    return { ok: true, params: readEmbedParams(window.location.search) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** The embedded website scan report. */
export function EmbedScanReportPage() {
  const [setup] = useState(readSetup);
  const [urlState] = useState(() => memoryUrlStateStore());
  const [failure, setFailure] = useState<string | null>(setup.ok ? null : setup.message);
  const [token, setToken] = useState<string | null>(setup.ok ? setup.params.token : null);
  // The report renders only once the frame side is up, so nothing loads for a refused parent.
  const [listening, setListening] = useState(false);
  const sizeRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<FrameConnection | null>(null);
  const apiRef = useRef<ScanReportApi | null>(null);

  useEffect(() => {
    if (!setup.ok) return;
    let frame: FrameConnection;
    try {
      frame = connectFrame({
        widget: WIDGET,
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
  }, [setup]);

  // Queued by the frame until the handshake, then posted to the learned origin only.
  const onEvent = (event: ScanReportEvent) => frameRef.current?.emit(event);

  return (
    <div ref={sizeRef} className="embed-frame">
      <title>Curbcut website scan report</title>
      <main className="embed-main">
        {failure || !setup.ok ? (
          <div className="status-page" role="alert">
            <h1>This report cannot be embedded here</h1>
            <p>{failure}</p>
          </div>
        ) : token === null || !listening ? (
          <p role="status">Waiting for the host page…</p>
        ) : (
          <ScanReport
            source={{ kind: 'server', reportId: setup.params.reportId, token, access: token.startsWith(PUBLIC_LINK_TOKEN_PREFIX) ? 'public' : 'embed' }}
            urlState={urlState}
            minimal
            onEvent={onEvent}
            onApi={(api) => {
              apiRef.current = api;
            }}
          />
        )}
      </main>
    </div>
  );
}
