/** The website scan report widget (spec 001 section 2.6). */
export { ScanReport } from './ScanReport';
export { mountScanReport } from './mountScanReport';
export { scanFeaturesFromProfile } from './features';
export { scanHeading, SCAN_TEXTS } from './texts';
export { ScanProgress } from './ScanProgress';
export type { ScanReportProps, ScanReportApi, ScanReportEvent, ScanReportFeatures, ScanReportLinks, ScanNavigateTarget } from './props';
