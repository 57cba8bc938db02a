/**
 * The widget shell: what every report widget composes, so that a widget is its own screens and
 * nothing else (docs/widgets.md). `withWidgetRoot` gives an instance its own QueryClient;
 * `useReportShell` its engine, stores, toasts, theme, data, events and flags; `<ReportFrame>` the
 * themed box, failure and loading states, toasts and the context its screens read with `useWidget`.
 */
export { withWidgetRoot, WidgetRoot } from './WidgetRoot';
export { useReportShell } from './useReportShell';
export { ReportFrame } from './ReportFrame';
export { ReportSections } from './ReportSections';
export { openSummaryIssues } from './openSummaryIssues';
export { useView, useWidget } from './widgetContext';
export { mountWidget } from './mountWidget';
export type { ReportShell, ReportWidgetProps, ReportWidgetSpec } from './useReportShell';
export type { ReportFrameProps } from './ReportFrame';
export type { ReportSection, ReportSectionsProps } from './ReportSections';
export type { IssueOrigin, ReportPermissions, RunActionOptions, WidgetContextValue } from './widgetContext';
