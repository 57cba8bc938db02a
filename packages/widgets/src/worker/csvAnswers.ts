/**
 * The answers to the page's `csvNext` calls for one export, each made as soon as the one before it
 * is, up to {@link CSV_ANSWERS_AHEAD} beyond the one asked for. Without it the worker and the page
 * took turns: each piece waited for a message to the page and one back, and on a busy machine
 * every hop waited for a core.
 */
import { transfer } from 'comlink';
import type { CsvExportChunk } from '../data/engine';

/** Pieces made ahead of the page's asking. */
const CSV_ANSWERS_AHEAD = 2;

/** Where an export's pieces come from: each a fresh buffer the page may own; null at the end. */
export interface CsvPieceSource {
  next(): Promise<CsvExportChunk | null>;
  /** Stops making pieces (the engine's writer closed, the server's stream cancelled). */
  cancel(): Promise<void>;
}

/** The running export's answers. */
export interface CsvAnswers {
  next(): Promise<CsvExportChunk | null>;
  /** Asks no more pieces of the source and cancels it. */
  stop(): Promise<void>;
}

/** Answers from `source`, made ahead. */
export function csvAnswers(source: CsvPieceSource): CsvAnswers {
  const queue: Promise<CsvExportChunk | null>[] = [];
  let stopped = false;
  let last: Promise<CsvExportChunk | null> = Promise.resolve({ bytes: new Uint8Array(0), written: 0, total: 0 });
  const ask = (): void => {
    // A stopped chain asks no more: the next export must not lose pieces to it.
    last = last.then((previous) => (previous && !stopped ? source.next() : null));
    last.catch(() => undefined);
    queue.push(last);
  };
  return {
    async next() {
      while (queue.length < CSV_ANSWERS_AHEAD + 1) ask();
      const answer = await (queue.shift() as Promise<CsvExportChunk | null>);
      // Transferred, not copied, to the page (comlink ignores this in-thread).
      return answer ? transfer(answer, [answer.bytes.buffer as ArrayBuffer]) : null;
    },
    async stop() {
      stopped = true;
      await source.cancel();
    },
  };
}
