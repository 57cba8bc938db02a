/**
 * Behaviours (spec 001 section 2.5: "A behaviour-type rule lists components with their behaviours").
 * Some rules measure a rendered property of an element (its colours, its size, its inline styles)
 * rather than its markup. One component can fail such a rule in several ways, one per state or
 * theme it is drawn in: a button's default and hover colours are two behaviours of one component.
 * Teams mark the behaviour they intend as preferred, so the behaviour value must be read from the
 * check data axe reports and must be stable across runs.
 */
import type { CheckResult, IssueNode } from '../model';

type Data = { readonly [key: string]: unknown };

function isData(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(data: Data, key: string): string | null {
  const v = data[key];
  return typeof v === 'string' && v !== '' ? v : null;
}

function num(data: Data, key: string): number | null {
  const v = data[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** A ratio as axe's messages write it, to two decimals: 4.48:1. */
function ratio(value: number): string {
  return `${value.toFixed(2)}:1`;
}

/** Rendered size to at most one decimal (axe reports sizes like 23.5). */
function px(value: number): string {
  return `${Math.round(value * 10) / 10}`;
}

function contrastBehaviour(data: unknown): string | null {
  if (!isData(data)) return null;
  const fg = str(data, 'fgColor');
  const r = num(data, 'contrastRatio');
  if (fg === null || r === null) return null;
  const shadow = str(data, 'shadowColor');
  const bg = str(data, 'bgColor');
  if (str(data, 'messageKey') === 'fgOnShadowColor' && shadow !== null) {
    return `foreground ${fg} on text-shadow ${shadow} (${ratio(r)})`;
  }
  if (str(data, 'messageKey') === 'shadowOnBgColor' && shadow !== null && bg !== null) {
    return `text-shadow ${shadow} on background ${bg} (${ratio(r)})`;
  }
  return bg === null ? null : `foreground ${fg} on background ${bg} (${ratio(r)})`;
}

function linkInTextBlockBehaviour(data: unknown): string | null {
  if (!isData(data)) return null;
  const r = num(data, 'contrastRatio');
  if (r === null) return null;
  const link = str(data, 'nodeColor');
  const text = str(data, 'parentColor');
  if (link !== null && text !== null) return `link ${link} beside text ${text} (${ratio(r)})`;
  const linkBg = str(data, 'nodeBackgroundColor');
  const textBg = str(data, 'parentBackgroundColor');
  if (linkBg !== null && textBg !== null) return `link background ${linkBg} beside text background ${textBg} (${ratio(r)})`;
  return null;
}

function targetSizeBehaviour(data: unknown): string | null {
  if (!isData(data)) return null;
  const width = num(data, 'width');
  const height = num(data, 'height');
  const min = num(data, 'minSize');
  if (width === null || height === null || min === null) return null;
  const what = str(data, 'messageKey')?.startsWith('partiallyObscured') ? 'unobscured area' : 'target';
  return `${what} ${px(width)} x ${px(height)} px (minimum ${px(min)} px)`;
}

function targetOffsetBehaviour(data: unknown): string | null {
  if (!isData(data)) return null;
  const offset = num(data, 'closestOffset');
  const min = num(data, 'minOffset');
  return offset === null || min === null ? null : `clickable space ${px(offset)} px (minimum ${px(min)} px)`;
}

/** axe before 4.4: one check listing the properties set with !important. */
function inlineSpacingListBehaviour(data: unknown): string | null {
  if (!Array.isArray(data)) return null;
  const props = data.filter((p): p is string => typeof p === 'string');
  return props.length === 0 ? null : `${props.join(', ')} set inline with !important`;
}

/** axe 4.4 onwards: one check per property, with the value and the minimum in em. */
function inlineSpacingBehaviour(property: string): (data: unknown) => string | null {
  return (data) => {
    if (!isData(data)) return null;
    const value = num(data, 'value');
    const min = num(data, 'minValue');
    return value === null || min === null ? null : `${property} ${value}em !important (minimum ${min}em)`;
  };
}

function viewportBehaviour(data: unknown): string | null {
  return typeof data === 'string' && data !== '' ? `viewport sets ${data}` : null;
}

type Describe = (data: unknown) => string | null;

/**
 * For each behaviour-type rule: the checks whose data describe the behaviour, and how to word it.
 * Several failing checks of one node (target size and target spacing) are joined with '; '.
 */
const BEHAVIOUR_RULES: Readonly<Record<string, Readonly<Record<string, Describe>>>> = {
  'color-contrast': { 'color-contrast': contrastBehaviour },
  'color-contrast-enhanced': { 'color-contrast-enhanced': contrastBehaviour },
  'link-in-text-block': { 'link-in-text-block': linkInTextBlockBehaviour },
  'target-size': { 'target-size': targetSizeBehaviour, 'target-offset': targetOffsetBehaviour },
  'avoid-inline-spacing': {
    'avoid-inline-spacing': inlineSpacingListBehaviour,
    'important-letter-spacing': inlineSpacingBehaviour('letter-spacing'),
    'important-word-spacing': inlineSpacingBehaviour('word-spacing'),
    'important-line-height': inlineSpacingBehaviour('line-height'),
  },
  'meta-viewport': { 'meta-viewport': viewportBehaviour },
  'meta-viewport-large': { 'meta-viewport-large': viewportBehaviour },
};

/** The ids of the behaviour-type rules, in a stable order. */
export const BEHAVIOUR_RULE_IDS: readonly string[] = Object.keys(BEHAVIOUR_RULES);

/** Whether issues of this rule are grouped by behaviour under their component. */
export function isBehaviourRule(ruleId: string): boolean {
  return Object.prototype.hasOwnProperty.call(BEHAVIOUR_RULES, ruleId);
}

/**
 * The behaviour value of a node, like 'foreground #777777 on background #ffffff (4.48:1)'; null for
 * other rules and when axe could not measure (needs-review contrast without a background colour).
 */
export function behaviourOf(n: Pick<IssueNode, 'ruleId' | 'any' | 'all' | 'none'>): string | null {
  const rule = isBehaviourRule(n.ruleId) ? BEHAVIOUR_RULES[n.ruleId] : undefined;
  if (rule === undefined) return null;
  const checks: CheckResult[] = [...n.any, ...n.all, ...n.none];
  const parts: string[] = [];
  for (const check of checks) {
    const describe = Object.prototype.hasOwnProperty.call(rule, check.id) ? rule[check.id] : undefined;
    const value = describe?.(check.data) ?? null;
    if (value !== null && !parts.includes(value)) parts.push(value);
  }
  return parts.length === 0 ? null : parts.join('; ');
}
