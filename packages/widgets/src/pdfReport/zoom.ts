/** The viewer's zoom (spec 002 sections 7 and 9): default 0.6, in steps of 20 percent, clamped to 40-200 percent. */
export const PDF_SCALE = { min: 0.4, max: 2, step: 0.2, initial: 0.6 } as const;

/** The scale one step in `direction` from `scale`, on the 20 percent grid, within the limits. */
export function zoomStep(scale: number, direction: 1 | -1): number {
  const percent = Math.round(scale * 100);
  const next = Math.round(percent / 20) * 20 + direction * 20;
  return Math.min(PDF_SCALE.max, Math.max(PDF_SCALE.min, next / 100));
}
