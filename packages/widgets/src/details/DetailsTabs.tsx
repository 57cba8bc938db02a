/**
 * The details pane's tabs: Element details (selector, HTML snippet, metadata, and a note to check
 * text-resize rules at 200% zoom), How to fix this issue (HowToFix.tsx) and Source Tests (or what
 * the widget's issue origin puts in its place: a consolidation's Source reports).
 * Every text comes from scanned pages, so it is rendered as React text, never as markup.
 */
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { needsZoomCheck } from '@curbcut/core';
import type { IssueDetails } from '../data/types';
import type { DetailsTab } from '../store/viewStore';
import { useView, useWidget } from '../shell/widgetContext';
import { DETAILS_TEXTS } from './texts';
import { CodeBlock } from './CodeBlock';
import { HowToFix } from './HowToFix';

/** Shown for a metadata value nothing recorded (an older dataset, a test that named no browser). */
const NOT_AVAILABLE = 'Not available';

/** The three tabs of one issue. */
export function DetailsTabs({ issue }: { issue: IssueDetails }) {
  const { store, issueOrigin } = useWidget();
  const Sources = issueOrigin?.sourcesTab?.Panel;
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
          {issueOrigin?.sourcesTab?.label ?? 'Source Tests'}
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
        <HowToFix issue={issue} />
      </TabPanel>
      <TabPanel id="tests" className="cc-tabpanel">
        {Sources ? (
          <Sources issue={issue} />
        ) : issue.testCases.length === 0 ? (
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
