/**
 * A read-pool worker thread (db/readPool.ts): opens its own connection to the server's database
 * (SQLite read-only, or a small PostgreSQL pool) and runs the tasks of db/readTasks.ts one message
 * at a time, answering `{id, result}` or `{id, error}`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openReadBlobStore, openReadConnection, type ReadConnectionOptions, type ReadSources } from './readConnection';
import { READ_TASKS, transferablesOf, type ReadTaskName } from './readTasks';

interface TaskMessage {
  id: number;
  task: ReadTaskName;
  args: unknown[];
}

const port = parentPort;
if (!port) throw new Error('readWorker runs as a worker thread of the read pool.');
const options = workerData as ReadConnectionOptions;
const db = openReadConnection(options);
const sources: ReadSources = { db, blobs: openReadBlobStore(options) };

port.on('message', (message: TaskMessage | 'close') => {
  if (message === 'close') {
    void db.destroy().finally(() => port.close());
    return;
  }
  const run = READ_TASKS[message.task] as (...args: unknown[]) => Promise<unknown>;
  run(sources, ...message.args).then(
    (result) => port.postMessage({ id: message.id, result }, transferablesOf(result)),
    (err: unknown) => {
      const error = err instanceof Error ? { message: err.message, stack: err.stack ?? '' } : { message: String(err), stack: '' };
      port.postMessage({ id: message.id, error });
    },
  );
});
