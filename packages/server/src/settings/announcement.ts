/**
 * The group's announcement (the priority banner of spec 000 section 4.2) as an admin writes it.
 * Every change gets a fresh id, so a changed announcement shows again to people who dismissed the
 * old one. The link is opened by the app, so only http(s) addresses are accepted.
 */
import { randomUUID } from 'node:crypto';
import type { AnnouncementBody, PriorityNotification } from '@curbcut/core';
import { ApiError } from '../http/errors';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
function isCalendarDay(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === value;
}

/** Checks an announcement and gives it the stored shape; a bad field is a 400 naming it. */
export function toPriorityNotification(body: AnnouncementBody): PriorityNotification {
  const where = '$.priority_notification';
  const description = body.description.trim();
  if (description === '') throw new ApiError('bad_request', 'The announcement text cannot be empty.', { path: `${where}.description` });
  const link = body.link?.trim() || null;
  if (link !== null) {
    let url: URL | null = null;
    try {
      url = new URL(link);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new ApiError('bad_request', `The announcement link must be an http or https address: "${link}".`, { path: `${where}.link` });
    }
  }
  const ctaText = body.ctaText?.trim() || null;
  if ((link === null) !== (ctaText === null)) {
    throw new ApiError('bad_request', 'An announcement link needs a button text, and a button text needs a link.', {
      path: `${where}.${link === null ? 'link' : 'ctaText'}`,
    });
  }
  const showUntil = body.showUntil?.trim() || null;
  if (showUntil !== null && !isCalendarDay(showUntil)) {
    throw new ApiError('bad_request', `The last day must be a date written YYYY-MM-DD: "${showUntil}".`, { path: `${where}.showUntil` });
  }
  return {
    id: `ann_${randomUUID()}`,
    events: [],
    showOnlyOnce: body.showOnlyOnce ?? false,
    showUntil,
    link,
    ctaText,
    description,
    align: body.align ?? 'start',
    modifier: 'info',
    openInSameTab: body.openInSameTab ?? false,
  };
}
