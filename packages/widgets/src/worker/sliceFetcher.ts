/**
 * A worker of the report worker that only downloads: receiving a million-row export's string
 * slices (about 560 MB of response bodies) took as long as encoding them, and both ran on the
 * report worker's one thread. Here the bodies arrive on a thread of their own and move to the
 * report worker as transferred buffers, without a copy.
 *
 * Messages in: `{ id, url, token? }`; out: `{ id, bytes }` (transferred) or `{ id, error }`.
 */
import { directBytesGetter } from './http';

const get = directBytesGetter((...args) => globalThis.fetch(...args));
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; url: string; token?: string }>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { id, url, token } = event.data;
  get(url, token).then(
    (bytes) => scope.postMessage({ id, bytes }, [bytes.buffer]),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
};
