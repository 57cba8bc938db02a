/**
 * A static file server on 127.0.0.1 for tests and benchmarks that scan a folder of pages (the
 * W3C BAD corpus). Serves files only, never a path outside the folder.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.php': 'text/html; charset=utf-8',
};

/** A running server: its base URL (ending in '/') and how to stop it. */
export interface StaticServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** A test server listening on a free 127.0.0.1 port. */
export interface LoopbackServer {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Closes the server, destroying open sockets first (a hanging page or a kept-alive one holds a socket). */
  close(): Promise<void>;
}

/** Starts `server` on a free 127.0.0.1 port. */
export async function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('listenOnLoopback: no port');
  return {
    port: address.port,
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Serves `root` on a free port. */
export async function serveDirectory(root: string): Promise<StaticServer> {
  const base = normalize(root + sep);
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'cache-control': 'max-age=600' });
        res.end(body);
      },
      () => res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title><h1>Not found</h1>'),
    );
  });
  const { origin, close } = await listenOnLoopback(server);
  return { baseUrl: `${origin}/`, close };
}
