/**
 * What the list does with the selected reports (spec 002 sections 2.1, 5 and 6): Consolidate opens
 * them as one consolidated report (two or more, completed), and Delete removes a single report the
 * user wrote, after a confirmation naming it. An unavailable Consolidate stays focusable and says
 * why, in its tooltip and its description, rather than leaving the keyboard order.
 */
import { useId, useState } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { Layers, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ManualReportListItem } from '@curbcut/core';
import { ConfirmDialog } from '../components/ConfirmAction';
import { reportRoute, type ReportProduct } from './reportProducts';

/** The spec's reason for an unavailable Consolidate (spec 002 section 5). */
export const CONSOLIDATE_HINT = 'Select at least two reports to compare them';

/** Props of {@link ManualSelectionBar}. */
export interface ManualSelectionBarProps {
  product: ReportProduct;
  /** The selected reports, in the order they were selected. */
  selected: readonly ManualReportListItem[];
  onClear: () => void;
  /** Deletes the one selected report (the caller reports the outcome). */
  onDelete: (report: ManualReportListItem) => void;
  isDeleting: boolean;
}

export function ManualSelectionBar({ product, selected, onClear, onDelete, isDeleting }: ManualSelectionBarProps) {
  const navigate = useNavigate();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const canConsolidate = selected.length >= 2;
  const own = selected.length === 1 && selected[0]?.isAuthor ? selected[0] : null;
  return (
    <div className="report-selection" role="group" aria-label="Selected reports">
      <p role="status" className="report-selection-status">
        {isDeleting && own ? `Deleting ‘${own.name}’…` : selected.length > 0 ? `${selected.length} selected` : ''}
      </p>
      <TooltipTrigger delay={300} isDisabled={canConsolidate}>
        <Button
          className={`button primary${canConsolidate ? '' : ' is-unavailable'}`}
          {...(canConsolidate ? {} : { 'aria-disabled': true, 'aria-describedby': hintId })}
          onPress={() => {
            if (canConsolidate) navigate(reportRoute(product, selected.map((r) => r.id)));
          }}
        >
          <Layers aria-hidden="true" size={16} />
          Consolidate
        </Button>
        <Tooltip className="tooltip" placement="top" offset={6}>
          {CONSOLIDATE_HINT}
        </Tooltip>
      </TooltipTrigger>
      <span id={hintId} className="visually-hidden">
        {CONSOLIDATE_HINT}
      </span>
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
