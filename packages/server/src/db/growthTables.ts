/**
 * Row types of the growth tables (migration `db/migrations/2026-11-25T0008-growth.ts`): contact and
 * demo requests, restart-plan orders, free-access grants, product-intro dismissals, growth user
 * properties and the mail outbox. Portable column types, as everywhere: TEXT ids and ISO-8601 UTC
 * times, INTEGER 0/1 booleans.
 */
import type { ColumnType } from 'kysely';

/**
 * A contact-sales or demo request: every field of the contact payload (spec 000 section 3.7) except
 * the authenticity token, which is a per-session secret with no meaning once checked.
 */
export interface ContactRequestsTable {
  id: string;
  group_id: string;
  user_id: string;
  /** contact_sales | demo. At most one demo per user (a partial unique index). */
  request_type: 'contact_sales' | 'demo';
  name: string | null;
  email: string | null;
  query_type: number | null;
  company: string | null;
  message: string;
  ref: string | null;
  product: string | null;
  page_url: string | null;
  send_email: number;
  cta_ref: string | null;
  web_utm_source: string | null;
  lead_source: string | null;
  check_email_domain: number;
  is_revenue_hero: number;
  created_at: string;
}

/** A restart-plan order placed from the restart modal; billing picks it up from here. */
export interface OrdersTable {
  id: string;
  group_id: string;
  user_id: string;
  plan_id: string;
  /** placed, then fulfilled or refused by an instance admin (docs/decisions/0031). */
  status: string;
  created_at: string;
  /** When it was fulfilled or refused; null while placed. */
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The instance admin who decided; null while placed, or when decided on the command line. */
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Free access to one product for a whole group (one row per group and product). */
export interface FreeAccessGrantsTable {
  group_id: string;
  product: string;
  user_id: string;
  source: string;
  avail_without_allocation: number;
  availed_via_fpa_standardisation: number;
  created_at: string;
}

/** A product introduction a user dismissed. */
export interface ProductIntroDismissalsTable {
  user_id: string;
  product_key: string;
  dismissed_at: string;
}

/** Growth properties of a user (add-user-properties stores keys with an empty value). */
export interface UserPropertiesTable {
  user_id: string;
  key: string;
  value: string;
  updated_at: string;
}

/** A mail the default transport keeps instead of sending (operators read or forward it). */
export interface MailOutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** Every growth table by name. */
export interface GrowthTables {
  contact_requests: ContactRequestsTable;
  orders: OrdersTable;
  free_access_grants: FreeAccessGrantsTable;
  product_intro_dismissals: ProductIntroDismissalsTable;
  user_properties: UserPropertiesTable;
  mail_outbox: MailOutboxTable;
}
