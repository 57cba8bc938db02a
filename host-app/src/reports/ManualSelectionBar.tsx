/**
 * What the list does with the selected reports (spec 002 sections 2.1, 5 and 6): Consolidate opens
 * them as one consolidated report (two or more, completed), Compare (Workflow Analyzer) opens the
 * comparison of two completed runs of one workflow, and Delete removes a single report the user
 * wrote, after a confirmation naming it. An unavailable Consolidate or Compare stays focusable and
 * says why, in its tooltip and its description, rather than leaving the keyboard order.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { GitCompareArrows, Layers, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ManualReportListItem } from '@curbcut/core';
import { ConfirmDialog } from '../components/ConfirmAction';
import { reportRoute, type ReportProduct } from './reportProducts';

/** The spec's reason for an unavailable Consolidate (spec 002 section 5), and Compare's with fewer than two. */
export const CONSOLIDATE_HINT = 'Select at least two reports to compare them';

/** Why Compare is unavailable beyond too few reports: the server compares two completed runs of one workflow (one name, one project). */
export const COMPARE_HINTS = {
  tooMany: 'Select only two reports to compare them',
  otherWorkflow: 'Select two runs of the same workflow to compare them',
  notCompleted: 'Select two completed runs to compare them',
  notInPlan: "Report comparison is not part of your organisation's plan: ask your admin to turn it on",
} as const;

/** Why the selection cannot be compared, or null when it can; first whether the plan compares at all. */
export function compareHintOf(selected: readonly ManualReportListItem[], comparisonInPlan: boolean): string | null {
  if (!comparisonInPlan) return COMPARE_HINTS.notInPlan;
  const [a, b] = selected;
  if (!a || !b) return CONSOLIDATE_HINT;
  if (selected.length > 2) return COMPARE_HINTS.tooMany;
  if (a.name !== b.name || a.projectName !== b.projectName) return COMPARE_HINTS.otherWorkflow;
  if (a.status !== 'completed' || b.status !== 'completed') return COMPARE_HINTS.notCompleted;
  return null;
}

/** The compare page of two runs (`ids` in selection order: the server makes the older the base). */
export function comparePath(product: ReportProduct, selected: readonly ManualReportListItem[]): string {
  return `${product.path}/compare?ids=${selected.map((r) => encodeURIComponent(r.id)).join(',')}`;
}

/** Props of {@link ManualSelectionBar}. */
export interface ManualSelectionBarProps {
  product: ReportProduct;
  /** The selected reports, in the order they were selected. */
  selected: readonly ManualReportListItem[];
  onClear: () => void;
  /** Deletes the one selected report (the caller reports the outcome). */
  onDelete: (report: ManualReportListItem) => void;
  isDeleting: boolean;
  /** The group's plan has report comparison of workflow runs (profile `report_comparison_supported.workflowScan`). */
  comparisonInPlan: boolean;
}

export function ManualSelectionBar({ product, selected, onClear, onDelete, isDeleting, comparisonInPlan }: ManualSelectionBarProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const own = selected.length === 1 && selected[0]?.isAuthor ? selected[0] : null;
  return (
    <div className="report-selection" role="group" aria-label="Selected reports">
      <p role="status" className="report-selection-status">
        {isDeleting && own ? `Deleting ‘${own.name}’…` : selected.length > 0 ? `${selected.length} selected` : ''}
      </p>
      <HintedButton className="button primary" hint={selected.length >= 2 ? null : CONSOLIDATE_HINT} onPress={() => navigate(reportRoute(product, selected.map((r) => r.id)))}>
        <Layers aria-hidden="true" size={16} />
        Consolidate
      </HintedButton>
      {product.type === 'workflowScan' ? (
        <HintedButton className="button" hint={compareHintOf(selected, comparisonInPlan)} onPress={() => navigate(comparePath(product, selected))}>
          <GitCompareArrows aria-hidden="true" size={16} />
          Compare
        </HintedButton>
      ) : null}
      {own ? (
        <>
          {/* No pending state: the button goes with the report, and react-aria's pending announcement would name a removed element. */}
          <Button className="button danger" onPress={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" size={16} />
            Delete…
          </Button>
          <ConfirmDialog
            title={`Delete ‘${own.name}’?`}
            confirmLabel="Delete report"
            onConfirm={() => onDelete(own)}
            isOpen={confirming}
            onOpenChange={setConfirming}
          >
            <p>The report, its issues, decisions and screenshots are deleted. This cannot be undone.</p>
          </ConfirmDialog>
        </>
      ) : null}
      {selected.length > 0 ? (
        <Button className="button quiet" onPress={onClear}>
          Clear selection
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A button that, while `hint` says why it cannot act, stays focusable with `aria-disabled`, shows
 * the hint as its tooltip and is described by it; `onPress` runs only without a hint.
 */
function HintedButton({ className, hint, onPress, children }: { className: string; hint: string | null; onPress: () => void; children: ReactNode }) {
  const hintId = useId();
  return (
    <>
      <TooltipTrigger delay={300} isDisabled={hint === null}>
        <Button
          className={`${className}${hint === null ? '' : ' is-unavailable'}`}
          {...(hint === null ? {} : { 'aria-disabled': true, 'aria-describedby': hintId })}
          onPress={() => {
            if (hint === null) onPress();
          }}
        >
          {children}
        </Button>
        <Tooltip className="tooltip" placement="top" offset={6}>
          {hint}
        </Tooltip>
      </TooltipTrigger>
      {hint === null ? null : (
        <span id={hintId} className="visually-hidden">
          {hint}
        </span>
      )}
    </>
  );
}
