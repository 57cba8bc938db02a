/**
 * Writes docs/pdf-rules.md from the rule catalogue of @curbcut/pdf (packages/pdf/src/rules/catalog.ts):
 * `node --import tsx --conditions=@curbcut/source scripts/generate-pdf-rules.ts`.
 */
import { writeFileSync } from 'node:fs';
import { RULES } from '../packages/pdf/src/rules/catalog';

const NOT_DONE: Record<string, string> = {};

/** Where the checker is approximate, by rule key. */
const PARTIAL: Record<string, string> = {
  'ua1:7.21.4.1-t02': 'TrueType and CIDFontType2 programs (glyph id inside the program), and CFF CIDFonts under an Identity CMap (CID in the charset); Type 1 and name-keyed CFF programs are not checked',
  'ua2:8.4.5.5.1-t02': 'as 7.21.4.1-t02',
  'ua1:7.21.5-t01': 'TrueType programs only (hmtx against Widths / W)',
  'ua2:8.4.5.6-t01': 'as 7.21.5-t01',
  'ua1:7.21.4.2-t01': 'Type 1 (FontFile) and CFF (FontFile3 Type1C) programs; OpenType programs are not read',
  'ua1:7.21.4.2-t02': 'CIDFontType2 with an Identity CIDToGIDMap only',
  'ua1:7.21.8-t01': 'simple fonts whose encoding names .notdef, glyph 0 of TrueType programs, and CID 0 of CFF CIDFonts under an Identity CMap',
  'ua2:8.4.5.9-t01': 'as 7.21.8-t01',
  'ua1:7.21.7-t01': 'ToUnicode, standard glyph names (Adobe Latin and Symbol sets, uniXXXX), predefined CJK CMaps and CIDFonts of the Adobe CJK collections',
  'ua2:8.4.5.8-t01': 'as 7.21.7-t01',
  'ua1:7.5-t01': 'as veraPDF decides it: only regular tables whose TH are not all scoped are judged, and only the first data cell without a header (Headers naming TH IDs, or a TH with Scope before it in its row or column) is reported',
  'ua2:8.2.5.26-t05': 'as 7.5-t01, with PDF/UA-2\'s default scope for unscoped TH (first row: Column, first column: Row, elsewhere: Both)',
  'ua1:7.2-t41': 'a cell spanning rows past the table (as veraPDF lays the table out: first row\'s columns, first cells\' row spans)',
  'ua1:7.2-t42': 'a row wider than the first row',
  'ua1:7.2-t43': 'a row with empty places (fewer columns than the first row, or no cells)',
  'ua2:8.2.5.26-t02': 'as 7.2-t41, and a row span crossing a THead, TBody or TFoot',
  'ua2:8.2.5.26-t03': 'as 7.2-t42',
  'ua2:8.2.5.26-t04': 'as 7.2-t43',
  'ua2:8.10.3.5-t01': 'images (XObject or inline) in the normal appearance of signature widgets and the forms it paints; described by marked content with Alt or ActualText, or Alt on the widget\'s structure element; vector paths are not judged',
  'ua2:8.5.1-t01': 'images only; vector graphics (line art) are not judged, to avoid flagging rules and underlines',
  'ua2:8.2.5.20-t03': 'reported as needs review: whether several annotations read as one link is a human judgement',
  'ua1:7.3-t01': 'a Figure with alternative text is reported as needs review (is the text accurate? Matterhorn 13-004)',
  'ua2:8.2.5.28.2-t01': 'as 7.3-t01',
};

/** PDF/UA-2 rules of veraPDF's 2023 draft profile that its 2024 profile no longer has; kept, as they still catch real faults. */
const DRAFT_ONLY = new Set(['ua2:8.2.5.20-t03', 'ua2:8.5.1-t01', 'ua2:8.9.2.1-t01']);

/** Which veraPDF profiles the catalogue was compared with, and what the comparison changed. */
const COMPARED = [
  '## Compared with veraPDF\'s profiles',
  '',
  'The catalogue was compared, rule id by rule id, with veraPDF\'s validation profiles in',
  '`veraPDF/veraPDF-validation-profiles` (read on 2026-11-29):',
  '',
  '- PDF/UA-1: the per-rule files under `PDF_UA/1/` (latest versions, with severity tags, e.g.',
  '  `7.1 General/verapdf-profile-7-1-t12.xml` at commit 24979cdb and `6 Conformance requirements/6.1',
  '  General/verapdf-profile-6-1-t01.xml` at 02d57adf). 106 ids: 5-t01 to t05, 6.1-t01, 6.2-t01, 7.1-t01 to',
  '  t12, 7.2-t02 to t34, 7.2-t36 to t43, 7.3-t01, 7.4.2-t01, 7.4.4-t01 to t03, 7.5-t01, t02, 7.7-t01, 7.9-t01,',
  '  t02, 7.10-t01, t02, 7.11-t01, 7.15-t01, 7.16-t01, 7.18.1-t01 to t03, 7.18.2-t01, 7.18.3-t01, 7.18.4-t01,',
  '  t02, 7.18.5-t01, t02, 7.18.6.2-t01, t02, 7.18.8-t01, 7.20-t01, t02, 7.21.3.1-t01, 7.21.3.2-t01,',
  '  7.21.3.3-t01 to t03, 7.21.4.1-t01, t02, 7.21.4.2-t01, t02, 7.21.5-t01, 7.21.6-t01 to t04, 7.21.7-t01, t02,',
  '  7.21.8-t01. All are in the catalogue. Older files in the repository are not rules of the current',
  '  profile: 7.2-t01, 7.18-t01, 7.18.2-t02 and 7.21.4.1-t03 (2020 profile; now 7.21.7-t01, 7.18.3-t01,',
  '  7.18.2-t01 and 7.21.4.1-t02) and 7.1-t13 (`PDF_UA/1-Human`, a human check).',
  '- PDF/UA-2: `PDF_UA/PDFUA-2.xml` at commit 0239d211 ("Validation rules against ISO 14289-2:2024", 91',
  '  rules) and `PDF_UA/2/6 Conformance requirements/6.1 General/verapdf-profile-6-1-t01.xml` (added',
  '  2026-01-24, commit 145f1ad8). 92 ids: 5-t01 to t05, 6.1-t01, 6.2-t01, 8.2.1-t01, t02, 8.2.2-t01,',
  '  8.2.4-t01 to t04, 8.2.5.2-t01, t02, 8.2.5.8-t01, 8.2.5.12-t01, 8.2.5.14-t01 to t04, 8.2.5.20-t01, t02,',
  '  8.2.5.23-t01, 8.2.5.24-t01, 8.2.5.25-t01, t02, 8.2.5.26-t01 to t06, 8.2.5.27-t01, 8.2.5.28.2-t01,',
  '  8.2.5.29-t01, 8.4.3-t01 to t03, 8.4.4-t01, t02, 8.4.5.3.1-t01, 8.4.5.3.2-t01, 8.4.5.4-t01 to t03,',
  '  8.4.5.5.1-t01, t02, 8.4.5.6-t01, 8.4.5.7-t01 to t04, 8.4.5.8-t01, t02, 8.4.5.9-t01, 8.6-t01, 8.7-t01, t02,',
  '  8.8-t01, t02, 8.9.2.2-t01, t02, 8.9.2.3-t01, t02, 8.9.2.4.7-t01, 8.9.2.4.8-t01, 8.9.2.4.9-t01,',
  '  8.9.2.4.10-t01, 8.9.2.4.11-t01, t02, 8.9.2.4.12-t01 to 8.9.2.4.16-t01, 8.9.2.4.19-t01, t02, 8.9.3.3-t01,',
  '  8.9.4.2-t01, 8.10.1-t01 to t03, 8.10.2.3-t01, t02, 8.10.3.3-t01, 8.10.3.5-t01, 8.11.1-t01, t02,',
  '  8.11.2-t01, 8.14.1-t01. Added to the catalogue by this comparison: 6.1-t01, 6.2-t01, 8.11.1-t02 and',
  '  8.2.5.14-t03 (an FENote naming elements that do not cite it); NoteType, which the 2023 draft numbered',
  '  8.2.5.14-t03, is 8.2.5.14-t04; 5-t05 wants `2024`, as the profile does, where the draft took any year.',
  '  Kept from the 2023 draft (per-rule files of ISO 14289-2:202x, gone from the 2024 profile):',
  '  8.2.5.20-t03, 8.5.1-t01 and 8.9.2.1-t01. Not taken from that draft: 8.2.5.29-t02 (non-math Formula',
  '  Alt) and 8.9.4.1-t01 (annotation Contents or Alt), which the 2024 profile dropped.',
  '',
];

const lines = [
  '# PDF rules of @curbcut/pdf',
  '',
  'Generated from `packages/pdf/src/rules/catalog.ts` by `scripts/generate-pdf-rules.ts`; do not edit by hand.',
  '',
  'Rule ids are the clause and test number of veraPDF\'s validation profiles (ISO 14289-1 for PDF/UA-1,',
  'ISO 14289-2 for PDF/UA-2), so results compare with veraPDF. Ids `5-t01` to `5-t05` exist in both',
  'parts with different meanings; the profile tells them apart. The `wcag22` profile is the set of',
  'PDF/UA-1 rules that support a WCAG 2.2 success criterion (same id, one shared issue); it also runs',
  'on PDFs below 1.5 and on PDF 2.0. Scope `meta` rules concern the document (listed as "Document wide"',
  'or "Metadata"), `page` rules have a page and, where the content can be found, a highlight rectangle.',
  '',
  `| id | profiles | impact | WCAG | scope | what it checks | status |`,
  '|---|---|---|---|---|---|---|',
];
for (const r of RULES) {
  const base = !r.implemented ? `**not implemented**: ${NOT_DONE[r.key] ?? ''}` : PARTIAL[r.key] ? `implemented; ${PARTIAL[r.key]}` : 'implemented';
  const status = DRAFT_ONLY.has(r.key) ? `${base}; from veraPDF's 2023 draft profile, not in its 2024 profile` : base;
  lines.push(`| ${r.id} | ${r.profiles.join(', ')} | ${r.impact} | ${r.wcag.join(', ')} | ${r.scope} | ${r.description.replace(/\|/g, '\\|')} | ${status} |`);
}
const count = (p: string): string => {
  const all = RULES.filter((r) => r.profiles.includes(p as never));
  return `${all.filter((r) => r.implemented).length} of ${all.length}`;
};
lines.push(
  '',
  `Implemented: PDF/UA-1 ${count('pdfua1')}, PDF/UA-2 ${count('pdfua2')}, WCAG 2.2 ${count('wcag22')}.`,
  '',
  'Not in veraPDF\'s machine profiles and so not here: the Matterhorn protocol\'s human checks (reading order,',
  'meaningful alternative text, colour and contrast, correct heading semantics). Only "alternative text',
  'is accurate" is surfaced, as needs review on figures that have it.',
  '',
  ...COMPARED,
);
writeFileSync(new URL('../docs/pdf-rules.md', import.meta.url), `${lines.join('\n')}`);
