/** Recurring scans (to be written). */
import type { ServerContext } from '../context';

/** Starts enqueueing due recurring runs; resolves to a stop function. */
export async function startScanScheduler(_ctx: ServerContext): Promise<() => Promise<void>> {
  return async () => undefined;
}
