/**
 * @curbcut/widgets: the build report widget (`<BuildReport>`, `mountBuildReport`), the website scan
 * report widget (`<ScanReport>`, `mountScanReport`), the PDF report viewer (`<PdfReport>`,
 * `mountPdfReport`), the compare-run modal (`<CompareModal>`, `mountCompareModal`), their engine
 * for offline use, and the
 * Overview, Tests and share parts they are made of.
 * CSS is imported by the components (Vite and other bundlers include it).
 */

export { BuildReport } from './buildReport/BuildReport';
export { mountBuildReport } from './buildReport/mountBuildReport';
export { reportHeading } from './buildReport/ReportHeader';
export { featuresFromProfile } from './buildReport/features';
export { ScanReport, mountScanReport, scanFeaturesFromProfile, scanHeading, ScanProgress } from './scanReport';
export { ManualReport, mountManualReport, manualFeaturesFromProfile, manualHeading, MANUAL_TEXTS } from './manualReport';
export { windowUrlStateStore, memoryUrlStateStore } from './store/urlStateStore';
export { createViewStore, filtersOf, viewOf } from './store/viewStore';
export { ReportEngine } from './data/engine';
export { createOfflineReport, computeOfflineOverview, importOfflineResults, offlineIssues, OFFLINE_REPORT_NAME, OFFLINE_REPORT_ID } from './data/offlineReport';

export { createEngineHost } from './worker/engineHost';
export { connectEngine } from './worker/connectEngine';
export { TEXTS } from './ui/texts';
export { OverviewTab, ChartFigure, SEVERITIES, SEVERITY_LABELS, SEVERITY_COLOURS, TREND_COLOURS, CHART_COLUMN } from './overview';
export { TestsTab, TestCaseSlideOver, serverTestsSource, offlineTestsSource } from './testCases';
export { SharePopover, mountSharePopover } from './share';
export { PdfReport, mountPdfReport, PDF_TEXTS } from './pdfReport';
export { CompareModal, mountCompareModal, comparePagePath } from './compare';
export { FileBugDialog, FILE_BUG_LABEL } from './fileBug/FileBugDialog';
export { issueBugDraft } from './fileBug/bugDraft';
export { pdfIssueBugDraft } from './fileBug/pdfBugDraft';

export type {
  BuildReportProps,
  BuildReportApi,
  MountedWidget,
  WidgetEvent,
  AnyWidgetEvent,
  NavigateTarget,
  BuildNavigateTarget,
  WidgetCommand,
  UrlStateStore,
} from './buildReport/props';
export type { ScanReportProps, ScanReportApi, ScanReportEvent, ScanReportFeatures, ScanReportLinks, ScanNavigateTarget } from './scanReport';
export type { ManualReportProps, ManualReportApi, ManualReportEvent, ManualReportFeatures, ManualReportLinks, ManualReportSource, ManualNavigateTarget } from './manualReport';
export type { ReportFeatures } from './buildReport/features';
export type { IssueSnapshotAccess } from './details/snapshot/access';
export type { HeadingOptions } from './buildReport/ReportHeader';
export type { ReportSource, ServerReportSource, OfflineReportSource } from './reportSource';
export type { ViewState, DetailsTab } from './store/viewStore';
export type { OfflineReport } from './data/offlineReport';
export type { CsvExportChunk, CsvExportInfo, IssueLocation } from './data/engine';
export type { EngineConnection } from './worker/connectEngine';
export type { ReportWorkerApi, EngineLoadInput, EngineLoadResult, CsvStartOptions } from './worker/engineHost';
export type {
  IssueView,
  ReviewTab,
  HiddenTab,
  GroupRef,
  IssueScope,
  ViewCounts,
  RuleEntry,
  GuidelineEntry,
  ComponentEntry,
  BehaviourEntry,
  IssueDetails,
  IssueTestCase,
  FilterOption,
  FilterOptions,
  IssueAction,
  AppliedAction,
  HideReason,
  HideScope,
} from './data/types';
export type { OverviewTabProps, ChartFigureProps, ChartSpec, ChartTable } from './overview';
export type { TestsTabProps, TestCaseSlideOverProps, TestsSource, TestCaseItem } from './testCases';
export type { SharePopoverProps } from './share';
export type { PdfReportProps, PdfReportApi, PdfReportEvent, PdfReportLinks, PdfNavigateTarget, PdfReportFeatures } from './pdfReport';
export type { CompareCurrentRun, CompareModalApi, CompareModalEvent, CompareModalProps, CompareNavigateTarget } from './compare';
export type { FileBugDialogProps, FileBugToast } from './fileBug/FileBugDialog';
export type { BugDraft } from './fileBug/bugDraft';
