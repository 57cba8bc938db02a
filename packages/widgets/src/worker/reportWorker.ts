/**
 * The report worker: the engine host exposed through comlink. Created by connectEngine with
 * `new Worker(new URL('./reportWorker.ts', import.meta.url), { type: 'module' })`, which Vite builds.
 */
import { expose } from 'comlink';
import { createEngineHost } from './engineHost';

expose(createEngineHost());
