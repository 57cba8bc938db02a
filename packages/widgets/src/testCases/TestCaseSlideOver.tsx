/**
 * The test-case slide-over (spec 001 section 2.4): a side sheet (react-aria Modal + Dialog, which
 * traps focus, closes on Escape and returns focus to the opener) with tabs Overview and All
 * issues. Which test and tab are open come from the shell's URL state (activeTestId,
 * activeSlideOverTab). A skipped test shows only its error backtrace.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { IMPACTS, formatCount } from '@curbcut/core';
import { SEVERITY_LABELS } from '../overview/labels';
import { loadTestCaseOverview } from './testsSource';
import { environmentText, scopeText, summaryLines } from './testCaseText';
import { TestStatusLabel } from './TestStatusLabel';
import type { TestCaseOverview, TestsSource } from './types';
import { useAsync } from './useAsync';
import './testCases.css';

/** The slide-over's tabs (query activeSlideOverTab). */
export type SlideOverTab = 'overview' | 'issues';

/** Shown in the comparison card when the previous run has nothing to compare with (spec 001 section 2.4). */
export const COMPARISON_UNAVAILABLE =
  'Changes since last run not available as this test might have been skipped in the previous run.';

/** Props of TestCaseSlideOver. */
export interface TestCaseSlideOverProps {
  source: TestsSource;
  /** The open test; null closes the slide-over. */
  activeTestId: string | null;
  activeSlideOverTab: SlideOverTab;
  onTabChange: (tab: SlideOverTab) => void;
  /** Escape, the close button or a click outside; the shell clears activeTestId. */
  onClose: () => void;
  /** The All issues tab's content for this test (the shell's issue explorer filtered to it). */
  renderIssues: (testCaseId: string) => ReactNode;
  /** The link the copy button copies; omitted: no copy button. */
  shareLink?: (testCaseId: string) => string;
  /** Exports this test's issues as CSV; omitted (public view): no export button. */
  onExportCsv?: (testCaseId: string) => void;
  /** The report share menu for this test; omitted: none. */
  renderShareMenu?: (testCaseId: string) => ReactNode;
}

function CopyLinkButton({ link }: { link: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button className="cc-ov-button" onPress={() => void copy()}>
        Copy link
      </Button>
      <span role="status" className="cc-tc-copy-status">
        {state === 'copied' ? 'Link copied' : state === 'failed' ? 'Could not copy the link' : ''}
      </span>
    </>
  );
}

function Comparison({ comparison }: { comparison: TestCaseOverview['comparison'] }) {
  const headingId = useId();
  if (comparison === undefined) return null;
  return (
    <section className="cc-tc-slide-section" aria-labelledby={headingId}>
      <h3 id={headingId}>Changes since last run</h3>
      {comparison === null ? (
        <p className="cc-ov-note cc-ov-note-warning">{COMPARISON_UNAVAILABLE}</p>
      ) : (
        <dl className="cc-ov-stats">
          <div className="cc-ov-stat">
            <dt>New</dt>
            <dd>{formatCount(comparison.new)}</dd>
          </div>
          <div className="cc-ov-stat">
            <dt>Retained</dt>
            <dd>{formatCount(comparison.retained)}</dd>
          </div>
          <div className="cc-ov-stat">
            <dt>Resolved</dt>
            <dd>{formatCount(comparison.resolved)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function OverviewPanel({ data }: { data: TestCaseOverview }) {
  const t = data.testCase;
  const ids = { summary: useId(), error: useId() };
  return (
    <>
      <section className="cc-tc-slide-section" aria-labelledby={ids.summary}>
        <h3 id={ids.summary}>Summary</h3>
        <ul className="cc-tc-plain-list">
          {summaryLines(t).map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>Score {t.summary.score ?? '--'}</li>
        </ul>
        <h4>Severity breakdown</h4>
        <ul className="cc-tc-plain-list">
          {IMPACTS.map((s) => (
            <li key={s}>
              {SEVERITY_LABELS[s]}: {formatCount(t.summary.severityBreakdown[s])}
            </li>
          ))}
        </ul>
      </section>
      {t.error ? (
        <section className="cc-tc-slide-section" aria-labelledby={ids.error}>
          <h3 id={ids.error}>Error</h3>
          <p>{t.error.message}</p>
          {t.error.backtrace ? <pre className="cc-tc-backtrace">{t.error.backtrace}</pre> : null}
        </section>
      ) : null}
      <Comparison comparison={data.comparison} />
    </>
  );
}

function TestDetails(props: TestCaseSlideOverProps & { id: string; data: TestCaseOverview }) {
  const { id, data, shareLink, onExportCsv, renderShareMenu, renderIssues, activeSlideOverTab, onTabChange } = props;
  const t = data.testCase;
  const backtraceId = useId();
  if (t.status === 'skipped') {
    return (
      <section className="cc-tc-slide-section" aria-labelledby={backtraceId}>
        <h3 id={backtraceId}>Error backtrace</h3>
        <pre className="cc-tc-backtrace">{t.error?.backtrace || t.error?.message || 'No backtrace was recorded for this test.'}</pre>
      </section>
    );
  }
  return (
    <>
      <dl className="cc-tc-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <TestStatusLabel status={t.status} />
          </dd>
        </div>
        <div>
          <dt>Scope</dt>
          <dd>{scopeText(t.scopeList)}</dd>
        </div>
        <div>
          <dt>Browser</dt>
          <dd>{environmentText(t.browserData)}</dd>
        </div>
        <div>
          <dt>OS</dt>
          <dd>{environmentText(t.osData)}</dd>
        </div>
        <div>
          <dt>File</dt>
          <dd className="cc-ov-code">{t.file ?? 'Unknown'}</dd>
        </div>
      </dl>
      <div className="cc-tc-slide-actions">
        {shareLink ? <CopyLinkButton link={shareLink(id)} /> : null}
        {renderShareMenu ? renderShareMenu(id) : null}
        {onExportCsv ? (
          <Button className="cc-ov-button" onPress={() => onExportCsv(id)}>
            Export CSV
          </Button>
        ) : null}
      </div>
      <Tabs
        selectedKey={activeSlideOverTab}
        onSelectionChange={(key: Key) => onTabChange(key === 'issues' ? 'issues' : 'overview')}
      >
        <TabList aria-label="Test case views" className="cc-tc-tabs">
          <Tab id="overview" className="cc-tc-tab">
            Overview
          </Tab>
          <Tab id="issues" className="cc-tc-tab">
            All issues
          </Tab>
        </TabList>
        <TabPanel id="overview">
          <OverviewPanel data={data} />
        </TabPanel>
        <TabPanel id="issues">{renderIssues(id)}</TabPanel>
      </Tabs>
    </>
  );
}

function SlideOverBody(props: TestCaseSlideOverProps & { id: string }) {
  const result = useAsync(() => loadTestCaseOverview(props.source, props.id), props.id);
  const title = result.status === 'ready' ? result.data.testCase.name : 'Test case';
  return (
    <Dialog className="cc-tc-slide-dialog">
      <div className="cc-tc-slide-header">
        <Heading slot="title" level={2} className="cc-tc-slide-title">
          {title}
        </Heading>
        <Button className="cc-ov-button" onPress={props.onClose}>
          Close
        </Button>
      </div>
      {result.status === 'loading' ? (
        <p role="status">Loading test case</p>
      ) : result.status === 'error' ? (
        <div role="alert" className="cc-ov-error">
          <p>We couldn't load this test case.</p>
          <Button className="cc-ov-button" onPress={result.retry}>
            Retry
          </Button>
        </div>
      ) : (
        <TestDetails {...props} data={result.data} />
      )}
    </Dialog>
  );
}

/** The test-case slide-over. */
export function TestCaseSlideOver(props: TestCaseSlideOverProps) {
  const { activeTestId, onClose } = props;
  return (
    <ModalOverlay
      className="cc-tc-slide-overlay"
      isOpen={activeTestId !== null}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="cc-tc-slide-sheet">{activeTestId !== null ? <SlideOverBody {...props} id={activeTestId} /> : null}</Modal>
    </ModalOverlay>
  );
}
