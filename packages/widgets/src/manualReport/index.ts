/** The manual report widget: workflow-analyzer and assisted-test reports, one or consolidated (spec 002 section 2.1). */
export { ManualReport } from './ManualReport';
export { mountManualReport } from './mountManualReport';
export { manualFeaturesFromProfile } from './features';
export { manualHeading, MANUAL_TEXTS } from './texts';
export type { ManualReportProps, ManualReportApi, ManualReportEvent, ManualReportFeatures, ManualReportLinks, ManualReportSource, ManualNavigateTarget } from './props';
