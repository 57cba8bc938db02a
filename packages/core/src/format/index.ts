export { formatInteger, formatCount, formatPageStateCount, formatCappedCount, formatStatCount } from './numbers';
export { ordinal, formatDateTime, formatDayTime, formatTimestamp, localTimeZone } from './dates';
export {
  pluralize,
  pageWord,
  formatPageCount,
  formatErrorCount,
  formatIssuePosition,
  affectedPercent,
  failedPagesNote,
} from './text';
export type { FailedPagesNoteInput } from './text';
