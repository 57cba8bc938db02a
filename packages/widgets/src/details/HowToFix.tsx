/**
 * The How to fix tab (spec 001 section 2.5), in the order a developer reads it: what to change for
 * this rule, once (core's guidance, else the engine's help), then what failed on this element, each
 * message once with its related elements. Every text is rendered as React text, never as markup.
 */
import { ruleGuidance } from '@curbcut/core';
import type { IssueDetails } from '../data/types';
import { CodeBlock } from './CodeBlock';
import { failureGroups } from './failureMessages';
import { safeHref } from './safeHref';
import './howToFix.css';

/** A link that opens in a new tab and says so to screen-reader users. */
function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {children} <span className="cc-visually-hidden">(opens in a new tab)</span>
    </a>
  );
}

/** What to change for every issue of the rule. */
function Guidance({ issue }: { issue: IssueDetails }) {
  const guidance = ruleGuidance(issue.ruleId, { help: issue.help, helpUrl: issue.helpUrl });
  if (guidance.kind === 'engine') {
    const href = safeHref(guidance.helpUrl);
    return (
      <section className="cc-fix-guidance">
        <h5>What to change</h5>
        {guidance.help ? <p>{guidance.help}</p> : null}
        {href ? (
          <p>
            <ExternalLink href={href}>{`Rule documentation for ${issue.ruleId}`}</ExternalLink>
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <section className="cc-fix-guidance">
      <h5>What to change</h5>
      <p>{guidance.change}</p>
      <CodeBlock label="Correct example">
        <code>{guidance.example}</code>
      </CodeBlock>
      <p>
        <ExternalLink href={guidance.understandingUrl}>{`Understanding ${guidance.criterion}`}</ExternalLink>
      </p>
    </section>
  );
}

/** The node's own failure messages, deduplicated, under the spec's fix-any / fix-all / fix-none headings. */
function Failures({ issue }: { issue: IssueDetails }) {
  const groups = failureGroups(issue.checks, issue.failureSummary);
  if (groups.length === 0) return null;
  return (
    <section className="cc-fix-failures">
      <h5>What fails on this element</h5>
      {groups.map((g) => (
        <div key={g.title} className="cc-fix-list">
          {g.title ? <h6>{g.title}</h6> : null}
          <ul>
            {g.messages.map((m) => (
              <li key={m.message}>
                <p>{m.message}</p>
                {m.related.length > 0 ? (
                  <>
                    <p className="cc-muted">Related elements:</p>
                    <ul>
                      {m.related.map((target) => (
                        <li key={target}>
                          <code className="cc-mono cc-break">{target}</code>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** The How to fix tab's content. */
export function HowToFix({ issue }: { issue: IssueDetails }) {
  return (
    <div className="cc-how-to-fix">
      <Guidance issue={issue} />
      {/* The 'Suggested fix' block (a later issue) goes here: after the rule's general guidance, before this element's failures. */}
      <Failures issue={issue} />
    </div>
  );
}
