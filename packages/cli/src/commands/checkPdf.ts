/**
 * `curbcut check-pdf <file...> [--profile pdfua1|pdfua2|wcag22|all] [--json]`: checks PDFs with
 * @curbcut/pdf (worker threads, time and memory limits) and prints one line per file: JSON with
 * --json, else a readable summary. Throws CliError with exit code 1 when any rule failed (or a
 * file could not be checked), 2 on bad input (missing file, unknown profile), so CI can gate on it.
 */
import { readFile } from 'node:fs/promises';
import { createPdfCheckerPool, PROFILE_LABELS } from '@curbcut/pdf';
import type { PdfCheckResult, PdfProfile } from '@curbcut/pdf';
import { CliError } from '../cliError';

const PROFILES = ['pdfua1', 'pdfua2', 'wcag22'] as const;

export interface CheckPdfOptions {
  profile: string;
  json: boolean;
  timeoutMs: number;
  out: (line: string) => void;
}

/** The JSON line of one file (rules without descriptions, to stay one readable line). */
export function pdfResultLine(file: string, r: PdfCheckResult): string {
  const profiles: Record<string, unknown> = {};
  for (const [p, pr] of Object.entries(r.profiles)) {
    if (!pr) continue;
    profiles[p] = {
      status: pr.status,
      ...(pr.reason ? { reason: pr.reason } : {}),
      rules: pr.rules.map((x) => ({ id: x.id, outcome: x.outcome, count: x.count })),
    };
  }
  return JSON.stringify({ file, pdfVersion: r.pdfVersion, isTagged: r.isTagged, pageCount: r.pageCount, profiles });
}

/** A readable summary of one file. */
export function pdfSummaryLines(file: string, r: PdfCheckResult): string[] {
  const lines = [`${file}: PDF ${r.pdfVersion ?? '?'}, ${r.pageCount} page(s), ${r.isTagged ? 'tagged' : 'untagged'}`];
  for (const [p, pr] of Object.entries(r.profiles)) {
    if (!pr) continue;
    const label = PROFILE_LABELS[p as PdfProfile];
    if (pr.status !== 'completed') {
      lines.push(`  ${label}: ${pr.status}${pr.reason ? ` (${pr.reason})` : ''}`);
      continue;
    }
    const failed = pr.rules.filter((x) => x.outcome === 'failed');
    const review = pr.rules.filter((x) => x.outcome === 'needsReview');
    lines.push(`  ${label}: ${failed.length} rule(s) failed, ${review.length} to review, ${pr.rules.length - failed.length - review.length} passed`);
    for (const x of failed) lines.push(`    ${x.id} (${x.impact}, ${x.count}): ${x.description}`);
  }
  return lines;
}

export async function checkPdfFiles(files: string[], o: CheckPdfOptions): Promise<void> {
  if (files.length === 0) throw new CliError('Expected at least one PDF file: curbcut check-pdf <file...>', 2);
  const profiles: PdfProfile[] | 'all' =
    o.profile === 'all' ? 'all' : (PROFILES as readonly string[]).includes(o.profile) ? [o.profile as PdfProfile] : [];
  if (profiles !== 'all' && profiles.length === 0) throw new CliError(`Unknown profile '${o.profile}': use pdfua1, pdfua2, wcag22 or all.`, 2);
  const inputs: { file: string; bytes: Uint8Array }[] = [];
  for (const file of files) {
    try {
      inputs.push({ file, bytes: new Uint8Array(await readFile(file)) });
    } catch (err) {
      throw new CliError(`Cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`, 2);
    }
  }
  const pool = createPdfCheckerPool({ timeoutMs: o.timeoutMs });
  let failing = 0;
  try {
    const results = inputs.map(({ bytes }) => pool.check(bytes, { profiles }));
    for (const [i, { file }] of inputs.entries()) {
      const r = await (results[i] as Promise<PdfCheckResult>);
      const bad = Object.values(r.profiles).some((pr) => pr?.status === 'failed' || pr?.rules.some((x) => x.outcome === 'failed'));
      if (bad) failing++;
      if (o.json) o.out(pdfResultLine(file, r));
      else for (const line of pdfSummaryLines(file, r)) o.out(line);
    }
  } finally {
    await pool.close();
  }
  if (failing > 0) throw new CliError(`${failing} of ${inputs.length} file(s) failed a rule or could not be checked.`, 1);
}
