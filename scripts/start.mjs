/**
 * `npm start` (after `npm run build`): soketi, the server on SQLite under ./data, the built host
 * app, and in demo mode the demo accounts, the demo shop's builds, two PDF reports, and its website (examples/demo-site)
 * with a scan of it that runs on the first start (Chromium is installed first where it is missing
 * and this user may install packages; without it the scan is skipped with a note). Runs the built CLI's serve
 * command in this process, so Ctrl-C (SIGINT) or SIGTERM stops the server and soketi together.
 *
 * Environment: PORT (default 8080); CURBCUT_DEMO=0 turns demo mode off; DATABASE_URL=postgres://...
 * uses PostgreSQL instead of the SQLite file; CURBCUT_EMBED_ORIGINS (comma-separated) lets pages of
 * those origins frame the /embed/ reports (examples/ci-portal: http://localhost:4173).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

function fail(message) {
  process.stderr.write(`npm start: ${message}\n`);
  process.exit(1);
}

const portText = process.env.PORT ?? '8080';
if (!/^\d+$/.test(portText) || Number(portText) > 65535) fail(`PORT must be a port number, got '${portText}'.`);

const staticDir = root('host-app/dist');
if (!existsSync(`${staticDir}/index.html`)) fail(`host-app/dist/index.html is missing: run 'npm run build' first.`);
if (!existsSync(root('packages/cli/dist/index.js'))) fail(`the CLI is not built: run 'npm run build' first.`);

const demo = process.env.CURBCUT_DEMO !== '0';

/** Chromium for the demo scan: true when present or installed now. */
function chromiumReady() {
  const result = spawnSync('bash', [root('scripts/ensure-chromium.sh')], { stdio: 'inherit' });
  if (result.status === 0) return true;
  process.stderr.write('npm start: Chromium is not available, so the demo website scan is skipped (the demo builds are there).\n');
  return false;
}

let site = null;
if (demo && chromiumReady()) {
  const { startDemoSite } = await import('../examples/demo-site/serve.mjs');
  site = await startDemoSite({ port: 0 });
  process.stdout.write(`Demo site (scanned by the 'Demo shop website' scan): ${site.url}\n`);
}

const { serveUntilSignal, CliError } = await import('@curbcut/cli');
try {
  await serveUntilSignal({
    port: Number(portText),
    host: '127.0.0.1',
    dataDir: root('data'),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    embedOrigins: (process.env.CURBCUT_EMBED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter((o) => o !== ''),
    staticDir,
    demo,
    ...(site ? { demoSite: site.url } : {}),
    demoPdfs: demo,
    live: true,
  });
} catch (error) {
  if (error instanceof CliError) fail(error.message);
  throw error;
} finally {
  await site?.close();
}
