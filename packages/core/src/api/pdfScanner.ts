/**
 * The PDF scanner's calls (spec 002 sections 2.2, 3, 4 and 7 "PDF scanner"): presigned uploads,
 * validation of uploaded and linked files, reports made from them (one `pdfScanner` report per
 * file, checked by a job with the statuses queued, processing, completed, failed), their rules and
 * paged issues per profile, hide and review decisions, polling for changes, and delete. Every call
 * needs the plan feature `pdf_scanner` (the profile's `pdf_scanner_enabled`); see
 * docs/decisions/0029-pdf-scanner-pipeline.md.
 */
import { Type, type Static } from '@sinclair/typebox';
import { HIDE_REASONS } from '../decisions/model';
import { NEEDS_REVIEW_FILTERS } from '../filters/normalize';
import { ISSUE_STATUSES, IMPACTS } from '../model';
import { IssueSummarySchema } from './reports';
import { PublicLinkState } from './sharing';

/** The checking profiles, in the viewer's display order (spec 002 section 9). */
export const PDF_SCANNER_PROFILES = ['pdfua2', 'pdfua1', 'wcag22'] as const;
/** One checking profile: PDF/UA-2, PDF/UA-1 or WCAG 2.2. */
export type PdfScannerProfile = (typeof PDF_SCANNER_PROFILES)[number];
/** Labels of the profiles (spec 002 section 2.2). */
export const PDF_SCANNER_PROFILE_LABELS: Readonly<Record<PdfScannerProfile, string>> = { pdfua2: 'PDF/UA-2', pdfua1: 'PDF/UA-1', wcag22: 'WCAG 2.2' };
/** Statuses of a PDF report (spec 002 section 9). queued and processing are in progress. */
export const PDF_REPORT_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
/** One PDF report status. */
export type PdfReportStatus = (typeof PDF_REPORT_STATUSES)[number];
/** How a profile's check ended: `pending` until the report's check is done. */
export const PDF_PROFILE_STATUSES = ['pending', 'completed', 'failed', 'incompatible'] as const;
/** One profile status. */
export type PdfProfileStatus = (typeof PDF_PROFILE_STATUSES)[number];
/** Issues per page of the issues call unless the caller asks otherwise (spec 002 "PDF page size constant 10"). */
export const PDF_ISSUES_PAGE_SIZE = 10;
/** Live event the server publishes on the user's channel when a PDF report's status changes. */
export const PDF_SCANNER_LIVE_EVENT = 'pdf_scanner_updates';

/** Limits of the PDF scanner calls (the server may be configured with a smaller file limit). */
export const PDF_SCANNER_LIMITS = {
  /** Upload URLs per presigned call, and files per create call. */
  maxFiles: 20,
  /** Largest file accepted by default: 100 MiB. */
  maxFileBytes: 100 * 1024 * 1024,
  /** How long an upload URL stays valid by default. */
  uploadUrlTtlSeconds: 15 * 60,
  /** Largest page of the issues call. */
  maxIssuesPageSize: 100,
  /** Reports one updates call may ask about. */
  maxUpdateReports: 100,
  /** Longest report name. */
  maxNameLength: 255,
} as const;

const lit = <const T extends string>(values: readonly T[], description: string) => Type.Union(values.map((v) => Type.Literal(v)), { description });
const Count = (description: string) => Type.Integer({ minimum: 0, description });
const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const Profile = lit(PDF_SCANNER_PROFILES, 'A checking profile: `pdfua2` (PDF/UA-2), `pdfua1` (PDF/UA-1) or `wcag22` (WCAG 2.2)');
const UploadKey = Type.String({ minLength: 1, maxLength: 100, description: 'Key of an uploaded or fetched file (`pdu_...`), from the upload URL or validate_pdf' });
const Name = Type.String({ minLength: 1, maxLength: PDF_SCANNER_LIMITS.maxNameLength, description: 'Report name; the file name when omitted' });
const ReportId = Type.String({ minLength: 1, maxLength: 100, description: 'PDF report id (`rep_...`)' });

/** Query of `GET /api/pdf_scanner/reports/presigned_upload_urls`. */
export const PresignedUploadQuery = Type.Object({
  count: Type.Integer({ minimum: 1, maximum: PDF_SCANNER_LIMITS.maxFiles, default: 1, description: `Upload URLs wanted, 1 to ${PDF_SCANNER_LIMITS.maxFiles}` }),
});
export type PresignedUploadQuery = Static<typeof PresignedUploadQuery>;

/** One upload URL: `PUT` the file's bytes to `url` before `expiresAt`. */
export const PresignedUpload = Type.Object({
  key: UploadKey,
  url: Type.String({ description: 'Where to PUT the file (this server; the signature in the query is the credential)' }),
  method: Type.Literal('PUT', { description: 'Always PUT' }),
  contentType: Type.Literal('application/pdf', { description: 'Content-Type to send' }),
  expiresAt: Type.String({ description: 'When the URL stops working (ISO 8601, UTC)' }),
  maxBytes: Count('Largest file the URL accepts, in bytes'),
});
export type PresignedUpload = Static<typeof PresignedUpload>;

/** Answer of the presigned call. */
export const PresignedUploads = Type.Object({ uploads: Type.Array(PresignedUpload) });
export type PresignedUploads = Static<typeof PresignedUploads>;

/** Path of the upload call. */
export const PdfUploadParams = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100, pattern: '^pdu_[0-9a-z]{25}$', description: 'Key of the upload URL (`pdu_...`)' }),
});
export type PdfUploadParams = Static<typeof PdfUploadParams>;

/** Query of the upload call: the signed part of the presigned URL. */
export const PdfUploadQuery = Type.Object({
  user: Type.String({ minLength: 1, maxLength: 100, description: 'The user the URL was issued to' }),
  expires: Type.String({ pattern: '^[0-9]{1,16}$', description: 'Expiry, in milliseconds since 1970' }),
  signature: Type.String({ minLength: 1, maxLength: 100, description: 'HMAC-SHA256 of the key, user, group, expiry and size limit (base64url)' }),
});
export type PdfUploadQuery = Static<typeof PdfUploadQuery>;

/** Answer of the upload call. */
export const PdfUploadResult = Type.Object({
  key: UploadKey,
  size: Count('Bytes stored'),
});
export type PdfUploadResult = Static<typeof PdfUploadResult>;

/** Body of `POST /api/pdf_scanner/reports/validate_pdf`. */
export const ValidatePdfBody = Type.Object({
  type: lit(['uploaded', 'linked'], '`uploaded`: a file PUT to an upload URL (give `key`); `linked`: a PDF on the web the server fetches (give `url`)'),
  key: Type.Optional(UploadKey),
  url: Type.Optional(Type.String({ maxLength: 2048, description: 'For `linked`: the http(s) URL of the PDF; for `uploaded` ignored' })),
  name: Type.Optional(Name),
});
export type ValidatePdfBody = Static<typeof ValidatePdfBody>;

/** Whether a profile can check this file (spec 002 section 2.2, compatibility by PDF version). */
export const PdfProfileCompatibility = Type.Object({
  profile: Profile,
  label: Type.String({ description: 'PDF/UA-2, PDF/UA-1 or WCAG 2.2' }),
  compatible: Type.Boolean({ description: 'False when the PDF version is outside the profile\'s range' }),
  reason: NullableString("The spec's text 'PDFs v{version} and below are not compatible for scanning with {profile} specification'; null when compatible"),
});
export type PdfProfileCompatibility = Static<typeof PdfProfileCompatibility>;

/** Answer of validate_pdf: what the create page shows before the check. */
export const ValidatedPdf = Type.Object({
  key: UploadKey,
  type: lit(['uploaded', 'linked'], 'How the file arrived'),
  name: Type.String({ description: 'Report name the file gets unless create names it' }),
  size: Count('File size in bytes'),
  sourceUrl: NullableString('The linked URL; null for uploads'),
  pdfVersion: NullableString('`1.7`, `2.0`...; null when the file could not be read'),
  pageCount: Count('Pages; 0 when the file could not be read'),
  isTagged: Type.Boolean({ description: 'Tagged PDF (MarkInfo and a structure tree); false shows the untagged warning' }),
  encrypted: Type.Boolean({ description: 'The file is encrypted (it was opened with the empty user password)' }),
  readable: Type.Boolean({ description: 'False when the file could not be read; a report of it ends failed with `reason`' }),
  reason: NullableString('Why the file could not be read; null when readable'),
  profiles: Type.Array(PdfProfileCompatibility, { description: 'Every profile in display order' }),
});
export type ValidatedPdf = Static<typeof ValidatedPdf>;

/** One file of a create call. */
export const CreatePdfReportFile = Type.Object({
  key: UploadKey,
  name: Type.Optional(Name),
  selectedProfiles: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Array(Profile, { minItems: 1, maxItems: 3 })], {
      description: 'Profiles to check: `all` (default: every profile the PDF version allows) or a list',
    }),
  ),
});
export type CreatePdfReportFile = Static<typeof CreatePdfReportFile>;

/** Body of `POST /api/pdf_scanner/reports`. */
export const CreatePdfReportsBody = Type.Object({
  files: Type.Array(CreatePdfReportFile, { minItems: 1, maxItems: PDF_SCANNER_LIMITS.maxFiles, description: 'Validated files, one report each' }),
  needsReview: Type.Optional(Type.Boolean({ description: 'Keep needs-review issues (conditions a person must judge); default true' })),
});
export type CreatePdfReportsBody = Static<typeof CreatePdfReportsBody>;

/** Counts of one profile (the spec's `issueSummary.profile`). */
export const PdfProfileSummary = Type.Object({
  status: lit(PDF_PROFILE_STATUSES, 'How the profile\'s check ended; `pending` while the report is queued or processing'),
  reason: NullableString('Why it failed or is incompatible; null otherwise'),
  isFailed: Type.Boolean({ description: 'The profile\'s check failed (the viewer shows "{profile} scan failed")' }),
  issueCount: Count('Visible issues that count: failures, and needs-review issues confirmed as issues'),
  needsReviewCount: Count('Visible issues awaiting review'),
  totalIssues: Count('Visible issues: issueCount plus needsReviewCount'),
  hiddenIssuesCount: Count('Hidden issues'),
  markedAsNonIssueCount: Count('Issues reviewed as not an issue'),
});
export type PdfProfileSummary = Static<typeof PdfProfileSummary>;

/** Per-profile counts, for the profiles the report checks. */
export const PdfIssueSummary = Type.Object({
  profile: Type.Object(
    {
      pdfua2: Type.Optional(PdfProfileSummary),
      pdfua1: Type.Optional(PdfProfileSummary),
      wcag22: Type.Optional(PdfProfileSummary),
    },
    { description: 'Counts per profile the report checks' },
  ),
});
export type PdfIssueSummary = Static<typeof PdfIssueSummary>;

const ReportFields = {
  id: ReportId,
  name: Type.String({ description: 'Report name (the file name unless given)' }),
  type: lit(['uploaded', 'linked'], 'How the file arrived'),
  pdfUrl: Type.String({ description: 'Where the viewer loads the PDF: this server\'s file call (never the third-party URL)' }),
  sourceUrl: NullableString('The linked URL; null for uploads'),
  fileSize: Count('File size in bytes'),
  pdfVersion: NullableString('`1.7`, `2.0`...; null until checked or when unreadable'),
  pageCount: Count('Pages; 0 until checked'),
  totalIssues: Count('Visible issues over every checked profile (an issue shared by profiles counts once)'),
  hiddenIssuesCount: Count('Hidden issues over every checked profile'),
  needsReview: Type.Boolean({ description: 'Needs-review issues are kept (the create option)' }),
  bestPractices: Type.Boolean({ description: 'Always false: the PDF checker has no best-practice rules' }),
  isTagged: Type.Boolean({ description: 'Tagged PDF; false shows the untagged warning' }),
  timestamp: Type.String({ description: 'When the report was created (ISO 8601, UTC)' }),
  completedAt: NullableString('When the check ended (ISO 8601, UTC); null while in progress'),
  createdBy: Type.Object({ id: Type.String(), name: Type.String() }, { description: 'Author: only they hide, review and delete' }),
  status: lit(PDF_REPORT_STATUSES, 'queued, processing, completed or failed'),
  error: NullableString('Why the check failed; null unless failed'),
  profiles: Type.Array(Profile, { description: 'Profiles the report checks, in display order' }),
  issueSummary: PdfIssueSummary,
};

/** A PDF report in the list (spec 002 section 3 "PDF report"). */
export const PdfReport = Type.Object(ReportFields);
export type PdfReport = Static<typeof PdfReport>;

/** The list, newest first. */
export const PdfReportList = Type.Object({ reports: Type.Array(PdfReport) });
export type PdfReportList = Static<typeof PdfReportList>;

/** The meta of one report: the list fields plus its public link and the author flag. */
export const PdfReportMeta = Type.Object({
  ...ReportFields,
  publicLink: PublicLinkState,
  isAuthor: Type.Boolean({ description: 'The caller is the author (signed in): hide, review and delete are offered' }),
});
export type PdfReportMeta = Static<typeof PdfReportMeta>;

/** Answer of the create call. */
export const CreatedPdfReports = Type.Object({ reports: Type.Array(PdfReport, { description: 'One queued report per file, in the order given' }) });
export type CreatedPdfReports = Static<typeof CreatedPdfReports>;

/** Path of the calls on one report. */
export const PdfReportParams = Type.Object({ id: ReportId });
export type PdfReportParams = Static<typeof PdfReportParams>;

const TokenQueryField = Type.Optional(
  Type.String({ maxLength: 500, description: 'Embed or public-link token of the report, for callers without a session (or send it as `Authorization: Bearer`)' }),
);
/** Query of the read calls on one report: a report token for callers without a session. */
export const PdfReportTokenQuery = Type.Object({ token: TokenQueryField });
export type PdfReportTokenQuery = Static<typeof PdfReportTokenQuery>;

const FilterFields = {
  selectedProfiles: Type.Optional(
    Type.Union([Type.Literal('all'), Profile], { default: 'all', description: '`all` (every checked profile; an issue shared by profiles appears once) or one profile' }),
  ),
  issueStatus: Type.Optional(lit(ISSUE_STATUSES, 'Issues of this status only (default `visible`; `hidden` and `non-issue` for the hidden view)')),
  needsReviewFilter: Type.Optional(
    lit(NEEDS_REVIEW_FILTERS, '`needsReview`: only issues awaiting review; `notNeedsReview`: only the others; `allIssues` (default): both'),
  ),
};

/** Body of `POST /api/pdf_scanner/reports/{id}/rules`. */
export const PdfRulesBody = Type.Object(FilterFields);
export type PdfRulesBody = Static<typeof PdfRulesBody>;

/** One rule with issues under the filters. */
export const PdfReportRule = Type.Object({
  id: Type.String({ description: 'Rule key, unique in the report: part and rule id (`ua1:7.1-t10`, `ua2:8.2.5.14-t01`); used in the issues path' }),
  ruleId: Type.String({ description: 'The standard\'s clause and veraPDF test number (`7.1-t10`)' }),
  description: Type.String({ description: 'What the rule requires' }),
  howToFix: Type.String({ description: 'How to repair a failure' }),
  impact: lit(IMPACTS, 'critical, serious, moderate or minor'),
  tags: Type.Array(Type.String(), { description: 'The profiles (`pdfua1`...) and WCAG tags (`wcag111`) of the rule' }),
  wcag: Type.Array(Type.String(), { description: 'WCAG 2.2 success criteria the rule supports (`1.1.1`)' }),
  profiles: Type.Array(Profile, { description: 'Checked profiles the rule belongs to' }),
  outcome: lit(['failed', 'needsReview'], 'failed, or needsReview when only a person can judge'),
  issueCount: Count('Issues of the rule under the filters'),
  truncated: Type.Boolean({ description: 'The checker found more occurrences than it stores (500 per rule)' }),
});
export type PdfReportRule = Static<typeof PdfReportRule>;

/** Counts of the selected profile by issue status, for the empty states and the hidden view. */
export const PdfStatusCounts = Type.Object({
  visible: Count('Visible issues'),
  needsReview: Count('Visible issues awaiting review'),
  hidden: Count('Hidden issues'),
  nonIssue: Count('Issues reviewed as not an issue'),
});
export type PdfStatusCounts = Static<typeof PdfStatusCounts>;

/** Answer of the rules call: "Metadata" (document-level) and "Page Content" rules. */
export const PdfRules = Type.Object({
  metaRules: Type.Array(PdfReportRule, { description: 'Rules about the document as a whole, most severe first' }),
  pageRules: Type.Array(PdfReportRule, { description: 'Rules about page content, most severe first' }),
  issueCount: Count('Issues under the filters'),
  counts: PdfStatusCounts,
  profiles: Type.Array(
    Type.Object({ profile: Profile, status: lit(PDF_PROFILE_STATUSES, 'How the check ended'), reason: NullableString('Why failed or incompatible') }),
    { description: 'The selected profiles\' outcome ("{profile} scan failed", incompatibility texts)' },
  ),
});
export type PdfRules = Static<typeof PdfRules>;

/** Path of the issues call. */
export const PdfRuleParams = Type.Object({
  id: ReportId,
  ruleId: Type.String({ minLength: 1, maxLength: 100, description: 'Rule key from the rules call (`ua1:7.1-t10`)' }),
});
export type PdfRuleParams = Static<typeof PdfRuleParams>;

/** Body of `POST /api/pdf_scanner/reports/{id}/rules/{ruleId}/issues`. */
export const PdfIssuesBody = Type.Object({
  ...FilterFields,
  location: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'Only the issues of one group: `Page N`, `Document wide` or `Metadata`' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'Page of results, from 1' })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: PDF_SCANNER_LIMITS.maxIssuesPageSize, default: PDF_ISSUES_PAGE_SIZE, description: `Issues per page (default ${PDF_ISSUES_PAGE_SIZE})` }),
  ),
});
export type PdfIssuesBody = Static<typeof PdfIssuesBody>;

/** Where an issue can be highlighted: a page and a rectangle in PDF points (origin bottom left). */
export const PdfIssueTarget = Type.Object({
  page: Type.Integer({ minimum: 1, description: 'Page number, from 1' }),
  rect: Type.Array(Type.Number(), { minItems: 4, maxItems: 4, description: '[x0, y0, x1, y1] in PDF user space' }),
});

/** One issue (spec 002 section 3 "PDF issue"). */
export const PdfReportIssue = Type.Object({
  id: Type.String({ description: 'Issue id, stable within the report (used by hide and review)' }),
  pageNumber: Type.Union([Type.Integer(), Type.Null()], { description: 'Page from 1; null for document-wide and metadata issues' }),
  location: Type.String({ description: '`Page N`, `Document wide` or `Metadata`' }),
  object: Type.String({ description: 'The structure element or object concerned' }),
  failureSummary: Type.String({ description: 'What was found on this occurrence' }),
  url: Type.String({ description: 'The PDF (the report\'s file call)' }),
  type: lit(['page', 'meta'], 'Page content or document-level rule'),
  ruleData: Type.Object({
    id: Type.String({ description: 'Rule key (`ua1:7.1-t10`)' }),
    ruleId: Type.String({ description: 'Clause and test number' }),
    description: Type.String(),
    howToFix: Type.String(),
    impact: lit(IMPACTS, 'Severity'),
    tags: Type.Array(Type.String()),
  }),
  profiles: Type.Array(Profile, { description: 'Profiles the issue counts in' }),
  hidden: Type.Boolean({ description: 'Hidden or reviewed as not an issue' }),
  isHidden: Type.Boolean({ description: 'Same as hidden (the spec names both)' }),
  hideReason: NullableString('Why it was hidden; null unless hidden'),
  issueStatus: lit(ISSUE_STATUSES, 'visible, hidden or non-issue'),
  confirmed: Type.Union([Type.Boolean(), Type.Null()], { description: 'null: not reviewed; true: confirmed as issue; false: not an issue' }),
  needsReview: Type.Boolean({ description: 'Only a person can judge it (Matterhorn human check)' }),
  target: Type.Union([PdfIssueTarget, Type.Null()], { description: 'Highlight; null when the content cannot be located ("Highlight is not available for this issue.")' }),
});
export type PdfReportIssue = Static<typeof PdfReportIssue>;

/** Answer of the issues call: one page of a rule's issues and its counts per PDF page. */
export const PdfIssues = Type.Object({
  issues: Type.Array(PdfReportIssue),
  total: Count('Issues of the rule under the filters (and location when given)'),
  page: Type.Integer({ minimum: 1, description: 'This page of results' }),
  pageSize: Type.Integer({ minimum: 1, description: 'Issues per page' }),
  hasMore: Type.Boolean({ description: 'A further page exists (load more)' }),
  issueCountByPage: Type.Array(
    Type.Object({
      location: Type.String({ description: '`Page N`, `Document wide` or `Metadata`' }),
      pageNumber: Type.Union([Type.Integer(), Type.Null()], { description: 'Page from 1; null for the non-page groups' }),
      count: Count('Issues of the rule there under the filters (location aside)'),
    }),
    { description: 'Non-page groups first, then pages in numeric order' },
  ),
});
export type PdfIssues = Static<typeof PdfIssues>;

/** Body of `POST /api/pdf_scanner/updates` (the polling fallback of live updates). */
export const PdfUpdatesBody = Type.Object({
  // One nullable type, not a union: with type coercion a union turns null into "".
  last_checked: Type.Optional(
    Type.Unsafe<string | null>({ type: 'string', nullable: true, maxLength: 40, description: "ISO 8601 time of the previous answer's `last_checked`; omitted or null: every listed report" }),
  ),
  reports: Type.Array(ReportId, { maxItems: PDF_SCANNER_LIMITS.maxUpdateReports, description: 'Report ids to look at; others of the group are ignored' }),
});
export type PdfUpdatesBody = Static<typeof PdfUpdatesBody>;

/** Answer of the updates call. */
export const PdfUpdates = Type.Object({
  reports: Type.Array(PdfReport, { description: 'Listed reports of your group changed since last_checked' }),
  last_checked: Type.String({ description: 'Send this back as last_checked next time (ISO 8601, UTC)' }),
});
export type PdfUpdates = Static<typeof PdfUpdates>;

/** Path of the per-issue calls. */
export const PdfIssueParams = Type.Object({
  id: ReportId,
  issueId: Type.String({ minLength: 1, maxLength: 100, description: 'Issue id from the issues call' }),
});
export type PdfIssueParams = Static<typeof PdfIssueParams>;

/** Body of `PATCH /api/pdf_scanner/reports/{id}/issues/hide`. */
export const PdfHideBody = Type.Object({
  scope: lit(['issue', 'rule'], 'One issue (`issueId`) or every issue of a rule (`ruleId`)'),
  issueId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Issue id; required for the issue scope' })),
  ruleId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Rule key (`ua1:7.1-t10`); required for the rule scope' })),
  hidden: Type.Boolean({ description: 'true hides, false unhides' }),
  reason: Type.Optional(
    Type.Union([Type.Null(), ...HIDE_REASONS.map((r) => Type.Literal(r))], { description: `Required to hide: ${HIDE_REASONS.join(', ')}` }),
  ),
});
export type PdfHideBody = Static<typeof PdfHideBody>;

/** Body of `PATCH /api/pdf_scanner/reports/{id}/issues/{issueId}/needs-review`. */
export const PdfReviewBody = Type.Object({
  // One nullable type, not a union: with type coercion a union turns null into false or back.
  confirmed: Type.Unsafe<boolean | null>({ type: 'boolean', nullable: true, description: 'true: confirm as issue; false: not an issue; null: undo the review' }),
});
export type PdfReviewBody = Static<typeof PdfReviewBody>;

/** Answer of hide and review. */
export const PdfDecisionResult = Type.Object({
  changedCount: Count('Issues whose state changed'),
  totalIssues: Count('Visible issues of the report after the action'),
  hiddenIssuesCount: Count('Hidden issues of the report after the action'),
  issueSummary: PdfIssueSummary,
  summary: IssueSummarySchema,
});
export type PdfDecisionResult = Static<typeof PdfDecisionResult>;

/** Answer of delete. */
export const DeletedPdfReport = Type.Object({ id: ReportId, deleted: Type.Literal(true, { description: 'Always true' }) });
export type DeletedPdfReport = Static<typeof DeletedPdfReport>;

/** Payload of the {@link PDF_SCANNER_LIVE_EVENT} event. */
export interface PdfScannerUpdatePayload {
  build_uuid: string;
  status: PdfReportStatus;
  report: PdfReport;
}

/**
 * Most reports one consolidated view (the list's selection, the breakdown call) takes: a view of
 * more is unreadable, and the cap bounds the server's work (docs/decisions/0037).
 */
export const PDF_CONSOLIDATED_MAX_REPORTS = 10;
/** Documents the breakdown names per rule, those with the most issues of it first. */
export const PDF_BREAKDOWN_TOP_REPORTS = 3;

/** Body of `POST /api/pdf_scanner/reports/breakdown` (the list's Issue Breakdown tab). */
export const PdfBreakdownBody = Type.Object({
  reports: Type.Optional(
    Type.Array(ReportId, {
      maxItems: PDF_CONSOLIDATED_MAX_REPORTS,
      description: `The selected reports, ${PDF_CONSOLIDATED_MAX_REPORTS} at most; omitted: every completed report of your group. Ids of other groups and reports not completed are ignored`,
    }),
  ),
  selectedProfiles: FilterFields.selectedProfiles,
});
export type PdfBreakdownBody = Static<typeof PdfBreakdownBody>;

/** A document with issues of a rule, in the breakdown. */
export const PdfBreakdownReport = Type.Object({
  id: ReportId,
  name: Type.String({ description: 'Report name' }),
  issueCount: Count('Visible issues of the rule in this report'),
});
export type PdfBreakdownReport = Static<typeof PdfBreakdownReport>;

/** One rule with visible issues across the reports counted. */
export const PdfBreakdownRule = Type.Object({
  id: Type.String({ description: 'Rule key (`ua1:7.1-t10`), as the rules call gives it' }),
  ruleId: Type.String({ description: 'The standard\'s clause and veraPDF test number (`7.1-t10`)' }),
  description: Type.String({ description: 'What the rule requires' }),
  impact: lit(IMPACTS, 'critical, serious, moderate or minor'),
  profiles: Type.Array(Profile, { description: 'Profiles the rule belongs to in at least one report counted' }),
  wcag: Type.Array(Type.String(), { description: 'WCAG 2.2 success criteria the rule supports (`1.1.1`)' }),
  outcome: lit(['failed', 'needsReview'], 'failed when it failed in any report counted, else needsReview (only a person can judge)'),
  issueCount: Count('Visible issues of the rule over the reports counted: the rules call\'s counts summed'),
  reportCount: Count('Reports counted that have visible issues of the rule'),
  topReports: Type.Array(PdfBreakdownReport, {
    maxItems: PDF_BREAKDOWN_TOP_REPORTS,
    description: `The ${PDF_BREAKDOWN_TOP_REPORTS} reports with the most issues of the rule, most first`,
  }),
});
export type PdfBreakdownRule = Static<typeof PdfBreakdownRule>;

/** Answer of the breakdown call: rules most severe first, then by issues. */
export const PdfBreakdown = Type.Object({
  rules: Type.Array(PdfBreakdownRule, { description: 'Rules with visible issues, most severe first, then most issues first' }),
  totals: Type.Object(
    {
      reports: Count('Reports counted'),
      rules: Count('Rules with visible issues'),
      issues: Count('Visible issues over every rule (an issue shared by profiles counts once under `all`)'),
    },
    { description: 'Totals over the reports counted' },
  ),
  reports: Type.Array(ReportId, { description: 'Ids of the reports counted: completed reports of your group among those asked for, newest first' }),
});
export type PdfBreakdown = Static<typeof PdfBreakdown>;
