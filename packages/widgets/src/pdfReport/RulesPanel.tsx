/**
 * The rules panel (spec 002 section 2.2): the profile toggle, the needs-review dropdown and 'View
 * Hidden issues' (or, in the hidden view, Back and the Hidden / Not an issue switch), then the
 * rules with issues under 'Page Content' and 'Metadata', most severe first, each opening its issues.
 */
import { useEffect, useId, useRef } from 'react';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { EyeOff } from 'lucide-react';
import { formatCappedCount, formatInteger, PDF_SCANNER_PROFILE_LABELS } from '@curbcut/core';
import type { PdfReportRule, PdfRules, PdfScannerProfile } from '@curbcut/core';
import { HiddenStatusToggle, singleKey } from '../issues/HiddenStatusToggle';
import { usePdf } from './pdfContext';
import { PdfEmptyState } from './PdfEmptyState';
import { PDF_TEXTS } from './texts';
import type { PdfProfileChoice, PdfReviewFilter } from './viewState';

const REVIEW_OPTIONS: readonly { id: PdfReviewFilter; label: string }[] = [
  { id: 'allIssues', label: 'All issues' },
  { id: 'needsReview', label: 'Needs review' },
  { id: 'notNeedsReview', label: 'Without needs review' },
];

/** The controls above the rules. */
export function RulesControls({ rules }: { rules: PdfRules | undefined }) {
  const { meta, view, setView } = usePdf();
  const reviewId = useId();
  // Entering or leaving the hidden view removes the button pressed: focus goes to its counterpart.
  const backRef = useRef<HTMLButtonElement>(null);
  const hiddenButtonRef = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    (view.hideIssues ? backRef : hiddenButtonRef).current?.focus();
  }, [view.hideIssues]);
  const showHidden = (hideIssues: boolean) => {
    switched.current = true;
    setView({ hideIssues, activeIssueStatus: 'hidden', ruleId: null, activePageIndex: null });
  };
  if (view.hideIssues) {
    return (
      <div className="cc-pdf-controls">
        <Button ref={backRef} className="cc-button" onPress={() => showHidden(false)}>
          Back
        </Button>
        <HiddenStatusToggle
          value={view.activeIssueStatus}
          hidden={rules?.counts.hidden ?? 0}
          nonIssue={rules?.counts.nonIssue ?? 0}
          onChange={(status) => setView({ activeIssueStatus: status, ruleId: null, activePageIndex: null })}
        />
      </div>
    );
  }
  const choices: PdfProfileChoice[] = ['all', ...meta.profiles];
  return (
    <div className="cc-pdf-controls">
      <ToggleButtonGroup
        aria-label="Profile"
        className="cc-segmented cc-pdf-profiles"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[view.profile]}
        onSelectionChange={(keys) => {
          const key = singleKey(keys);
          if (key !== null) setView({ profile: key as PdfProfileChoice, ruleId: null, activePageIndex: null });
        }}
      >
        {choices.map((choice) => (
          <ToggleButton key={choice} id={choice} className="cc-segment">
            {choice === 'all' ? PDF_TEXTS.allIssues : PDF_SCANNER_PROFILE_LABELS[choice]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div className="cc-pdf-control-row">
        {meta.needsReview ? (
          <div className="cc-pdf-field">
            <label htmlFor={reviewId}>Show</label>
            <select
              id={reviewId}
              className="cc-input"
              value={view.review}
              onChange={(event) => setView({ review: event.target.value as PdfReviewFilter, ruleId: null, activePageIndex: null })}
            >
              {REVIEW_OPTIONS.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button ref={hiddenButtonRef} className="cc-button" onPress={() => showHidden(true)}>
          <EyeOff className="cc-icon" aria-hidden="true" />
          {PDF_TEXTS.viewHidden}
        </Button>
      </div>
    </div>
  );
}

/** The two rule lists, or the empty state that fits the view. */
export function RuleLists({ rules }: { rules: PdfRules }) {
  const failed = rules.profiles.filter((p) => p.status === 'failed');
  return (
    <>
      {failed.length > 0 && rules.issueCount > 0 ? (
        <ul className="cc-pdf-notes">
          {failed.map((p) => (
            <li key={p.profile} className="cc-pdf-note cc-pdf-note-warning">
              {PDF_SCANNER_PROFILE_LABELS[p.profile]} scan failed{p.reason ? `: ${p.reason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {rules.issueCount === 0 ? (
        <PdfEmptyState rules={rules} />
      ) : (
        <>
          <RuleGroup title={PDF_TEXTS.pageContent} rules={rules.pageRules} meta={false} />
          <RuleGroup title={PDF_TEXTS.metadata} rules={rules.metaRules} meta />
        </>
      )}
    </>
  );
}

function RuleGroup({ title, rules, meta }: { title: string; rules: readonly PdfReportRule[]; meta: boolean }) {
  const headingId = useId();
  const total = rules.reduce((sum, r) => sum + r.issueCount, 0);
  return (
    <section className="cc-pdf-rule-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="cc-pdf-group-title">
        {title} <span className="cc-count">{formatInteger(total)}</span>
      </h3>
      {rules.length === 0 ? (
        <p className="cc-muted">{PDF_TEXTS.noIssues}</p>
      ) : (
        <ul className="cc-pdf-rule-list">
          {rules.map((rule) => (
            <li key={rule.id}>
              <RuleButton rule={rule} meta={meta} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RuleButton({ rule, meta }: { rule: PdfReportRule; meta: boolean }) {
  const { setView } = usePdf();
  return (
    <Button className="cc-pdf-rule" onPress={() => setView({ ruleId: rule.id, isMetaRule: meta, activePageIndex: null, activeIssueIndex: 0 }, { push: true })}>
      <span className="cc-pdf-rule-text">
        <span className="cc-pdf-rule-description">{rule.description}</span>
        <span className="cc-pdf-rule-facts">
          <span className={`cc-impact cc-impact-${rule.impact}`}>{rule.impact}</span>
          <span className="cc-mono">{rule.ruleId}</span>
          {rule.outcome === 'needsReview' ? <span className="cc-pill">Needs review</span> : null}
          <span className="cc-muted">{rule.profiles.map((p: PdfScannerProfile) => PDF_SCANNER_PROFILE_LABELS[p]).join(', ')}</span>
        </span>
      </span>
      <span className="cc-count" aria-label={`${formatInteger(rule.issueCount)} issues`}>
        {formatCappedCount(rule.issueCount)}
      </span>
    </Button>
  );
}
