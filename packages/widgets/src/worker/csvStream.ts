/**
 * The server's CSV of a view (`GET /api/v1/reports/{id}/dataset/csv`), read in pieces of
 * {@link CSV_STREAM_PIECE_BYTES} straight into buffers the page then owns: the worker only relays
 * what the server's writer makes (see packages/server/src/exports/csvStream.ts for why).
 */
import { CSV_ROWS_HEADER } from '@curbcut/core';
import type { CsvPieceSource } from './csvAnswers';
import { fetchOk } from './http';
import { fillFrom } from './readBody';

/** Bytes per piece handed to the page: a few hundred messages for a million rows, not thousands. */
export const CSV_STREAM_PIECE_BYTES = 4 * 1024 * 1024;

const NEWLINE = 10;

function newlines(bytes: Uint8Array): number {
  let n = 0;
  for (let i = bytes.indexOf(NEWLINE); i !== -1; i = bytes.indexOf(NEWLINE, i + 1)) n++;
  return n;
}

/** Reads a body into one buffer at a time: BYOB where the body is a byte stream, else by copying. */
function pieceReader(body: ReadableStream<Uint8Array>): { fill(into: Uint8Array): Promise<{ filled: Uint8Array; done: boolean }>; cancel(): Promise<void> } {
  let byob: ReadableStreamBYOBReader | null = null;
  try {
    byob = body.getReader({ mode: 'byob' });
  } catch {
    // Not a byte stream (jsdom, some polyfills): the default reader below.
  }
  if (byob) {
    const reader = byob;
    return { fill: (into) => fillFrom(reader, into), cancel: () => reader.cancel() };
  }
  const reader = body.getReader();
  let rest: Uint8Array | null = null;
  return {
    async fill(into) {
      let at = 0;
      while (at < into.length) {
        const piece = rest ?? (await reader.read()).value;
        rest = null;
        if (!piece) return { filled: into.subarray(0, at), done: true };
        const n = Math.min(piece.length, into.length - at);
        into.set(piece.subarray(0, n), at);
        if (n < piece.length) rest = piece.subarray(n);
        at += n;
      }
      return { filled: into, done: false };
    },
    cancel: () => reader.cancel(),
  };
}

/**
 * Starts the download. Progress counts line ends, less the header's, and never passes the row
 * count the server announced (a cell may hold a line break); the last piece says all rows.
 */
export async function openCsvStream(fetchImpl: typeof fetch, url: string, token: string | undefined): Promise<CsvPieceSource & { total: number }> {
  const res = await fetchOk(fetchImpl, url, token);
  const total = Number(res.headers.get(CSV_ROWS_HEADER));
  if (!Number.isSafeInteger(total) || total < 0 || !res.body) throw new Error(`GET ${url} answered without its ${CSV_ROWS_HEADER} or body.`);
  const reader = pieceReader(res.body);
  let lines = 0;
  let ended = false;
  return {
    total,
    async next() {
      if (ended) return null;
      const { filled, done } = await reader.fill(new Uint8Array(CSV_STREAM_PIECE_BYTES));
      ended = done;
      if (filled.length === 0) return null;
      lines += newlines(filled);
      return { bytes: filled, written: done ? total : Math.min(total, Math.max(0, lines - 1)), total };
    },
    cancel: async () => {
      if (!ended) await reader.cancel().catch(() => undefined);
      ended = true;
    },
  };
}
