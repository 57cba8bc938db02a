/** The whole database as Kysely sees it: one interface per area, merged. */
import type { AuthTables } from '../auth/tables';
import type { DecisionTables } from '../decisions/tables';
import type { PdfScannerTables } from '../pdfScanner/tables';
import type { ReportTables } from '../reports/tables';
import type { ScanTables } from '../scans/tables';
import type { SharingTables } from '../sharing/tables';
import type { ManualTokenTables } from '../accounts/manualTokenTables';
import type { ManualReportTables } from '../manual/tables';
import type { AccountTables } from './accountTables';
import type { GrowthTables } from './growthTables';
import type { JobTables } from './jobTables';
import type { OverviewTables } from '../overview/tables';
import type { SettingsTables } from './settingsTables';

/** Every table of the Curbcut schema. */
export interface Database extends AccountTables, AuthTables, ReportTables, JobTables, DecisionTables, SharingTables, ScanTables, SettingsTables, GrowthTables, PdfScannerTables, OverviewTables, ManualTokenTables, ManualReportTables {}
