/**
 * The right-hand side of the viewer: the zoom bar and the PDF's pages with the open rule's issues
 * outlined, the open one emphasised. Selecting an issue scrolls to its highlight after the spec's
 * 100 ms (spec 002 section 9), or to its page when it has no rectangle.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { TriangleAlert, ZoomIn, ZoomOut } from 'lucide-react';
import { pdfFileUrl } from '@curbcut/client';
import type { PdfReportIssue } from '@curbcut/core';
import { usePdf } from './pdfContext';
import { PDF_TEXTS } from './texts';
import { PdfPages } from './viewer';
import type { PdfHighlight, PdfPagesHandle } from './viewer';
import { PDF_SCALE, zoomStep } from './zoom';

/** The spec's delay before the viewer scrolls to a selected issue. */
export const FOCUS_SCROLL_DELAY_MS = 100;

export interface PdfDocumentPanelProps {
  /** The issues of the open page of 10, outlined on their pages. */
  issues: readonly PdfReportIssue[];
  /** The open issue, emphasised and scrolled to. */
  active: PdfReportIssue | undefined;
  /** The page the open group is on, scrolled to when the issue has no rectangle. */
  activePage: number | null;
  token: string | undefined;
  assetsBase: string | undefined;
}

export function PdfDocumentPanel({ issues, active, activePage, token, assetsBase }: PdfDocumentPanelProps) {
  const { client, meta } = usePdf();
  const pagesRef = useRef<PdfPagesHandle>(null);
  const [scale, setScale] = useState<number>(PDF_SCALE.initial);
  const [failed, setFailed] = useState(false);
  const [pageCount, setPageCount] = useState(meta.pageCount);
  const [visiblePage, setVisiblePage] = useState(1);
  const highlights = useMemo<PdfHighlight[]>(
    () =>
      issues.flatMap((issue) =>
        issue.target ? [{ id: issue.id, page: issue.target.page, rect: issue.target.rect as [number, number, number, number], active: issue.id === active?.id, label: issue.object }] : [],
      ),
    [issues, active?.id],
  );
  const activeId = active?.id;
  const activeHasTarget = active?.target != null;
  useEffect(() => {
    if (activeId === undefined && activePage === null) return;
    const timer = setTimeout(() => {
      if (activeId !== undefined && activeHasTarget) pagesRef.current?.scrollToHighlight(activeId);
      else if (activePage !== null) pagesRef.current?.scrollToPage(activePage);
    }, FOCUS_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [activeId, activeHasTarget, activePage]);

  if (failed) {
    return (
      <div className="cc-pdf-document cc-pdf-document-failed" role="alert">
        <TriangleAlert className="cc-icon cc-pdf-empty-icon" aria-hidden="true" />
        <p className="cc-pdf-empty-title">{PDF_TEXTS.loadFailureTitle}</p>
        <p>{PDF_TEXTS.loadFailureDescription}</p>
      </div>
    );
  }
  const percent = Math.round(scale * 100);
  return (
    <div className="cc-pdf-document">
      <div className="cc-pdf-zoom" role="toolbar" aria-label="Document view">
        {/* Not live: scrolling would announce every page passed. */}
        <span className="cc-muted">
          Page {visiblePage} of {pageCount}
        </span>
        <span className="cc-pdf-zoom-buttons">
          <Button className="cc-button cc-button-small" aria-label="Zoom out" isDisabled={scale <= PDF_SCALE.min} onPress={() => setScale((s) => zoomStep(s, -1))}>
            <ZoomOut className="cc-icon" aria-hidden="true" />
          </Button>
          <output className="cc-pdf-zoom-value" aria-label="Zoom">
            {percent}%
          </output>
          <Button className="cc-button cc-button-small" aria-label="Zoom in" isDisabled={scale >= PDF_SCALE.max} onPress={() => setScale((s) => zoomStep(s, 1))}>
            <ZoomIn className="cc-icon" aria-hidden="true" />
          </Button>
        </span>
      </div>
      <PdfPages
        ref={pagesRef}
        url={pdfFileUrl(meta.id, client)}
        {...(token ? { token } : {})}
        {...(assetsBase ? { assetsBase } : {})}
        scale={scale}
        highlights={highlights}
        label={`PDF document, ${meta.name}`}
        onLoad={(info) => setPageCount(info.pageCount)}
        onVisiblePageChange={setVisiblePage}
        onLoadError={() => setFailed(true)}
      />
    </div>
  );
}
