/** Formats section (h) of `npm run bench`, the PDF page viewer, from the child's result, with targets. */
import { table } from '../stats';
import type { FirstPageFigures, ViewerBenchResult } from './types';

const FIRST_PAGE_TARGET_MS = 1000;
const BYTES_TARGET_SHARE = 0.05;
const HEAP_TARGET_BYTES = 50 * 1024 * 1024;
const CANVAS_TARGET = 5;

const ms = (v: number): string => `${v.toFixed(0)} ms`;
const int = (v: number): string => v.toLocaleString('en-US');
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');

function firstRows(name: string, f: FirstPageFigures): string[][] {
  const share = f.bytesByThen / f.fileBytes;
  return [
    [`h1 ${name}: mount -> first page painted`, ms(f.ms), `< ${ms(FIRST_PAGE_TARGET_MS)}`, verdict(f.ms < FIRST_PAGE_TARGET_MS)],
    [
      `h2 ${name}: bytes of the PDF sent by then`,
      `${int(f.bytesByThen)} of ${int(f.fileBytes)} B: ${(share * 100).toFixed(1)}% (${f.requestsByThen} requests)`,
      `<= ${BYTES_TARGET_SHARE * 100}%`,
      verdict(share <= BYTES_TARGET_SHARE),
    ],
  ];
}

/** The lines of section (h). */
export function pdfViewerSection(r: ViewerBenchResult): string[] {
  const head = `(h) The PDF page viewer (PdfPages) in Chromium${r.browser ? ` ${r.browser}` : ''}, a generated 500-page PDF read by range requests (bench page built with Vite${r.buildMs ? ` in ${(r.buildMs / 1000).toFixed(1)} s` : ''})`;
  if (!r.ok || !r.first || !r.flat || !r.jump || !r.steps || !r.heap || r.canvases === undefined) {
    return [head, `  FAILED: ${(r.error ?? 'no result').split('\n').slice(0, 6).join('\n    ')}`];
  }
  const { first, flat, jump, steps, heap, canvases } = r;
  const growth = heap.afterBytes - heap.beforeBytes;
  const others = jump.painted.filter((p) => Math.abs(p - 400) > 2);
  const rows = [
    ...firstRows('balanced page tree', first),
    ...firstRows('flat page tree', flat),
    [
      'h3 scrollToHighlight on page 400 -> page 400 painted',
      `${ms(jump.ms)} (painted: pages ${jump.painted.join(', ')})`,
      'pages 398-402 only',
      verdict(others.length === 0),
    ],
    [
      'h4 200 steps across the document, each until its page is painted',
      `median ${ms(steps.medianMs)}, max ${ms(steps.maxMs)}, ${(steps.totalMs / 1000).toFixed(1)} s in all${steps.timeouts ? `, ${steps.timeouts} timed out` : ''}`,
      'all painted',
      verdict(steps.timeouts === 0),
    ],
    ['h5 JS heap growth after the steps (main thread, after GC)', `${mb(growth)} (${mb(heap.beforeBytes)} -> ${mb(heap.afterBytes)})`, `<= ${mb(HEAP_TARGET_BYTES)}`, verdict(growth <= HEAP_TARGET_BYTES)],
    ['h5 live canvases (width > 0) after the steps', int(canvases), `<= ${CANVAS_TARGET}`, verdict(canvases <= CANVAS_TARGET)],
  ];
  return [
    head,
    table(['measure', 'figure', 'target', 'result'], rows),
    '  The viewport is 1280 x 900 at the default zoom 0.6; the pages in view and one on each side are painted.',
    `  The balanced file's run (mount, jump, steps) read ${int(r.totalBytes ?? 0)} B in ${int(r.totalRequests ?? 0)} requests in all.`,
    '  Flat page tree: one /Pages node with all 500 pages, as pdf-lib writes it. pdf.js 5.6 prefetches every kid of the',
    '  top /Pages node when it looks up a page, so such a file is read whole before its first page; the viewer reads',
    "  chunks asked together in one request each. Balanced: the same pages under /Pages nodes of 10 (a balanced tree, as Skia writes).",
  ];
}
