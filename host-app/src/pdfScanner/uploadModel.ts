/**
 * The files of the create page (spec 002 section 2.2) and what each one is doing: uploading with
 * its progress, being checked by validate_pdf, ready with the profiles its PDF version allows, or
 * refused with the reason. Pure functions over plain values, so the page's rules are tested apart
 * from its markup.
 */
import { PDF_SCANNER_LIMITS, type CreatePdfReportsBody, type PdfScannerProfile, type ValidatedPdf } from '@curbcut/core';

/** Where a file is in its flow. */
export type PdfEntryState =
  | { kind: 'uploading'; sent: number; total: number }
  | { kind: 'checking' }
  | { kind: 'ready'; facts: ValidatedPdf; profiles: PdfScannerProfile[] }
  | { kind: 'failed'; message: string };

/** One file or link the user added. */
export interface PdfEntry {
  id: string;
  name: string;
  source: 'file' | 'link';
  state: PdfEntryState;
}

const MB = 1024 * 1024;

/** '2.4 MB', '512 KB', '100 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(bytes >= 10 * MB || bytes % MB === 0 ? 0 : 1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a chosen file cannot be uploaded (not a PDF, empty, over the limit); null when it can. */
export function fileProblem(file: { name: string; type: string; size: number }, maxBytes: number = PDF_SCANNER_LIMITS.maxFileBytes): string | null {
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!pdf) return `‘${file.name}’ is not a PDF. Choose files that end in .pdf.`;
  if (file.size === 0) return `‘${file.name}’ is empty.`;
  if (file.size > maxBytes) return `‘${file.name}’ is ${formatBytes(file.size)}: the largest file the scanner takes is ${formatBytes(maxBytes)}.`;
  return null;
}

/** Why a link cannot be checked; null for an http(s) URL. */
export function linkProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'Enter the full address of the PDF, starting with https://.';
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'Enter the full address of the PDF, starting with https://.';
}

/** A validated file, with every profile its version allows chosen. */
export function readyState(facts: ValidatedPdf): PdfEntryState {
  return { kind: 'ready', facts, profiles: facts.profiles.filter((p) => p.compatible).map((p) => p.profile) };
}

/** Chooses or leaves a profile of a ready file (one that its version allows). */
export function toggleProfile(entry: PdfEntry, profile: PdfScannerProfile, chosen: boolean): PdfEntry {
  if (entry.state.kind !== 'ready') return entry;
  const allowed = entry.state.facts.profiles.some((p) => p.profile === profile && p.compatible);
  if (!allowed) return entry;
  const others = entry.state.profiles.filter((p) => p !== profile);
  const profiles = chosen ? entry.state.facts.profiles.map((p) => p.profile).filter((p) => p === profile || others.includes(p)) : others;
  return { ...entry, state: { ...entry.state, profiles } };
}

/** Files still on their way (the create button waits for them). */
export function busyCount(entries: readonly PdfEntry[]): number {
  return entries.filter((e) => e.state.kind === 'uploading' || e.state.kind === 'checking').length;
}

/** Files that will become reports: ready, with at least one profile. */
export function checkable(entries: readonly PdfEntry[]): PdfEntry[] {
  return entries.filter((e) => e.state.kind === 'ready' && e.state.profiles.length > 0);
}

/** The create call for the checkable files. */
export function createBody(entries: readonly PdfEntry[], needsReview: boolean): CreatePdfReportsBody {
  const files = checkable(entries).map((e) => {
    const state = e.state as Extract<PdfEntryState, { kind: 'ready' }>;
    return { key: state.facts.key, selectedProfiles: state.profiles };
  });
  return { files, needsReview };
}

/** What the create button says: 'Check 2 PDFs', 'Check PDF'. */
export function createLabel(count: number): string {
  return count === 1 ? 'Check 1 PDF' : `Check ${count} PDFs`;
}
