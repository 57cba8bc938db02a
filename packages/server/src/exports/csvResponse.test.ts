import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { CsvRowSource, CsvSourceChunk } from '@curbcut/core';
import { CSV_PIECE_BYTES, sendCsvBody } from './csvResponse';

const PIECES = 24;

/** Pieces of whole "rows", each written over the one before (as core's writer does with reuse). */
function reusingSource(failAfter = Infinity): CsvRowSource {
  return {
    total: PIECES,
    async *chunks(): AsyncGenerator<CsvSourceChunk> {
      const bytes = new Uint8Array(CSV_PIECE_BYTES);
      for (let k = 0; k < PIECES; k++) {
        if (k === failAfter) throw new Error('The stored dataset could not be read.');
        bytes.fill(0x41 + k);
        bytes[bytes.length - 1] = 0x0a;
        yield { bytes, rows: 1 };
      }
    },
  };
}

let server: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

async function serve(source: CsvRowSource): Promise<string> {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/csv' });
    sendCsvBody(res, source).catch(() => undefined);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('sendCsvBody', () => {
  it('sends every piece as it was when written, though the writer reuses its bytes, to a client that reads slowly', async () => {
    const res = await fetch(await serve(reusingSource()));
    const reader = res.body!.getReader();
    const parts: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      parts.push(r.value);
      // A slow reader: the socket fills and the server must wait before writing over a piece.
      if (parts.length % 64 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const body = Buffer.concat(parts);
    const header = body.indexOf(0x0a) + 1;
    expect(body.length - header).toBe(PIECES * CSV_PIECE_BYTES);
    for (let k = 0; k < PIECES; k++) {
      const at = header + k * CSV_PIECE_BYTES;
      expect(body[at]).toBe(0x41 + k);
      expect(body[at + CSV_PIECE_BYTES - 2]).toBe(0x41 + k);
    }
  });

  it('cuts the connection when the source fails, so the download fails instead of looking whole', async () => {
    const res = await fetch(await serve(reusingSource(3)));
    await expect(res.arrayBuffer()).rejects.toThrow();
  });
});
