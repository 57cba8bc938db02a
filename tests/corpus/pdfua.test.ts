/**
 * The PDF checker against part of the veraPDF corpus (../shared/corpora/pdfua): each file's name
 * (`<clause>-tNN-pass-x.pdf` / `-fail-x.pdf`) gives the rule and the expected outcome. A `-fail-`
 * file must fail that rule, a `-pass-` file must not. Agreement is printed per clause and compared
 * with tests/corpus/pdfua-baseline.json: a file that agreed and no longer does fails the test.
 * Refresh the baseline after an improvement with UPDATE_PDFUA_BASELINE=1 npm run test:corpus.
 * Also: a few hundred mutated copies of corpus files end as completed or failed, never a crash.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfCheckerPool } from '../../packages/pdf/src';
import type { PdfProfile } from '../../packages/pdf/src';
import { mutate } from '../../packages/pdf/src/mutate.testUtil';

const DIR = resolve(__dirname, '../../../shared/corpora/pdfua');
const BASELINE = resolve(__dirname, 'pdfua-baseline.json');

function listPdfs(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...listPdfs(p));
    else if (e.name.endsWith('.pdf')) out.push(p);
  }
  return out.sort();
}

describe.skipIf(!existsSync(DIR))('PDF/UA corpus (veraPDF)', () => {
  const pool = createPdfCheckerPool({ size: 2, timeoutMs: 60_000 });
  afterAll(() => pool.close());
  const files = existsSync(DIR) ? listPdfs(DIR) : [];

  it('agrees with the expected outcome of each file, and no file regresses from the baseline', async () => {
    const results: Record<string, boolean> = {};
    const byClause = new Map<string, { agree: number; total: number; profile: string }>();
    const wrong: string[] = [];
    await Promise.all(
      files.map(async (file) => {
        const name = file.split('/').pop() as string;
        const m = /^(.+-t\d+)-(pass|fail)-/.exec(name);
        if (!m) return;
        const [, rule, expected] = m as unknown as [string, string, 'pass' | 'fail'];
        const profile: PdfProfile = file.includes('PDF_UA-2') ? 'pdfua2' : 'pdfua1';
        const r = await pool.check(new Uint8Array(readFileSync(file)), { profiles: [profile], maxIssuesPerRule: 5 });
        const pr = r.profiles[profile];
        const outcome = pr?.rules.find((x) => x.id === rule)?.outcome;
        const agreed = expected === 'fail' ? outcome === 'failed' : pr?.status === 'completed' && outcome !== 'failed';
        const key = relative(DIR, file);
        results[key] = agreed;
        if (!agreed) wrong.push(`${key}: expected ${expected}, got ${pr?.status} ${outcome ?? '(rule not reported)'} ${pr?.reason ?? ''}`);
        const clause = `${profile === 'pdfua1' ? 'UA-1' : 'UA-2'} ${rule.replace(/-t\d+$/, '')}`;
        const e = byClause.get(clause) ?? { agree: 0, total: 0, profile };
        e.total++;
        if (agreed) e.agree++;
        byClause.set(clause, e);
      }),
    );
    const rows = [...byClause.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
    const lines = rows.map(([clause, e]) => `${clause.padEnd(18)} ${String(e.agree).padStart(3)}/${String(e.total).padEnd(3)} ${((100 * e.agree) / e.total).toFixed(0)}%`);
    const sum = (p: string): [number, number] => rows.filter(([, e]) => e.profile === p).reduce<[number, number]>((a, [, e]) => [a[0] + e.agree, a[1] + e.total], [0, 0]);
    const [a1, t1] = sum('pdfua1');
    const [a2, t2] = sum('pdfua2');
    console.log(
      [
        'PDF/UA corpus agreement per clause',
        ...lines,
        `PDF/UA-1: ${a1}/${t1} (${((100 * a1) / t1).toFixed(1)}%)  PDF/UA-2: ${a2}/${t2} (${((100 * a2) / t2).toFixed(1)}%)  overall: ${a1 + a2}/${t1 + t2} (${((100 * (a1 + a2)) / (t1 + t2)).toFixed(1)}%)`,
        ...(wrong.length ? ['Disagreements:', ...wrong.sort()] : []),
      ].join('\n'),
    );
    const sorted = Object.fromEntries(Object.entries(results).sort(([a], [b]) => a.localeCompare(b)));
    if (process.env.UPDATE_PDFUA_BASELINE === '1' || !existsSync(BASELINE)) {
      writeFileSync(BASELINE, `${JSON.stringify(sorted, null, 2)}\n`);
      return;
    }
    const baseline = JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, boolean>;
    const regressions = Object.entries(baseline).filter(([k, v]) => v && results[k] === false).map(([k]) => k);
    const improvements = Object.entries(results).filter(([k, v]) => v && baseline[k] !== true).map(([k]) => k);
    if (improvements.length > 0) console.log(`${improvements.length} file(s) now agree that did not in the baseline: run with UPDATE_PDFUA_BASELINE=1 to record them.`);
    expect(regressions).toEqual([]);
  });

  it('ends every mutated copy of corpus files as completed or failed', async () => {
    const sample = files.filter((_, i) => i % 3 === 0).slice(0, 60);
    const outcomes = new Map<string, number>();
    const tasks: Promise<void>[] = [];
    for (const [i, file] of sample.entries()) {
      const bytes = new Uint8Array(readFileSync(file));
      for (let k = 0; k < 5; k++) {
        const { kind, bytes: broken } = mutate(bytes, i * 5 + k);
        tasks.push(
          pool.check(broken, { profiles: 'all', timeoutMs: 30_000 }).then((r) => {
            for (const pr of Object.values(r.profiles)) {
              expect(['completed', 'failed', 'incompatible']).toContain(pr?.status);
              outcomes.set(`${kind}:${pr?.status}`, (outcomes.get(`${kind}:${pr?.status}`) ?? 0) + 1);
            }
          }),
        );
      }
    }
    await Promise.all(tasks);
    console.log(`Mutated corpus copies (${tasks.length}): ${[...outcomes.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);
    expect(tasks.length).toBeGreaterThanOrEqual(250);
  }, 600_000);
});
