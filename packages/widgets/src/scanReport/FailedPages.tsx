/**
 * The failed-pages slide-over (spec 001 sections 2.6 and 8): a side sheet (react-aria Modal and
 * Dialog: focus kept inside, Escape closes, focus returns to the banner's button) listing the pages
 * whose checks failed with the reason, virtualised above 20 rows, and the note 'At least N pages
 * affected.' (processing timed out: the list is a lower bound) or 'N/T pages affected (P% pages)'.
 * URLs and reasons come from scanned pages: text only.
 */
import { useState, type ComponentProps } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { TableVirtuoso } from 'react-virtuoso';
import { failedPagesNote } from '@curbcut/core';
import type { FailedPages } from '@curbcut/core';
import type { ApiClient } from '@curbcut/client';
import { SCAN_TEXTS } from './texts';
import { useFailedPages } from './useScanData';
import '../testCases/testCases.css';

/** Rows above which the list is virtualised (spec 001 section 8). */
export const FAILED_PAGES_VIRTUALIZE_ABOVE = 20;
/** Height of the virtualised list (the explorer's virtualised tables' height, spec 001 section 9). */
export const FAILED_PAGES_LIST_HEIGHT = 436;

/** The table element Virtuoso renders into, defined once so the table is not remounted on each render. */
const TABLE_COMPONENTS = {
  Table: (props: ComponentProps<'table'>) => <table {...props} className="cc-table" aria-label={CAPTION} />,
};
const CAPTION = 'Pages with failed checks';

type FailedItem = FailedPages['items'][number];

function Head() {
  return (
    <tr>
      <th scope="col">Page</th>
      <th scope="col">Reason</th>
    </tr>
  );
}

function Cells({ item }: { item: FailedItem }) {
  return (
    <>
      <td className="cc-break">{item.url}</td>
      <td>{item.reason}</td>
    </>
  );
}

/** The note and the list of failed pages. */
export function FailedPagesList({ pages }: { pages: FailedPages }) {
  const note = failedPagesNote({
    failedCount: pages.items.length,
    totalPages: pages.totalConfiguredPages,
    processingTimedOut: pages.backend_rules_processing_timed_out,
  });
  return (
    <>
      <p className="cc-scan-note">{note}</p>
      {pages.items.length > FAILED_PAGES_VIRTUALIZE_ABOVE ? (
        <TableVirtuoso
          className="cc-table-scroll"
          style={{ height: FAILED_PAGES_LIST_HEIGHT }}
          data={pages.items}
          initialItemCount={Math.min(pages.items.length, 12)}
          components={TABLE_COMPONENTS}
          fixedHeaderContent={Head}
          itemContent={(_i, item) => <Cells item={item} />}
        />
      ) : (
        <table className="cc-table" aria-label={CAPTION}>
          <thead>
            <Head />
          </thead>
          <tbody>
            {pages.items.map((item, i) => (
              <tr key={`${i} ${item.url}`}>
                <Cells item={item} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The slide-over, open while mounted; loads the failed pages when it opens. */
export function FailedPagesSlideOver({ onClose, client, reportId }: { onClose: () => void; client: ApiClient | null; reportId: string }) {
  const pages = useFailedPages(client, reportId, true);
  return (
    <ModalOverlay className="cc-tc-slide-overlay" isOpen isDismissable onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal className="cc-tc-slide-sheet">
        <Dialog className="cc-tc-slide-dialog">
          {({ close }) => (
            <>
              <div className="cc-tc-slide-header">
                <Heading slot="title" className="cc-tc-slide-title">
                  {SCAN_TEXTS.failedPagesTitle}
                </Heading>
                <Button className="cc-button" onPress={close}>
                  Close
                </Button>
              </div>
              <p>{SCAN_TEXTS.failedPagesIntro}</p>
              {pages.status === 'error' ? (
                <div role="alert">
                  <p>{SCAN_TEXTS.failedPagesLoadFailed}</p>
                  <Button className="cc-button" onPress={pages.retry}>
                    Retry
                  </Button>
                </div>
              ) : pages.data ? (
                <FailedPagesList pages={pages.data} />
              ) : (
                <p role="status">Loading pages…</p>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * A failure banner under a report's heading (its text); with `failedPagesOf`, the report whose
 * failed pages it stands for, 'View affected pages' opens them in the slide-over.
 */
export function FailureBanner({ text, failedPagesOf = null }: { text: string; failedPagesOf?: { client: ApiClient; reportId: string } | null }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="cc-failure-banner">
      <p>{text}</p>
      {failedPagesOf ? (
        <>
          <Button className="cc-button" onPress={() => setOpen(true)}>
            {SCAN_TEXTS.viewFailedPages}
          </Button>
          {open ? <FailedPagesSlideOver onClose={() => setOpen(false)} client={failedPagesOf.client} reportId={failedPagesOf.reportId} /> : null}
        </>
      ) : null}
    </div>
  );
}
