/**
 * One rule's issues by where they are (spec 002 section 2.2): what the rule requires and how to fix
 * it, then a table of 'Issue Source' ('Page N', 'Document wide', 'Metadata') and 'Issue Found'
 * (the count, '100+' above 100); a row opens that place's first issue.
 */
import { useEffect, useId, useRef } from 'react';
import { Button } from 'react-aria-components';
import { ArrowLeft } from 'lucide-react';
import { formatCappedCount, formatInteger, PDF_SCANNER_PROFILE_LABELS } from '@curbcut/core';
import type { PdfReportRule } from '@curbcut/core';
import { usePdf } from './pdfContext';
import { PDF_TEXTS } from './texts';
import type { LocationGroup } from './viewState';

/** The rule's heading block, shared by the rule table and the issue detail. */
export function RuleSummary({ rule, headingLevel }: { rule: PdfReportRule; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className="cc-pdf-rule-summary">
      <Heading className="cc-pdf-rule-title">{rule.description}</Heading>
      <p className="cc-pdf-rule-facts">
        <span className={`cc-impact cc-impact-${rule.impact}`}>{rule.impact}</span>
        <span className="cc-mono">{rule.ruleId}</span>
        <span className="cc-muted">{rule.profiles.map((p) => PDF_SCANNER_PROFILE_LABELS[p]).join(', ')}</span>
        {rule.wcag.length > 0 ? <span className="cc-muted">WCAG {rule.wcag.join(', ')}</span> : null}
      </p>
    </div>
  );
}

/** The back button of the rule and issue views. */
export function BackButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <Button className="cc-button cc-button-quiet cc-button-small" onPress={onPress}>
      <ArrowLeft className="cc-icon" aria-hidden="true" />
      {label}
    </Button>
  );
}

export function RuleView({ rule, groups }: { rule: PdfReportRule; groups: readonly LocationGroup[] | undefined }) {
  const { setView } = usePdf();
  const headingRef = useRef<HTMLDivElement>(null);
  const captionId = useId();
  // Opening a rule moves focus to it, so a keyboard or screen reader user lands on what opened.
  useEffect(() => headingRef.current?.focus(), [rule.id]);
  const total = groups?.reduce((sum, g) => sum + g.count, 0) ?? rule.issueCount;
  return (
    <div className="cc-pdf-rule-view">
      <BackButton label="All rules" onPress={() => setView({ ruleId: null, activePageIndex: null }, { push: true })} />
      <div ref={headingRef} tabIndex={-1} className="cc-pdf-focus-target">
        <RuleSummary rule={rule} headingLevel="h2" />
      </div>
      <div className="cc-pdf-fix">
        <h3>How to fix</h3>
        <p>{rule.howToFix}</p>
      </div>
      <p id={captionId} className="cc-pdf-found">
        {total === 1 ? '1 issue found' : `${formatInteger(total)} issues found`}
      </p>
      {groups === undefined ? (
        <p role="status" className="cc-loading">
          Loading issues…
        </p>
      ) : groups.length === 0 ? (
        <p role="status">{PDF_TEXTS.noIssuesFound}</p>
      ) : (
        <table className="cc-table cc-pdf-locations" aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{PDF_TEXTS.issueSource}</th>
              <th scope="col">{PDF_TEXTS.issueFound}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group, index) => (
              <tr key={group.location}>
                <th scope="row">
                  <Button className="cc-button-link" onPress={() => setView({ activePageIndex: index, activeIssueIndex: 0 }, { push: true })}>
                    {group.location}
                  </Button>
                </th>
                <td>{formatCappedCount(group.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
