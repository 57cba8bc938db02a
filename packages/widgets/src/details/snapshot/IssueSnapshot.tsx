/**
 * The issue-snapshot viewer of the details pane (spec 001 section 4, spec 002 sections 4 and 7):
 * the stored page of the issue in a sandboxed iframe, its element outlined, with zoom, expand /
 * collapse and a link to the page on its own. The page runs in an opaque origin with only the
 * server's viewer script; this side listens to that frame's window alone.
 */
import { useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@curbcut/client';
import { useWidget } from '../../shell/widgetContext';
import { getIssueSnapshot, snapshotHref } from './snapshotApi';
import { SNAPSHOT_TEXTS } from './texts';
import { useSnapshotFrame, type SnapshotFrameState } from './useSnapshotFrame';
import { canZoomIn, canZoomOut, SNAPSHOT_ZOOM, zoomIn, zoomOut } from './zoom';
import './snapshot.css';

const FRAME_NOTES: Partial<Record<SnapshotFrameState, string>> = {
  preparing: SNAPSHOT_TEXTS.preparing,
  notFound: SNAPSHOT_TEXTS.elementNotFound,
  notAvailable: SNAPSHOT_TEXTS.snapshotNotAvailable,
};

function SnapshotFrame({ src, target, pageUrl }: { src: string; target: readonly string[]; pageUrl: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frame = useSnapshotFrame(frameRef, src, target);
  const [expanded, setExpanded] = useState(true);
  const [scale, setScale] = useState<number>(SNAPSHOT_ZOOM.initialExpanded);
  const shown = expanded ? scale : SNAPSHOT_ZOOM.max;
  const height = expanded ? SNAPSHOT_ZOOM.expandedHeight : SNAPSHOT_ZOOM.collapsedHeight;

  if (frame.state === 'failedToLoad') {
    return (
      <div className="cc-snapshot-message" role="alert">
        <p>{SNAPSHOT_TEXTS.failedToLoad}</p>
        <Button className="cc-button" onPress={frame.reload}>
          {SNAPSHOT_TEXTS.reload}
        </Button>
      </div>
    );
  }
  const note = FRAME_NOTES[frame.state];
  return (
    <>
      <div className="cc-snapshot-tools">
        <Button className="cc-button cc-button-small" isDisabled={!canZoomOut(shown)} onPress={() => setScale(zoomOut(shown))}>
          {SNAPSHOT_TEXTS.zoomOut}
        </Button>
        <Button className="cc-button cc-button-small" isDisabled={!canZoomIn(shown, expanded)} onPress={() => setScale(zoomIn(shown))}>
          {SNAPSHOT_TEXTS.zoomIn}
        </Button>
        <Button
          className="cc-button cc-button-small"
          onPress={() => {
            setExpanded(!expanded);
            if (!expanded) setScale(SNAPSHOT_ZOOM.initialExpanded);
          }}
        >
          {expanded ? SNAPSHOT_TEXTS.collapse : SNAPSHOT_TEXTS.expand}
        </Button>
        <a className="cc-snapshot-open" href={src} target="_blank" rel="noreferrer noopener">
          {SNAPSHOT_TEXTS.openInNewTab}
          <span className="cc-visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <p className="cc-snapshot-note" role="status">
        {note ?? ''}
      </p>
      {/* Scrolls sideways when the page is wider than the pane: focusable, so keyboards scroll it too. */}
      <div className="cc-snapshot-box" style={{ height }} data-scale={shown} tabIndex={0} role="region" aria-label={`Snapshot of ${pageUrl}`}>
        <div className="cc-snapshot-stage" style={{ width: SNAPSHOT_ZOOM.pageWidth / shown, height }}>
          <iframe
            key={frame.load}
            ref={frameRef}
            className="cc-snapshot-frame"
            src={src}
            title={`Snapshot of ${pageUrl}`}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            width={SNAPSHOT_ZOOM.pageWidth}
            height={Math.round(height * shown)}
            style={{ transform: `scale(${1 / shown})` }}
            onLoad={frame.onLoad}
          />
        </div>
      </div>
    </>
  );
}

function SnapshotViewer({ client, reportId, reportStatus, issueId, pageUrl }: { client: ApiClient; reportId: string; reportStatus: string; issueId: string; pageUrl: string }) {
  // The report's status is in the key: a run that ends turns 'preparing' into the stored page.
  const query = useQuery({
    queryKey: ['issue-snapshot', reportId, issueId, reportStatus],
    queryFn: ({ signal }) => getIssueSnapshot(client, reportId, issueId, signal),
    retry: 1,
  });
  if (query.isPending) {
    return (
      <p className="cc-snapshot-message" role="status">
        {SNAPSHOT_TEXTS.fetching}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="cc-snapshot-message" role="alert">
        <p>{SNAPSHOT_TEXTS.failedToLoad}</p>
        <Button className="cc-button" onPress={() => void query.refetch()}>
          {SNAPSHOT_TEXTS.reload}
        </Button>
      </div>
    );
  }
  const snapshot = query.data;
  if (snapshot.status === 'ready' && snapshot.snapshotUrl !== null) {
    return <SnapshotFrame src={snapshotHref(client, snapshot.snapshotUrl)} target={snapshot.target} pageUrl={pageUrl} />;
  }
  const message = snapshot.status === 'preparing' ? SNAPSHOT_TEXTS.notReady : snapshot.status === 'failed' ? SNAPSHOT_TEXTS.failedToCapture : SNAPSHOT_TEXTS.unavailable;
  return (
    <p className="cc-snapshot-message" role="status">
      {message}
    </p>
  );
}

/** The snapshot section of an issue, or its upsell, as the viewer's access allows. */
export function IssueSnapshot({ issueId, pageUrl }: { issueId: string; pageUrl: string }) {
  const { client, meta, issueSnapshots } = useWidget();
  const headingId = useId();
  if (issueSnapshots === 'hidden' || client === null) return null;
  return (
    <section className="cc-snapshot" aria-labelledby={headingId}>
      <h4 id={headingId}>{SNAPSHOT_TEXTS.heading}</h4>
      {issueSnapshots === 'upsell' ? (
        <p className="cc-snapshot-message">{SNAPSHOT_TEXTS.upsell}</p>
      ) : (
        <SnapshotViewer client={client} reportId={meta.id} reportStatus={meta.status} issueId={issueId} pageUrl={pageUrl} />
      )}
    </section>
  );
}
