/**
 * @curbcut/cli as a library: the logic behind each command, for scripts (`scripts/start.mjs`) and
 * tests. The `curbcut` binary is ./main.ts.
 */
export { CliError } from './cliError';
export { loadAxeFile, readInputFile, parseJsonFile } from './axeFile';
export { createIngestClient, DEFAULT_RETRY_DELAYS_MS } from './ingestClient';
export { summarizeFile, formatSummary } from './commands/summarize';
export { uploadBuild, formatUploadResult, batchIdOf, reportUrlOf } from './commands/upload';
export { startServe, serveUntilSignal, DEMO_SIGN_IN } from './commands/serve';

export type { AxeFile } from './axeFile';
export type { IngestClient, IngestClientOptions } from './ingestClient';
export type { UploadOptions, UploadDeps, UploadResult } from './commands/upload';
export type { ServeOptions, ServeHandle, ServeIo } from './commands/serve';
