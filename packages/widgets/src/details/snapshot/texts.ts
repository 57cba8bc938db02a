/** The issue-snapshot viewer's texts (spec 001 section 4 "Snapshot states", spec 002 section 8). */
export const SNAPSHOT_TEXTS = {
  heading: 'Issue snapshot',
  fetching: 'Fetching snapshot...',
  preparing: 'Preparing snapshot...',
  failedToLoad: 'Failed to load snapshot',
  reload: 'Reload',
  failedToCapture: 'Failed to capture snapshot',
  unavailable: 'Snapshot unavailable for this issue',
  notReady: "Snapshot for this issue isn't ready yet. Check back in a moment.",
  upsell: 'See each issue highlighted on a snapshot of its page: issue snapshots come with paid plans and the free trial.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  expand: 'Expand snapshot',
  collapse: 'Collapse snapshot',
  openInNewTab: 'Open snapshot in a new tab',
  elementNotFound: 'Element Not Found: the element is not in the snapshot of this page, so nothing is highlighted.',
  snapshotNotAvailable: 'Snapshot Not Available: the element of this issue cannot be located in the snapshot.',
} as const;
