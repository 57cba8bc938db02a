/**
 * Which issues a decision reaches, and the key under which a persisted decision is remembered
 * (the latest decision per key wins when a later build completes).
 */
import { isBestPractice, isExperimental, scFromTag, scsFromTags } from '../rules/tags';
import { DecisionError, type DecisionTarget, type IssueDecision } from './model';

const GROUP_KEYS = ['best-practice', 'experimental', 'other'] as const;

/**
 * The criterion key a guideline tag names: `wcag143`, `1.4.3` and `SC 1.4.3` give `1.4.3`; the
 * guideline list's group keys `best-practice`, `experimental` and `other` stand for themselves.
 */
export function criterionKeyOf(guidelineTag: string): string {
  const tag = guidelineTag.trim();
  const sc = scFromTag(tag) ?? /^(?:SC\s*)?(\d+\.\d+\.\d+)$/i.exec(tag)?.[1];
  if (sc) return sc;
  const group = tag.toLowerCase();
  if ((GROUP_KEYS as readonly string[]).includes(group)) return group;
  throw new DecisionError(
    'guidelineTag',
    `'${guidelineTag}' is not a guideline: expected a WCAG tag (wcag143), a criterion (1.4.3 or SC 1.4.3), best-practice, experimental or other.`,
  );
}

/** The criterion keys a rule is listed under in the guidelines view (as core's groupByCriterion). */
export function criterionKeysOfTags(tags: readonly string[]): string[] {
  const scs = scsFromTags(tags);
  if (scs.length > 0) return scs;
  return [isBestPractice(tags) ? 'best-practice' : isExperimental(tags) ? 'experimental' : 'other'];
}

/** Whether a decision reaches an issue (for preferred: the issue's rule and component group). */
export function decisionMatches(decision: IssueDecision, target: DecisionTarget): boolean {
  if (decision.kind === 'review') return target.fingerprint === decision.fingerprint;
  if (decision.kind === 'preferred') return target.ruleId === decision.ruleId && target.componentId === decision.componentId;
  switch (decision.scope) {
    case 'issue':
      return target.fingerprint === decision.fingerprint;
    case 'rule':
      return target.ruleId === decision.ruleId;
    case 'guideline':
      return criterionKeysOfTags(target.ruleTags).includes(criterionKeyOf(decision.guidelineTag ?? ''));
    case 'component':
      if (target.componentId !== decision.componentId) return false;
      if (decision.ruleId !== undefined && decision.ruleId !== '') return target.ruleId === decision.ruleId;
      if (decision.guidelineTag !== undefined && decision.guidelineTag !== '') {
        return criterionKeysOfTags(target.ruleTags).includes(criterionKeyOf(decision.guidelineTag));
      }
      return true;
  }
}

/**
 * The key a persisted decision is remembered by: later decisions with the same key replace it
 * (an unhide after a hide of the same rule, a new preferred behaviour of the same component).
 * Hide and unhide share keys; review and preferred have their own.
 */
export function decisionKey(decision: IssueDecision): string {
  if (decision.kind === 'review') return `review:${decision.fingerprint}`;
  if (decision.kind === 'preferred') return `preferred:${decision.ruleId}\u001f${decision.componentId}`;
  switch (decision.scope) {
    case 'issue':
      return `hide:issue:${decision.fingerprint ?? ''}`;
    case 'rule':
      return `hide:rule:${decision.ruleId ?? ''}`;
    case 'guideline':
      return `hide:guideline:${criterionKeyOf(decision.guidelineTag ?? '')}`;
    case 'component': {
      const within = decision.ruleId ? `rule:${decision.ruleId}` : decision.guidelineTag ? `guideline:${criterionKeyOf(decision.guidelineTag)}` : '*';
      return `hide:component:${within}\u001f${decision.componentId ?? ''}`;
    }
  }
}
