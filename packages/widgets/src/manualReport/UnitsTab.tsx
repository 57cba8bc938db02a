/**
 * A manual report's units as a view of their own (docs/decisions/0041): a workflow's steps as a
 * timeline (step, action, page, screenshot, issue count) and an assisted test's checks (criterion,
 * verdict, notes, issues). Each unit's 'Show issues' opens All issues filtered to it through the
 * URL (`tests`), so the filtered view can be linked and reloaded. Step names, actions and URLs are
 * the recorder's text and the tester's notes are theirs: all rendered as text.
 */
import { Button } from 'react-aria-components';
import type { ManualCheck, ManualStep } from '@curbcut/core';
import { useWidget } from '../shell/widgetContext';
import { MANUAL_TEXTS, OUTCOME_LABELS } from './texts';
import { useManualChecks, useManualSteps, useScreenshotUrl } from './unitQueries';

/** Opens All issues showing only the unit's issues. */
function useShowUnitIssues(): (unitId: string) => void {
  const { store } = useWidget();
  return (unitId) => {
    store.getState().setTab('issues');
    store.getState().setFilters({ tests: [unitId] });
  };
}

function issuesLabel(count: number): string {
  return `${count} ${count === 1 ? 'issue' : 'issues'}`;
}

/** A workflow report's steps, in order. */
export function StepsTab({ reportId }: { reportId: string }) {
  const show = useShowUnitIssues();
  const steps = useManualSteps(reportId);
  const screenshotUrl = useScreenshotUrl();
  if (steps.isError) return <p role="alert">{MANUAL_TEXTS.unitsLoadFailed}</p>;
  if (!steps.data) return <p role="status">{MANUAL_TEXTS.fetching}</p>;
  if (steps.data.length === 0) return <p className="cc-empty">{MANUAL_TEXTS.noSteps}</p>;
  return (
    <ol className="cc-manual-steps" aria-label="Workflow steps">
      {steps.data.map((step: ManualStep) => (
        <li key={step.index} className="cc-manual-step">
          <div className="cc-manual-step-number" aria-hidden="true">
            {step.index}
          </div>
          <div className="cc-manual-step-body">
            <h3 className="cc-manual-step-name">
              <span className="cc-visually-hidden">Step {step.index}: </span>
              {step.name}
            </h3>
            <dl className="cc-manual-step-facts">
              <dt>Action</dt>
              <dd>{step.action || MANUAL_TEXTS.noAction}</dd>
              <dt>Page</dt>
              <dd className="cc-break">{step.url}</dd>
              <dt>Issues</dt>
              <dd>{issuesLabel(step.issueCount)}</dd>
            </dl>
            {step.issueCount > 0 ? (
              <Button className="cc-button" onPress={() => show(step.unitId)}>
                {MANUAL_TEXTS.showStepIssues}
                <span className="cc-visually-hidden"> of step {step.index}</span>
              </Button>
            ) : null}
          </div>
          {step.screenshot ? (
            <img className="cc-manual-step-shot" src={screenshotUrl(step.screenshot)} alt={`Screenshot of step ${step.index}: ${step.name}`} loading="lazy" />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** An assisted test's checks, by criterion. */
export function ChecksTab({ reportId }: { reportId: string }) {
  const show = useShowUnitIssues();
  const checks = useManualChecks(reportId);
  if (checks.isError) return <p role="alert">{MANUAL_TEXTS.unitsLoadFailed}</p>;
  if (!checks.data) return <p role="status">{MANUAL_TEXTS.fetching}</p>;
  if (checks.data.checks.length === 0) return <p className="cc-empty">{MANUAL_TEXTS.noChecks}</p>;
  return (
    <div className="cc-table-scroll" role="region" aria-label="Checks" tabIndex={0}>
      <table className="cc-table cc-manual-checks">
        <thead>
          <tr>
            <th scope="col">Criterion</th>
            <th scope="col">Result</th>
            <th scope="col">Notes</th>
            <th scope="col">Issues</th>
          </tr>
        </thead>
        <tbody>
          {checks.data.checks.map((check: ManualCheck) => (
            <tr key={check.criterion}>
              <th scope="row">{check.name}</th>
              <td>
                <span className={`cc-manual-outcome cc-manual-outcome-${check.outcome}`}>{OUTCOME_LABELS[check.outcome]}</span>
              </td>
              <td className="cc-break">{check.notes || '—'}</td>
              <td>
                {check.issueCount > 0 ? (
                  <Button className="cc-button-link" onPress={() => show(check.unitId)}>
                    {issuesLabel(check.issueCount)}
                    <span className="cc-visually-hidden"> of {check.name}</span>
                  </Button>
                ) : (
                  '0'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
