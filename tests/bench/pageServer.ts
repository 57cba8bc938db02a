/**
 * What the servers of the bench pages driven in Chromium (the widget's, section c; the PDF viewer's,
 * section h) share, so both serve alike: the built page's files from its folder, and a listener on
 * a free local port.
 */
import { readFile } from 'node:fs/promises';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.pfb': 'application/x-font-type1',
};

/**
 * Sends the built page's file at `pathname` (`/` is index.html) from `pageDir`; false, with nothing
 * sent, when there is no such file or the path leads outside `pageDir`.
 */
export async function sendPageFile(pageDir: string, pathname: string, res: ServerResponse): Promise<boolean> {
  const path = join(pageDir, normalize(pathname === '/' ? '/index.html' : pathname));
  if (!path.startsWith(pageDir + sep)) return false;
  let body: Buffer;
  try {
    body = await readFile(path);
  } catch {
    return false;
  }
  res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream', 'content-length': body.length });
  res.end(body);
  return true;
}

/** A server listening on 127.0.0.1. */
export interface LocalListener {
  origin: string;
  /** Drops open connections first, so closing never waits on a keep-alive. */
  close(): Promise<void>;
}

/** Starts `server` on a free port of 127.0.0.1. */
export async function listenLocally(server: Server): Promise<LocalListener> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
