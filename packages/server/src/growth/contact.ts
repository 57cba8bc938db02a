/**
 * Contact sales and 'Get a demo' (spec 000 sections 3.7 and 4.4). A request is stored and the sales
 * notification sent as one step: when the mail transport fails the row is removed again and the
 * answer is 503, so the client's RETRY / ERROR states mean "nothing happened, try again". (A
 * database transaction cannot span the send: the outbox transport writes through the same
 * single-connection SQLite database.) One demo request per user; a second one reads DUPLICATE with
 * the first one's date.
 */
import { BUSINESS_EMAIL_MESSAGE, type ContactBody, type ContactRequest, type ContactResult } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import { ApiError } from '../http/errors';
import { isoNow } from '../time/clock';
import type { ContactRequestsTable } from '../db/growthTables';
import { isBusinessEmail } from './freeMailDomains';
import { newGrowthId } from './growthIds';
import { growthSettings } from './growthSettings';

const QUERY_TYPE_NAMES: Record<number, string> = { 1: 'Sales', 2: 'Billing', 3: 'Technical', 4: 'Open source', 5: 'Other' };

async function earlierDemo(ctx: ServerContext, userId: string): Promise<string | undefined> {
  const row = await ctx.db.selectFrom('contact_requests').select('created_at').where('user_id', '=', userId).where('request_type', '=', 'demo').executeTakeFirst();
  return row?.created_at;
}

function notification(row: ContactRequestsTable, user: AuthUser): { subject: string; text: string } {
  const kind = row.request_type === 'demo' ? 'Demo request' : 'Contact sales request';
  const lines: [string, string | number | null][] = [
    ['From', `${row.name ?? user.name} <${row.email ?? user.email}>`],
    ['Account', `${user.name} <${user.email}> (user ${user.id}, group ${user.groupId})`],
    ['Company', row.company],
    ['Query type', row.query_type === null ? null : (QUERY_TYPE_NAMES[row.query_type] ?? row.query_type)],
    ['Product', row.product],
    ['Page', row.page_url],
    ['Call to action', row.cta_ref],
    ['Lead source', row.lead_source],
    ['UTM source', row.web_utm_source],
    ['Referrer', row.ref],
  ];
  const details = lines.filter(([, v]) => v !== null && v !== '').map(([k, v]) => `${k}: ${v}`);
  return { subject: `${kind} from ${row.company ?? row.email ?? user.email}`, text: `${details.join('\n')}\n\n${row.message}\n` };
}

/** Checks, stores and notifies; see the file header for the outcomes. */
export async function submitContact(
  ctx: ServerContext,
  user: AuthUser,
  body: ContactBody,
  onMailError: (error: unknown) => void,
): Promise<ContactResult> {
  const email = body.email?.trim() ?? '';
  if (body.check_email_domain === true && !isBusinessEmail(email)) {
    throw new ApiError('unprocessable', BUSINESS_EMAIL_MESSAGE, { path: 'business_email' });
  }
  const requestType = body.request_type ?? 'contact_sales';
  if (requestType === 'demo') {
    const earlier = await earlierDemo(ctx, user.id);
    if (earlier !== undefined) return { status: 'DUPLICATE', submitted_at: earlier };
  }
  const text = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value.trim());
  const row: ContactRequestsTable = {
    id: newGrowthId('contactRequest'),
    group_id: user.groupId,
    user_id: user.id,
    request_type: requestType,
    name: text(body.name),
    email: text(email),
    query_type: body.query_type ?? null,
    company: text(body.company),
    message: body.message,
    ref: text(body.ref),
    product: text(body.product),
    page_url: text(body.page_url),
    send_email: body.send_email === true ? 1 : 0,
    cta_ref: text(body.cta_ref),
    web_utm_source: text(body.web_utm_source),
    lead_source: text(body.lead_source),
    check_email_domain: body.check_email_domain === true ? 1 : 0,
    is_revenue_hero: body.is_revenue_hero === true ? 1 : 0,
    created_at: isoNow(ctx.clock),
  };
  try {
    await ctx.db.insertInto('contact_requests').values(row).execute();
  } catch (error) {
    // The one-demo-per-user index: a concurrent demo request of the same user was stored first.
    const earlier = requestType === 'demo' ? await earlierDemo(ctx, user.id) : undefined;
    if (earlier !== undefined) return { status: 'DUPLICATE', submitted_at: earlier };
    throw error;
  }
  const settings = growthSettings(ctx);
  try {
    await ctx.mail.send({ to: settings.salesEmail, ...notification(row, user) });
  } catch (error) {
    onMailError(error);
    await ctx.db.deleteFrom('contact_requests').where('id', '=', row.id).execute();
    throw new ApiError('unavailable', 'Your request could not be sent right now. Nothing was saved; please try again.');
  }
  const schedulerUrl = requestType === 'demo' && body.is_revenue_hero === true ? settings.demoSchedulerUrl : null;
  return { status: 'SUCCESS', request_id: row.id, submitted_at: row.created_at, scheduler_url: schedulerUrl };
}

/** The group's requests, newest first (group admins only). */
export async function listContactRequests(ctx: ServerContext, user: AuthUser): Promise<ContactRequest[]> {
  if (user.role !== 'admin') throw new ApiError('forbidden', 'Only group admins can see contact requests.');
  const rows = await ctx.db
    .selectFrom('contact_requests')
    .selectAll()
    .where('group_id', '=', user.groupId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    request_type: r.request_type,
    name: r.name,
    email: r.email,
    query_type: r.query_type,
    company: r.company,
    message: r.message,
    ref: r.ref,
    product: r.product,
    page_url: r.page_url,
    send_email: r.send_email === 1,
    cta_ref: r.cta_ref,
    web_utm_source: r.web_utm_source,
    lead_source: r.lead_source,
    check_email_domain: r.check_email_domain === 1,
    is_revenue_hero: r.is_revenue_hero === 1,
    created_at: r.created_at,
  }));
}
