/**
 * What the manual report's header says about the run (spec 002 sections 8 and 9): the failure
 * banners the report meta records (advanced scan failed, load limit reached, build timed out), the
 * errors popover counting them ('1 error' / 'n errors'), and the latest-engine notice the build
 * report shows too. The results are incomplete when a failure is recorded, so its banner stays; the
 * advanced-scan banner lists the failed pages in the website scan's slide-over.
 */
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { formatErrorCount } from '@curbcut/core';
import type { ReportMeta } from '@curbcut/core';
import { EngineNotice } from '../buildReport/EngineNotice';
import { FailureBanner } from '../scanReport/FailedPages';
import { useWidget } from '../shell/widgetContext';
import { MANUAL_HEADER_TEXTS } from './texts';

/** A failure the report meta records, as its banner and the errors popover say it. */
export interface ManualFailure {
  key: 'advancedScan' | 'loadLimit' | 'timedOut';
  title: string;
  text: string;
}

/** The meta's failure flags. */
export type FailureFlags = Pick<ReportMeta, 'hasFailedAdvancedScan' | 'loadLimitReachedFailure' | 'buildTimedOutFailure'>;

/** The failures `meta` records, in the order their banners show. */
export function manualFailures(meta: FailureFlags): ManualFailure[] {
  const t = MANUAL_HEADER_TEXTS;
  const failures: ManualFailure[] = [];
  if (meta.hasFailedAdvancedScan) failures.push({ key: 'advancedScan', title: t.advancedScanFailedTitle, text: t.advancedScanFailed });
  if (meta.loadLimitReachedFailure) failures.push({ key: 'loadLimit', title: t.loadLimitTitle, text: t.loadLimit });
  if (meta.buildTimedOutFailure) failures.push({ key: 'timedOut', title: t.timedOutTitle, text: t.timedOut });
  return failures;
}

/** The count button ('1 error', 'n errors') and its popover listing the failures; nothing without one. */
export function ErrorsPopover({ failures }: { failures: readonly ManualFailure[] }) {
  if (failures.length === 0) return null;
  return (
    <DialogTrigger>
      <Button className="cc-button cc-manual-errors">{formatErrorCount(failures.length)}</Button>
      <Popover className="cc-popover" placement="bottom start">
        <Dialog className="cc-popover-dialog">
          <Heading slot="title" className="cc-dialog-title">
            {MANUAL_HEADER_TEXTS.errorsTitle}
          </Heading>
          <ul className="cc-manual-report-list">
            {failures.map((f) => (
              <li key={f.key}>
                <strong>{f.title}</strong>: {f.text}
              </li>
            ))}
          </ul>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/**
 * The latest-engine notice and one banner per failure, under the heading. The advanced-scan banner
 * opens the failed-pages slide-over of `failedPagesOf` (the report whose recorder named its failed
 * pages; null for a consolidation, which has none of its own).
 */
export function ManualNotices({
  meta,
  failures,
  failedPagesOf,
}: {
  meta: Pick<ReportMeta, 'createdAt' | 'testEngine'>;
  failures: readonly ManualFailure[];
  failedPagesOf: string | null;
}) {
  const { client } = useWidget();
  return (
    <>
      <EngineNotice meta={meta} />
      {failures.length > 0 ? (
        <div className="cc-manual-notices">
          {failures.map((f) => (
            <FailureBanner
              key={f.key}
              text={f.text}
              failedPagesOf={f.key === 'advancedScan' && failedPagesOf !== null && client !== null ? { client, reportId: failedPagesOf } : null}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
