/**
 * 'Compare with another run' (spec 001 section 2.6, spec 002's compare-run modal): a modal listing
 * the scan's other completed runs from `GET /api/v1/scans/{scanId}/runs` (members only); choosing
 * one opens the compare page of the two runs in a new tab, the older run as the base.
 */
import { useId, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay, VisuallyHidden } from 'react-aria-components';
import { formatInteger } from '@curbcut/core';
import type { ScanRunItem } from '@curbcut/core';
import { useWidget } from '../shell/widgetContext';
import { DateTime } from './NavLink';
import { SCAN_TEXTS } from './texts';
import { useScanRuns } from './useScanData';

/** Props of CompareRuns. */
export interface CompareRunsProps {
  scanId: string;
  /** This run. */
  run: Pick<ScanRunItem, 'id' | 'runNumber'>;
  compareHref: (baseId: string, id: string) => string;
}

/** The ids of a comparison: the older run is the base. */
export function compareIds(a: Pick<ScanRunItem, 'id' | 'runNumber'>, b: Pick<ScanRunItem, 'id' | 'runNumber'>): [string, string] {
  return a.runNumber < b.runNumber ? [a.id, b.id] : [b.id, a.id];
}

function RunList({ scanId, run, compareHref, close }: CompareRunsProps & { close: () => void }) {
  const { client, emit } = useWidget();
  const runs = useScanRuns(client, scanId, true);
  const others = (runs.data ?? []).filter((r) => r.id !== run.id && r.status === 'completed');
  if (runs.status === 'error') {
    return (
      <div role="alert">
        <p>The runs of this scan could not be loaded.</p>
        <Button className="cc-button" onPress={runs.retry}>
          Retry
        </Button>
      </div>
    );
  }
  if (runs.status === 'loading') return <p role="status">Loading runs…</p>;
  if (others.length === 0) return <p>No other completed runs of this scan yet.</p>;
  return (
    <ul className="cc-scan-runs">
      {others.map((other) => {
        const href = compareHref(...compareIds(other, run));
        return (
          <li key={other.id}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => {
                emit({ type: 'navigate', payload: { to: 'compare', href } });
                close();
              }}
            >
              Run #{other.runNumber}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>{' '}
            <span className="cc-muted">
              <DateTime iso={other.createdAt} />, {formatInteger(other.issueSummary.issueCount)} {other.issueSummary.issueCount === 1 ? 'issue' : 'issues'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The header's compare button and its modal. */
export function CompareRuns(props: CompareRunsProps) {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="cc-button">{SCAN_TEXTS.compareRuns}</Button>
      <ModalOverlay className="cc-overlay" isDismissable>
        <Modal className="cc-modal">
          <Dialog className="cc-dialog" aria-describedby={descriptionId}>
            {({ close }) => (
              <>
                <Heading slot="title" className="cc-dialog-title">
                  {SCAN_TEXTS.compareRuns}
                </Heading>
                <p id={descriptionId}>Choose a run of this scan to compare run #{props.run.runNumber} with. The comparison opens in a new tab.</p>
                {open ? <RunList {...props} close={close} /> : null}
                <div className="cc-dialog-actions">
                  <Button className="cc-button" onPress={close}>
                    Close
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
