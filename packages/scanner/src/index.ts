export type {
  ScanAuth,
  PageSnapshot,
  SnapshotResource,
  PageResult,
  ScanProgress,
  ScanOptions,
  ScanBrowser,
  ScanSummary,
} from './types';
