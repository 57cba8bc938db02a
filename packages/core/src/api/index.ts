export { ERROR_CODES, ERROR_STATUS, ApiErrorBody, ApiErrorEnvelope, DataEnvelope } from './envelope';
export type { ErrorCode, ApiSuccess } from './envelope';
export { ID_PREFIXES, isId, encodePathSegment, buildPath, buildRunSegment, parseBuildRunSegment } from './paths';
export type { IdKind } from './paths';
