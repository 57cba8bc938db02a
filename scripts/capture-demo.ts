/**
 * Captures the demo data that `npm start` imports: runs axe-core (through @axe-core/playwright) in
 * Debian's Chromium over every page of examples/demo-site, and over the fixed variants under
 * examples/demo-site/v2, and writes the raw results plus a manifest that groups them into builds and
 * test cases. Run with `npx tsx scripts/capture-demo.ts`; commit what it writes (it is data).
 *
 * Variants are served at their page's own URL (a request route swaps the body), so a fixed page keeps
 * the original's URL and relative paths and the same defect fingerprints across builds. Every URL is
 * rewritten to http://demo.curbcut.local so the data does not depend on the ephemeral port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright-core';

const SITE_DIR = resolve(fileURLToPath(new URL('../examples/demo-site', import.meta.url)));
const OUT_DIR = join(SITE_DIR, 'captured');
const STABLE_ORIGIN = 'http://demo.curbcut.local';
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** One captured page: `id` names the output file, `source` the HTML file served at `path`. */
interface CapturePage {
  id: string;
  path: string;
  source: string;
}

const PAGES: CapturePage[] = [
  { id: 'index', path: 'index.html', source: 'index.html' },
  { id: 'products', path: 'products.html', source: 'products.html' },
  { id: 'product', path: 'product.html', source: 'product.html' },
  { id: 'contact', path: 'contact.html', source: 'contact.html' },
  { id: 'about', path: 'about.html', source: 'about.html' },
  { id: 'v2-index', path: 'index.html', source: 'v2/index.html' },
  { id: 'v2-contact', path: 'contact.html', source: 'v2/contact.html' },
  { id: 'v2-products', path: 'products.html', source: 'v2/products.html' },
];

type Status = 'passed' | 'failed' | 'skipped';

/** A test case of the fictional shop's end-to-end suite, and the pages it checked with axe. */
interface TestCasePlan {
  key: string;
  name: string;
  file: string;
  pages: string[];
}

const TEST_CASES: TestCasePlan[] = [
  { key: 'home', name: 'Home page shows this week\'s favourites', file: 'tests/home.spec.ts', pages: ['index'] },
  { key: 'catalogue', name: 'Shopper browses the catalogue and opens a product', file: 'tests/catalogue.spec.ts', pages: ['products', 'product'] },
  { key: 'contact', name: 'Contact form sends a message', file: 'tests/contact.spec.ts', pages: ['contact'] },
  { key: 'about', name: 'About page tells the shop\'s story', file: 'tests/about.spec.ts', pages: ['about'] },
  { key: 'checkout', name: 'Checkout with a saved card', file: 'tests/checkout.spec.ts', pages: [] },
];

/** The three builds: all defects, then home and contact fixed, then a catalogue redesign. */
const BUILDS: {
  buildNumber: number;
  commit: string;
  message: string;
  variants: Record<string, string>;
  statuses: Record<string, Status>;
  errors?: Record<string, string>;
}[] = [
  {
    buildNumber: 1,
    commit: '4f1c2a9',
    message: 'Launch the spring catalogue',
    variants: {},
    statuses: { home: 'passed', catalogue: 'failed', contact: 'passed', about: 'passed', checkout: 'skipped' },
    errors: { catalogue: "Timed out 5000ms waiting for getByRole('button', { name: 'Add to basket' })" },
  },
  {
    buildNumber: 2,
    commit: '9b7e310',
    message: 'Label the contact form and describe product images',
    variants: { index: 'v2-index', contact: 'v2-contact' },
    statuses: { home: 'passed', catalogue: 'passed', contact: 'passed', about: 'passed', checkout: 'skipped' },
  },
  {
    buildNumber: 3,
    commit: 'c05d8e2',
    message: 'Add the spring sale banner and category links',
    variants: { index: 'v2-index', contact: 'v2-contact', products: 'v2-products' },
    statuses: { home: 'passed', catalogue: 'passed', contact: 'failed', about: 'passed', checkout: 'skipped' },
    errors: { contact: "expect(getByText('Thanks, we will reply soon')).toBeVisible() failed" },
  },
];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves SITE_DIR read-only on an ephemeral 127.0.0.1 port. */
async function serveSite(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(SITE_DIR, pathname === '/' ? 'index.html' : pathname));
    if (!file.startsWith(SITE_DIR + sep)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Installs Debian's Chromium when it is missing, so a fresh machine can capture (STACK.md). */
function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const run = spawnSync('bash', [fileURLToPath(new URL('ensure-chromium.sh', import.meta.url))], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`Chromium is needed at ${CHROMIUM}; scripts/ensure-chromium.sh could not install it.`);
}

async function capturePage(browser: Browser, origin: string, page: CapturePage): Promise<unknown> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  const url = `${origin}/${page.path}`;
  if (page.source !== page.path) {
    const body = await readFile(join(SITE_DIR, page.source), 'utf8');
    await tab.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }));
  }
  await tab.goto(url, { waitUntil: 'load' });
  const results = await new AxeBuilder({ page: tab }).options({ reporter: 'v2' }).analyze();
  await context.close();
  // The port appears in url and in any absolute URL axe reports; one textual rewrite covers all.
  return JSON.parse(JSON.stringify(results).split(origin).join(STABLE_ORIGIN));
}

async function osInfo(): Promise<{ name: string; version?: string }> {
  const release = await readFile('/etc/os-release', 'utf8').catch(() => '');
  const field = (name: string) => release.match(new RegExp(`^${name}="?([^"\\n]*)"?$`, 'm'))?.[1];
  const name = field('NAME');
  const version = field('VERSION_ID');
  if (!name) return { name: process.platform };
  return version ? { name, version } : { name };
}

async function main(): Promise<void> {
  ensureChromium();
  await mkdir(OUT_DIR, { recursive: true });
  const { server, origin } = await serveSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    let engine = { name: 'axe-core', version: 'unknown' };
    for (const page of PAGES) {
      const started = performance.now();
      const results = (await capturePage(browser, origin, page)) as {
        testEngine?: { name: string; version: string };
        violations: { nodes: unknown[] }[];
      };
      if (results.testEngine) engine = results.testEngine;
      await writeFile(join(OUT_DIR, `${page.id}.json`), `${JSON.stringify(results, null, 1)}\n`);
      const nodes = results.violations.reduce((n, v) => n + v.nodes.length, 0);
      console.log(
        `${page.id.padEnd(12)} ${String(results.violations.length).padStart(2)} rules ${String(nodes).padStart(3)} nodes  ${Math.round(performance.now() - started)} ms`,
      );
    }
    const manifest = {
      version: 1,
      project: 'Demo shop',
      buildName: 'main',
      site: STABLE_ORIGIN,
      browser: { name: 'Chromium', version: browser.version() },
      os: await osInfo(),
      testEngine: engine,
      pages: Object.fromEntries(PAGES.map((p) => [p.id, { file: `${p.id}.json`, url: `${STABLE_ORIGIN}/${p.path}`, source: p.source }])),
      builds: BUILDS.map((b) => ({
        buildNumber: b.buildNumber,
        versionControl: { branch: 'main', commit: b.commit, message: b.message },
        testCases: TEST_CASES.map((tc) => {
          const status = b.statuses[tc.key] ?? 'skipped';
          const error = b.errors?.[tc.key];
          return {
            key: tc.key,
            name: tc.name,
            file: tc.file,
            status,
            pages: status === 'skipped' ? [] : tc.pages.map((p) => b.variants[p] ?? p),
            ...(error ? { error: { message: error } } : {}),
          };
        }),
      })),
    };
    await writeFile(join(OUT_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`Wrote ${PAGES.length} results and manifest.json to ${OUT_DIR}`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
