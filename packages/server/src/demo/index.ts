export { importDemoBuilds } from './importDemoBuilds';
export { defaultCapturedDir, readDemoManifest } from './demoManifest';
export type { DemoImportTarget, DemoImportResult } from './importDemoBuilds';
export type { DemoManifest, DemoBuild, DemoTestCase } from './demoManifest';
