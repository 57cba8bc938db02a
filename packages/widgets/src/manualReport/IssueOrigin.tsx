/**
 * Where a manual report's issue was found, in the details pane (issue 20, docs/decisions/0041): the
 * workflow step (number, name, action, page) with the step's screenshot; the assisted check with its
 * verdict, the tester's notes and the failing element's screenshot; for a consolidation, the source
 * reports and the steps or checks of each that found it. An issue's units are its test cases, so
 * each is matched by unit id. Recorder and tester texts are rendered as text.
 */
import { useId } from 'react';
import type { ConsolidatedReport, ManualCheck, ManualStep } from '@curbcut/core';
import { formatTimestamp, issueScreenshotPath } from '@curbcut/core';
import { DateTime } from '../scanReport/NavLink';
import type { IssueDetails } from '../data/types';
import type { IssueOrigin } from '../shell/widgetContext';
import { LIST_TITLES, MANUAL_TEXTS, OUTCOME_LABELS } from './texts';
import { useManualChecks, useManualScope, useManualSteps, useScreenshotUrl } from './unitQueries';

/** The ids of the units (steps or checks) that found the issue. */
function unitIds(issue: IssueDetails): Set<string> {
  return new Set(issue.testCases.map((t) => t.id));
}

function StepFacts({ step }: { step: ManualStep }) {
  return (
    <dl className="cc-manual-step-facts">
      <dt>Step</dt>
      <dd>
        {step.index}. {step.name}
      </dd>
      <dt>Action</dt>
      <dd>{step.action || MANUAL_TEXTS.noAction}</dd>
      <dt>Page</dt>
      <dd className="cc-break">{step.url}</dd>
    </dl>
  );
}

/** The step (or steps) of a workflow report where the issue was found, and the first one's screenshot. */
function WorkflowStepOrigin({ issue }: { issue: IssueDetails }) {
  const headingId = useId();
  const { report } = useManualScope();
  const steps = useManualSteps(report.id);
  const screenshotUrl = useScreenshotUrl();
  if (!steps.data) return null;
  const ids = unitIds(issue);
  const found = steps.data.filter((s) => ids.has(s.unitId));
  const [first, ...others] = found;
  if (!first) return null;
  return (
    <section className="cc-manual-origin" aria-labelledby={headingId}>
      <h4 id={headingId} className="cc-manual-origin-heading">
        {MANUAL_TEXTS.foundAtStep}
      </h4>
      <StepFacts step={first} />
      {others.length > 0 ? <p className="cc-muted">{alsoAtSteps(others)}</p> : null}
      {first.screenshot ? (
        <figure className="cc-manual-origin-shot">
          <img src={screenshotUrl(first.screenshot)} alt={`Screenshot of step ${first.index}: ${first.name}`} loading="lazy" />
          <figcaption className="cc-muted">Step {first.index} as recorded</figcaption>
        </figure>
      ) : null}
    </section>
  );
}

/** 'Also found at step 4.' / 'Also found at steps 4 and 6.' */
function alsoAtSteps(steps: readonly ManualStep[]): string {
  const numbers = steps.map((s) => String(s.index));
  const list = numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
  return `Also found at ${numbers.length === 1 ? 'step' : 'steps'} ${list}.`;
}

/** The assisted check the issue came from: criterion, verdict, the tester's notes, the element's screenshot. */
function AssistedCheckOrigin({ issue }: { issue: IssueDetails }) {
  const headingId = useId();
  const { report } = useManualScope();
  const checks = useManualChecks(report.id);
  const screenshotUrl = useScreenshotUrl();
  if (!checks.data) return null;
  const ids = unitIds(issue);
  const check: ManualCheck | undefined = checks.data.checks.find((c) => ids.has(c.unitId));
  if (!check) return null;
  const hasShot = checks.data.screenshots.includes(issue.issueId);
  return (
    <section className="cc-manual-origin" aria-labelledby={headingId}>
      <h4 id={headingId} className="cc-manual-origin-heading">
        {MANUAL_TEXTS.fromCheck}
      </h4>
      <dl className="cc-manual-step-facts">
        <dt>Criterion</dt>
        <dd>{check.name}</dd>
        <dt>Result</dt>
        <dd>{OUTCOME_LABELS[check.outcome]}</dd>
        <dt>Tester's notes</dt>
        <dd className="cc-break">{check.notes || MANUAL_TEXTS.noNotes}</dd>
      </dl>
      {hasShot ? (
        <figure className="cc-manual-origin-shot">
          <img src={screenshotUrl(issueScreenshotPath(report.id, issue.issueId))} alt={`Screenshot of the failing element ${issue.target}`} loading="lazy" />
          <figcaption className="cc-muted">The failing element as the tester recorded it</figcaption>
        </figure>
      ) : null}
    </section>
  );
}

/** The source reports that found the issue, with the units of each. */
function groupBySource(issue: IssueDetails, report: ConsolidatedReport) {
  return report.reports
    .map((source) => ({
      source,
      // A source with no units of its own is named by a unit of the report's id (core consolidation).
      units: issue.testCases.filter((t) => t.reportId === source.id && t.id !== source.id).map((t) => t.name),
      found: issue.testCases.some((t) => t.reportId === source.id),
    }))
    .filter((g) => g.found);
}

/** 'Found in N of M reports', above the actions of a consolidated issue. */
function ConsolidatedOrigin({ issue }: { issue: IssueDetails }) {
  const { report } = useManualScope();
  const count = groupBySource(issue, report).length;
  return <p className="cc-manual-origin-count">{`Found in ${count} of ${report.reports.length} reports`}</p>;
}

/** The Source reports tab: each report that found the issue, and its steps or checks that did. */
function SourceReportsPanel({ issue }: { issue: IssueDetails }) {
  const { report } = useManualScope();
  const groups = groupBySource(issue, report);
  if (groups.length === 0) return <p>{MANUAL_TEXTS.noSources}</p>;
  return (
    <ul className="cc-manual-sources-list">
      {groups.map(({ source, units }) => (
        <li key={source.id}>
          <span className="cc-manual-source-name cc-break">{source.name}</span> <span className="cc-muted">
            ({LIST_TITLES[source.type]}, by {source.createdBy.name}, <DateTime iso={source.createdAt} format={formatTimestamp} />)
          </span>
          {units.length > 0 ? (
            <ul aria-label={`${source.type === 'workflowScan' ? 'Steps' : 'Checks'} of ${source.name}`}>
              {units.map((name, i) => (
                <li key={`${i}:${name}`} className="cc-break">
                  {name}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A workflow report's issues name their step. */
export const WORKFLOW_ORIGIN: IssueOrigin = { Summary: WorkflowStepOrigin };
/** An assisted test's issues name their check. */
export const ASSISTED_ORIGIN: IssueOrigin = { Summary: AssistedCheckOrigin };
/** A consolidation's issues name their source reports. */
export const CONSOLIDATED_ORIGIN: IssueOrigin = {
  Summary: ConsolidatedOrigin,
  sourcesTab: { label: MANUAL_TEXTS.sourceReportsTab, Panel: SourceReportsPanel },
};
