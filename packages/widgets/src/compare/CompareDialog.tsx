/**
 * The Compare button and its modal (spec 002 sections 2.3, 5 and 8): 'Select a scan run for
 * comparison', for a build a search over its project's builds, the runs as a radio table, Cancel
 * and Compare. Builds in progress among the listed ones appear once they complete (useRunUpdates).
 * Compare stays unavailable (focusable, with its reason in a tooltip) while the runs load or none
 * is chosen. Confirming opens the compare
 * page of the chosen run and the current one: in-app, or, embedded (minimal), by posting `navigate`
 * with the page's absolute address to the parent. Used by `<CompareModal>` and inside the build and
 * scan report headers, which pass their own client and events.
 */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Input, Label, Modal, ModalOverlay, SearchField } from 'react-aria-components';
import { GitCompareArrows, Search, X } from 'lucide-react';
import type { ApiClient } from '@curbcut/client';
import { WithTooltip } from '../ui/Tooltip';
import { absoluteHref, comparePagePath } from './compareHref';
import type { CompareCurrentRun, CompareModalEvent } from './props';
import { RunTable, SkeletonRows } from './RunTable';
import { useDebouncedValue } from '../testCases/useDebouncedValue';
import { COMPARE_SEARCH_DEBOUNCE_MS, COMPARE_TEXTS } from './texts';
import { useRunList } from './useRunList';
import { useRunUpdates } from './useRunUpdates';
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

/** The build search: typing waits COMPARE_SEARCH_DEBOUNCE_MS; Enter and the clear button apply at once. */
function BuildSearch({ value, onChange, onApply }: { value: string; onChange: (text: string) => void; onApply: (text: string) => void }) {
  return (
    <SearchField className="cc-compare-search" value={value} onChange={onChange} onSubmit={onApply} onClear={() => onApply('')}>
      <Label>{COMPARE_TEXTS.searchLabel}</Label>
      <div className="cc-compare-search-box">
        <Search className="cc-icon cc-compare-search-icon" aria-hidden="true" />
        <Input className="cc-input" placeholder={COMPARE_TEXTS.searchPlaceholder} />
        <Button className="cc-button cc-button-quiet cc-compare-search-clear" aria-label={COMPARE_TEXTS.clearSearch}>
          <X className="cc-icon" aria-hidden="true" />
        </Button>
      </div>
    </SearchField>
  );
}

function CompareBody({ run, client, minimal, compareHref, onNavigate, emit, close }: CompareDialogProps & { close: () => void }) {
  const searchable = run.product === 'automatedTest';
  const [input, setInput] = useState('');
  const [search, applySearch] = useDebouncedValue(input.trim(), COMPARE_SEARCH_DEBOUNCE_MS);
  const list = useRunList(client, run, search);
  useRunUpdates(client, run, list.waiting, list.checkedAt);
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
  const searched = search !== '' && list.state === 'ready';
  return (
    <>
      {searchable ? (
        <>
          <BuildSearch
            value={input}
            onChange={setInput}
            onApply={(text) => {
              setInput(text);
              applySearch(text.trim());
            }}
          />
          {/* Present before any search, so its first count is announced too. */}
          <p role="status" className="cc-visually-hidden">
            {searched ? (empty ? COMPARE_TEXTS.noMatchTitle(search) : COMPARE_TEXTS.matchCount(list.runs.length, list.hasMore)) : ''}
          </p>
        </>
      ) : null}
      {list.state === 'loading' ? (
        <LoadingTable />
      ) : list.state === 'error' ? (
        <Message title={COMPARE_TEXTS.loadFailedTitle} text={COMPARE_TEXTS.loadFailedText} alert>
          <Button className="cc-button" onPress={list.retry}>
            {COMPARE_TEXTS.tryAgain}
          </Button>
        </Message>
      ) : empty && searched ? (
        <Message title={COMPARE_TEXTS.noMatchTitle(search)} text={COMPARE_TEXTS.noMatchText} />
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
