/**
 * The consolidated selection of the PDF list (docs/decisions/0037): a checkbox per completed report,
 * kept in the URL (`selected=id,id`) so a consolidated view can be bookmarked, up to the cap of
 * {@link PDF_CONSOLIDATED_MAX_REPORTS}. At the cap the other checkboxes stay focusable and say why
 * they do nothing (aria-disabled with a description and a tooltip), rather than vanishing from the
 * keyboard order as disabled ones would.
 */
import { useEffect, useState } from 'react';
import { Button, Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { PDF_CONSOLIDATED_MAX_REPORTS } from '@curbcut/core';
import { SELECTION_PARAM, parseSelection, selectionFull, selectionParam } from './pdfListModel';

/** What a capped checkbox says. */
export const SELECTION_CAP_TEXT = `You can select up to ${PDF_CONSOLIDATED_MAX_REPORTS} reports.`;

/**
 * The selection in the URL, and its changes (other parameters kept). A change shows at once: the
 * router commits a new address only after its loaders have run again, and until then a controlled
 * checkbox would spring back unchecked, so the changed selection is held here until the URL has it.
 */
export function usePdfSelection(): { selected: string[]; set: (next: string[]) => void; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get(SELECTION_PARAM) ?? '';
  const [pending, setPending] = useState<{ from: string; selected: string[] } | null>(null);
  // Held only while the URL still shows what it showed when the change was made, and dropped once
  // it moves on (so an address that comes back to that value later is read afresh).
  const held = pending !== null && pending.from === inUrl;
  useEffect(() => {
    if (!held) setPending(null);
  }, [held]);
  const selected = held ? pending.selected : parseSelection(inUrl);
  const change = (next: string[]) => {
    setPending({ from: inUrl, selected: next });
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        const value = selectionParam(next);
        if (value === null) out.delete(SELECTION_PARAM);
        else out.set(SELECTION_PARAM, value);
        return out;
      },
      { replace: true },
    );
  };
  return { selected, set: change, clear: () => change([]) };
}

/** One row's checkbox, named after the report. */
export function PdfSelectCheckbox({ id, name, selected, capNoteId, onToggle }: { id: string; name: string; selected: readonly string[]; capNoteId: string; onToggle: (id: string, on: boolean) => void }) {
  const checked = selected.includes(id);
  const capped = !checked && selectionFull(selected);
  const input = (
    <input
      type="checkbox"
      className="pdf-select"
      checked={checked}
      aria-label={`Select ${name}`}
      {...(capped ? { 'aria-disabled': true, 'aria-describedby': capNoteId } : {})}
      onChange={(e) => {
        // At the cap a click is ignored: the controlled box stays clear.
        if (!capped) onToggle(id, e.currentTarget.checked);
      }}
    />
  );
  // One tree whether capped or not, so reaching the cap never remounts (and unfocuses) a box.
  return (
    <TooltipTrigger delay={300} isDisabled={!capped}>
      <Focusable>{input}</Focusable>
      <Tooltip className="tooltip" placement="top" offset={6}>
        {SELECTION_CAP_TEXT}
      </Tooltip>
    </TooltipTrigger>
  );
}

/** The Reports tab's line: how many are selected, Clear selection, and the cap once reached. */
export function PdfSelectionBar({ selected, capNoteId, onClear }: { selected: readonly string[]; capNoteId: string; onClear: () => void }) {
  const full = selectionFull(selected);
  return (
    <div className="pdf-selection">
      <p role="status" className="pdf-selection-status">
        {selected.length > 0 ? `${selected.length} selected` : ''}
      </p>
      {selected.length > 0 ? (
        <Button className="button" onPress={onClear}>
          Clear selection
        </Button>
      ) : (
        <p className="muted">Select completed reports to see them together in Summary and Issue Breakdown.</p>
      )}
      <p id={capNoteId} className={full ? 'pdf-selection-cap' : 'visually-hidden'}>
        {SELECTION_CAP_TEXT}
      </p>
    </div>
  );
}

/** The Summary and Issue Breakdown tabs' line when a selection narrows them. */
export function PdfSelectionScope({ count, onShowAll }: { count: number; onShowAll: () => void }) {
  return (
    <div className="pdf-selection">
      <p className="pdf-selection-status">
        Showing {count} selected {count === 1 ? 'report' : 'reports'}
      </p>
      <Button className="button" onPress={onShowAll}>
        Show all reports
      </Button>
    </div>
  );
}
