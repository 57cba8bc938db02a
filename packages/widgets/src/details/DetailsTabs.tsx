/**
 * The details pane's tabs: Element details (selector, HTML snippet, metadata, and a note to check
 * text-resize rules at 200% zoom), How to fix this issue (failure summary, fix-any / fix-all /
 * fix-none lists with related selectors) and Source Tests.
 * Every text comes from scanned pages, so it is rendered as React text, never as markup.
 */
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { needsZoomCheck } from '@curbcut/core';
import type { CheckResult } from '@curbcut/core';
import type { IssueDetails } from '../data/types';
import type { DetailsTab } from '../store/viewStore';
import { useView, useWidget } from '../buildReport/widgetContext';
import { DETAILS_TEXTS } from './texts';

/** Shown for a metadata value nothing recorded (an older dataset, a test that named no browser). */
const NOT_AVAILABLE = 'Not available';

/**
 * Scanned code, scrolled inside a box of limited height: the box is focusable (and named) so
 * keyboard users can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
 */
function CodeBlock({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <pre className={`cc-code${className ? ` ${className}` : ''}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </pre>
  );
}

function CheckList({ title, checks }: { title: string; checks: CheckResult[] }) {
  if (checks.length === 0) return null;
  return (
    <section className="cc-fix-list">
      <h5>{title}</h5>
      <ul>
        {checks.map((c, i) => (
          <li key={`${c.id}-${i}`}>
            <p>{c.message}</p>
            {c.relatedNodes.length > 0 ? (
              <>
                <p className="cc-muted">Related elements:</p>
                <ul>
                  {c.relatedNodes.map((n, j) => (
                    <li key={j}>
                      <code className="cc-mono">{n.target}</code>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The three tabs of one issue. */
export function DetailsTabs({ issue }: { issue: IssueDetails }) {
  const { store } = useWidget();
  const tab = useView((s) => s.detailsTab);
  return (
    <Tabs selectedKey={tab} onSelectionChange={(key) => store.getState().setDetailsTab(key as DetailsTab)} className="cc-tabs cc-details-tabs">
      <TabList aria-label="Issue details" className="cc-tablist">
        <Tab id="element" className="cc-tab">
          Element details
        </Tab>
        <Tab id="fix" className="cc-tab">
          How to fix this issue
        </Tab>
        <Tab id="tests" className="cc-tab">
          Source Tests
        </Tab>
      </TabList>
      <TabPanel id="element" className="cc-tabpanel">
        <dl className="cc-facts">
          <dt>CSS selector</dt>
          <dd>
            <code className="cc-mono cc-break">{issue.target}</code>
          </dd>
          <dt>HTML snippet</dt>
          <dd>
            <CodeBlock label="HTML snippet">
              <code>{issue.html}</code>
            </CodeBlock>
          </dd>
          <dt>Metadata</dt>
          <dd>
            <dl className="cc-metadata">
              <dt>Browser</dt>
              <dd>{issue.metadata.browser ?? NOT_AVAILABLE}</dd>
              <dt>OS</dt>
              <dd>{issue.metadata.os ?? NOT_AVAILABLE}</dd>
              <dt>Viewport</dt>
              <dd>{issue.metadata.viewport ?? NOT_AVAILABLE}</dd>
            </dl>
          </dd>
          {issue.behaviour ? (
            <>
              <dt>Behaviour</dt>
              <dd>{issue.behaviour}</dd>
            </>
          ) : null}
          {issue.timestamp ? (
            <>
              <dt>Tested at</dt>
              <dd>
                <time dateTime={issue.timestamp}>{issue.timestamp.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time>
              </dd>
            </>
          ) : null}
        </dl>
        {needsZoomCheck(issue.ruleId) ? <p className="cc-zoom-note">{DETAILS_TEXTS.zoomCheck}</p> : null}
      </TabPanel>
      <TabPanel id="fix" className="cc-tabpanel">
        {issue.failureSummary ? (
          <CodeBlock label="Failure summary" className="cc-wrap">
            {issue.failureSummary}
          </CodeBlock>
        ) : null}
        <CheckList title="Fix any of the following" checks={issue.checks.any} />
        <CheckList title="Fix all of the following" checks={issue.checks.all} />
        <CheckList title="Fix none of the following" checks={issue.checks.none} />
      </TabPanel>
      <TabPanel id="tests" className="cc-tabpanel">
        {issue.testCases.length === 0 ? (
          <p>No test case reported this issue.</p>
        ) : (
          <ul className="cc-source-tests">
            {issue.testCases.map((t) => (
              <li key={t.id}>
                <span>{t.name}</span>{' '}
                <span className="cc-muted">
                  ({[t.status, t.file, t.browser, t.os].filter((part): part is string => part !== null).join(', ')})
                </span>
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
    </Tabs>
  );
}
