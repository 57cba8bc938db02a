/**
 * The ticket a 'File a bug' dialog opens with for one issue: what a developer needs to find and fix
 * it without opening Curbcut, in plain text (the server turns it into the tracker's own format, and
 * every piece of it comes from a scanned page, so none of it may ever be read as markup).
 */
import { getCriterion, scsFromTags, severityLabel } from '@curbcut/core';
import type { IssueDetails } from '../data/types';

/** The longest title the trackers take through the API (the server's `FileIssueBody`). */
export const BUG_TITLE_MAX = 255;
/** The longest description the server takes. */
export const BUG_DESCRIPTION_MAX = 32000;
/** An element's HTML beyond this is cut: a ticket wants the element's opening, not a whole subtree. */
export const BUG_HTML_MAX = 1000;
/** The how-to-fix summary beyond this is cut; the link back has the rest. */
const FIX_SUMMARY_MAX = 4000;

/** A ticket's title and description, as the form edits them. */
export interface BugDraft {
  title: string;
  description: string;
}

/** `text` cut to at most `max` characters, with an ellipsis saying that it was. */
function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** The page's path ('/cart?step=2'), or the text as given when it is not a URL. */
function pagePath(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    return `${url.pathname}${url.search}`;
  } catch {
    return pageUrl;
  }
}

/** 'SC 1.1.1 Non-text Content (A)' for a success criterion's number. */
export function criterionText(sc: string): string {
  const criterion = getCriterion(sc);
  return criterion ? `SC ${sc} ${criterion.handle} (${criterion.level})` : `SC ${sc}`;
}

/**
 * A draft from its title and its description's sections (blocks of lines), then the how-to-fix
 * text (cut at FIX_SUMMARY_MAX) and `issueLink` (the issue in Curbcut) when there are any, each
 * part held to the trackers' limits: the one shape of every report's draft.
 */
export function assembleDraft(title: string, sections: readonly (readonly string[])[], howToFix: string, issueLink: string | null): BugDraft {
  const fix = howToFix.trim();
  const blocks = [...sections, ...(fix === '' ? [] : [['How to fix:', truncate(fix, FIX_SUMMARY_MAX)]]), ...(issueLink ? [[`Issue in Curbcut: ${issueLink}`]] : [])];
  return {
    title: truncate(title, BUG_TITLE_MAX),
    description: truncate(blocks.map((lines) => lines.join('\n')).join('\n\n'), BUG_DESCRIPTION_MAX),
  };
}

/**
 * The draft of a ticket for `issue`: title '{rule help}: {page path}', and a description naming the
 * rule, impact, criteria, page, element (selector and HTML) and how to fix it, then `issueLink`
 * (the issue in Curbcut) when the widget can give one.
 */
export function issueBugDraft(issue: Pick<IssueDetails, 'ruleId' | 'help' | 'impact' | 'tags' | 'pageUrl' | 'target' | 'html' | 'failureSummary'>, issueLink: string | null): BugDraft {
  const criteria = scsFromTags(issue.tags).map(criterionText);
  const sections = [
    [`Rule: ${issue.ruleId} (${issue.help})`, `Impact: ${severityLabel(issue.impact)}`, `WCAG: ${criteria.length > 0 ? criteria.join(', ') : 'none (best practice)'}`],
    [`Page: ${issue.pageUrl}`, `Element: ${issue.target}`],
    ['HTML:', truncate(issue.html, BUG_HTML_MAX)],
  ];
  return assembleDraft(`${issue.help}: ${pagePath(issue.pageUrl)}`, sections, issue.failureSummary, issueLink);
}
