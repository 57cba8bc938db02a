/**
 * What the viewer bench page measures and hands back to the driver (plain data: it crosses
 * page.evaluate). Times are milliseconds; `...At` fields are epoch milliseconds, comparable with
 * the server's request log.
 */

/** Mount to the first page's canvas painted. */
export interface FirstPageResult {
  ms: number;
  mountedAt: number;
  paintedAt: number;
  pageCount: number;
}

/** scrollToHighlight of the issue on page 400 until page 400 is painted. */
export interface JumpResult {
  ms: number;
  /** Pages painted during the jump (the target and its neighbours only, when the viewer is right). */
  painted: number[];
}

/** Stepping through the highlights: scrollToHighlight each, until its page is painted. */
export interface StepsResult {
  count: number;
  medianMs: number;
  maxMs: number;
  totalMs: number;
  /** Steps whose page was not painted within the limit. */
  timeouts: number;
}

/** What window.curbcutPdfBench offers the driver. */
export interface ViewerBenchApi {
  mount(url: string): Promise<FirstPageResult>;
  jump(): Promise<JumpResult>;
  steps(): Promise<StepsResult>;
  /** Canvas elements in the document with a backing store (width > 0). */
  liveCanvases(): number;
}

/** Heap figures from the DevTools protocol, after a forced garbage collection. */
export interface HeapFigures {
  beforeBytes: number;
  afterBytes: number;
}

/** The first page of one file, with what the server had sent of it by then. */
export interface FirstPageFigures extends FirstPageResult {
  fileBytes: number;
  bytesByThen: number;
  requestsByThen: number;
}

/** The child's one JSON line. */
export interface ViewerBenchResult {
  ok: boolean;
  error?: string;
  browser?: string;
  buildMs?: number;
  /** The balanced-tree file: first page, then the jump, the steps, heap and canvases on the same page. */
  first?: FirstPageFigures;
  /** The flat-tree file (as pdf-lib writes it), on a fresh page: first page only. */
  flat?: FirstPageFigures;
  jump?: JumpResult;
  steps?: StepsResult;
  heap?: HeapFigures;
  canvases?: number;
  /** Every byte of the balanced file sent over its whole run (mount, jump and steps), and in how many requests. */
  totalBytes?: number;
  totalRequests?: number;
}
