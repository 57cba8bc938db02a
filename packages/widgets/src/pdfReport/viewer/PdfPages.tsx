/**
 * The PDF pages of the `<PdfReport>` widget: a scrolling column of page boxes in which only the
 * pages in view and one on each side are rendered (canvas + text layer), with the issues'
 * rectangles drawn on their pages. The document is read by range requests in a pdf.js worker of
 * its own (loadDocument.ts); page sizes are those of the first page until a page is read, so a
 * 500-page file needs no call per page up front, and a jump to page 400 renders only the pages then
 * in view and one on each side.
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { PageViewport } from 'pdfjs-dist';
import { highlightBox } from './highlightGeometry';
import { openPdf } from './loadDocument';
import type { OpenedPdf } from './loadDocument';
import { PdfPage } from './PdfPage';
import type { PdfHighlight, PdfPagesHandle, PdfPagesProps } from './types';
import './viewer.css';

/** CSS px per PDF point at scale 1: 96 CSS px per inch over 72 points per inch (pdf.js's PDF_TO_CSS_UNITS). */
export const CSS_PX_PER_POINT = 96 / 72;
/** Enough steps for "the page most in view" to follow a scroll. */
const THRESHOLDS = Array.from({ length: 11 }, (_, i) => i / 10);
const NO_HIGHLIGHTS: readonly PdfHighlight[] = [];

/** Where the reader was, kept as the scroll moves: restored after a zoom changes every page's size. */
interface Anchor {
  /** The page at the view's vertical centre (or the one below, in the gap between two). */
  page: number;
  /** Where on that page the view's centre was, as a fraction of its height. */
  fraction: number;
  /** The view's horizontal centre as a fraction of the column's width. */
  centreX: number;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export const PdfPages = forwardRef<PdfPagesHandle, PdfPagesProps>(function PdfPages(props, ref) {
  const { url, token, scale, highlights, label, assetsBase = '/pdfjs/' } = props;
  const cssScale = scale * CSS_PX_PER_POINT;
  const latest = useRef(props);
  latest.current = props;

  const [opened, setOpened] = useState<{ pdf: OpenedPdf; fallback: { width: number; height: number } } | null>(null);
  // Page viewports at scale 1, read as pages are shown; a bump re-renders with the new sizes.
  const viewports = useRef(new Map<number, PageViewport>());
  const [, bumpViewports] = useReducer((n: number) => n + 1, 0);
  const [inView, setInView] = useState<{ first: number; last: number }>({ first: 1, last: 1 });

  const scroller = useRef<HTMLDivElement>(null);
  const pageElements = useRef(new Map<number, HTMLElement>());
  const visibleHeights = useRef(new Map<number, number>());
  const reportedPage = useRef(0);
  const anchor = useRef<Anchor | null>(null);
  const pendingPage = useRef<number | null>(null);
  const pendingHighlight = useRef<string | null>(null);
  /** The pending highlight's page has not been scrolled to yet (it may not exist yet either). */
  const pendingNeedsPage = useRef(false);
  const shownScale = useRef(cssScale);

  useEffect(() => {
    setOpened(null);
    setInView({ first: 1, last: 1 });
    viewports.current = new Map();
    reportedPage.current = 0;
    let live = true;
    const load = openPdf({
      url,
      ...(token === undefined ? {} : { token }),
      assetsBase,
      onReadError: (error) => {
        if (live) latest.current.onLoadError(error);
      },
    });
    load.promise
      .then(async (pdf) => {
        const first = await pdf.doc.getPage(1);
        if (!live) return;
        const viewport = first.getViewport({ scale: 1 });
        viewports.current.set(1, viewport);
        setOpened({ pdf, fallback: { width: viewport.width, height: viewport.height } });
        latest.current.onLoad?.({ pageCount: pdf.doc.numPages });
      })
      .catch((error: unknown) => {
        if (live) latest.current.onLoadError(toError(error));
      });
    return () => {
      live = false;
      void load.destroy();
    };
  }, [url, token, assetsBase]);

  const onViewport = useCallback((page: number, viewport: PageViewport) => {
    const known = viewports.current.get(page);
    if (known && known.width === viewport.width && known.height === viewport.height && known.rotation === viewport.rotation) return;
    viewports.current.set(page, viewport);
    bumpViewports();
  }, []);

  const registerElement = useCallback((page: number, element: HTMLElement | null) => {
    if (element) pageElements.current.set(page, element);
    else pageElements.current.delete(page);
  }, []);

  // Which pages are on screen, and which one shows most of itself. The implicit root (the viewport)
  // clips by the scroller and by every scrolling ancestor: a scroller taller than the screen, or half
  // scrolled off it, still counts only the pages a reader can see.
  useEffect(() => {
    if (!opened) return;
    const heights = visibleHeights.current;
    heights.clear();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const page = Number((entry.target as HTMLElement).dataset.page);
          if (entry.isIntersecting) heights.set(page, entry.intersectionRect.height);
          else heights.delete(page);
        }
        if (heights.size === 0) return;
        const pages = [...heights.keys()];
        const first = Math.min(...pages);
        const last = Math.max(...pages);
        setInView((was) => (was.first === first && was.last === last ? was : { first, last }));
        let most = first;
        for (const [page, height] of heights) if (height > (heights.get(most) ?? 0)) most = page;
        if (most !== reportedPage.current) {
          reportedPage.current = most;
          latest.current.onVisiblePageChange?.(most);
        }
      },
      { threshold: THRESHOLDS },
    );
    for (const element of pageElements.current.values()) observer.observe(element);
    return () => observer.disconnect();
  }, [opened]);

  // The view's centre is what stays put across a zoom: a highlight centred by scrollToHighlight stays centred.
  const rememberAnchor = useCallback(() => {
    const root = scroller.current;
    const count = pageElements.current.size;
    if (!root || count === 0) return;
    const centre = root.scrollTop + root.clientHeight / 2;
    // The first page whose bottom is below the centre (pages are in order: binary search).
    let low = 1;
    let high = count;
    while (low < high) {
      const mid = (low + high) >> 1;
      const element = pageElements.current.get(mid);
      if (element && element.offsetTop + element.offsetHeight <= centre) low = mid + 1;
      else high = mid;
    }
    const element = pageElements.current.get(low);
    if (!element) return;
    anchor.current = {
      page: low,
      fraction: (centre - element.offsetTop) / element.offsetHeight,
      centreX: root.scrollWidth > 0 ? (root.scrollLeft + root.clientWidth / 2) / root.scrollWidth : 0.5,
    };
  }, []);

  /**
   * Centres the pending highlight once its page has its own size; before that, scrolls once to its
   * page so the page renders and reads its size (the commit after that centres it).
   */
  const settleHighlight = useCallback((): void => {
    const id = pendingHighlight.current;
    const root = scroller.current;
    if (id === null || !root) return;
    const highlight = latest.current.highlights.find((h) => h.id === id);
    const element = highlight && pageElements.current.get(highlight.page);
    const viewport = highlight && viewports.current.get(highlight.page);
    if (!highlight) pendingHighlight.current = null;
    if (!highlight || !element) return;
    if (!viewport) {
      if (pendingNeedsPage.current) root.scrollTo({ top: element.offsetTop, behavior: 'instant' });
      pendingNeedsPage.current = false;
      return;
    }
    const box = highlightBox(viewport.clone({ scale: latest.current.scale * CSS_PX_PER_POINT }), highlight.rect);
    root.scrollTo({
      top: element.offsetTop + box.top + box.height / 2 - root.clientHeight / 2,
      left: element.offsetLeft + box.left + box.width / 2 - root.clientWidth / 2,
      behavior: 'instant',
    });
    pendingHighlight.current = null;
  }, []);

  const goToPage = useCallback((page: number): boolean => {
    const root = scroller.current;
    const element = pageElements.current.get(page);
    if (!root || !element) return false;
    root.scrollTo({ top: element.offsetTop, behavior: 'instant' });
    return true;
  }, []);

  const onScroll = useCallback(() => {
    rememberAnchor();
    // A highlight still waiting for its page's size is dropped once the reader scrolls that page
    // out of view: reading it later must not pull the view back.
    const root = scroller.current;
    const id = pendingHighlight.current;
    const page = id === null ? undefined : latest.current.highlights.find((h) => h.id === id)?.page;
    const element = page === undefined ? undefined : pageElements.current.get(page);
    if (root && element && (element.offsetTop >= root.scrollTop + root.clientHeight || element.offsetTop + element.offsetHeight <= root.scrollTop)) {
      pendingHighlight.current = null;
    }
  }, [rememberAnchor]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToPage(page: number) {
        pendingHighlight.current = null;
        pendingPage.current = goToPage(page) ? null : page;
      },
      scrollToHighlight(id: string) {
        if (!latest.current.highlights.some((h) => h.id === id)) return;
        pendingPage.current = null;
        pendingHighlight.current = id;
        pendingNeedsPage.current = true;
        settleHighlight();
      },
    }),
    [goToPage, settleHighlight],
  );

  // After every commit: keep the reader's place across a zoom, then finish what the host asked
  // before the pages existed or had their size.
  useLayoutEffect(() => {
    const root = scroller.current;
    if (root && shownScale.current !== cssScale) {
      shownScale.current = cssScale;
      const at = anchor.current;
      const element = at && pageElements.current.get(at.page);
      if (at && element) {
        root.scrollTop = element.offsetTop + at.fraction * element.offsetHeight - root.clientHeight / 2;
        root.scrollLeft = at.centreX * root.scrollWidth - root.clientWidth / 2;
      }
    }
    if (pendingPage.current !== null && goToPage(pendingPage.current)) pendingPage.current = null;
    if (pendingHighlight.current !== null) settleHighlight();
  });

  const byPage = useMemo(() => {
    const map = new Map<number, PdfHighlight[]>();
    for (const h of highlights) {
      const list = map.get(h.page);
      if (list) list.push(h);
      else map.set(h.page, [h]);
    }
    return map;
  }, [highlights]);

  const pageCount = opened?.pdf.doc.numPages ?? 0;
  const pages = [];
  for (let page = 1; page <= pageCount && opened; page++) {
    pages.push(
      <PdfPage
        key={page}
        pageNumber={page}
        pdfjs={opened.pdf.pdfjs}
        doc={opened.pdf.doc}
        cssScale={cssScale}
        viewport={viewports.current.get(page)}
        fallback={opened.fallback}
        active={page >= inView.first - 1 && page <= inView.last + 1}
        highlights={byPage.get(page) ?? NO_HIGHLIGHTS}
        onViewport={onViewport}
        registerElement={registerElement}
      />,
    );
  }

  return (
    // Focusable, so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div
      ref={scroller}
      className="cc-pdf-scroller"
      role="region"
      aria-label={label}
      aria-busy={opened ? undefined : true}
      tabIndex={0}
      onScroll={onScroll}
    >
      <div className="cc-pdf-column">{pages}</div>
    </div>
  );
});
