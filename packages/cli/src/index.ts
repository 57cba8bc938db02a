/**
 * @curbcut/cli as a library: the logic behind each command, for scripts (`scripts/start.mjs`) and
 * tests. The `curbcut` binary is ./main.ts.
 */
export { CliError } from './cliError';
export { loadAxeFile, readInputFile, parseJsonFile } from './axeFile';
export { createIngestClient, checkConnection, IngestRefusal, DEFAULT_RETRY_DELAYS_MS } from './ingestClient';
export { detectCi, sanitizeRepositoryUrl } from './ciEnvironment';
export { readGitInfo, GIT_TIMEOUT_MS } from './gitInfo';
export { resolveVersionControl, defaultRunKey, currentHost, collectBuildMetadata, RUN_KEY_ENV } from './buildMetadata';
export { COMMAND_SPECS, commandUsage, generalUsage, parseCommandLine, isCommandName, listFlag } from './commandLine';
export { summarizeFile, formatSummary } from './commands/summarize';
export { uploadBuild, formatUploadResult, batchIdOf, reportUrlOf, createBuildBody, checkBuildRun } from './commands/upload';
export { finalizeRun, formatFinalizeOutcome } from './commands/finalize';
export { startServe, serveUntilSignal, DEMO_SIGN_IN } from './commands/serve';
export { parseLiveUrl, withPublicEndpoint } from './liveUrl';

export type { AxeFile } from './axeFile';
export type { IngestClient, IngestClientOptions } from './ingestClient';
export type { Env, VersionControl, CiInfo, CiEnvironment } from './ciEnvironment';
export type { GitInfo, GitInfoOptions } from './gitInfo';
export type { HostInfo, BuildMetadata, VersionControlFlags, MetadataSources } from './buildMetadata';
export type { CommandName, CommandSpec, FlagSpec, ParsedCommandLine } from './commandLine';
export type { UploadOptions, UploadDeps, UploadResult, BuildRunOptions } from './commands/upload';
export type { FinalizeOptions, FinalizeOutcome } from './commands/finalize';
export type { ServeOptions, ServeHandle, ServeIo } from './commands/serve';
export type { LivePublicFlags } from './liveUrl';
