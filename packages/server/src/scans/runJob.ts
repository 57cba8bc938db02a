/** The scan run job (to be written). */
import type { ServerContext } from '../context';

/** Starts processing scan run jobs in this process. */
export async function registerScanJobs(_ctx: ServerContext): Promise<void> {}
