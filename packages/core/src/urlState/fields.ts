/**
 * One definition per state field: its canonical parameter, accepted aliases, and how a value is read
 * and written. The table's order is the order `encodeUrlState` writes parameters in.
 */
import { IMPACTS } from '../model';
import type { Impact, IssueFilters } from '../model';
import {
  ACTIVE_TABS,
  ISSUES_TABS,
  ISSUE_VISIBILITIES,
  REPORT_VIEW_TYPES,
  REVIEW_STATUSES,
  SLIDE_OVER_TABS,
} from './state';
import type { UrlState } from './state';

/** Reads one value (`undefined` when invalid) and writes it back; `expected` names valid values. */
interface ValueCodec<T> {
  parse(value: string): T | undefined;
  format(value: T): string;
  expected: string;
  /** Valid values that mean the default and leave the field absent ('allIssues' for the AI filter). */
  neutral?: readonly string[];
}

type ScalarKey = { [K in keyof UrlState]-?: NonNullable<UrlState[K]> extends unknown[] | Record<string, string> ? never : K }[keyof UrlState];
type ListKey = { [K in keyof UrlState]-?: NonNullable<UrlState[K]> extends unknown[] ? K : never }[keyof UrlState];
type ListItem<K extends ListKey> = NonNullable<UrlState[K]> extends (infer I)[] ? I : never;

/** A field with its types erased, for the codec's loop. */
export interface FieldDef {
  key: keyof UrlState;
  param: string;
  aliases: readonly string[];
  list: boolean;
  parse(value: string): unknown;
  format(value: unknown): string;
  expected: string;
  neutral: readonly string[];
}

function scalar<K extends ScalarKey>(key: K, param: string, codec: ValueCodec<NonNullable<UrlState[K]>>, aliases: string[] = []): FieldDef {
  const format = (v: unknown) => codec.format(v as NonNullable<UrlState[K]>);
  return { key, param, aliases, list: false, parse: codec.parse, format, expected: codec.expected, neutral: codec.neutral ?? [] };
}

function list<K extends ListKey>(key: K, param: string, codec: ValueCodec<ListItem<K>>, aliases: string[] = []): FieldDef {
  const format = (v: unknown) => codec.format(v as ListItem<K>);
  return { key, param, aliases, list: true, parse: codec.parse, format, expected: codec.expected, neutral: codec.neutral ?? [] };
}

const text: ValueCodec<string> = { parse: (v) => v, format: (v) => v, expected: 'any text' };

function oneOf<T extends string>(values: readonly T[], synonyms: Record<string, T> = {}): ValueCodec<T> {
  return {
    parse: (v) => (values as readonly string[]).includes(v) ? (v as T) : synonyms[v],
    format: (v) => v,
    expected: values.join(', '),
  };
}

const bool: ValueCodec<boolean> = {
  parse: (v) => ({ true: true, '1': true, false: false, '0': false } as Record<string, boolean>)[v.toLowerCase()],
  format: (v) => String(v),
  expected: 'true or false',
};

const index: ValueCodec<number> = {
  parse: (v) => (/^\d{1,9}$/.test(v) ? Number(v) : undefined),
  format: (v) => String(v),
  expected: 'a whole number from 0',
};

const impact: ValueCodec<Impact> = oneOf(IMPACTS);

const NEEDS_REVIEW_FILTERS = ['needsReview', 'notNeedsReview', 'allIssues'] as const satisfies readonly IssueFilters['needsReviewFilter'][];
const BEST_PRACTICES_FILTERS = ['bestPractices', 'notBestPractices', 'allIssues'] as const satisfies readonly IssueFilters['bestPracticesFilter'][];

/** Scan reports write these filters as booleans; the viewers' tri-state values are canonical. */
const needsReview = oneOf(NEEDS_REVIEW_FILTERS, { true: 'needsReview', false: 'notNeedsReview' });
const bestPractices = oneOf(BEST_PRACTICES_FILTERS, { true: 'bestPractices', false: 'notBestPractices' });

/**
 * The AI-detected filter: canonical `aiDetectedIssuesFilter` with its tri-state values, or the
 * legacy boolean `aiIssues`, both read into the boolean `aiIssues`. 'allIssues' is the default and
 * is written as no parameter.
 */
const aiIssues: ValueCodec<boolean> = {
  parse: (v) => ({ onlyAiDetectedIssues: true, notAiDetectedIssues: false, true: true, false: false } as Record<string, boolean>)[v],
  format: (v) => (v ? 'onlyAiDetectedIssues' : 'notAiDetectedIssues'),
  expected: 'onlyAiDetectedIssues, notAiDetectedIssues, allIssues',
  neutral: ['allIssues'],
};

/** Every field, in the order parameters are written. utm_* parameters are handled apart. */
export const FIELDS: readonly FieldDef[] = [
  scalar('id', 'id', text),
  list('ids', 'ids', text),
  list('arIds', 'ar_ids', text),
  scalar('thBuildId', 'thBuildId', text),
  scalar('type', 'type', oneOf(REPORT_VIEW_TYPES, { websiteScan: 'scanner' })),
  scalar('source', 'source', text),
  scalar('token', 'token', text),
  scalar('activeTab', 'activeTab', oneOf(ACTIVE_TABS, { SUMMARY: 'summary', ALLISSUES: 'issues', SCANLOGS: 'scan-logs' }), ['tab']),
  scalar('activeIssuesTab', 'activeIssuesTab', oneOf(ISSUES_TABS)),
  scalar('activeSlideOverTab', 'activeSlideOverTab', oneOf(SLIDE_OVER_TABS)),
  scalar('activeReviewStatus', 'activeReviewStatus', oneOf(REVIEW_STATUSES, { needsReview: 'needs-review', needs_review: 'needs-review' })),
  scalar('activeIssueStatus', 'activeIssueStatus', oneOf(ISSUE_VISIBILITIES)),
  scalar('activeSwitch', 'activeSwitch', text),
  scalar('activeViolationId', 'activeViolationId', text),
  scalar('activeComponentId', 'activeComponentId', text),
  scalar('activeBehaviorValue', 'activeBehaviorValue', text),
  scalar('activeIssueId', 'activeIssueId', text),
  scalar('activeIssueIndex', 'activeIssueIndex', index),
  scalar('activeTestId', 'activeTestId', text),
  scalar('activeBtcerId', 'activeBtcerId', text),
  scalar('isShowingIssue', 'isShowingIssue', bool),
  scalar('hideIssues', 'hideIssues', bool),
  scalar('reportBug', 'reportBug', bool),
  list('impact', 'impact', impact, ['severity']),
  list('pages', 'pages', text, ['page']),
  list('components', 'component', text, ['components']),
  list('categories', 'category', text, ['categories']),
  list('tests', 'tests', text, ['step', 'steps']),
  scalar('needsReviewFilter', 'needsReviewFilter', needsReview, ['needsReview']),
  scalar('bestPracticesFilter', 'bestPracticesFilter', bestPractices, ['bestPractices']),
  scalar('aiIssues', 'aiDetectedIssuesFilter', aiIssues, ['aiIssues']),
  scalar('hasSummaryFilter', 'hasSummaryFilter', bool),
  scalar('minimal', 'minimal', bool),
  scalar('tunnelVision', 'tunnel_vision', bool),
  scalar('journeyOrigin', 'journeyOrigin', text),
  scalar('redirectSource', 'redirect_source', text),
  scalar('hidePriorityBanner', 'hide_priority_banner', bool),
];

/** Field by any of its parameter names. */
export const FIELD_BY_PARAM: ReadonlyMap<string, FieldDef> = new Map(FIELDS.flatMap((f) => [f.param, ...f.aliases].map((p) => [p, f] as const)));
