/**
 * Reads of the growth flows settle instead of rejecting. Their failures have texts of their own in
 * the error catalogue (spec 000 section 8: restart plan load, 401 on demo details), shown inside the
 * dialogs; a rejected query would also reach the app-wide reaction (a generic toast, or a jump to
 * the 404 page when a deployment has no growth service), which is wrong for a side panel's data.
 */

/** The outcome of a growth read. */
export type GrowthRead<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** Waits for `call` and captures its failure as a value. */
export async function settle<T>(call: () => Promise<T>): Promise<GrowthRead<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    return { ok: false, error };
  }
}
