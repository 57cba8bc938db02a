/** The Overview tab of the build report (spec 001 section 2.2). */
export { OverviewTab, OverviewSkeleton, OVERVIEW_SKELETON_ROWS } from './OverviewTab';
export type { OverviewTabProps } from './OverviewTab';
export { ChartFigure } from './ChartFigure';
export type { ChartFigureProps, ChartSpec, ChartTable } from './ChartFigure';
