export { importDemoBuilds } from './importDemoBuilds';
export { defaultCapturedDir, readDemoManifest } from './demoManifest';
export type { DemoImportTarget, DemoImportResult } from './importDemoBuilds';
export type { DemoManifest, DemoBuild, DemoTestCase } from './demoManifest';
export { ensureDemoScan, DEMO_SCAN_NAME } from './demoScan';
export { ensureDemoPdfReports, DEMO_PDF_NAMES } from './demoPdfs';
export type { DemoScanResult } from './demoScan';
export { recordDemoManualReports, startDemoManualReports, DEMO_WORKFLOW_NAME, DEMO_ASSISTED_NAME } from './demoManualReports';
export type { DemoManualReportsResult, DemoRecording, DemoRecorderUser, RecordDemoOptions } from './demoManualReports';
