/**
 * Talks to the snapshot page in its iframe (spec 002 section 7 "Snapshot"): once the page says it is
 * ready, asks it to highlight the element, and follows its answer. A frame that loads
 * without answering (the stored page could not be served) is loaded again, 5 tries 100 ms apart at
 * first, doubling, then reads as failed to load until the user reloads.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { SNAPSHOT_FRAME } from '@curbcut/core';

export type SnapshotFrameState = 'preparing' | 'highlighted' | 'notFound' | 'notAvailable' | 'failedToLoad';

/** How long a loaded frame may stay silent before it counts as not served. */
const SILENT_LOAD_MS = 400;

interface FrameMessage {
  source: typeof SNAPSHOT_FRAME.fromFrame;
  type: 'ready' | 'highlighted' | 'domError';
  detail: unknown;
}

function isFrameMessage(data: unknown): data is FrameMessage {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === SNAPSHOT_FRAME.fromFrame;
}

export interface SnapshotFrame {
  state: SnapshotFrameState;
  /** Changes on every (re)load: the iframe's key. */
  load: number;
  onLoad(): void;
  reload(): void;
}

export function useSnapshotFrame(frameRef: RefObject<HTMLIFrameElement | null>, src: string, target: readonly string[]): SnapshotFrame {
  const [state, setState] = useState<SnapshotFrameState>('preparing');
  const [load, setLoad] = useState(0);
  const tries = useRef(0);
  const ready = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const targetKey = target.join('\u0000');

  const retry = useCallback(() => {
    clearTimeout(timer.current);
    if (tries.current >= SNAPSHOT_FRAME.retries) {
      setState('failedToLoad');
      return;
    }
    const wait = SNAPSHOT_FRAME.retryBaseMs * 2 ** tries.current;
    tries.current += 1;
    timer.current = setTimeout(() => setLoad((n) => n + 1), wait);
  }, []);

  const askHighlight = useCallback(() => {
    frameRef.current?.contentWindow?.postMessage({ source: SNAPSHOT_FRAME.toFrame, type: 'highlight', target: targetKey === '' ? [] : targetKey.split('\u0000') }, '*');
  }, [frameRef, targetKey]);

  // A new page (or a reload) starts over.
  useEffect(() => {
    ready.current = false;
    setState('preparing');
  }, [src, load]);
  useEffect(() => {
    tries.current = 0;
  }, [src]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Another issue on the same page: the loaded page highlights it.
  useEffect(() => {
    if (!ready.current) return;
    setState('preparing');
    askHighlight();
  }, [askHighlight]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === null || event.source !== frameRef.current?.contentWindow || !isFrameMessage(event.data)) return;
      const { type, detail } = event.data;
      if (type === 'ready') {
        ready.current = true;
        clearTimeout(timer.current);
        askHighlight();
      } else if (type === 'highlighted') {
        setState('highlighted');
      } else if (detail === SNAPSHOT_FRAME.errors.fetch) {
        retry();
      } else {
        setState(detail === SNAPSHOT_FRAME.errors.notFound ? 'notFound' : 'notAvailable');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef, askHighlight, retry]);

  const onLoad = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!ready.current) retry();
    }, SILENT_LOAD_MS);
  }, [retry]);

  const reload = useCallback(() => {
    tries.current = 0;
    setLoad((n) => n + 1);
  }, []);

  return { state, load, onLoad, reload };
}
