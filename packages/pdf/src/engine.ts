/**
 * The checker itself, run inside a worker: reads the document, decides version compatibility per
 * profile, runs every check group, locates findings and assembles the result. In-process; the
 * public API (`checkPdf`, the pool) runs it in worker threads with time and memory limits.
 */
import { PDFDict } from '@cantoo/pdf-lib';
import type { PDFObject } from '@cantoo/pdf-lib';
import { checkAnnotations } from './checks/annotationChecks';
import { checkContent } from './checks/contentChecks';
import { createContext } from './checks/context';
import type { Finding } from './checks/context';
import { checkDocument, xmpOf } from './checks/documentChecks';
import { checkFonts } from './checks/fontChecks';
import { checkSignatureAppearances } from './checks/signatureChecks';
import { checkStructure } from './checks/structureChecks';
import { locateElements } from './locate';
import { walkContent } from './model/contentWalker';
import { PdfReadError, isMarked, loadDocument } from './model/document';
import { getText, resolve } from './model/objects';
import { RULES_BY_KEY, rulesOf } from './rules/catalog';
import type { PdfCheckResult, PdfIssue, PdfProfile, PdfProfileResult, PdfRuleResult } from './types';

/** Display labels of the profiles (spec 002, 2.2). */
export const PROFILE_LABELS: Record<PdfProfile, string> = { pdfua1: 'PDF/UA-1', pdfua2: 'PDF/UA-2', wcag22: 'WCAG 2.2' };

/** Every profile, in the viewer's display order. */
export const ALL_PROFILES: readonly PdfProfile[] = ['pdfua2', 'pdfua1', 'wcag22'];

export interface EngineOptions {
  profiles: PdfProfile[];
  maxIssuesPerRule: number;
  /** Epoch ms by which the check should finish (locating stops early to keep it). */
  deadline: number;
}

/** Why a profile cannot check a file of this version, or null when it can (spec 002, 2.2). */
export function incompatibility(profile: PdfProfile, version: string | null): string | null {
  if (version === null) return null;
  const v = Number(version);
  if (!Number.isFinite(v)) return null;
  const label = PROFILE_LABELS[profile];
  if (profile === 'pdfua2' && v < 2) return `PDFs v${version} and below are not compatible for scanning with ${label} specification`;
  if (profile === 'pdfua1' && v < 1.5) return `PDFs v${version} and below are not compatible for scanning with ${label} specification`;
  if (profile === 'pdfua1' && v >= 2) return `PDFs v${version} and above are not compatible for scanning with ${label} specification`;
  return null;
}

/** A result where every requested profile failed for one reason. */
export function failedResult(profiles: PdfProfile[], reason: string, version: string | null = null, durationMs = 0): PdfCheckResult {
  const out: PdfCheckResult = { pdfVersion: version, isTagged: false, pageCount: 0, title: null, encrypted: false, profiles: {}, issues: [], durationMs };
  for (const p of profiles) out.profiles[p] = { status: 'failed', reason, rules: [] };
  return out;
}

export async function runChecks(bytes: Uint8Array, options: EngineOptions): Promise<PdfCheckResult> {
  const started = performance.now();
  const profiles = [...new Set(options.profiles)];
  let doc;
  try {
    doc = await loadDocument(bytes);
  } catch (err) {
    const reason = err instanceof PdfReadError ? err.message : `The file could not be read: ${err instanceof Error ? err.message : String(err)}`;
    const m = /^%PDF-(\d+\.\d+)/.exec(Buffer.from(bytes.subarray(0, 16)).toString('latin1'));
    return failedResult(profiles, reason, m ? (m[1] as string) : null, performance.now() - started);
  }

  const result: PdfCheckResult = {
    pdfVersion: doc.version,
    isTagged: isMarked(doc) && doc.struct !== null,
    pageCount: doc.pages.length,
    title: null,
    encrypted: doc.encrypted,
    profiles: {},
    issues: [],
    durationMs: 0,
  };
  const xmp = xmpOf(doc);
  const info = resolve(doc.ctx, doc.ctx.trailerInfo.Info as PDFObject | undefined);
  result.title = xmp?.dcTitle ?? (info instanceof PDFDict ? getText(doc.ctx, info, 'Title') : null) ?? null;

  const active: PdfProfile[] = [];
  for (const p of profiles) {
    const why = incompatibility(p, doc.version);
    if (why) result.profiles[p] = { status: 'incompatible', reason: why, rules: [] };
    else active.push(p);
  }
  if (active.length === 0) {
    result.durationMs = performance.now() - started;
    return result;
  }

  const findings: Finding[] = [];
  const errors: string[] = [];
  const facts = walkContent(doc);
  const ctx = createContext(doc, facts, findings, options.maxIssuesPerRule);
  for (const [name, run] of [
    ['document', checkDocument],
    ['structure', checkStructure],
    ['annotation', checkAnnotations],
    ['signature', checkSignatureAppearances],
    ['content', checkContent],
    ['font', checkFonts],
  ] as const) {
    try {
      run(ctx);
    } catch (err) {
      errors.push(`${name} checks stopped: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  // Locate element findings that matter to an active profile.
  const activeKeys = new Set(active.flatMap((p) => rulesOf(p).map((r) => r.key)));
  const toLocate = [...new Set(findings.filter((f) => f.locate && activeKeys.has(f.key)).map((f) => f.locate as NonNullable<Finding['locate']>))];
  const located = await locateElements(doc, toLocate, Math.min(options.deadline, Date.now() + 20_000));

  const byKey = new Map<string, { failed: number; review: number }>();
  for (const f of findings) {
    const e = byKey.get(f.key) ?? { failed: 0, review: 0 };
    if (f.outcome === 'failed') e.failed++;
    else e.review++;
    byKey.set(f.key, e);
  }
  for (const p of active) {
    const rules: PdfRuleResult[] = [];
    for (const r of rulesOf(p)) {
      if (!r.implemented) continue;
      const e = byKey.get(r.key);
      const outcome = e && e.failed > 0 ? 'failed' : e && e.review > 0 ? 'needsReview' : 'passed';
      rules.push({ id: r.id, outcome, count: outcome === 'failed' ? (e?.failed ?? 0) : outcome === 'needsReview' ? (e?.review ?? 0) : 0, description: r.description, impact: r.impact, wcag: r.wcag, scope: r.scope });
    }
    const pr: PdfProfileResult = { status: 'completed', rules };
    if (errors.length > 0) pr.reason = `Some checks could not finish: ${errors.join('; ')}`;
    result.profiles[p] = pr;
  }

  const seq = new Map<string, number>();
  const issues: PdfIssue[] = [];
  for (const f of findings) {
    if (!f.message) continue;
    const rule = RULES_BY_KEY.get(f.key);
    if (!rule || !rule.implemented) continue;
    const inProfiles = rule.profiles.filter((p) => active.includes(p));
    if (inProfiles.length === 0) continue;
    // A failed rule reports only its failures; review items matter where the rule did not fail.
    const counts = byKey.get(f.key);
    if (f.outcome === 'needsReview' && counts && counts.failed > 0) continue;
    const loc = f.locate ? located.get(f.locate) : undefined;
    const target = f.target ?? (loc ? { page: loc.page, rect: loc.rect } : null);
    const page = f.page ?? target?.page ?? null;
    const n = (seq.get(f.key) ?? 0) + 1;
    seq.set(f.key, n);
    issues.push({
      id: `${rule.part}:${rule.id}:${n}`,
      ruleId: rule.id,
      profiles: inProfiles,
      outcome: f.outcome,
      description: rule.description,
      howToFix: rule.howToFix,
      impact: rule.impact,
      wcag: rule.wcag,
      message: f.message,
      page,
      location: page !== null ? `Page ${page}` : rule.scope === 'meta' && /Metadata/.test(f.object) ? 'Metadata' : 'Document wide',
      object: f.object,
      target,
    });
  }
  result.issues = issues;
  result.durationMs = performance.now() - started;
  return result;
}
