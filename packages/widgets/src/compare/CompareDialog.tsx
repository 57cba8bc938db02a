/**
 * The Compare button and its modal (spec 002 sections 2.3, 5 and 8): 'Select a scan run for
 * comparison', the runs as a radio table, Cancel and Compare. Compare stays unavailable (focusable,
 * with its reason in a tooltip) while the runs load or none is chosen. Confirming opens the compare
 * page of the chosen run and the current one: in-app, or, embedded (minimal), by posting `navigate`
 * with the page's absolute address to the parent. Used by `<CompareModal>` and inside the build and
 * scan report headers, which pass their own client and events.
 */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { GitCompareArrows } from 'lucide-react';
import type { ApiClient } from '@curbcut/client';
import { WithTooltip } from '../ui/Tooltip';
import { absoluteHref, comparePagePath } from './compareHref';
import type { CompareCurrentRun, CompareModalEvent } from './props';
import { RunTable, SkeletonRows } from './RunTable';
import { COMPARE_TEXTS } from './texts';
import { useRunList } from './useRunList';
import './compareModal.css';

/** Props of CompareDialog. */
export interface CompareDialogProps {
  run: CompareCurrentRun;
  client: ApiClient;
  minimal: boolean;
  compareHref?: ((selectedId: string, currentId: string) => string) | undefined;
  onNavigate?: ((href: string) => void) | undefined;
  emit: (event: CompareModalEvent) => void;
}

function Message({ title, text, alert, children }: { title: string; text: string; alert?: boolean; children?: ReactNode }) {
  return (
    <div className="cc-compare-message" {...(alert ? { role: 'alert' } : {})}>
      <h3>{title}</h3>
      <p>{text}</p>
      {children}
    </div>
  );
}

function LoadingTable() {
  return (
    <div className="cc-table-scroll">
      <p role="status" className="cc-visually-hidden">
        {COMPARE_TEXTS.loadingRuns}
      </p>
      <table className="cc-table cc-compare-table">
        <thead>
          <tr>
            <th scope="col">{COMPARE_TEXTS.columns.runs}</th>
            <th scope="col">{COMPARE_TEXTS.columns.summary}</th>
            <th scope="col">{COMPARE_TEXTS.columns.stability}</th>
          </tr>
        </thead>
        <tbody>
          <SkeletonRows />
        </tbody>
      </table>
    </div>
  );
}

function CompareBody({ run, client, minimal, compareHref, onNavigate, emit, close }: CompareDialogProps & { close: () => void }) {
  const list = useRunList(client, run);
  const [selected, setSelected] = useState<string | null>(null);
  const chosen = selected !== null && list.runs.some((r) => r.thBuildId === selected) ? selected : null;
  const ready = list.state === 'ready' && chosen !== null;

  const confirm = () => {
    if (chosen === null) return;
    const path = compareHref ? compareHref(chosen, run.id) : comparePagePath(run, chosen);
    if (minimal) {
      emit({ type: 'navigate', payload: { to: 'compare', href: absoluteHref(path) } });
    } else {
      emit({ type: 'navigate', payload: { to: 'compare', href: path } });
      (onNavigate ?? ((href: string) => window.location.assign(href)))(path);
    }
    close();
  };

  const empty = list.state === 'cancelled' || (list.state === 'ready' && list.runs.length === 0 && !list.hasMore && !list.loadingMore);
  return (
    <>
      {list.state === 'loading' ? (
        <LoadingTable />
      ) : list.state === 'error' ? (
        <Message title={COMPARE_TEXTS.loadFailedTitle} text={COMPARE_TEXTS.loadFailedText} alert>
          <Button className="cc-button" onPress={list.retry}>
            {COMPARE_TEXTS.tryAgain}
          </Button>
        </Message>
      ) : empty ? (
        <Message title={COMPARE_TEXTS.noRunsTitle} text={COMPARE_TEXTS.noRunsText} />
      ) : (
        <RunTable runs={list.runs} product={run.product} selected={chosen} onSelect={setSelected} loadingMore={list.loadingMore} loadMore={list.loadMore} />
      )}
      <div className="cc-dialog-actions">
        <Button className="cc-button" onPress={close}>
          {COMPARE_TEXTS.cancel}
        </Button>
        <WithTooltip text={ready ? COMPARE_TEXTS.oneAtATime : COMPARE_TEXTS.selectTwo}>
          <Button
            className={ready ? 'cc-button cc-button-primary' : 'cc-button cc-button-primary cc-unavailable'}
            {...(ready ? {} : { 'aria-disabled': 'true' as const })}
            onPress={ready ? confirm : () => undefined}
          >
            {COMPARE_TEXTS.confirm}
          </Button>
        </WithTooltip>
      </div>
    </>
  );
}

/** The Compare trigger (icon only under 1280 px, its name kept for assistive technology) and the modal. */
export function CompareDialog(props: CompareDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="cc-button cc-compare-trigger">
        <GitCompareArrows className="cc-icon" aria-hidden="true" />
        <span className="cc-compare-trigger-label">{COMPARE_TEXTS.trigger}</span>
      </Button>
      <ModalOverlay className="cc-overlay" isDismissable>
        <Modal className="cc-modal cc-compare-modal">
          <Dialog className="cc-dialog">
            {({ close }) => (
              <>
                <Heading slot="title" className="cc-dialog-title">
                  {COMPARE_TEXTS.title}
                </Heading>
                {open ? <CompareBody {...props} close={close} /> : null}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
