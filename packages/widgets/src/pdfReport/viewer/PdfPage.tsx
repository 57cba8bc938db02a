/**
 * One page of the viewer: a box of the page's size that, while `active` (in view or next to it),
 * holds a canvas painted by pdf.js and pdf.js's text layer (the page's text as transparent,
 * selectable spans: what a screen reader reads), with the issue highlights on top. Leaving the
 * active range gives everything back: the render is cancelled, the canvas shrunk to 0 x 0 and
 * dropped, the text layer emptied and the page's pdf.js resources cleaned up.
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { PageViewport, PDFDocumentProxy, PDFPageProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import { highlightBox } from './highlightGeometry';
import type { PdfJs } from './loadDocument';
import type { PdfHighlight } from './types';

/** Canvas pixels per CSS px at most: sharper than 2 costs memory a reader cannot see. */
const MAX_PIXEL_RATIO = 2;

export interface PdfPageProps {
  pageNumber: number;
  pdfjs: PdfJs;
  doc: PDFDocumentProxy;
  /** CSS px per PDF point. */
  cssScale: number;
  /** The page's own viewport at scale 1, once the page has been read. */
  viewport: PageViewport | undefined;
  /** The size (CSS px at scale 1) shown until the page is read: the first page's. */
  fallback: { width: number; height: number };
  /** Render this page (it is in view or next to it). */
  active: boolean;
  highlights: readonly PdfHighlight[];
  onViewport(page: number, viewport: PageViewport): void;
  registerElement(page: number, element: HTMLElement | null): void;
}

function releaseCanvas(canvas: HTMLCanvasElement): void {
  // Zero size first: Chromium frees a canvas's backing store at once, not at garbage collection.
  canvas.width = 0;
  canvas.height = 0;
  canvas.remove();
}

function isCancellation(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'RenderingCancelledException' || name === 'AbortException';
}

/** What the page holds while it is active, outside React (pdf.js objects and a DOM canvas). */
interface Held {
  page: PDFPageProxy | null;
  canvas: HTMLCanvasElement | null;
  text: TextLayer | null;
  /** The render or text layer under way, so a release waits for its cancellation before cleaning up. */
  pending: Promise<unknown> | null;
}

export const PdfPage = memo(function PdfPage(props: PdfPageProps) {
  const { pageNumber, pdfjs, doc, cssScale, viewport, fallback, active, highlights, onViewport, registerElement } = props;
  // The scale the canvas shows, or null before the first paint: `data-rendered` tells tests and the bench.
  const [paintedAt, setPaintedAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const canvasBox = useRef<HTMLDivElement>(null);
  const textBox = useRef<HTMLDivElement>(null);
  const held = useRef<Held>({ page: null, canvas: null, text: null, pending: null });

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    const run = async (): Promise<void> => {
      const page = held.current.page ?? (await doc.getPage(pageNumber));
      held.current.page = page;
      if (cancelled) return;
      onViewport(pageNumber, page.getViewport({ scale: 1 }));
      const shown = page.getViewport({ scale: cssScale });
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(shown.width * ratio);
      canvas.height = Math.floor(shown.height * ratio);
      canvas.setAttribute('aria-hidden', 'true');
      task = page.render({ canvas, viewport: shown, ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }) });
      try {
        await task.promise;
      } catch (error) {
        releaseCanvas(canvas);
        throw error;
      }
      if (cancelled) {
        releaseCanvas(canvas);
        return;
      }
      // The old canvas (another zoom) stays, stretched, until the new one is painted: no blank flash.
      const old = held.current.canvas;
      held.current.canvas = canvas;
      canvasBox.current?.replaceChildren(canvas);
      if (old) releaseCanvas(old);
      setPaintedAt(cssScale);
      setFailed(false);
      if (held.current.text) {
        held.current.text.update({ viewport: shown });
      } else if (textBox.current) {
        const text = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: textBox.current, viewport: shown });
        held.current.text = text;
        await text.render();
      }
    };
    const done = run().catch((error: unknown) => {
      if (cancelled || isCancellation(error)) return;
      setFailed(true);
    });
    held.current.pending = done;
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [active, cssScale, doc, pageNumber, pdfjs, onViewport]);

  useEffect(() => {
    if (active) return;
    const now = held.current;
    now.text?.cancel();
    now.text = null;
    textBox.current?.replaceChildren();
    if (now.canvas) releaseCanvas(now.canvas);
    now.canvas = null;
    const page = now.page;
    now.page = null;
    // After the cancelled render has settled: pdf.js keeps the page's data while a render is pending.
    if (page) void (now.pending ?? Promise.resolve()).finally(() => page.cleanup());
    now.pending = null;
    setPaintedAt(null);
  }, [active]);

  useEffect(
    () => () => {
      const now = held.current;
      now.text?.cancel();
      if (now.canvas) releaseCanvas(now.canvas);
      now.page?.cleanup();
    },
    [],
  );

  const shown = useMemo(() => viewport?.clone({ scale: cssScale }), [viewport, cssScale]);
  const style = {
    width: `${shown ? shown.width : fallback.width * cssScale}px`,
    height: `${shown ? shown.height : fallback.height * cssScale}px`,
    '--scale-factor': String(cssScale),
    '--user-unit': String(viewport?.userUnit ?? 1),
  } as CSSProperties;

  return (
    <div
      role="group"
      aria-label={`Page ${pageNumber}`}
      className="cc-pdf-page"
      data-page={pageNumber}
      data-rendered={paintedAt === cssScale ? 'true' : undefined}
      style={style}
      ref={(element) => registerElement(pageNumber, element)}
    >
      <div className="cc-pdf-canvas" ref={canvasBox} />
      {shown &&
        highlights.map((h) => {
          const box = highlightBox(shown, h.rect);
          return (
            <div
              key={h.id}
              className="cc-pdf-highlight"
              aria-hidden="true"
              title={h.label}
              data-highlight-id={h.id}
              data-active={h.active ? 'true' : undefined}
              style={{ left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px` }}
            />
          );
        })}
      <div className="cc-pdf-text" ref={textBox} />
      {failed && <p className="cc-pdf-page-error">This page could not be shown.</p>}
    </div>
  );
});
