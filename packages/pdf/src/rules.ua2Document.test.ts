/**
 * PDF/UA-2 rules outside the structure tree: identification (5), version and MarkInfo (6), tagged
 * content (8.2.2), Private Use Area text and languages (8.4.3-t01, 8.4.4-t01, 8.6), non-text
 * content (8.5.1), optional content (8.7), destinations (8.8), title and metadata (8.11), embedded
 * files (8.14), links (8.2.5.20), annotations (8.9) and forms (8.10). The files are PDF 2.0, identified as PDF/UA-2 unless a test
 * says otherwise; annotations are tagged with `tagIn` (one element each) or in an element's `annots`.
 */
import { describe, expect, it } from 'vitest';
import { checkUa2, doc2, expectRule, rulesNotPassed } from './ruleCheck.testUtil';
import { helvetica, toUnicodeCMap, trueTypeFont } from './testFont.testUtil';
import { PAGE, indirect, refTo, stream } from './testPdf.testUtil';
import type { AnnotSpec, ElemSpec, PdfValue, TestPdfOptions } from './testPdf.testUtil';

const PDFUAID = 'http://www.aiim.org/pdfua/ns/id/';
const INVISIBLE = 1;
const NO_VIEW = 32;
const TOGGLE_NO_VIEW = 256;
const link = (uri: string, contents = 'Example'): AnnotSpec => ({ subtype: 'Link', uri, contents });
const linkElem = (...annots: AnnotSpec[]): ElemSpec => ({ type: 'Link', annots });

describe('a well-formed document', () => {
  it('passes every PDF/UA-2 rule when its font is embedded and its root is a PDF 2.0 Document', async () => {
    const r = await checkUa2({ fonts: { F1: trueTypeFont() }, elements: doc2({ type: 'P', text: 'Hello' }) });
    expect(rulesNotPassed(r, 'ua2')).toEqual([]);
  });
});

describe('identification (5)', () => {
  it('5-t01: XMP without pdfuaid:part fails', async () => {
    expectRule(await checkUa2({ pdfuaPart: null }), 'ua2:5-t01', 'failed');
  });

  it('5-t02: pdfuaid:part 1 fails a PDF/UA-2 check', async () => {
    expectRule(await checkUa2({ pdfuaPart: 1 }), 'ua2:5-t02', 'failed');
  });

  it('5-t03: pdfuaid:part bound to another prefix fails', async () => {
    expectRule(await checkUa2({ pdfuaPrefix: 'ua' }), 'ua2:5-t03', 'failed');
  });

  it('5-t04: pdfuaid:rev bound to another prefix fails', async () => {
    expectRule(await checkUa2({ pdfuaRev: undefined, xmpProps: `<ua:rev xmlns:ua="${PDFUAID}">2024</ua:rev>` }), 'ua2:5-t04', 'failed');
  });

  it('5-t05: a missing pdfuaid:rev, or one other than the edition year 2024, fails; 2024 passes', async () => {
    expectRule(await checkUa2({ pdfuaRev: undefined }), 'ua2:5-t05', 'failed');
    expectRule(await checkUa2({ pdfuaRev: 'first' }), 'ua2:5-t05', 'failed');
    expectRule(await checkUa2({ pdfuaRev: '2023' }), 'ua2:5-t05', 'failed');
    expectRule(await checkUa2({ pdfuaRev: '2024' }), 'ua2:5-t05', 'passed');
  });
});

describe('conformance (6.1, 6.2)', () => {
  it('6.1-t01: a %PDF-2.1 file fails, %PDF-2.0 passes, and a catalog Version 2.0 over a 1.7 header passes', async () => {
    expectRule(await checkUa2({ version: '2.1' }), 'ua2:6.1-t01', 'failed');
    expectRule(await checkUa2({ version: '2.0' }), 'ua2:6.1-t01', 'passed');
    expectRule(await checkUa2({ version: '1.7', catalog: { Version: '/2.0' } }), 'ua2:6.1-t01', 'passed');
  });

  it('6.2-t01: MarkInfo with Marked false fails, Marked true passes', async () => {
    expectRule(await checkUa2({ catalog: { MarkInfo: { Marked: false } } }), 'ua2:6.2-t01', 'failed');
    expectRule(await checkUa2({ catalog: { MarkInfo: { Marked: true } } }), 'ua2:6.2-t01', 'passed');
  });
});

describe('content (8.2.2, 8.4.3, 8.5.1)', () => {
  it('8.2.2-t01: text outside marked content fails, as an artifact passes', async () => {
    expectRule(await checkUa2({ untaggedText: 'stray' }), 'ua2:8.2.2-t01', 'failed');
    expectRule(await checkUa2({ artifactText: 'page 1' }), 'ua2:8.2.2-t01', 'passed');
  });

  it('8.4.3-t01: text mapped to a Private Use Area character fails, with ActualText on its element passes', async () => {
    const fonts = { P1: helvetica({ Encoding: '/WinAnsiEncoding', ToUnicode: stream(toUnicodeCMap({ 65: '\uE000' })) }) };
    const raw = 'BT /P1 12 Tf 72 700 Td (A) Tj ET';
    expectRule(await checkUa2({ fonts, elements: doc2({ type: 'Span', raw }) }), 'ua2:8.4.3-t01', 'failed');
    expectRule(await checkUa2({ fonts, elements: doc2({ type: 'Span', raw, actualText: 'Phone' }) }), 'ua2:8.4.3-t01', 'passed');
  });

  it('8.5.1-t01: an image tagged in a P without alternative text fails, in a Figure passes', async () => {
    expectRule(await checkUa2({ elements: doc2({ type: 'P', image: true }) }), 'ua2:8.5.1-t01', 'failed');
    expectRule(await checkUa2({ elements: doc2({ type: 'Figure', image: true, alt: 'A chart' }) }), 'ua2:8.5.1-t01', 'passed');
  });
});

describe('language, metadata and text strings (8.4.4, 8.6, 8.11)', () => {
  it('8.4.4-t01: a catalog without Lang fails', async () => {
    expectRule(await checkUa2({ lang: null }), 'ua2:8.4.4-t01', 'failed');
  });

  it('8.4.4-t02: a catalog Lang that is not a language tag fails', async () => {
    expectRule(await checkUa2({ lang: 'en_US!' }), 'ua2:8.4.4-t02', 'failed');
  });

  it('8.6-t01: a document Info Title with a Private Use Area character fails', async () => {
    expectRule(await checkUa2({ beforeSave: (d) => d.setTitle('\uE000 Report') }), 'ua2:8.6-t01', 'failed');
    expectRule(await checkUa2({ beforeSave: (d) => d.setTitle('Report') }), 'ua2:8.6-t01', 'passed');
  });

  it('8.6-t01: annotation Contents with a Private Use Area character fails', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Text', contents: '\uE000', tagIn: 'Annot' }] }), 'ua2:8.6-t01', 'failed');
  });

  it('8.6-t01: a form field name with a Private Use Area character fails even when no page lists the field', async () => {
    const form = (name: string): TestPdfOptions => ({ catalog: { AcroForm: { Fields: [indirect({ FT: '/Tx', T: 'group', Kids: [indirect({ FT: '/Tx', T: name })] })] } } });
    expectRule(await checkUa2(form('\uE000 name')), 'ua2:8.6-t01', 'failed');
    expectRule(await checkUa2(form('name')), 'ua2:8.6-t01', 'passed');
  });

  it('8.11.1-t01: XMP without dc:title fails', async () => {
    expectRule(await checkUa2({ title: null }), 'ua2:8.11.1-t01', 'failed');
  });

  it('8.11.1-t02: no Metadata stream, or one without Type Metadata and Subtype XML, fails; with both passes', async () => {
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"/>';
    expectRule(await checkUa2({ metadata: false }), 'ua2:8.11.1-t02', 'failed');
    expectRule(await checkUa2({ metadata: false, catalog: { Metadata: stream(xmp, { Type: '/Metadata' }) } }), 'ua2:8.11.1-t02', 'failed');
    expectRule(await checkUa2({ metadata: false, catalog: { Metadata: stream(xmp, { Type: '/Metadata', Subtype: '/XML' }) } }), 'ua2:8.11.1-t02', 'passed');
  });

  it('8.11.2-t01: ViewerPreferences without DisplayDocTitle fails', async () => {
    expectRule(await checkUa2({ displayDocTitle: false }), 'ua2:8.11.2-t01', 'failed');
  });
});

describe('optional content, destinations, forms and files (8.7, 8.8, 8.10.1, 8.14)', () => {
  it('8.7-t01: an unnamed configuration in Configs fails, named passes', async () => {
    const ocp = (config: Record<string, PdfValue>): Record<string, PdfValue> => ({ OCProperties: { OCGs: [], D: { Name: 'Default' }, Configs: [config] } });
    expectRule(await checkUa2({ catalog: ocp({ Order: [] }) }), 'ua2:8.7-t01', 'failed');
    expectRule(await checkUa2({ catalog: ocp({ Name: 'Print' }) }), 'ua2:8.7-t01', 'passed');
  });

  it('8.7-t02: a configuration with AS fails', async () => {
    expectRule(await checkUa2({ catalog: { OCProperties: { OCGs: [], D: { Name: 'Default', AS: [] } } } }), 'ua2:8.7-t02', 'failed');
  });

  it('8.8-t01: an outline item with a page destination fails, with a structure destination passes', async () => {
    const outline = (dest: PdfValue): Record<string, PdfValue> => ({ Outlines: { Type: '/Outlines', First: indirect({ Title: 'Introduction', Dest: dest }) } });
    const elements = doc2({ type: 'H1', key: 'intro', text: 'Introduction' });
    expectRule(await checkUa2({ elements, catalog: outline([PAGE, '/Fit']) }), 'ua2:8.8-t01', 'failed');
    expectRule(await checkUa2({ elements, catalog: outline([refTo('intro'), '/Fit']) }), 'ua2:8.8-t01', 'passed');
  });

  it('8.8-t02: a GoTo action without a structure destination fails, with SD passes', async () => {
    const goTo = (sd: boolean): PdfValue => indirect({ S: '/GoTo', D: [PAGE, '/Fit'], ...(sd ? { SD: [refTo('intro'), '/Fit'] } : {}) });
    const options = (sd: boolean): TestPdfOptions => ({
      elements: doc2({ type: 'H1', key: 'intro', text: 'Introduction' }, { type: 'Link', annots: [{ subtype: 'Link', contents: 'Go to the introduction', entries: { A: goTo(sd) } }] }),
    });
    expectRule(await checkUa2(options(false)), 'ua2:8.8-t02', 'failed');
    expectRule(await checkUa2(options(true)), 'ua2:8.8-t02', 'passed');
  });

  it('8.8-t01 and 8.8-t02: a link with a direct GoTo action to a page fails both, with SD passes both', async () => {
    const options = (sd: boolean): TestPdfOptions => ({
      elements: doc2(
        { type: 'H1', key: 'intro', text: 'Introduction' },
        { type: 'Link', annots: [{ subtype: 'Link', contents: 'Go to the introduction', entries: { A: { S: '/GoTo', D: [PAGE, '/Fit'], ...(sd ? { SD: [refTo('intro'), '/Fit'] } : {}) } } }] },
      ),
    });
    const toPage = await checkUa2(options(false));
    expectRule(toPage, 'ua2:8.8-t01', 'failed');
    expectRule(toPage, 'ua2:8.8-t02', 'failed');
    const toElem = await checkUa2(options(true));
    expectRule(toElem, 'ua2:8.8-t01', 'passed');
    expectRule(toElem, 'ua2:8.8-t02', 'passed');
  });

  it('8.10.1-t03: an AcroForm with XFA fails', async () => {
    expectRule(await checkUa2({ catalog: { AcroForm: { Fields: [], XFA: stream('<xdp:xdp></xdp:xdp>') } } }), 'ua2:8.10.1-t03', 'failed');
  });

  it('8.14.1-t01: an embedded file specification without Desc fails, with Desc passes', async () => {
    const files = (spec: Record<string, PdfValue>): Record<string, PdfValue> => ({
      Names: { EmbeddedFiles: { Names: ['data.csv', indirect({ Type: '/Filespec', F: 'data.csv', UF: 'data.csv', AFRelationship: '/Data', EF: { F: stream('a,b') }, ...spec })] } },
    });
    expectRule(await checkUa2({ catalog: files({}) }), 'ua2:8.14.1-t01', 'failed');
    expectRule(await checkUa2({ catalog: files({ Desc: 'Source data' }) }), 'ua2:8.14.1-t01', 'passed');
  });
});

describe('links (8.2.5.20, 8.8-t01)', () => {
  it('8.2.5.20-t01: a Link annotation tagged in a P fails, in Link or Reference passes', async () => {
    expectRule(await checkUa2({ annots: [{ ...link('https://example.com'), tagIn: 'P' }] }), 'ua2:8.2.5.20-t01', 'failed');
    expectRule(await checkUa2({ annots: [{ ...link('https://example.com'), tagIn: 'Link' }] }), 'ua2:8.2.5.20-t01', 'passed');
    expectRule(await checkUa2({ annots: [{ ...link('https://example.com'), tagIn: 'Reference' }] }), 'ua2:8.2.5.20-t01', 'passed');
  });

  it('8.2.5.20-t02: one Link element holding links to two targets fails, to one target passes', async () => {
    expectRule(await checkUa2({ elements: doc2(linkElem(link('https://example.com/a'), link('https://example.com/b'))) }), 'ua2:8.2.5.20-t02', 'failed');
    expectRule(await checkUa2({ elements: doc2(linkElem(link('https://example.com/a'), link('https://example.com/a'))) }), 'ua2:8.2.5.20-t02', 'passed');
  });

  it('8.2.5.20-t02: links whose GoTo actions share a page destination D but differ in SD have different targets', async () => {
    const goTo = (key: string): AnnotSpec => ({ subtype: 'Link', contents: key, entries: { A: { S: '/GoTo', D: [PAGE, '/Fit'], SD: [refTo(key), '/Fit'] } } });
    const heads: ElemSpec[] = [{ type: 'H1', key: 'one', text: 'One' }, { type: 'H1', key: 'two', text: 'Two' }];
    expectRule(await checkUa2({ elements: doc2(...heads, linkElem(goTo('one'), goTo('two'))) }), 'ua2:8.2.5.20-t02', 'failed');
    expectRule(await checkUa2({ elements: doc2(...heads, linkElem(goTo('one'), goTo('one'))) }), 'ua2:8.2.5.20-t02', 'passed');
  });

  it('8.2.5.20-t03: links to one target in two Link elements need review', async () => {
    expectRule(await checkUa2({ elements: doc2(linkElem(link('https://example.com/a')), linkElem(link('https://example.com/a'))) }), 'ua2:8.2.5.20-t03', 'needsReview');
    expectRule(await checkUa2({ elements: doc2(linkElem(link('https://example.com/a')), linkElem(link('https://example.com/b'))) }), 'ua2:8.2.5.20-t03', 'passed');
  });

  it('8.8-t01: a link to a page destination fails, to a structure destination passes', async () => {
    const to = (dest: ReturnType<typeof refTo>): ElemSpec[] => doc2({ type: 'H1', key: 'intro', text: 'Introduction' }, linkElem({ subtype: 'Link', contents: 'Introduction', entries: { Dest: [dest, '/Fit'] } }));
    expectRule(await checkUa2({ elements: to(PAGE) }), 'ua2:8.8-t01', 'failed');
    expectRule(await checkUa2({ elements: to(refTo('intro')) }), 'ua2:8.8-t01', 'passed');
  });
});

describe('annotations in the structure tree (8.9.2.1 to 8.9.2.3)', () => {
  it('8.9.2.1-t01: an untagged Link fails, an invisible one is exempt', async () => {
    expectRule(await checkUa2({ annots: [link('https://example.com')] }), 'ua2:8.9.2.1-t01', 'failed');
    expectRule(await checkUa2({ annots: [{ ...link('https://example.com'), flags: INVISIBLE }] }), 'ua2:8.9.2.1-t01', 'passed');
  });

  it('8.9.2.2-t01: an invisible annotation in the structure tree fails', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Text', contents: 'Note', flags: INVISIBLE, tagIn: 'Annot' }] }), 'ua2:8.9.2.2-t01', 'failed');
  });

  it('8.9.2.2-t02: a NoView annotation in the structure tree fails, with ToggleNoView passes', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Text', contents: 'Note', flags: NO_VIEW, tagIn: 'Annot' }] }), 'ua2:8.9.2.2-t02', 'failed');
    expectRule(await checkUa2({ annots: [{ subtype: 'Text', contents: 'Note', flags: NO_VIEW | TOGGLE_NO_VIEW, tagIn: 'Annot' }] }), 'ua2:8.9.2.2-t02', 'passed');
  });

  it('8.9.2.3-t01: a Text (markup) annotation tagged in a P fails, in Annot passes', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Text', contents: 'Note', tagIn: 'P' }] }), 'ua2:8.9.2.3-t01', 'failed');
    expectRule(await checkUa2({ annots: [{ subtype: 'Text', contents: 'Note', tagIn: 'Annot' }] }), 'ua2:8.9.2.3-t01', 'passed');
  });

  it('8.9.2.3-t02: RC that says something else than Contents fails, the same text in markup passes', async () => {
    const note = (rc: string): AnnotSpec[] => [{ subtype: 'Text', contents: 'Check the total', tagIn: 'Annot', entries: { RC: rc } }];
    expectRule(await checkUa2({ annots: note('<body><p>Check the date</p></body>') }), 'ua2:8.9.2.3-t02', 'failed');
    expectRule(await checkUa2({ annots: note('<body><p>Check the <b>total</b></p></body>') }), 'ua2:8.9.2.3-t02', 'passed');
  });
});

describe('annotation types (8.9.2.4)', () => {
  it('8.9.2.4.7-t01: a Stamp without Name or Contents fails, with a Name passes', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Stamp', tagIn: 'Annot' }] }), 'ua2:8.9.2.4.7-t01', 'failed');
    expectRule(await checkUa2({ annots: [{ subtype: 'Stamp', tagIn: 'Annot', entries: { Name: '/Approved' } }] }), 'ua2:8.9.2.4.7-t01', 'passed');
  });

  it('8.9.2.4.8-t01: an Ink annotation without Contents fails', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Ink', tagIn: 'Annot', entries: { InkList: [[72, 500, 100, 510]] } }] }), 'ua2:8.9.2.4.8-t01', 'failed');
  });

  it('8.9.2.4.9-t01: a Popup in the structure tree fails, untagged passes', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Popup', tagIn: 'Annot' }] }), 'ua2:8.9.2.4.9-t01', 'failed');
    const untagged = await checkUa2({ annots: [{ subtype: 'Popup' }] });
    expectRule(untagged, 'ua2:8.9.2.4.9-t01', 'passed');
    expectRule(untagged, 'ua2:8.9.2.1-t01', 'passed');
  });

  it('8.9.2.4.10-t01: an attached file without AFRelationship fails, with it passes', async () => {
    const attach = (fs: Record<string, string>): AnnotSpec[] => [{ subtype: 'FileAttachment', contents: 'Data', tagIn: 'Annot', entries: { FS: { Type: '/Filespec', F: 'data.csv', UF: 'data.csv', ...fs } } }];
    expectRule(await checkUa2({ annots: attach({}) }), 'ua2:8.9.2.4.10-t01', 'failed');
    expectRule(await checkUa2({ annots: attach({ AFRelationship: '/Data' }) }), 'ua2:8.9.2.4.10-t01', 'passed');
  });

  it('8.9.2.4.11-t01 and 8.9.2.4.11-t02: Sound and Movie annotations fail', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Sound', contents: 'Chime', tagIn: 'Annot' }] }), 'ua2:8.9.2.4.11-t01', 'failed');
    expectRule(await checkUa2({ annots: [{ subtype: 'Movie', contents: 'Clip', tagIn: 'Annot' }] }), 'ua2:8.9.2.4.11-t02', 'failed');
  });

  it('8.9.2.4.12-t01: a Screen annotation without Contents fails, with Contents passes', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Screen', tagIn: 'Annot' }] }), 'ua2:8.9.2.4.12-t01', 'failed');
    expectRule(await checkUa2({ annots: [{ subtype: 'Screen', contents: 'Video', tagIn: 'Annot' }] }), 'ua2:8.9.2.4.12-t01', 'passed');
  });

  it('8.9.2.4.13-t01: a zero-size widget in a Form element fails, untagged it passes', async () => {
    const widget: AnnotSpec = { subtype: 'Widget', contents: 'Hidden field', rect: [100, 100, 100, 100] };
    expectRule(await checkUa2({ annots: [{ ...widget, tagIn: 'Form' }] }), 'ua2:8.9.2.4.13-t01', 'failed');
    const untagged = await checkUa2({ annots: [widget] });
    expectRule(untagged, 'ua2:8.9.2.4.13-t01', 'passed');
    expectRule(untagged, 'ua2:8.9.2.1-t01', 'passed');
  });

  it('8.9.2.4.14-t01: a PrinterMark in the structure tree fails', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'PrinterMark', tagIn: 'Annot' }] }), 'ua2:8.9.2.4.14-t01', 'failed');
  });

  it('8.9.2.4.15-t01: a TrapNet annotation fails even when hidden', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'TrapNet', flags: 2 }] }), 'ua2:8.9.2.4.15-t01', 'failed');
  });

  it('8.9.2.4.16-t01: a Watermark tagged in a P fails, in Annot passes', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Watermark', contents: 'Draft', tagIn: 'P' }] }), 'ua2:8.9.2.4.16-t01', 'failed');
    expectRule(await checkUa2({ annots: [{ subtype: 'Watermark', contents: 'Draft', tagIn: 'Annot' }] }), 'ua2:8.9.2.4.16-t01', 'passed');
  });

  it('8.9.2.4.19-t01 and 8.9.2.4.19-t02: 3D and RichMedia annotations without Contents fail', async () => {
    const r = await checkUa2({ annots: [{ subtype: '3D', tagIn: 'Annot' }, { subtype: 'RichMedia', tagIn: 'Annot' }] });
    expectRule(r, 'ua2:8.9.2.4.19-t01', 'failed');
    expectRule(r, 'ua2:8.9.2.4.19-t02', 'failed');
    const described = await checkUa2({ annots: [{ subtype: '3D', contents: 'Engine model', tagIn: 'Annot' }, { subtype: 'RichMedia', contents: 'Animation', tagIn: 'Annot' }] });
    expectRule(described, 'ua2:8.9.2.4.19-t01', 'passed');
    expectRule(described, 'ua2:8.9.2.4.19-t02', 'passed');
  });
});

describe('tab order and descriptions (8.9.3.3, 8.9.4.2)', () => {
  it('8.9.3.3-t01: a page with annotations and no Tabs fails, with Tabs A passes', async () => {
    const annots = [{ ...link('https://example.com'), tagIn: 'Link' }];
    expectRule(await checkUa2({ tabs: null, annots }), 'ua2:8.9.3.3-t01', 'failed');
    expectRule(await checkUa2({ tabs: 'A', annots }), 'ua2:8.9.3.3-t01', 'passed');
  });

  it('8.9.4.2-t01: Contents differing from the Alt of its element fails, the same text passes', async () => {
    const annot = (alt: string): ElemSpec[] => doc2({ type: 'Annot', alt, annots: [{ subtype: 'Text', contents: 'Reviewer note' }] });
    expectRule(await checkUa2({ elements: annot('Comment') }), 'ua2:8.9.4.2-t01', 'failed');
    expectRule(await checkUa2({ elements: annot('Reviewer note') }), 'ua2:8.9.4.2-t01', 'passed');
  });
});

describe('form fields (8.10)', () => {
  it('8.10.1-t01: a widget tagged in a P fails, in a Form passes', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Widget', contents: 'Name', tagIn: 'P' }] }), 'ua2:8.10.1-t01', 'failed');
    expectRule(await checkUa2({ annots: [{ subtype: 'Widget', contents: 'Name', tagIn: 'Form' }] }), 'ua2:8.10.1-t01', 'passed');
  });

  it('8.10.1-t02: a Form element holding two widgets fails', async () => {
    expectRule(await checkUa2({ elements: doc2({ type: 'Form', annots: [{ subtype: 'Widget', contents: 'First' }, { subtype: 'Widget', contents: 'Last' }] }) }), 'ua2:8.10.1-t02', 'failed');
  });

  it('8.10.2.3-t01: a widget without a label or Contents fails, with a Lbl in its Form passes', async () => {
    expectRule(await checkUa2({ annots: [{ subtype: 'Widget', tagIn: 'Form' }] }), 'ua2:8.10.2.3-t01', 'failed');
    expectRule(await checkUa2({ elements: doc2({ type: 'Form', kids: [{ type: 'Lbl', text: 'Name' }], annots: [{ subtype: 'Widget' }] }) }), 'ua2:8.10.2.3-t01', 'passed');
  });

  it('8.10.2.3-t02: a widget with additional actions and no Contents fails, with Contents passes', async () => {
    const form = (contents?: string): ElemSpec[] => doc2({ type: 'Form', kids: [{ type: 'Lbl', text: 'Total' }], annots: [{ subtype: 'Widget', ...(contents ? { contents } : {}), entries: { AA: { K: { S: '/JavaScript', JS: 'AFNumber_Keystroke(2);' } } } }] });
    expectRule(await checkUa2({ elements: form() }), 'ua2:8.10.2.3-t02', 'failed');
    expectRule(await checkUa2({ elements: form('Total') }), 'ua2:8.10.2.3-t02', 'passed');
  });

  it('8.10.3.3-t01: a text field with RV and no V fails, with the same text in V passes', async () => {
    const field = (entries: Record<string, string>): AnnotSpec[] => [{ subtype: 'Widget', contents: 'Comment', tagIn: 'Form', entries: { RV: '<body><p>Fine</p></body>', ...entries } }];
    expectRule(await checkUa2({ annots: field({}) }), 'ua2:8.10.3.3-t01', 'failed');
    expectRule(await checkUa2({ annots: field({ V: 'Fine' }) }), 'ua2:8.10.3.3-t01', 'passed');
  });

  describe('8.10.3.5-t01: images in a signature appearance', () => {
    const image = (): PdfValue => stream(new Uint8Array([0]), { Type: '/XObject', Subtype: '/Image', Width: 1, Height: 1, ColorSpace: '/DeviceGray', BitsPerComponent: 8 });
    const form = (content: string, resources: Record<string, PdfValue>): PdfValue => stream(content, { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 100, 30], Resources: resources });
    /** A signature widget whose normal appearance is `appearance`, in a Form element (with `alt` when given). */
    const signature = (appearance: PdfValue, alt?: string, ft = '/Sig'): ElemSpec[] =>
      doc2({ type: 'Form', ...(alt ? { alt } : {}), annots: [{ subtype: 'Widget', contents: 'Signature', entries: { FT: ft, T: 'Signature', AP: { N: appearance } } }] });
    const drawn = (content: string): PdfValue => form(content, { XObject: { Im1: image() } });

    it('an image painted without alternative text fails, also through a nested form XObject', async () => {
      expectRule(await checkUa2({ elements: signature(drawn('q 100 0 0 30 0 0 cm /Im1 Do Q')) }), 'ua2:8.10.3.5-t01', 'failed');
      const nested = form('/Fm1 Do', { XObject: { Fm1: drawn('q 100 0 0 30 0 0 cm /Im1 Do Q') } });
      expectRule(await checkUa2({ elements: signature(nested) }), 'ua2:8.10.3.5-t01', 'failed');
    });

    it('an image in marked content with Alt, a Form element with Alt, or a non-signature field passes', async () => {
      expectRule(await checkUa2({ elements: signature(drawn('/Span <</Alt (Signed by J. Doe)>> BDC q 100 0 0 30 0 0 cm /Im1 Do Q EMC')) }), 'ua2:8.10.3.5-t01', 'passed');
      expectRule(await checkUa2({ elements: signature(drawn('q 100 0 0 30 0 0 cm /Im1 Do Q'), 'Signed by J. Doe') }), 'ua2:8.10.3.5-t01', 'passed');
      expectRule(await checkUa2({ elements: signature(drawn('q 100 0 0 30 0 0 cm /Im1 Do Q'), undefined, '/Btn') }), 'ua2:8.10.3.5-t01', 'passed');
      expectRule(await checkUa2({ elements: signature(form('0 0 100 30 re S', {})) }), 'ua2:8.10.3.5-t01', 'passed');
    });
  });
});
