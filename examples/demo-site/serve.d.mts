/** Types of serve.mjs (plain JavaScript so scripts/start.mjs imports it without a build). */

/** A running demo site. */
export interface DemoSite {
  /** Origin, without a trailing slash: `http://127.0.0.1:41234`. */
  url: string;
  port: number;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/** Starts the demo site on `host:port` (port 0, the default: any free port; host default 127.0.0.1). */
export function startDemoSite(options?: { port?: number; host?: string }): Promise<DemoSite>;

/** The demo account: username `demo`, password `curbcut-demo`. */
export const DEMO_CREDENTIALS: Readonly<{ username: string; password: string }>;

/** The login page's path and the CSS selectors of its fields and button. */
export const DEMO_LOGIN: Readonly<{
  path: string;
  selectors: Readonly<{ username: string; password: string; submit: string }>;
}>;

/** The origin sitemaps and robots.txt carry on disk; the server rewrites it to its own. */
export const CANONICAL_ORIGIN: string;
