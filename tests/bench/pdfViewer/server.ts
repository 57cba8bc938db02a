/**
 * The viewer bench's server: the built bench page (with pdf.js's assets under /pdfjs/) and the PDFs
 * at /<name>.pdf, answering Range requests as the real file route does (206 with Content-Range; the
 * whole file without one). Every PDF request is logged with the body bytes it sent, so the bench
 * can tell what the viewer had fetched by the time its first page was painted.
 */
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import { parseRange } from '../../../packages/server/src/pdfScanner/reportRoutes';
import { listenLocally, sendPageFile } from '../pageServer';

/** One answered request for the PDF. */
export interface PdfRequest {
  /** Which file (`/flat.pdf`, …). */
  path: string;
  range: string | null;
  status: number;
  /** Body bytes sent (for an aborted whole-file answer, what went out before the abort). */
  bytes: number;
  startedAt: number;
  finishedAt: number;
}

export interface ViewerBenchServer {
  origin: string;
  pdfRequests: PdfRequest[];
  close(): Promise<void>;
}

/** Starts the server on a free local port; `pdfs` maps a path (`/flat.pdf`) to the file's bytes. */
export async function startViewerBenchServer(options: { pageDir: string; pdfs: Record<string, Uint8Array> }): Promise<ViewerBenchServer> {
  const pdfRequests: PdfRequest[] = [];

  const sendPdf = (path: string, pdf: Buffer, rangeHeader: string | undefined, res: ServerResponse): void => {
    const startedAt = Date.now();
    // The real route's parser: the bench's server answers exactly what ours would.
    const range = parseRange(rangeHeader, pdf.length);
    const body = range ? pdf.subarray(range.offset, range.offset + range.length) : pdf;
    const log: PdfRequest = { path, range: rangeHeader ?? null, status: range ? 206 : 200, bytes: 0, startedAt, finishedAt: startedAt };
    res.writeHead(log.status, {
      'content-type': 'application/pdf',
      'content-length': body.length,
      'accept-ranges': 'bytes',
      'cache-control': 'no-store',
      ...(range ? { 'content-range': `bytes ${range.offset}-${range.offset + range.length - 1}/${pdf.length}` } : {}),
    });
    // In 64 KiB writes, each counted once the socket took it: an abort stops the count where it stopped the bytes.
    const CHUNK = 65_536;
    let at = 0;
    const pump = (): void => {
      while (at < body.length && !res.destroyed) {
        const part = body.subarray(at, at + CHUNK);
        at += part.length;
        const more = res.write(part, (error) => {
          if (!error) log.bytes += part.length;
        });
        if (!more) {
          res.once('drain', pump);
          return;
        }
      }
      if (at >= body.length) res.end();
    };
    res.once('close', () => {
      log.finishedAt = Date.now();
      pdfRequests.push(log);
    });
    pump();
  };

  const sendPage = async (pathname: string, res: ServerResponse): Promise<void> => {
    if (!(await sendPageFile(options.pageDir, pathname, res))) res.writeHead(404).end();
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench.local');
    const pdf = options.pdfs[url.pathname];
    if (pdf) return sendPdf(url.pathname, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), req.headers.range, res);
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    sendPage(url.pathname, res).catch(() => res.destroy());
  });
  const { origin, close } = await listenLocally(server);
  return { origin, pdfRequests, close };
}
