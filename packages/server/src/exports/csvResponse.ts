/**
 * Writes a CSV export to an HTTP response as core's writer makes it. Each piece goes to the socket
 * as it is, and the writer writes the next piece over the same bytes once the socket has taken
 * them (the write's callback). Copying every piece into a fresh Buffer the stream could keep, as
 * a Readable would need, cost about a quarter of the server's CPU for a million rows, most of it
 * in the garbage collector (`npm run bench -- --only widget`, c4).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csvChunks, type CsvRowSource } from '@curbcut/core';
import { API_HEADERS } from '../http/securityHeaders';

/** Bytes per piece written to the socket: few enough pieces, each made in a millisecond or two. */
export const CSV_PIECE_BYTES = 1024 * 1024;

/** Resolves once the socket has taken `bytes`; rejects when the response is closed first. */
function written(res: ServerResponse, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const closed = (): void => reject(new Error('The client closed the connection before the CSV was sent.'));
    res.once('close', closed);
    res.write(bytes, (error) => {
      res.off('close', closed);
      if (error) reject(error);
      else resolve();
    });
  });
}

/**
 * Sends the body after the caller's `writeHead` and ends the response; returns the bytes sent.
 * On a failure the connection is destroyed, so the client sees a cut-off download, never a file
 * that looks whole.
 */
export async function sendCsvBody(res: ServerResponse, source: CsvRowSource): Promise<number> {
  let bytes = 0;
  try {
    for await (const piece of csvChunks(source, { chunkSize: CSV_PIECE_BYTES, reuseChunks: true })) {
      await written(res, piece);
      bytes += piece.length;
    }
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  res.end();
  return bytes;
}

/**
 * Answers a request with a CSV written straight to the socket, with `headers` besides the API's
 * own: Fastify's onSend hooks do not run for a hijacked reply, so the API headers are set here. A
 * stream cut off midway is logged; the client sees a cut-off download.
 */
export async function sendCsvResponse(req: FastifyRequest, reply: FastifyReply, source: CsvRowSource, headers: Record<string, string>): Promise<void> {
  reply.headers({ ...API_HEADERS, 'cache-control': 'no-store', 'content-type': 'text/csv; charset=utf-8', ...headers });
  reply.hijack();
  const all = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
  reply.raw.writeHead(200, Object.fromEntries(all));
  await sendCsvBody(reply.raw, source).catch((error: unknown) => req.log.warn({ err: error }, 'CSV stream cut off'));
}
