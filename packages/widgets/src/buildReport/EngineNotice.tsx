/**
 * The latest-engine notice (spec 001 sections 4 and 9): a report tested with the newest axe-core
 * the product knows, created in the last 30 days, says so until the viewer dismisses it; a
 * dismissal holds for 7 days in this browser, for every report.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { LATEST_AXE_CORE_VERSION, type ReportMeta } from '@curbcut/core';
import { safeHref } from '../details/safeHref';
import { REMEMBERED_KEYS, isWithin, writeTimestamp } from '../ui/rememberedFlags';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Builds older than this no longer show the notice. */
export const ENGINE_NOTICE_MAX_BUILD_AGE_MS = 30 * DAY_MS;
/** A dismissal hides the notice for this long. */
export const ENGINE_NOTICE_SNOOZE_MS = 7 * DAY_MS;

/** Props of {@link EngineNotice}. */
export interface EngineNoticeProps {
  meta: Pick<ReportMeta, 'createdAt' | 'testEngine'>;
  /** The clock; tests pass a fixed one. */
  now?: () => number;
}

/** Whether a report of `meta` gets the notice at `time`, leaving dismissal aside. */
export function engineNoticeApplies(meta: EngineNoticeProps['meta'], time: number): boolean {
  const created = Date.parse(meta.createdAt);
  return (
    meta.testEngine?.version === LATEST_AXE_CORE_VERSION &&
    !Number.isNaN(created) &&
    time - created < ENGINE_NOTICE_MAX_BUILD_AGE_MS
  );
}

/** The notice, or nothing when it does not apply or was dismissed in the last 7 days. */
export function EngineNotice({ meta, now = Date.now }: EngineNoticeProps) {
  const [dismissed, setDismissed] = useState(() => isWithin(REMEMBERED_KEYS.engineNoticeDismissedAt, ENGINE_NOTICE_SNOOZE_MS, now));
  const engine = meta.testEngine;
  if (dismissed || !engine || !engineNoticeApplies(meta, now())) return null;
  const changeLog = engine.changeLog ? safeHref(engine.changeLog) : null;
  const dismiss = () => {
    writeTimestamp(REMEMBERED_KEYS.engineNoticeDismissedAt, now);
    setDismissed(true);
  };
  return (
    <div role="status" className="cc-engine-notice">
      <p className="cc-engine-notice-text">
        Tested with the latest engine: {engine.name} {engine.version}.
        {changeLog ? (
          <>
            {' '}
            <a href={changeLog} target="_blank" rel="noreferrer noopener">
              What changed<span className="cc-visually-hidden"> in {engine.name} {engine.version} (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
      <Button className="cc-button" aria-label="Dismiss engine notice" onPress={dismiss}>
        Dismiss
      </Button>
    </div>
  );
}
