/**
 * The load scenarios of the server benchmark, each run with autocannon against a server in its own
 * process (one session cookie per connection):
 *   (a) 100 connections reading the overview of the large build;
 *   (b) /api/health and the small build's overview read while 8 connections read the large build's
 *       dataset and 4 its overview;
 *   (c) the small and large builds' overviews read by another user while wrong sign-ins flood the
 *       server, from one address and from many.
 * A read counts only as a full 200 answer: anything else is reported beside the figures.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonResult } from 'autocannon';
import type { LoadFixture } from './loadSetup';

/** One measured stream of requests. */
export interface LoadFigure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 200 (errors and timeouts included). */
  notOk: number;
  total: number;
}

/** What the scenarios measured. */
export interface LoadResults {
  overview: LoadFigure;
  underDataset: LoadFigure[];
  underFlood: LoadFigure[];
  /** Answers to the wrong sign-ins of each flood, by status. */
  floodStatuses: Record<string, Record<string, number>>;
}

function figure(name: string, r: AutocannonResult): LoadFigure {
  const ok = r.statusCodeStats['200']?.count ?? 0;
  const total = Object.values(r.statusCodeStats).reduce((n, s) => n + s.count, 0) + r.errors + r.timeouts;
  return { name, requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, notOk: total - ok, total };
}

/** Hands each new connection the next cookie of `cookies`, round robin. */
function cookiePerConnection(cookies: readonly string[]) {
  let next = 0;
  return (client: { setHeaders(h: Record<string, string>): void }) => {
    client.setHeaders({ cookie: cookies[next++ % cookies.length] as string });
  };
}

function read(url: string, path: string, connections: number, seconds: number, cookies: readonly string[]) {
  return autocannon({ url: `${url}${path}`, connections, duration: seconds, timeout: 30, setupClient: cookiePerConnection(cookies) });
}

/**
 * Load from a child process (loadChild.ts): reading eight dataset streams takes a core of its own,
 * which would otherwise slow the process that times the measured requests. Resolves to the answers
 * by status.
 */
function background(url: string, connections: number, seconds: number, cookies: readonly string[]): Promise<Record<string, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./loadChild.ts', import.meta.url)), JSON.stringify({ url, connections, seconds, cookies })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`The background load exited with ${code}.`));
      resolve((JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { statuses: Record<string, number> }).statuses);
    });
  });
}

/** Runs the three scenarios, `seconds` each. */
export async function runLoadScenarios(url: string, fixture: LoadFixture, seconds: number): Promise<LoadResults> {
  const bigOverview = `/api/v1/reports/${fixture.bigReportId}/overview`;
  const smallOverview = `/api/v1/reports/${fixture.smallReportId}/overview`;

  // Two seconds of warm-up first: the server's first requests run before its code is optimised.
  await read(url, bigOverview, 10, 2, fixture.ownerCookies);
  const overview = figure('(a) overview of the large build, 100 connections', await read(url, bigOverview, 100, seconds, fixture.ownerCookies));

  const [datasetReaders, , health, small] = await Promise.all([
    background(`${url}/api/v1/reports/${fixture.bigReportId}/dataset`, 8, seconds, fixture.ownerCookies),
    background(`${url}${bigOverview}`, 4, seconds, fixture.ownerCookies),
    autocannon({ url: `${url}/api/health`, connections: 1, duration: seconds, timeout: 30 }),
    read(url, smallOverview, 1, seconds, fixture.otherCookies),
  ]);
  if (Object.keys(datasetReaders).some((code) => code !== '200')) throw new Error(`The dataset readers got answers other than 200: ${JSON.stringify(datasetReaders)}`);
  const underDataset = [
    figure('(b) /api/health, beside 8 dataset + 4 overview readers', health),
    figure('(b) small build overview, beside 8 dataset + 4 overview readers', small),
  ];

  // Two floods: one address trying one account (the throttle answers from its counters), and a
  // botnet's worth of addresses each trying a new account (every attempt may cost a password hash;
  // the server trusts X-Forwarded-For from this machine, as behind a proxy).
  const floods = {
    'one address': { 'content-type': 'application/json' },
    'many addresses': { 'content-type': 'application/json' },
  };
  let n = 0;
  const underFlood: LoadFigure[] = [];
  const floodStatuses: Record<string, Record<string, number>> = {};
  for (const [kind, headers] of Object.entries(floods)) {
    const rotate = kind === 'many addresses';
    const [flood, otherSmall, otherBig] = await Promise.all([
      autocannon({
        url: `${url}/api/v1/auth/sign-in`,
        connections: 50,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            headers,
            body: JSON.stringify({ email: fixture.ownerEmail, password: 'not-the-password' }),
            setupRequest: (request) =>
              rotate
                ? {
                    ...request,
                    headers: { ...headers, 'x-forwarded-for': `10.${(++n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
                    body: JSON.stringify({ email: `someone-${n}@example.com`, password: 'not-the-password' }),
                  }
                : request,
          },
        ],
      }),
      read(url, smallOverview, 2, seconds, fixture.otherCookies),
      read(url, bigOverview, 2, seconds, fixture.otherCookies),
    ]);
    floodStatuses[kind] = Object.fromEntries(Object.entries(flood.statusCodeStats).map(([code, s]) => [code, s.count]));
    underFlood.push(
      figure(`(c) small build overview by another user, beside 50 connections of wrong sign-ins from ${kind}`, otherSmall),
      figure(`(c) large build overview by another user, beside the same flood`, otherBig),
    );
  }
  return { overview, underDataset, underFlood, floodStatuses };
}
