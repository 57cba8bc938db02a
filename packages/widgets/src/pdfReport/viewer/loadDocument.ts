/**
 * Opens a PDF for the viewer: pdf.js in its own module worker (one per viewer, ended by `destroy`),
 * the file read by HTTP range requests, and pdf.js's assets (cMaps, standard fonts, ICC profiles,
 * wasm decoders) from `assetsBase` on the app's own origin, so nothing leaves it.
 *
 * Ranges go through a `PDFDataRangeTransport` of ours rather than pdf.js's URL loader: that loader
 * opens with a plain GET, which the file route starts answering with the whole file until pdf.js
 * aborts it once the headers are in, so bytes go out for nothing. Here the first request already
 * asks for one chunk (`Range: bytes=0-32767`), its Content-Range gives the length, and every later
 * read is a range of whole chunks: a 500-page file shows its first page after a few. A server that
 * ignores Range answers 200 with the whole file, which is then used as it is.
 */
import type { PDFDataRangeTransport as RangeTransport, PDFDocumentLoadingTask, PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';
import { coalesceRanges } from './rangeBatch';
import type { ByteRange, RangeSpan } from './rangeBatch';

/** pdf.js's module (the main-thread API), loaded on first use so the widget's other screens do not carry it. */
export type PdfJs = typeof import('pdfjs-dist');

/**
 * pdf.js's chunk: it reads whole chunks. Half its default of 64 KiB: a text page's dictionary and
 * content take a few KiB, and the first page of the bench's 500-page file (3.1 MB) costs 131 KB
 * (4.2%) where 64 KiB chunks cost 164 KB (5.3%). Chunks asked together still go as one request.
 */
export const RANGE_CHUNK_BYTES = 32_768;
/** The longest request made of chunks asked together (rangeBatch.ts). */
const MAX_SPAN_BYTES = 16 * RANGE_CHUNK_BYTES;

export interface OpenPdfOptions {
  url: string;
  /** Sent as `Authorization: Bearer`; without it the same-origin cookie goes. */
  token?: string;
  /** Where cmaps/, standard_fonts/, iccs/ and wasm/ are served (a trailing slash is added when missing). */
  assetsBase: string;
  /** A range read failed twice after the document opened: the document can no longer be read. */
  onReadError(error: Error): void;
}

/** An opened document and what disposing of it takes. */
export interface OpenedPdf {
  pdfjs: PdfJs;
  doc: PDFDocumentProxy;
}

export interface PdfLoad {
  promise: Promise<OpenedPdf>;
  /** Ends the loading task (or the document), the range reads and the worker. Safe to call twice. */
  destroy(): Promise<void>;
}

/** An HTTP failure of the file request, with its status (404: no such report, 401/403: no access). */
export class PdfFileError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`The PDF at ${url} answered HTTP ${status}.`);
    this.name = 'PdfFileError';
  }
}

/** 'bytes 0-65535/1234567' -> 1234567 (null when the length is not given). */
function totalLength(contentRange: string | null): number | null {
  const match = /\/(\d+)\s*$/.exec(contentRange ?? '');
  return match ? Number(match[1]) : null;
}

function absoluteBase(base: string): string {
  const href = new URL(base, document.baseURI).href;
  return href.endsWith('/') ? href : `${href}/`;
}

/** Starts opening `options.url`; nothing is fetched before this call. */
export function openPdf(options: OpenPdfOptions): PdfLoad {
  const aborter = new AbortController();
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  let worker: Worker | null = null;
  let pdfWorker: PDFWorker | null = null;
  let task: PDFDocumentLoadingTask | null = null;
  let destroyed = false;

  const fetchRange = async (begin: number, end: number): Promise<Response> => {
    const response = await fetch(options.url, {
      headers: { ...headers, range: `bytes=${begin}-${end - 1}` },
      credentials: 'same-origin',
      signal: aborter.signal,
    });
    if (!response.ok) throw new PdfFileError(response.status, options.url);
    return response;
  };

  const open = async (): Promise<OpenedPdf> => {
    // pdf.js's code and the file's first chunk load side by side.
    const [first, pdfjs] = await Promise.all([
      fetchRange(0, RANGE_CHUNK_BYTES).then(async (response) => ({ response, bytes: new Uint8Array(await response.arrayBuffer()) })),
      import('pdfjs-dist'),
    ]);
    const firstBytes = first.bytes;
    const length = first.response.status === 206 ? totalLength(first.response.headers.get('content-range')) : null;
    if (destroyed) throw new pdfjs.AbortException('The viewer was closed.');

    let range: RangeTransport | undefined;
    if (length !== null && firstBytes.length < length) {
      range = new pdfjs.PDFDataRangeTransport(length, firstBytes);
      const transport = range;
      // Requests asked in the same turn are read together (rangeBatch.ts), after the turn's last one.
      let asked: ByteRange[] = [];
      const read = async (span: RangeSpan, attempt: number): Promise<void> => {
        try {
          const response = await fetchRange(span.begin, span.end);
          const bytes = new Uint8Array(await response.arrayBuffer());
          if (destroyed) return;
          for (const part of span.parts) transport.onDataRange(part.begin, bytes.subarray(part.begin - span.begin, part.end - span.begin));
        } catch (error) {
          if (destroyed || aborter.signal.aborted) return;
          if (attempt === 0) {
            await new Promise((resolve) => setTimeout(resolve, 500));
            return read(span, 1);
          }
          options.onReadError(error instanceof Error ? error : new Error(String(error)));
        }
      };
      transport.requestDataRange = (begin: number, end: number) => {
        asked.push({ begin, end });
        if (asked.length > 1) return;
        setTimeout(() => {
          const spans = coalesceRanges(asked, MAX_SPAN_BYTES);
          asked = [];
          for (const span of spans) void read(span, 0);
        }, 0);
      };
    }

    const started = new Worker(new URL('./pdfWorker.ts', import.meta.url), { type: 'module', name: 'curbcut-pdf' });
    const port = pdfjs.PDFWorker.create({ port: started, verbosity: 0 });
    worker = started;
    pdfWorker = port;
    const assets = absoluteBase(options.assetsBase);
    task = pdfjs.getDocument({
      // A server that ignored the Range header sent the whole file: no transport is needed then.
      ...(range ? { range } : { data: firstBytes }),
      worker: port,
      rangeChunkSize: RANGE_CHUNK_BYTES,
      // Read only what a page being shown needs: no background download of the rest.
      disableAutoFetch: true,
      disableStream: true,
      // Our CSP has no 'unsafe-eval'; pdf.js then interprets PostScript functions instead of compiling them.
      isEvalSupported: false,
      enableXfa: false,
      cMapUrl: `${assets}cmaps/`,
      cMapPacked: true,
      standardFontDataUrl: `${assets}standard_fonts/`,
      iccUrl: `${assets}iccs/`,
      wasmUrl: `${assets}wasm/`,
      verbosity: 0,
    });
    const doc = await task.promise;
    return { pdfjs, doc };
  };

  const promise = open();
  // The caller hears of a failure through `promise`; a load destroyed first must not warn as unhandled.
  promise.catch(() => undefined);

  return {
    promise,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      aborter.abort();
      await task?.destroy().catch(() => undefined);
      pdfWorker?.destroy();
      worker?.terminate();
    },
  };
}
