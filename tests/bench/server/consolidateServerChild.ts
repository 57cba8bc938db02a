/**
 * The measured process of the server consolidation bench (consolidate.ts): starts a server on the
 * seeded data directory, reads `GET /api/tests/consolidate` of the given reports twice (the merge,
 * then the stored consolidation) with `/api/health` probed beside the first from another process,
 * and prints one JSON line of figures. Arguments: the data directory, the report ids (comma-separated).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createServer } from '@curbcut/server';
import { demoSessionCookie } from './demoSession';

/** What the child prints. */
export interface ConsolidateServerResult {
  firstMs: number;
  secondMs: number;
  rssBeforeBytes: number;
  peakRssBytes: number;
  sourceRows: number;
  issueCount: number;
  healthP99Ms: number;
  healthMaxMs: number;
  healthProbes: number;
}

const [dataDir, ids] = process.argv.slice(2);
if (!dataDir || !ids) throw new Error('Usage: consolidateServerChild.ts <dataDir> <id,id,...>');

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const server = await createServer({ port: 0, quiet: true, dataDir });
try {
  const cookie = await demoSessionCookie(server.url);
  const read = async () => {
    const t = performance.now();
    const res = await fetch(`${server.url}/api/tests/consolidate?ids=${ids}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`consolidate: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { data: { overview: { issueSummary: { issueCount: number } }; id: string } };
    return { ms: performance.now() - t, body };
  };
  const probe = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./healthProbe.ts', import.meta.url)), `${server.url}/api/health`], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: probe.stdout })[Symbol.asyncIterator]();
  if ((await lines.next()).value !== 'ready') throw new Error('The health probe did not start.');
  const rssBeforeBytes = process.memoryUsage().rss;
  const first = await read();
  probe.stdin.end('stop\n');
  const { latencies } = JSON.parse(String((await lines.next()).value)) as { latencies: number[] };
  const peakRssBytes = process.resourceUsage().maxRSS * 1024;
  const second = await read();
  const row = await server.context.db.selectFrom('consolidations').select('row_count').where('id', '=', first.body.data.id).executeTakeFirstOrThrow();
  const sources = await server.context.db.selectFrom('issues').select((eb) => eb.fn.countAll<number>().as('n')).where('report_id', 'in', ids.split(',')).executeTakeFirstOrThrow();
  const result: ConsolidateServerResult = {
    firstMs: first.ms,
    secondMs: second.ms,
    rssBeforeBytes,
    peakRssBytes,
    sourceRows: Number(sources.n),
    issueCount: Number(row.row_count),
    healthP99Ms: percentile(latencies, 99),
    healthMaxMs: Math.max(0, ...latencies),
    healthProbes: latencies.length,
  };
  console.log(JSON.stringify(result));
} finally {
  await server.close();
}
