/**
 * `npm start` (after `npm run build`): soketi, the server on SQLite under ./data, the built host
 * app, and in demo mode the demo accounts and the demo shop's builds. Runs the built CLI's serve
 * command in this process, so Ctrl-C (SIGINT) or SIGTERM stops the server and soketi together.
 *
 * Environment: PORT (default 8080); CURBCUT_DEMO=0 turns demo mode off; DATABASE_URL=postgres://...
 * uses PostgreSQL instead of the SQLite file.
 */
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

const { serveUntilSignal, CliError } = await import('@curbcut/cli');
try {
  await serveUntilSignal({
    port: Number(portText),
    host: '127.0.0.1',
    dataDir: root('data'),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    staticDir,
    demo: process.env.CURBCUT_DEMO !== '0',
    live: true,
  });
} catch (error) {
  if (error instanceof CliError) fail(error.message);
  throw error;
}
