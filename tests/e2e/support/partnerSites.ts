/**
 * The other sites whose pages frame the app in the tests (a CI portal, a partner scanner, an
 * impostor). A server lets only the origins it is given frame its embed entries
 * (`--embed-origins`), so their ports are chosen before the worker's server starts, and each page
 * listens on its site's port when a test serves it. All listen on 127.0.0.1: Chromium keeps public
 * (routed) pages from framing local ones.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One site: its port and origin. */
export interface PartnerSite {
  port: number;
  origin: string;
}

/** The sites of a worker, each allowed to frame its server's embed entries. */
export interface PartnerSites {
  /** http://localhost:<port>, another site than the app on 127.0.0.1: the CI portal, the partner scanner. */
  partner: PartnerSite;
  /** http://127.0.0.1:<port>, a third origin: it lets the tests show the frame's own refusal of a parentOrigin that lies. */
  impostor: PartnerSite;
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Chooses the ports of a worker's partner sites. */
export async function reservePartnerSites(): Promise<PartnerSites> {
  const partner = await freePort();
  let impostor = await freePort();
  while (impostor === partner) impostor = await freePort();
  return {
    partner: { port: partner, origin: `http://localhost:${partner}` },
    impostor: { port: impostor, origin: `http://127.0.0.1:${impostor}` },
  };
}

/** A served page and how to stop its server. */
export interface ServedPage {
  url: string;
  close(): Promise<void>;
}

/** Serves one HTML document at every path on 127.0.0.1:`port` (0: any free port), under the host name given. */
export async function serveHtml(html: string, hostName: string, port: number): Promise<ServedPage> {
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://${hostName}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
