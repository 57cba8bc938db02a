/**
 * Snapshot zoom (spec 002 sections 5 and 9): the page is laid out 1280 px wide and shown shrunk by
 * `scale`, from the base 1 (full size) to 2 (half size), in steps of 0.2; expanded it starts at
 * 1.8, collapsed it stays at 2. The box is 484 px high expanded and 200 px collapsed.
 */
export const SNAPSHOT_ZOOM = {
  pageWidth: 1280,
  base: 1,
  max: 2,
  step: 0.2,
  initialExpanded: 1.8,
  expandedHeight: 484,
  collapsedHeight: 200,
} as const;

/** Rounded to the step's precision, so repeated steps land on 1.2, not 1.2000000000000002. */
function round(scale: number): number {
  return Math.round(scale * 10) / 10;
}

export function canZoomIn(scale: number, expanded: boolean): boolean {
  return expanded && scale > SNAPSHOT_ZOOM.base;
}

export function canZoomOut(scale: number): boolean {
  return scale < SNAPSHOT_ZOOM.max;
}

export function zoomIn(scale: number): number {
  return round(Math.max(SNAPSHOT_ZOOM.base, scale - SNAPSHOT_ZOOM.step));
}

export function zoomOut(scale: number): number {
  return round(Math.min(SNAPSHOT_ZOOM.max, scale + SNAPSHOT_ZOOM.step));
}
