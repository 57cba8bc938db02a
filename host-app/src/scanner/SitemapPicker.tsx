/**
 * Sitemap extraction: reads a sitemap (or sitemap index) through the server and lists its page
 * URLs to pick from. The list is a multi-select listbox: arrow keys move, Space selects, and long
 * lists are virtualised by react-aria's Virtualizer, which keeps the focused row rendered so the
 * keyboard can reach every URL (a plain list of checkboxes would lose rows that are not rendered).
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Dialog,
  Heading,
  ListBox,
  ListBoxItem,
  ListLayout,
  Modal,
  ModalOverlay,
  Virtualizer,
  type Selection,
} from 'react-aria-components';
import { extractSitemap, isApiRequestError, type ExtractedSitemap } from '@curbcut/client';
import { SCAN_LIMITS } from '@curbcut/core';

/** Lists longer than this are virtualised. */
const VIRTUALISE_AFTER = 100;
const ROW_SIZE = 36;

/** The query of one sitemap's URLs (kept a minute, so reopening the dialog does not read it again). */
export function sitemapQuery(url: string) {
  return {
    queryKey: ['curbcut', 'sitemap', url] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => extractSitemap(url, undefined, { signal }),
    staleTime: 60_000,
    retry: false as const,
  };
}

/** Props of {@link SitemapUrlList}. */
export interface SitemapUrlListProps {
  result: ExtractedSitemap;
  /** Receives the chosen URLs, in sitemap order. */
  onAdd: (urls: string[]) => void;
  /** Text of the add button for `count` chosen URLs. */
  addLabel: (count: number) => string;
}

/** The found URLs with Select all, a count and the add button. */
export function SitemapUrlList({ result, onAdd, addLabel }: SitemapUrlListProps) {
  const urls = useMemo(() => [...new Set(result.urls)], [result.urls]);
  const items = useMemo(() => urls.map((url) => ({ id: url })), [urls]);
  const [selected, setSelected] = useState<Selection>(new Set());
  const count = selected === 'all' ? urls.length : selected.size;
  const chosen = () => (selected === 'all' ? urls : urls.filter((url) => selected.has(url)));

  if (urls.length === 0) {
    return <p role="status">No page URLs were found in this sitemap.</p>;
  }
  const list = (
    <ListBox
      aria-label="Page URLs in the sitemap"
      className={`url-list${urls.length > VIRTUALISE_AFTER ? ' url-list-virtual' : ''}`}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={setSelected}
      items={items}
    >
      {(item) => (
        <ListBoxItem id={item.id} textValue={item.id} className="url-item">
          {({ isSelected }) => (
            <>
              <span className={`check-box${isSelected ? ' checked' : ''}`} aria-hidden="true" />
              <span className="url-text">{item.id}</span>
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
  return (
    <div className="sitemap-urls">
      <p role="status">
        Found {urls.length} page URL{urls.length === 1 ? '' : 's'} in {result.sitemaps.length} sitemap{result.sitemaps.length === 1 ? '' : 's'}.
        {result.truncated ? ` The list stops at ${SCAN_LIMITS.maxPages} URLs.` : ''}
      </p>
      <div className="url-list-toolbar">
        <Checkbox
          className="checkbox"
          isSelected={count === urls.length}
          isIndeterminate={count > 0 && count < urls.length}
          onChange={(on) => setSelected(on ? 'all' : new Set())}
        >
          <span className="check-box" aria-hidden="true" />
          Select all
        </Checkbox>
        <span className="muted">
          {count} of {urls.length} selected
        </span>
      </div>
      {urls.length > VIRTUALISE_AFTER ? (
        <Virtualizer layout={ListLayout} layoutOptions={{ rowSize: ROW_SIZE }}>
          {list}
        </Virtualizer>
      ) : (
        list
      )}
      <div className="dialog-actions">
        <Button className="button primary" isDisabled={count === 0} onPress={() => onAdd(chosen())}>
          {addLabel(count)}
        </Button>
      </div>
    </div>
  );
}

/** Reads `url` and shows its URLs, or why it could not be read. */
export function ExtractedUrls({ url, onAdd, addLabel }: { url: string } & Omit<SitemapUrlListProps, 'result'>) {
  const query = useQuery(sitemapQuery(url));
  if (query.isPending) return <p role="status">Reading the sitemap…</p>;
  if (query.isError) {
    const message = isApiRequestError(query.error) && query.error.body ? query.error.body.message : 'The sitemap could not be read.';
    return (
      <p className="form-error" role="alert">
        {message}
      </p>
    );
  }
  return <SitemapUrlList result={query.data} onAdd={onAdd} addLabel={addLabel} />;
}

/** The 'Extract URLs' dialog of the scan form: picks URLs of `sitemapUrl` to add to the start URLs. */
export function ExtractUrlsDialog({
  sitemapUrl,
  isOpen,
  onOpenChange,
  onAdd,
}: {
  sitemapUrl: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (urls: string[]) => void;
}) {
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="modal modal-wide">
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title">URLs in the sitemap</Heading>
              <p className="muted url-text">{sitemapUrl}</p>
              <ExtractedUrls
                url={sitemapUrl}
                addLabel={(n) => `Add ${n} URL${n === 1 ? '' : 's'} to start URLs`}
                onAdd={(urls) => {
                  onAdd(urls);
                  close();
                }}
              />
              <div className="dialog-actions">
                <Button className="button" onPress={close}>
                  Cancel
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
