/**
 * Public types of @curbcut/pdf. A check produces one {@link PdfCheckResult}: document facts, one
 * {@link PdfProfileResult} per requested profile (rule outcomes) and the flat list of
 * {@link PdfIssue}s that a viewer highlights and a server stores.
 */

/** A checking profile: ISO 14289-1, ISO 14289-2, or the machine-checkable part of WCAG 2.2 for PDF. */
export type PdfProfile = 'pdfua1' | 'pdfua2' | 'wcag22';

/** How much a failure keeps people from using the document (axe-core's scale). */
export type PdfImpact = 'critical' | 'serious' | 'moderate' | 'minor';

/** The outcome of one rule on one document. */
export type PdfRuleOutcome = 'passed' | 'failed' | 'needsReview';

/**
 * Whether a profile ran: `completed`, `failed` (the file could not be read or checked: see `reason`),
 * or `incompatible` (the PDF version is outside the profile's range; `reason` holds the text the
 * viewer shows).
 */
export type PdfProfileStatus = 'completed' | 'failed' | 'incompatible';

/**
 * Where an issue can be highlighted: a page (1-based) and a rectangle in PDF user space of that
 * page (points, origin bottom-left, `[x0, y0, x1, y1]` with x0 <= x1 and y0 <= y1).
 */
export interface PdfTarget {
  page: number;
  rect: [number, number, number, number];
}

/** A rule as the checker knows it (what the viewer lists under "Page Content" and "Metadata"). */
export interface PdfRuleInfo {
  /** Clause and veraPDF test number, e.g. `7.1-t10` (PDF/UA-1) or `8.2.5.14-t01` (PDF/UA-2). */
  id: string;
  /** The profiles this rule belongs to. */
  profiles: PdfProfile[];
  /** The standard's clause, e.g. `7.18.5`. */
  clause: string;
  /** What the rule requires, in one sentence. */
  description: string;
  /** How to repair a failure. */
  howToFix: string;
  impact: PdfImpact;
  /** WCAG 2.2 success criteria this rule supports, e.g. `['1.1.1']`; empty when none applies. */
  wcag: string[];
  /** `meta` rules concern the document as a whole (catalog, metadata); `page` rules have locations on pages. */
  scope: 'meta' | 'page';
  /** False when the checker cannot decide this rule; it is then never reported (see docs/pdf-rules.md). */
  implemented: boolean;
}

/** The result of one rule on one document. */
export interface PdfRuleResult {
  id: string;
  outcome: PdfRuleOutcome;
  /** Number of failing (or, for `needsReview`, to-be-reviewed) occurrences; 0 when passed. */
  count: number;
  description: string;
  impact: PdfImpact;
  wcag: string[];
  scope: 'meta' | 'page';
}

/** One profile's result. */
export interface PdfProfileResult {
  status: PdfProfileStatus;
  /** Why the profile failed or is incompatible; absent when completed. */
  reason?: string;
  /** One entry per implemented rule of the profile (empty unless completed), in catalogue order. */
  rules: PdfRuleResult[];
}

/**
 * One occurrence of a failed or to-be-reviewed rule. Issues are shared between profiles: a rule
 * that belongs to PDF/UA-1 and WCAG 2.2 gives one issue listing both in `profiles`.
 */
export interface PdfIssue {
  /** Stable within a result: rule id + object + occurrence, usable as a fingerprint seed. */
  id: string;
  ruleId: string;
  profiles: PdfProfile[];
  /** `failed` for violations; `needsReview` where only a person can judge (Matterhorn human checks). */
  outcome: 'failed' | 'needsReview';
  description: string;
  howToFix: string;
  impact: PdfImpact;
  wcag: string[];
  /** What was found on this occurrence, e.g. `Figure element has neither Alt nor ActualText`. */
  message: string;
  /** 1-based page number, or null for document-wide and metadata issues. */
  page: number | null;
  /** `Page N`, `Document wide` or `Metadata`: the group the viewer lists the issue under. */
  location: string;
  /**
   * The object concerned, e.g. `Figure at /Document[1]/Sect[2]/Figure[1]`, `Annot Link 12 0 R`,
   * `Font F1 (Helvetica)`, `Catalog`.
   */
  object: string;
  /** Where to highlight the issue, when its content can be located on a page. */
  target: PdfTarget | null;
}

/** Everything one check found. */
export interface PdfCheckResult {
  /** `1.7`, `2.0`, ... (the later of the header and the catalog's Version); null when unreadable. */
  pdfVersion: string | null;
  /** The catalog has MarkInfo with Marked true and a StructTreeRoot. */
  isTagged: boolean;
  pageCount: number;
  /** The document title (XMP dc:title, else the Info dictionary's Title), or null. */
  title: string | null;
  /** The file is encrypted (and was decrypted with the empty user password when possible). */
  encrypted: boolean;
  profiles: Partial<Record<PdfProfile, PdfProfileResult>>;
  issues: PdfIssue[];
  /** Wall time of the check in milliseconds (inside the worker). */
  durationMs: number;
}

/** Options of one check. */
export interface PdfCheckOptions {
  /** Profiles to run: a list, or `'all'` (the default). */
  profiles?: PdfProfile[] | 'all';
  /** Hard time limit; the worker is terminated when it passes. Default 60 000 ms. */
  timeoutMs?: number;
  /** Files larger than this are refused without parsing. Default 100 MiB. */
  maxBytes?: number;
  /** Cancels the check (the worker running it is terminated). */
  signal?: AbortSignal;
  /** Most issues reported per rule (the count stays exact). Default 500. */
  maxIssuesPerRule?: number;
}

/** Options of a checker pool. */
export interface PdfCheckerPoolOptions {
  /** Worker threads; default the machine's available parallelism. */
  size?: number;
  /** Default time limit of a check (ms). Default 60 000. */
  timeoutMs?: number;
  /** Heap limit of each worker (old generation, MiB). Default 1024. */
  maxOldGenerationSizeMb?: number;
  /** Default size limit of a file (bytes). Default 100 MiB. */
  maxBytes?: number;
}

/** A pool of checker workers. */
export interface PdfCheckerPool {
  /** Checks one file on the next free worker. Never rejects for bad input: see the profiles' status. */
  check(bytes: Uint8Array, options?: PdfCheckOptions): Promise<PdfCheckResult>;
  /** Terminates the workers; pending checks end as failed. */
  close(): Promise<void>;
}
