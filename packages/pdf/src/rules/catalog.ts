/**
 * The rule catalogue: every test of veraPDF's PDF/UA-1 (106) and PDF/UA-2 (92) validation
 * profiles, by clause and test number, with what it checks, how to fix it, its impact and the
 * WCAG 2.2 success criteria it supports, plus three PDF/UA-2 rules of veraPDF's 2023 draft profile
 * (8.2.5.20-t03, 8.5.1-t01, 8.9.2.1-t01; which profile versions were compared is written in
 * scripts/generate-pdf-rules.ts). PDF/UA-1 rules that support a success criterion also
 * form the `wcag22` profile (same id, one shared issue). Rules the checker cannot decide are listed
 * with `implemented: false` and never reported.
 */
import type { PdfImpact, PdfProfile, PdfRuleInfo } from '../types';

/** Which standard a rule belongs to; ids such as `5-t01` exist in both parts. */
export type Part = 'ua1' | 'ua2';

export interface CatalogRule extends PdfRuleInfo {
  part: Part;
  /** `ua1:7.1-t10`: unique across parts. */
  key: string;
}

type Row = [id: string, impact: PdfImpact, wcag: string, scope: 'meta' | 'page', implemented: boolean, description: string, howToFix: string];

const C: PdfImpact = 'critical';
const S: PdfImpact = 'serious';
const M: PdfImpact = 'moderate';
const m: PdfImpact = 'minor';
const Y = true;

const TAG_FIX = 'Fix the structure tree in the authoring tool or with a PDF remediation tool (for example the tags panel of Acrobat).';
const LANG_FIX = 'Set the document language (the catalog Lang entry) or a Lang entry on the element or marked content.';
const FONT_FIX = 'Re-create the PDF with embedded, Unicode-mapped fonts (most authoring tools do with "PDF/UA" or "tagged PDF" export).';

const UA1: Row[] = [
  ['5-t01', m, '', 'meta', Y, 'The XMP metadata shall identify the PDF/UA part with the PDF/UA identification schema (pdfuaid)', 'Add pdfuaid:part to the document XMP metadata (export as PDF/UA).'],
  ['5-t02', m, '', 'meta', Y, 'The value of pdfuaid:part shall be 1 for PDF/UA-1', 'Set pdfuaid:part to 1.'],
  ['5-t03', m, '', 'meta', Y, 'The pdfuaid:part property shall use the namespace prefix pdfuaid', 'Write the property as pdfuaid:part.'],
  ['5-t04', m, '', 'meta', Y, 'The pdfuaid:amd property shall use the namespace prefix pdfuaid', 'Write the property as pdfuaid:amd.'],
  ['5-t05', m, '', 'meta', Y, 'The pdfuaid:corr property shall use the namespace prefix pdfuaid', 'Write the property as pdfuaid:corr.'],
  ['6.1-t01', m, '', 'meta', Y, 'The file header shall be %PDF-1.n with n from 0 to 7', 'Save the file as PDF 1.7 or earlier.'],
  ['6.2-t01', C, '1.3.1,4.1.2', 'meta', Y, 'The catalog shall contain a MarkInfo dictionary with Marked set to true', 'Export a tagged PDF; the MarkInfo Marked flag marks the file as tagged.'],
  ['7.1-t01', S, '1.3.1', 'page', Y, 'Content marked as Artifact shall not be inside tagged content', 'Move the artifact out of the tagged marked-content sequence.'],
  ['7.1-t02', S, '1.3.1', 'page', Y, 'Tagged content shall not be inside content marked as Artifact', 'Remove the Artifact marking around real content, or the MCID from the artifact.'],
  ['7.1-t03', C, '1.3.1', 'page', Y, 'All content shall be tagged as real content or marked as Artifact', 'Tag the content in the structure tree, or mark decoration as an artifact.'],
  ['7.1-t04', M, '1.3.1', 'meta', Y, 'The MarkInfo Suspects entry shall not be true', 'Review the tags, then remove Suspects or set it to false.'],
  ['7.1-t05', S, '1.3.1,4.1.2', 'page', Y, 'Non-standard structure types shall be role mapped to a standard type', `Add a RoleMap entry mapping the custom type to a standard one. ${TAG_FIX}`],
  ['7.1-t06', S, '1.3.1,4.1.2', 'page', Y, 'Role mapping shall not be circular', 'Break the circle in the RoleMap so each custom type ends at a standard type.'],
  ['7.1-t07', S, '1.3.1,4.1.2', 'page', Y, 'Standard structure types shall not be remapped', 'Remove RoleMap entries whose key is a standard structure type.'],
  ['7.1-t08', M, '2.4.2', 'meta', Y, 'The catalog shall contain a Metadata stream', 'Add XMP metadata to the document (any PDF/UA export does).'],
  ['7.1-t09', S, '2.4.2', 'meta', Y, 'The XMP metadata shall contain dc:title', 'Give the document a title in its properties so dc:title is written.'],
  ['7.1-t10', S, '2.4.2', 'meta', Y, 'ViewerPreferences DisplayDocTitle shall be true', 'Set "Show document title" in the initial view settings (DisplayDocTitle true).'],
  ['7.1-t11', C, '1.3.1,4.1.2', 'meta', Y, 'The catalog shall contain a StructTreeRoot (the document is tagged)', 'Export a tagged PDF or add tags with a remediation tool.'],
  ['7.1-t12', S, '1.3.1', 'page', Y, 'Every structure element shall have a P (parent) entry', TAG_FIX],
  ['7.2-t02', S, '3.1.1', 'meta', Y, 'The language of outline (bookmark) entries shall be determinable (catalog Lang)', LANG_FIX],
  ['7.2-t03', S, '1.3.1', 'page', Y, 'A Table shall contain only TR, THead, TBody, TFoot and Caption elements', `Restructure the table tags. ${TAG_FIX}`],
  ['7.2-t04', S, '1.3.1', 'page', Y, 'A TR shall be inside a Table, THead, TBody or TFoot', TAG_FIX],
  ['7.2-t05', S, '1.3.1', 'page', Y, 'A THead shall be inside a Table', TAG_FIX],
  ['7.2-t06', S, '1.3.1', 'page', Y, 'A TBody shall be inside a Table', TAG_FIX],
  ['7.2-t07', S, '1.3.1', 'page', Y, 'A TFoot shall be inside a Table', TAG_FIX],
  ['7.2-t08', S, '1.3.1', 'page', Y, 'A TH shall be inside a TR', TAG_FIX],
  ['7.2-t09', S, '1.3.1', 'page', Y, 'A TD shall be inside a TR', TAG_FIX],
  ['7.2-t10', S, '1.3.1', 'page', Y, 'A TR shall contain only TH and TD elements', TAG_FIX],
  ['7.2-t11', M, '1.3.1', 'page', Y, 'A Table shall contain at most one THead', TAG_FIX],
  ['7.2-t12', M, '1.3.1', 'page', Y, 'A Table shall contain at most one TFoot', TAG_FIX],
  ['7.2-t13', M, '1.3.1', 'page', Y, 'A Table with a TFoot shall contain a TBody', TAG_FIX],
  ['7.2-t14', M, '1.3.1', 'page', Y, 'A Table with a THead shall contain a TBody', TAG_FIX],
  ['7.2-t15', S, '1.3.1', 'page', Y, 'Table cells shall not overlap (after RowSpan and ColSpan)', 'Correct the RowSpan/ColSpan attributes so no two cells cover the same grid position.'],
  ['7.2-t16', M, '1.3.1', 'page', Y, 'A Caption in a Table shall be its first or last child', TAG_FIX],
  ['7.2-t17', S, '1.3.1', 'page', Y, 'An LI shall be inside an L', TAG_FIX],
  ['7.2-t18', S, '1.3.1', 'page', Y, 'An LBody shall be inside an LI', TAG_FIX],
  ['7.2-t19', S, '1.3.1', 'page', Y, 'An L shall contain only L, LI and Caption elements', TAG_FIX],
  ['7.2-t20', S, '1.3.1', 'page', Y, 'An LI shall contain only Lbl and LBody elements', TAG_FIX],
  ['7.2-t21', M, '3.1.2', 'page', Y, 'The language of an ActualText attribute shall be determinable', LANG_FIX],
  ['7.2-t22', M, '3.1.2', 'page', Y, 'The language of an Alt attribute shall be determinable', LANG_FIX],
  ['7.2-t23', M, '3.1.2', 'page', Y, 'The language of an E (expansion) attribute shall be determinable', LANG_FIX],
  ['7.2-t24', M, '3.1.2', 'page', Y, 'The language of an annotation Contents entry shall be determinable', LANG_FIX],
  ['7.2-t25', M, '3.1.2', 'page', Y, 'The language of a form field TU (tooltip) entry shall be determinable', LANG_FIX],
  ['7.2-t26', S, '1.3.1', 'page', Y, 'A TOCI shall be inside a TOC', TAG_FIX],
  ['7.2-t27', S, '1.3.1', 'page', Y, 'A TOC shall contain only TOC, TOCI and Caption elements', TAG_FIX],
  ['7.2-t28', M, '1.3.1', 'page', Y, 'A Caption in a TOC shall be its first child', TAG_FIX],
  ['7.2-t29', S, '3.1.1,3.1.2', 'page', Y, 'Lang values shall be language tags (RFC 3066, e.g. en-US)', 'Correct the Lang value to a valid language tag such as en or en-GB.'],
  ['7.2-t30', M, '3.1.2', 'page', Y, 'The language of ActualText in Span marked content shall be determinable', LANG_FIX],
  ['7.2-t31', M, '3.1.2', 'page', Y, 'The language of Alt in Span marked content shall be determinable', LANG_FIX],
  ['7.2-t32', M, '3.1.2', 'page', Y, 'The language of E in Span marked content shall be determinable', LANG_FIX],
  ['7.2-t33', S, '3.1.1', 'meta', Y, 'The language of the document metadata (x-default) shall be determinable', LANG_FIX],
  ['7.2-t34', S, '3.1.1', 'page', Y, 'The language of text in page content shall be determinable', LANG_FIX],
  ['7.2-t36', S, '1.3.1', 'page', Y, 'A THead shall contain only TR elements', TAG_FIX],
  ['7.2-t37', S, '1.3.1', 'page', Y, 'A TBody shall contain only TR elements', TAG_FIX],
  ['7.2-t38', S, '1.3.1', 'page', Y, 'A TFoot shall contain only TR elements', TAG_FIX],
  ['7.2-t39', M, '1.3.1', 'page', Y, 'A Table shall contain at most one Caption', TAG_FIX],
  ['7.2-t40', M, '1.3.1', 'page', Y, 'A Caption in an L shall be its first child', TAG_FIX],
  ['7.2-t41', S, '1.3.1', 'page', Y, 'Table columns shall span the same number of rows', 'Make the table regular: correct RowSpan or add the missing cells.'],
  ['7.2-t42', S, '1.3.1', 'page', Y, 'Table rows shall span the same number of columns', 'Make the table regular: correct ColSpan or add the missing cells.'],
  ['7.2-t43', S, '1.3.1', 'page', Y, 'Table rows shall span the same number of columns (with column spans)', 'Make the table regular: correct ColSpan or add the missing cells.'],
  ['7.3-t01', C, '1.1.1', 'page', Y, 'Figure elements shall have alternative text (Alt) or replacement text (ActualText)', 'Add alternative text describing the figure, or mark a decorative image as an artifact.'],
  ['7.4.2-t01', M, '1.3.1', 'page', Y, 'Numbered headings shall start at H1 and not skip levels going down', 'Renumber the headings so levels descend one step at a time.'],
  ['7.4.4-t01', M, '1.3.1', 'page', Y, 'A structure element shall contain at most one H child', 'Split the content into sections with one H each, or use H1-H6.'],
  ['7.4.4-t02', M, '1.3.1', 'page', Y, 'A document shall not use both H and H1-H6 (H elements)', 'Use either H or numbered headings throughout.'],
  ['7.4.4-t03', M, '1.3.1', 'page', Y, 'A document shall not use both H and H1-H6 (Hn elements)', 'Use either H or numbered headings throughout.'],
  ['7.5-t01', S, '1.3.1', 'page', Y, 'Table data cells shall have determinable headers (Headers attribute or TH with Scope)', 'Give header cells a Scope attribute, or data cells a Headers attribute listing header IDs.'],
  ['7.5-t02', S, '1.3.1', 'page', Y, 'Headers attributes shall reference existing header cell IDs', 'Correct the Headers attribute to the IDs of the TH elements.'],
  ['7.7-t01', C, '1.1.1', 'page', Y, 'Formula elements shall have Alt or ActualText', 'Add alternative text to the formula.'],
  ['7.9-t01', M, '1.3.1', 'page', Y, 'Note elements shall have an ID entry', 'Give each Note a unique ID.'],
  ['7.9-t02', M, '1.3.1', 'page', Y, 'Note IDs shall be unique', 'Give each Note a unique ID.'],
  ['7.10-t01', m, '', 'meta', Y, 'Optional content configuration dictionaries shall have a non-empty Name', 'Name each layer configuration.'],
  ['7.10-t02', m, '', 'meta', Y, 'Optional content configuration dictionaries shall not contain AS', 'Remove the AS entry from layer configurations.'],
  ['7.11-t01', m, '', 'meta', Y, 'File specifications of embedded files shall have non-empty F and UF entries', 'Re-attach the file so its specification carries F and UF file names.'],
  ['7.15-t01', S, '4.1.2', 'meta', Y, 'Dynamic XFA forms shall not be used', 'Convert the form to an AcroForm (static) form.'],
  ['7.16-t01', C, '', 'meta', Y, 'An encrypted file shall allow assistive technology access (P entry bit 10 set)', 'Allow "content access for accessibility" in the security settings.'],
  ['7.18.1-t01', S, '1.3.1', 'page', Y, 'Annotations other than Widget, Link and Popup shall be nested in an Annot element', 'Tag the annotation inside an Annot structure element.'],
  ['7.18.1-t02', S, '1.1.1', 'page', Y, 'Annotations other than Widget, Link and Popup shall have Contents or Alt', 'Add a description in the annotation Contents (or Alt on its structure element).'],
  ['7.18.1-t03', S, '4.1.2,3.3.2', 'page', Y, 'Form fields shall have a TU (tooltip) or their widgets an Alt', 'Give each form field a tooltip (TU) that names it.'],
  ['7.18.2-t01', m, '', 'page', Y, 'TrapNet annotations shall not be present (unless hidden or off the page)', 'Remove trap network annotations.'],
  ['7.18.3-t01', S, '2.4.3', 'page', Y, 'Pages with annotations shall have Tabs set to S (structure order)', 'Set the tab order of the page to "Use document structure".'],
  ['7.18.4-t01', S, '1.3.1,4.1.2', 'page', Y, 'Widget annotations shall be nested in a Form element', 'Tag each form field widget inside a Form structure element.'],
  ['7.18.4-t02', M, '1.3.1,4.1.2', 'page', Y, 'A Form element without a Role attribute shall have exactly one widget annotation child', 'Give each widget its own Form element.'],
  ['7.18.5-t01', S, '1.3.1,2.4.4', 'page', Y, 'Link annotations shall be nested in a Link element', 'Tag each link annotation inside a Link structure element with its text.'],
  ['7.18.5-t02', S, '2.4.4,4.1.2', 'page', Y, 'Link annotations shall have a Contents entry describing the link', 'Add a Contents description to the link annotation.'],
  ['7.18.6.2-t01', M, '1.2.1', 'meta', Y, 'Media clip data dictionaries shall have a CT (content type) entry', 'Set the media content type.'],
  ['7.18.6.2-t02', S, '1.1.1,1.2.1', 'meta', Y, 'Media clip data dictionaries shall have an Alt entry', 'Add an alternative description to the media clip.'],
  ['7.18.8-t01', m, '1.3.1', 'page', Y, 'PrinterMark annotations shall not be in the structure tree', 'Remove the printer mark annotation from the tags.'],
  ['7.20-t01', M, '', 'meta', Y, 'Reference XObjects shall not be used', 'Embed the referenced page content instead of a reference XObject.'],
  ['7.20-t02', M, '1.3.1', 'page', Y, 'A form XObject with marked content (MCIDs) shall not be painted more than once', 'Give each use of the content its own form XObject.'],
  ['7.21.3.1-t01', m, '', 'meta', Y, 'A Type 0 font CIDSystemInfo shall be compatible with its CMap', FONT_FIX],
  ['7.21.3.2-t01', m, '', 'meta', Y, 'Embedded Type 2 CIDFonts shall have a CIDToGIDMap', FONT_FIX],
  ['7.21.3.3-t01', m, '', 'meta', Y, 'Non-standard CMaps shall be embedded', FONT_FIX],
  ['7.21.3.3-t02', m, '', 'meta', Y, 'The WMode of an embedded CMap shall match its CMap dictionary', FONT_FIX],
  ['7.21.3.3-t03', m, '', 'meta', Y, 'A CMap shall not reference (usecmap) a non-standard CMap', FONT_FIX],
  ['7.21.4.1-t01', S, '', 'meta', Y, 'Fonts used for rendering shall be embedded', FONT_FIX],
  ['7.21.4.1-t02', M, '', 'meta', Y, 'Embedded fonts shall define all glyphs referenced for rendering', FONT_FIX],
  ['7.21.4.2-t01', m, '', 'meta', Y, 'A CharSet of a subset Type 1 font shall list all glyphs in the font program', FONT_FIX],
  ['7.21.4.2-t02', m, '', 'meta', Y, 'A CIDSet of a subset CID font shall identify all CIDs in the font program', FONT_FIX],
  ['7.21.5-t01', m, '', 'meta', Y, 'Glyph widths in the font dictionary shall match the embedded font program', FONT_FIX],
  ['7.21.6-t01', M, '', 'meta', Y, 'Non-symbolic TrueType programs shall contain a non-symbolic cmap', FONT_FIX],
  ['7.21.6-t02', M, '', 'meta', Y, 'Non-symbolic TrueType fonts shall use MacRoman or WinAnsi encoding (Differences only with AGL names and a (3,1) cmap)', FONT_FIX],
  ['7.21.6-t03', m, '', 'meta', Y, 'Symbolic TrueType fonts shall not have an Encoding entry', FONT_FIX],
  ['7.21.6-t04', m, '', 'meta', Y, 'Symbolic TrueType programs shall have one cmap or a (3,0) cmap', FONT_FIX],
  ['7.21.7-t01', S, '1.3.1', 'meta', Y, 'Every character used shall map to Unicode (ToUnicode or standard glyph names)', FONT_FIX],
  ['7.21.7-t02', S, '1.3.1', 'meta', Y, 'ToUnicode values shall not be U+0000, U+FEFF or U+FFFE', FONT_FIX],
  ['7.21.8-t01', M, '1.3.1', 'meta', Y, 'Text shall not reference the .notdef glyph', FONT_FIX],
];

const UA2: Row[] = [
  ['5-t01', m, '', 'meta', Y, 'The XMP metadata shall identify the PDF/UA part with the PDF/UA identification schema', 'Add pdfuaid:part to the XMP metadata (export as PDF/UA-2).'],
  ['5-t02', m, '', 'meta', Y, 'The value of pdfuaid:part shall be 2', 'Set pdfuaid:part to 2.'],
  ['5-t03', m, '', 'meta', Y, 'The pdfuaid:part property shall use the namespace prefix pdfuaid', 'Write the property as pdfuaid:part.'],
  ['5-t04', m, '', 'meta', Y, 'The pdfuaid:rev property shall use the namespace prefix pdfuaid', 'Write the property as pdfuaid:rev.'],
  ['5-t05', m, '', 'meta', Y, 'The value of pdfuaid:rev shall be 2024 (the edition of ISO 14289-2)', 'Set pdfuaid:rev to 2024.'],
  ['6.1-t01', m, '', 'meta', Y, 'The file version shall be 2.0 (in the header or the catalog Version entry)', 'Save the file as PDF 2.0.'],
  ['6.2-t01', C, '', 'meta', Y, 'The catalog shall contain a MarkInfo dictionary with Marked set to true', 'Export a tagged PDF; the MarkInfo Marked flag marks the file as tagged.'],
  ['8.2.1-t01', C, '', 'meta', Y, 'The catalog shall contain a StructTreeRoot', 'Export a tagged PDF.'],
  ['8.2.1-t02', S, '', 'page', Y, 'Every structure element shall have a P (parent) entry', TAG_FIX],
  ['8.2.2-t01', C, '', 'page', Y, 'Content that is not real content shall be an artifact (all content tagged or artifact)', 'Tag the content, or mark decoration as an artifact.'],
  ['8.2.4-t01', S, '', 'page', Y, 'Structure types shall belong to, or map to, the PDF 1.7, PDF 2.0 or MathML namespace', TAG_FIX],
  ['8.2.4-t02', S, '', 'page', Y, 'Role mapping shall not be circular', TAG_FIX],
  ['8.2.4-t03', S, '', 'page', Y, 'Types shall not be role mapped to types in the same namespace', TAG_FIX],
  ['8.2.4-t04', S, '', 'page', Y, 'Standard types shall not be remapped to non-standard types', TAG_FIX],
  ['8.2.5.2-t01', S, '', 'meta', Y, 'The structure tree root shall have a single Document element as its only child', TAG_FIX],
  ['8.2.5.2-t02', M, '', 'meta', Y, 'The root Document element shall be in the PDF 2.0 namespace', TAG_FIX],
  ['8.2.5.8-t01', M, '', 'page', Y, 'Each TOCI shall identify its target with a Ref entry', 'Add a Ref from each TOC item to the element it points to.'],
  ['8.2.5.12-t01', M, '', 'page', Y, 'The H structure type shall not be used', 'Use H1-H6 (Hn) headings.'],
  ['8.2.5.14-t01', M, '', 'page', Y, 'The Note structure type shall not be used (use FENote)', 'Use FENote for footnotes and endnotes.'],
  ['8.2.5.14-t02', M, '', 'page', Y, 'An FENote shall reference (Ref) every element that references it', 'Add the citing element to the Ref entry of its FENote.'],
  ['8.2.5.14-t03', M, '', 'page', Y, 'An FENote shall reference (Ref) only elements that reference it', 'Add a Ref to the FENote on each element its Ref names, or remove the element from the FENote\'s Ref.'],
  ['8.2.5.14-t04', m, '', 'page', Y, 'FENote NoteType shall be Footnote, Endnote or None', 'Correct the NoteType attribute.'],
  ['8.2.5.20-t01', S, '', 'page', Y, 'Link annotations shall be enclosed in Link or Reference elements', 'Tag each link inside a Link element.'],
  ['8.2.5.20-t02', M, '', 'page', Y, 'Link annotations with different targets shall be in separate Link elements', 'Give each link target its own Link element.'],
  ['8.2.5.20-t03', m, '', 'page', Y, 'Link annotations to the same target that read as one link shall share one Link element (needs review)', 'Group annotations of one visual link in one Link element.'],
  ['8.2.5.23-t01', M, '', 'page', Y, 'Ruby shall contain RB, RT or RB, RP, RT, RP', TAG_FIX],
  ['8.2.5.24-t01', M, '', 'page', Y, 'Warichu shall contain WP, WT, WP', TAG_FIX],
  ['8.2.5.25-t01', M, '', 'page', Y, 'An L with Lbl elements shall have a ListNumbering attribute other than None', 'Set ListNumbering on the list (e.g. Decimal, Disc).'],
  ['8.2.5.25-t02', M, '', 'page', Y, 'Content of an LI outside Lbl shall be in an LBody', TAG_FIX],
  ['8.2.5.26-t01', S, '', 'page', Y, 'Table cells shall not overlap', 'Correct RowSpan and ColSpan.'],
  ['8.2.5.26-t02', S, '', 'page', Y, 'Table columns shall span the same number of rows', 'Make the table regular.'],
  ['8.2.5.26-t03', S, '', 'page', Y, 'Table rows shall span the same number of columns', 'Make the table regular.'],
  ['8.2.5.26-t04', S, '', 'page', Y, 'Table rows shall span the same number of columns (with column spans)', 'Make the table regular.'],
  ['8.2.5.26-t05', S, '', 'page', Y, 'Table data cells shall have determinable headers', 'Add Scope to TH cells or Headers to TD cells.'],
  ['8.2.5.26-t06', S, '', 'page', Y, 'Headers attributes shall reference existing header cells', 'Correct the Headers attribute.'],
  ['8.2.5.27-t01', M, '', 'page', Y, 'A Caption shall be the first or last child of its parent', TAG_FIX],
  ['8.2.5.28.2-t01', C, '', 'page', Y, 'Figure elements shall have Alt or ActualText', 'Add alternative text, or mark a decorative image as an artifact.'],
  ['8.2.5.29-t01', M, '', 'page', Y, 'MathML math elements shall be children of a Formula element', TAG_FIX],
  ['8.4.3-t01', S, '', 'page', Y, 'Real content mapped to Private Use Area characters shall have ActualText or Alt', 'Add ActualText to content that uses private-use characters.'],
  ['8.4.3-t02', M, '', 'page', Y, 'ActualText shall not contain Private Use Area characters', 'Replace private-use characters in ActualText.'],
  ['8.4.3-t03', M, '', 'page', Y, 'Alt shall not contain Private Use Area characters', 'Replace private-use characters in Alt.'],
  ['8.4.4-t01', S, '', 'meta', Y, 'The catalog shall contain a non-empty Lang entry', 'Set the document language.'],
  ['8.4.4-t02', S, '', 'page', Y, 'Lang values shall be language tags', 'Correct the Lang value.'],
  ['8.4.5.3.1-t01', m, '', 'meta', Y, 'A Type 0 font CIDSystemInfo shall be compatible with its CMap', FONT_FIX],
  ['8.4.5.3.2-t01', m, '', 'meta', Y, 'Embedded Type 2 CIDFonts shall have a CIDToGIDMap', FONT_FIX],
  ['8.4.5.4-t01', m, '', 'meta', Y, 'Non-standard CMaps shall be embedded', FONT_FIX],
  ['8.4.5.4-t02', m, '', 'meta', Y, 'The WMode of an embedded CMap shall match its CMap dictionary', FONT_FIX],
  ['8.4.5.4-t03', m, '', 'meta', Y, 'A CMap shall not reference a non-standard CMap', FONT_FIX],
  ['8.4.5.5.1-t01', S, '', 'meta', Y, 'Fonts used for rendering shall be embedded', FONT_FIX],
  ['8.4.5.5.1-t02', M, '', 'meta', Y, 'Embedded fonts shall define all glyphs referenced for rendering', FONT_FIX],
  ['8.4.5.6-t01', m, '', 'meta', Y, 'Glyph widths in the font dictionary shall match the font program', FONT_FIX],
  ['8.4.5.7-t01', M, '', 'meta', Y, 'Non-symbolic TrueType programs shall contain a (3,1) or (1,0) cmap', FONT_FIX],
  ['8.4.5.7-t02', M, '', 'meta', Y, 'Non-symbolic TrueType fonts shall use MacRoman or WinAnsi encoding', FONT_FIX],
  ['8.4.5.7-t03', m, '', 'meta', Y, 'Symbolic TrueType fonts shall not have an Encoding entry', FONT_FIX],
  ['8.4.5.7-t04', m, '', 'meta', Y, 'Symbolic TrueType programs shall have a (3,0) or (1,0) cmap', FONT_FIX],
  ['8.4.5.8-t01', S, '', 'meta', Y, 'Every character used shall map to Unicode', FONT_FIX],
  ['8.4.5.8-t02', S, '', 'meta', Y, 'ToUnicode values shall not be U+0000, U+FEFF or U+FFFE', FONT_FIX],
  ['8.4.5.9-t01', M, '', 'meta', Y, 'Text shall not reference the .notdef glyph', FONT_FIX],
  ['8.5.1-t01', S, '', 'page', Y, 'Non-text real content without alternative text shall be in Figure or Formula', 'Tag images as Figure with Alt, or mark them as artifacts.'],
  ['8.6-t01', m, '', 'meta', Y, 'Human-readable text strings shall not use Private Use Area characters', 'Replace private-use characters in titles, descriptions and labels.'],
  ['8.7-t01', m, '', 'meta', Y, 'Optional content configurations shall have a non-empty Name when Configs is present', 'Name each layer configuration.'],
  ['8.7-t02', m, '', 'meta', Y, 'Optional content configurations shall not contain AS', 'Remove the AS entry.'],
  ['8.8-t01', M, '', 'page', Y, 'Destinations inside the document shall be structure destinations', 'Use structure destinations (SD) for links and bookmarks.'],
  ['8.8-t02', M, '', 'meta', Y, 'GoTo actions shall use structure destinations (SD)', 'Add an SD entry to GoTo actions.'],
  ['8.9.2.1-t01', S, '', 'page', Y, 'Annotations shall be included in the structure tree (unless excluded)', 'Tag the annotation.'],
  ['8.9.2.2-t01', m, '', 'page', Y, 'Invisible annotations shall be artifacts', 'Remove invisible annotations from the tags.'],
  ['8.9.2.2-t02', m, '', 'page', Y, 'Annotations with NoView (and not ToggleNoView) shall be artifacts', 'Remove hidden annotations from the tags.'],
  ['8.9.2.3-t01', S, '', 'page', Y, 'Markup annotations shall be enclosed in Annot elements', 'Tag markup annotations inside Annot elements.'],
  ['8.9.2.3-t02', m, '', 'page', Y, 'RC and Contents of markup annotations shall be textually equivalent', 'Make the rich text and plain text of the annotation match.'],
  ['8.9.2.4.7-t01', M, '', 'page', Y, 'Stamp annotations shall have a Name or Contents', 'Describe the stamp in Contents.'],
  ['8.9.2.4.8-t01', M, '', 'page', Y, 'Ink annotations shall have Contents', 'Describe the ink annotation in Contents.'],
  ['8.9.2.4.9-t01', m, '', 'page', Y, 'Popup annotations shall not be in the structure tree', 'Remove popups from the tags.'],
  ['8.9.2.4.10-t01', m, '', 'page', Y, 'File attachment file specifications shall have AFRelationship', 'Set the relationship of the attached file.'],
  ['8.9.2.4.11-t01', M, '', 'page', Y, 'Sound annotations shall not be used', 'Use Screen or RichMedia annotations with descriptions.'],
  ['8.9.2.4.11-t02', M, '', 'page', Y, 'Movie annotations shall not be used', 'Use Screen or RichMedia annotations with descriptions.'],
  ['8.9.2.4.12-t01', M, '', 'page', Y, 'Screen annotations shall have Contents', 'Describe the media in Contents.'],
  ['8.9.2.4.13-t01', m, '', 'page', Y, 'Widget annotations of zero size shall be artifacts', 'Remove zero-size widgets from the tags.'],
  ['8.9.2.4.14-t01', m, '', 'page', Y, 'PrinterMark annotations shall be artifacts', 'Remove printer marks from the tags.'],
  ['8.9.2.4.15-t01', m, '', 'page', Y, 'TrapNet annotations shall not be used', 'Remove trap network annotations.'],
  ['8.9.2.4.16-t01', m, '', 'page', Y, 'Watermark annotations used as real content shall be in Annot elements', 'Tag the watermark in an Annot element or make it an artifact.'],
  ['8.9.2.4.19-t01', M, '', 'page', Y, '3D annotations shall have Contents', 'Describe the 3D content in Contents.'],
  ['8.9.2.4.19-t02', M, '', 'page', Y, 'RichMedia annotations shall have Contents', 'Describe the media in Contents.'],
  ['8.9.3.3-t01', S, '', 'page', Y, 'Pages with annotations shall have Tabs set to A, W or S', 'Set the page tab order.'],
  ['8.9.4.2-t01', m, '', 'page', Y, 'An annotation Contents and its structure element Alt shall be identical', 'Make Contents and Alt the same text.'],
  ['8.10.1-t01', S, '', 'page', Y, 'Widget annotations shall be enclosed in Form elements (or be artifacts)', 'Tag each widget inside a Form element.'],
  ['8.10.1-t02', M, '', 'page', Y, 'A Form element shall contain at most one widget annotation', 'Give each widget its own Form element.'],
  ['8.10.1-t03', S, '', 'meta', Y, 'XFA forms shall not be present', 'Convert the form to an AcroForm.'],
  ['8.10.2.3-t01', S, '', 'page', Y, 'A widget without a label shall have Contents', 'Label the field (Lbl in its Form element) or add Contents.'],
  ['8.10.2.3-t02', M, '', 'page', Y, 'A widget with additional actions (AA) shall have Contents', 'Describe the widget in Contents.'],
  ['8.10.3.3-t01', m, '', 'page', Y, 'A text field with RV shall have an equivalent V', 'Make the rich and plain values of the field match.'],
  ['8.10.3.5-t01', M, '', 'page', Y, 'Graphics (images) in the appearance of a signature shall have alternative text', 'Put the signature image in marked content with Alt, or give the signature field\'s Form element Alt.'],
  ['8.11.1-t01', S, '', 'meta', Y, 'The XMP metadata shall contain dc:title', 'Give the document a title.'],
  ['8.11.1-t02', M, '', 'meta', Y, 'The catalog shall contain a Metadata stream with Type Metadata and Subtype XML', 'Add XMP metadata to the document (any PDF/UA export does), as a stream with Type /Metadata and Subtype /XML.'],
  ['8.11.2-t01', S, '', 'meta', Y, 'ViewerPreferences DisplayDocTitle shall be true', 'Show the document title in the window (DisplayDocTitle true).'],
  ['8.14.1-t01', m, '', 'meta', Y, 'Embedded file specifications shall have a Desc entry', 'Describe each embedded file.'],
];

function build(part: Part, rows: Row[]): CatalogRule[] {
  return rows.map(([id, impact, wcag, scope, implemented, description, howToFix]) => {
    const sc = wcag ? wcag.split(',') : [];
    const profiles: PdfProfile[] = part === 'ua1' ? (sc.length > 0 ? ['pdfua1', 'wcag22'] : ['pdfua1']) : ['pdfua2'];
    return {
      key: `${part}:${id}`,
      part,
      id,
      profiles,
      clause: id.replace(/-t\d+$/, ''),
      description,
      howToFix,
      impact,
      wcag: sc,
      scope,
      implemented,
    };
  });
}

/** Every rule, PDF/UA-1 first, in clause order. */
export const RULES: readonly CatalogRule[] = [...build('ua1', UA1), ...build('ua2', UA2)];

export const RULES_BY_KEY: ReadonlyMap<string, CatalogRule> = new Map(RULES.map((r) => [r.key, r]));

/** The rules of a profile, in catalogue order. */
export function rulesOf(profile: PdfProfile): CatalogRule[] {
  return RULES.filter((r) => r.profiles.includes(profile));
}
