/**
 * The 'Scan details' popover of the header (spec 001 section 2.6): the settings the run used. A
 * react-aria Popover holding a Dialog, so it opens from the keyboard, traps nothing it should not,
 * closes on Escape and gives focus back to its button. Settings (URLs, patterns) are the user's own
 * text and are rendered as text.
 */
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import type { ScanRunMeta } from '@curbcut/core';
import { SCAN_TEXTS } from './texts';

const onOff = (on: boolean) => (on ? 'On' : 'Off');

function TextList({ items, none = 'None' }: { items: readonly string[]; none?: string }) {
  if (items.length === 0) return <>{none}</>;
  return (
    <ul className="cc-scan-plain-list">
      {items.map((item) => (
        <li key={item} className="cc-break">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The settings as label / value pairs, in the order the scan form asks for them. */
export function scanSettingRows(scan: ScanRunMeta, options: { isPublic: boolean }): { label: string; value: ReactNode }[] {
  const s = scan.settings;
  return [
    { label: 'Start URLs', value: <TextList items={s.startUrls} /> },
    { label: 'Sitemap', value: s.sitemapUrl ? <span className="cc-break">{s.sitemapUrl}</span> : 'None' },
    { label: 'Crawl depth', value: s.crawl.enabled ? `${s.crawl.maxDepth} ${s.crawl.maxDepth === 1 ? 'link' : 'links'} from a start page` : 'Off (listed pages only)' },
    { label: 'Maximum pages', value: String(s.crawl.maxPages) },
    { label: 'Include', value: <TextList items={s.include} none="All pages" /> },
    { label: 'Exclude', value: <TextList items={s.exclude} /> },
    { label: 'WCAG', value: `WCAG ${s.wcagVersion} ${s.wcagLevel}` },
    { label: 'Best practice rules', value: onOff(s.bestPractice) },
    { label: 'Needs review issues', value: onOff(s.needsReview) },
    { label: 'Page timeout', value: `${s.pageTimeoutSeconds} seconds` },
    { label: 'Concurrency', value: `${s.concurrency} ${s.concurrency === 1 ? 'page' : 'pages'} at a time` },
    // Authentication configurations are the team's own: a public reader does not see their names.
    ...(options.isPublic ? [] : [{ label: 'Authentication', value: scan.authConfigName ?? 'None' }]),
  ];
}

/** The 'Scan details' button and its popover. */
export function ScanDetails({ scan, isPublic }: { scan: ScanRunMeta; isPublic: boolean }) {
  return (
    <DialogTrigger>
      <Button className="cc-button">{SCAN_TEXTS.scanDetails}</Button>
      <Popover className="cc-popover" placement="bottom start">
        <Dialog className="cc-popover-dialog">
          <Heading slot="title" className="cc-dialog-title">
            {SCAN_TEXTS.scanDetails}
          </Heading>
          <dl className="cc-scan-settings">
            {scanSettingRows(scan, { isPublic }).map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
