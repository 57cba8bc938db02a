/**
 * PDF/UA-1 rules outside the structure tree: identification and file (5, 6), catalog and metadata
 * (7.1), tagged and artifact content (7.1, 7.20), document and annotation languages (7.2),
 * optional content, files, forms, encryption and media (7.10 to 7.18.6), and annotations (7.18).
 * Each breaks one rule with a generated PDF, and most show the PDF without the fault passing.
 * Annotations are tagged in an element (`annots` of an ElemSpec, or `tagIn`) or left untagged.
 */
import { describe, expect, it } from 'vitest';
import { checkUa1, doc, expectRule, rulesNotPassed } from './ruleCheck.testUtil';
import { trueTypeFont } from './testFont.testUtil';
import { PAGE, indirect, stream } from './testPdf.testUtil';
import type { ElemSpec, PdfValue, TestPdfOptions } from './testPdf.testUtil';

const PDFUAID = 'http://www.aiim.org/pdfua/ns/id/';
const HIDDEN = 2;

describe('a well-formed document', () => {
  it('passes every PDF/UA-1 rule when its font is embedded', async () => {
    const r = await checkUa1({ fonts: { F1: trueTypeFont() } });
    expect(rulesNotPassed(r, 'ua1')).toEqual([]);
  });
});

describe('identification and file header (5, 6)', () => {
  it('5-t01: XMP without pdfuaid:part fails', async () => {
    expectRule(await checkUa1({ pdfuaPart: null }), 'ua1:5-t01', 'failed');
  });

  it('5-t02: pdfuaid:part 2 fails a PDF/UA-1 check', async () => {
    const r = await checkUa1({ pdfuaPart: 2 });
    expectRule(r, 'ua1:5-t02', 'failed');
    expectRule(r, 'ua1:5-t01', 'passed');
  });

  it('5-t03: pdfuaid:part bound to another prefix fails', async () => {
    expectRule(await checkUa1({ pdfuaPrefix: 'ua' }), 'ua1:5-t03', 'failed');
  });

  it('5-t04: pdfuaid:amd bound to another prefix fails, with the pdfuaid prefix passes', async () => {
    expectRule(await checkUa1({ xmpProps: `<ua:amd xmlns:ua="${PDFUAID}">2005</ua:amd>` }), 'ua1:5-t04', 'failed');
    expectRule(await checkUa1({ xmpProps: '<pdfuaid:amd>2005</pdfuaid:amd>' }), 'ua1:5-t04', 'passed');
  });

  it('5-t05: pdfuaid:corr bound to another prefix fails, with the pdfuaid prefix passes', async () => {
    expectRule(await checkUa1({ xmpProps: `<ua:corr xmlns:ua="${PDFUAID}">1</ua:corr>` }), 'ua1:5-t05', 'failed');
    expectRule(await checkUa1({ xmpProps: '<pdfuaid:corr>1</pdfuaid:corr>' }), 'ua1:5-t05', 'passed');
  });

  it('6.1-t01: a %PDF-1.8 header fails, %PDF-1.5 passes', async () => {
    expectRule(await checkUa1({ version: '1.8' }), 'ua1:6.1-t01', 'failed');
    expectRule(await checkUa1({ version: '1.5' }), 'ua1:6.1-t01', 'passed');
  });

  it('6.2-t01: MarkInfo with Marked false fails', async () => {
    expectRule(await checkUa1({ catalog: { MarkInfo: { Marked: false } } }), 'ua1:6.2-t01', 'failed');
  });

  it('6.2-t01 and 7.1-t11: an untagged document fails both', async () => {
    const r = await checkUa1({ tagged: false });
    expectRule(r, 'ua1:6.2-t01', 'failed');
    expectRule(r, 'ua1:7.1-t11', 'failed');
  });
});

describe('catalog and metadata (7.1)', () => {
  it('7.1-t04: MarkInfo Suspects true fails', async () => {
    expectRule(await checkUa1({ suspects: true }), 'ua1:7.1-t04', 'failed');
  });

  it('7.1-t08: a catalog without a Metadata stream fails', async () => {
    expectRule(await checkUa1({ metadata: false }), 'ua1:7.1-t08', 'failed');
  });

  it('7.1-t09: XMP without dc:title fails', async () => {
    expectRule(await checkUa1({ title: null }), 'ua1:7.1-t09', 'failed');
  });

  it('7.1-t10: ViewerPreferences without DisplayDocTitle fails', async () => {
    expectRule(await checkUa1({ displayDocTitle: false }), 'ua1:7.1-t10', 'failed');
  });
});

describe('tagged and artifact content (7.1)', () => {
  it('7.1-t01: an artifact inside tagged marked content fails', async () => {
    const raw = 'BT /F1 12 Tf 72 700 Td (Text) Tj ET /Artifact BMC BT /F1 12 Tf 72 680 Td (1) Tj ET EMC';
    expectRule(await checkUa1({ elements: doc({ type: 'P', raw }) }), 'ua1:7.1-t01', 'failed');
  });

  it('7.1-t02: marked content with an MCID inside an artifact fails', async () => {
    const extraContent = '/Artifact BMC /P <</MCID 9>> BDC BT /F1 12 Tf 72 300 Td (x) Tj ET EMC EMC';
    expectRule(await checkUa1({ extraContent }), 'ua1:7.1-t02', 'failed');
  });

  it('7.1-t03: an unmarked path fails, the same path as an artifact passes', async () => {
    expectRule(await checkUa1({ extraContent: '72 300 100 2 re f' }), 'ua1:7.1-t03', 'failed');
    expectRule(await checkUa1({ extraContent: '/Artifact BMC 72 300 100 2 re f EMC' }), 'ua1:7.1-t03', 'passed');
  });

  it('7.20-t02: a form XObject with an MCID painted twice fails, painted once passes', async () => {
    const form = stream('/P <</MCID 7>> BDC BT /F1 12 Tf 0 0 Td (Reused) Tj ET EMC', { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 200, 20] });
    expectRule(await checkUa1({ xobjects: { Fm1: form }, extraContent: 'q 1 0 0 1 72 300 cm /Fm1 Do Q q 1 0 0 1 72 200 cm /Fm1 Do Q' }), 'ua1:7.20-t02', 'failed');
    expectRule(await checkUa1({ xobjects: { Fm1: form }, extraContent: 'q 1 0 0 1 72 300 cm /Fm1 Do Q' }), 'ua1:7.20-t02', 'passed');
  });

  it('7.20-t02: a form XObject marking MCID 0, which the page content also uses, painted twice fails', async () => {
    // The default page already marks its paragraph with MCID 0 in the same content stream key.
    const form = stream('/P <</MCID 0>> BDC BT /F1 12 Tf 0 0 Td (Reused) Tj ET EMC', { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 200, 20] });
    expectRule(await checkUa1({ xobjects: { Fm1: form }, extraContent: 'q 1 0 0 1 72 300 cm /Fm1 Do Q q 1 0 0 1 72 200 cm /Fm1 Do Q' }), 'ua1:7.20-t02', 'failed');
  });

  it('7.20-t01: a reference XObject fails', async () => {
    const refForm = stream('', { Type: '/XObject', Subtype: '/Form', BBox: [0, 0, 10, 10], Ref: { F: 'other.pdf', Page: 0 } });
    expectRule(await checkUa1({ xobjects: { Fm2: refForm } }), 'ua1:7.20-t01', 'failed');
  });
});

describe('document language (7.2)', () => {
  it('7.2-t02: outline entries without a catalog Lang fail', async () => {
    const catalog = { Outlines: { Type: '/Outlines', First: indirect({ Title: 'Introduction', Dest: [PAGE, '/Fit'] }) } };
    expectRule(await checkUa1({ lang: null, catalog, elements: doc({ type: 'P', text: 'x', lang: 'en' }) }), 'ua1:7.2-t02', 'failed');
    expectRule(await checkUa1({ catalog }), 'ua1:7.2-t02', 'passed');
  });

  it('7.2-t33: x-default metadata without a catalog Lang fails', async () => {
    expectRule(await checkUa1({ lang: null }), 'ua1:7.2-t33', 'failed');
  });

  it('7.2-t34: text without any Lang fails, with Lang on its element passes', async () => {
    expectRule(await checkUa1({ lang: null }), 'ua1:7.2-t34', 'failed');
    expectRule(await checkUa1({ lang: null, elements: doc({ type: 'P', text: 'Bonjour', lang: 'fr' }) }), 'ua1:7.2-t34', 'passed');
  });

  it('7.2-t29: a catalog Lang or a marked-content Lang that is not a language tag fails', async () => {
    expectRule(await checkUa1({ lang: 'en_US!' }), 'ua1:7.2-t29', 'failed');
    expectRule(await checkUa1({ extraContent: '/Span <</Lang (english!)>> BDC EMC' }), 'ua1:7.2-t29', 'failed');
  });

  const span = (props: string): string => `/Span <<${props}>> BDC BT /F1 12 Tf 72 300 Td (H2O) Tj ET EMC`;

  it('7.2-t30: ActualText in Span marked content without a language fails, with its own Lang passes', async () => {
    expectRule(await checkUa1({ lang: null, extraContent: span('/ActualText (water)') }), 'ua1:7.2-t30', 'failed');
    expectRule(await checkUa1({ lang: null, extraContent: span('/Lang (en) /ActualText (water)') }), 'ua1:7.2-t30', 'passed');
  });

  it('7.2-t31: Alt in Span marked content without a language fails', async () => {
    expectRule(await checkUa1({ lang: null, extraContent: span('/Alt (water)') }), 'ua1:7.2-t31', 'failed');
  });

  it('7.2-t32: E in Span marked content without a language fails', async () => {
    expectRule(await checkUa1({ lang: null, extraContent: span('/E (water)') }), 'ua1:7.2-t32', 'failed');
  });
});

describe('optional content, files, forms, encryption, media (7.10 to 7.18.6)', () => {
  it('7.10-t01: an optional content configuration without a Name fails', async () => {
    expectRule(await checkUa1({ catalog: { OCProperties: { OCGs: [], D: { Order: [] } } } }), 'ua1:7.10-t01', 'failed');
    expectRule(await checkUa1({ catalog: { OCProperties: { OCGs: [], D: { Name: 'Default' } } } }), 'ua1:7.10-t01', 'passed');
  });

  it('7.10-t02: an optional content configuration with AS fails', async () => {
    expectRule(await checkUa1({ catalog: { OCProperties: { OCGs: [], D: { Name: 'Default', AS: [] } } } }), 'ua1:7.10-t02', 'failed');
  });

  it('7.11-t01: an embedded file specification without UF fails, with F and UF passes', async () => {
    const files = (spec: Record<string, PdfValue>): Record<string, PdfValue> => ({ Names: { EmbeddedFiles: { Names: ['data.csv', indirect({ Type: '/Filespec', EF: { F: stream('a,b') }, ...spec })] } } });
    expectRule(await checkUa1({ catalog: files({ F: 'data.csv' }) }), 'ua1:7.11-t01', 'failed');
    expectRule(await checkUa1({ catalog: files({ F: 'data.csv', UF: 'data.csv' }) }), 'ua1:7.11-t01', 'passed');
  });

  it('7.11-t01: a direct file specification of a FileAttachment annotation without UF fails, with UF passes', async () => {
    const attachment = (spec: Record<string, PdfValue>): TestPdfOptions => ({
      annots: [{ subtype: 'FileAttachment', contents: 'Source data', tagIn: 'Annot', entries: { FS: { Type: '/Filespec', F: 'data.csv', EF: { F: stream('a,b') }, ...spec } } }],
    });
    expectRule(await checkUa1(attachment({})), 'ua1:7.11-t01', 'failed');
    expectRule(await checkUa1(attachment({ UF: 'data.csv' })), 'ua1:7.11-t01', 'passed');
  });

  it('7.15-t01: an XFA form that requires dynamic rendering fails, a static one passes', async () => {
    const xfa = (render: string): Record<string, PdfValue> => ({ AcroForm: { Fields: [], XFA: stream(`<xdp:xdp><config><acrobat><acrobat7><dynamicRender>${render}</dynamicRender></acrobat7></acrobat></config></xdp:xdp>`) } });
    expectRule(await checkUa1({ catalog: xfa('required') }), 'ua1:7.15-t01', 'failed');
    expectRule(await checkUa1({ catalog: xfa('forbidden') }), 'ua1:7.15-t01', 'passed');
  });

  it('7.15-t01: dynamicRender tags with white space inside them are read as XML reads them', async () => {
    const xml = '<xdp:xdp><config><acrobat><acrobat7><dynamicRender\n>required</dynamicRender\n></acrobat7></acrobat></config></xdp:xdp>';
    expectRule(await checkUa1({ catalog: { AcroForm: { Fields: [], XFA: stream(xml) } } }), 'ua1:7.15-t01', 'failed');
  });

  it('7.16-t01: encryption without the accessibility permission fails, with it passes', async () => {
    const enc = (contentAccessibility: boolean): TestPdfOptions => ({ encrypt: { userPassword: '', ownerPassword: 'owner', algorithm: 'AES-128', permissions: { contentAccessibility } } });
    const denied = await checkUa1(enc(false));
    expect(denied.encrypted).toBe(true);
    expectRule(denied, 'ua1:7.16-t01', 'failed');
    expectRule(await checkUa1(enc(true)), 'ua1:7.16-t01', 'passed');
  });

  const screen = (clip: Record<string, PdfValue>, store: (v: PdfValue) => PdfValue = indirect): TestPdfOptions => ({
    annots: [{ subtype: 'Screen', contents: 'Video', tagIn: 'Annot', entries: { A: { S: '/Rendition', OP: 0, R: { S: '/MR', C: store({ Type: '/MediaClip', S: '/MCD', D: { Type: '/Filespec', F: 'movie.mp4' }, ...clip }) } } } }],
  });
  const direct = (v: PdfValue): PdfValue => v;

  it('7.18.6.2-t01: a media clip without CT fails, with CT passes', async () => {
    expectRule(await checkUa1(screen({ Alt: ['', 'A short film'] })), 'ua1:7.18.6.2-t01', 'failed');
    expectRule(await checkUa1(screen({ CT: 'video/mp4', Alt: ['', 'A short film'] })), 'ua1:7.18.6.2-t01', 'passed');
  });

  it('7.18.6.2-t02: a media clip without Alt fails, with an Alt text passes', async () => {
    expectRule(await checkUa1(screen({ CT: 'video/mp4' })), 'ua1:7.18.6.2-t02', 'failed');
    expectRule(await checkUa1(screen({ CT: 'video/mp4', Alt: ['', 'A short film'] })), 'ua1:7.18.6.2-t02', 'passed');
  });

  it('7.18.6.2-t01 and t02: a direct media clip without CT and Alt fails both, with them passes both', async () => {
    const bare = await checkUa1(screen({}, direct));
    expectRule(bare, 'ua1:7.18.6.2-t01', 'failed');
    expectRule(bare, 'ua1:7.18.6.2-t02', 'failed');
    const described = await checkUa1(screen({ CT: 'video/mp4', Alt: ['', 'A short film'] }, direct));
    expectRule(described, 'ua1:7.18.6.2-t01', 'passed');
    expectRule(described, 'ua1:7.18.6.2-t02', 'passed');
  });
});

describe('annotations in general (7.18.1, 7.18.2, 7.18.3)', () => {
  it('7.18.1-t01: a Text annotation outside the structure tree fails, inside Annot passes', async () => {
    expectRule(await checkUa1({ annots: [{ subtype: 'Text', contents: 'Note' }] }), 'ua1:7.18.1-t01', 'failed');
    expectRule(await checkUa1({ annots: [{ subtype: 'Text', contents: 'Note', tagIn: 'Annot' }] }), 'ua1:7.18.1-t01', 'passed');
  });

  it('7.18.1-t01: a Text annotation tagged in a P fails', async () => {
    expectRule(await checkUa1({ annots: [{ subtype: 'Text', contents: 'Note', tagIn: 'P' }] }), 'ua1:7.18.1-t01', 'failed');
  });

  it('7.18.1-t02: a Text annotation without Contents fails, with Alt on its Annot element passes', async () => {
    expectRule(await checkUa1({ annots: [{ subtype: 'Text', tagIn: 'Annot' }] }), 'ua1:7.18.1-t02', 'failed');
    expectRule(await checkUa1({ elements: doc({ type: 'Annot', alt: 'Reviewer note', annots: [{ subtype: 'Text' }] }) }), 'ua1:7.18.1-t02', 'passed');
  });

  it('7.18.1-t01 and 7.18.1-t02: a hidden annotation is exempt', async () => {
    const r = await checkUa1({ annots: [{ subtype: 'Text', flags: HIDDEN }] });
    expectRule(r, 'ua1:7.18.1-t01', 'passed');
    expectRule(r, 'ua1:7.18.1-t02', 'passed');
  });

  it('7.18.1-t03: a form field without TU fails, with TU or with Alt on its Form element passes', async () => {
    expectRule(await checkUa1({ annots: [{ subtype: 'Widget', tagIn: 'Form' }] }), 'ua1:7.18.1-t03', 'failed');
    expectRule(await checkUa1({ annots: [{ subtype: 'Widget', tu: 'Name', tagIn: 'Form' }] }), 'ua1:7.18.1-t03', 'passed');
    expectRule(await checkUa1({ elements: doc({ type: 'Form', alt: 'Name', annots: [{ subtype: 'Widget' }] }) }), 'ua1:7.18.1-t03', 'passed');
  });

  it('7.18.1-t03: the TU of a field belongs to the field: on a kid widget it does not count, on its parent field it does', async () => {
    const field = (tu?: string): PdfValue => indirect({ FT: '/Btn', T: 'choice', ...(tu ? { TU: tu } : {}) });
    expectRule(await checkUa1({ annots: [{ subtype: 'Widget', tu: 'Choice', tagIn: 'Form', entries: { Parent: field() } }] }), 'ua1:7.18.1-t03', 'failed');
    expectRule(await checkUa1({ annots: [{ subtype: 'Widget', tagIn: 'Form', entries: { Parent: field('Choice') } }] }), 'ua1:7.18.1-t03', 'passed');
  });

  it('7.18.2-t01: a visible TrapNet annotation fails, a hidden one passes', async () => {
    expectRule(await checkUa1({ annots: [{ subtype: 'TrapNet' }] }), 'ua1:7.18.2-t01', 'failed');
    expectRule(await checkUa1({ annots: [{ subtype: 'TrapNet', flags: HIDDEN }] }), 'ua1:7.18.2-t01', 'passed');
  });

  it('7.18.3-t01: a page with annotations and Tabs missing or R fails, with S passes', async () => {
    const annots = [{ subtype: 'Link', contents: 'Example', uri: 'https://example.com', tagIn: 'Link' }];
    expectRule(await checkUa1({ tabs: null, annots }), 'ua1:7.18.3-t01', 'failed');
    expectRule(await checkUa1({ tabs: 'R', annots }), 'ua1:7.18.3-t01', 'failed');
    expectRule(await checkUa1({ tabs: 'S', annots }), 'ua1:7.18.3-t01', 'passed');
  });
});

describe('widgets, links and printer marks (7.18.4, 7.18.5, 7.18.8)', () => {
  it('7.18.4-t01: a widget tagged in a P fails, in a Form passes', async () => {
    expectRule(await checkUa1({ annots: [{ subtype: 'Widget', tu: 'Name', tagIn: 'P' }] }), 'ua1:7.18.4-t01', 'failed');
    expectRule(await checkUa1({ annots: [{ subtype: 'Widget', tu: 'Name', tagIn: 'Form' }] }), 'ua1:7.18.4-t01', 'passed');
  });

  it('7.18.4-t02: a Form without Role holding text besides its widget fails, with a Role attribute passes', async () => {
    const form = { type: 'Form', text: 'Name:', annots: [{ subtype: 'Widget', tu: 'Name' }] };
    expectRule(await checkUa1({ elements: doc(form) }), 'ua1:7.18.4-t02', 'failed');
    expectRule(await checkUa1({ elements: doc({ ...form, attrs: { O: '/PrintField', Role: '/tv' } }) }), 'ua1:7.18.4-t02', 'passed');
  });

  it('7.18.4-t02: a Form without Role holding two widgets fails', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'Form', annots: [{ subtype: 'Widget', tu: 'First' }, { subtype: 'Widget', tu: 'Last' }] }) }), 'ua1:7.18.4-t02', 'failed');
  });

  it('7.18.5-t01: a Link annotation outside a Link element fails, inside passes', async () => {
    expectRule(await checkUa1({ annots: [{ subtype: 'Link', contents: 'Example', uri: 'https://example.com', tagIn: 'P' }] }), 'ua1:7.18.5-t01', 'failed');
    expectRule(await checkUa1({ annots: [{ subtype: 'Link', contents: 'Example', uri: 'https://example.com', tagIn: 'Link' }] }), 'ua1:7.18.5-t01', 'passed');
  });

  it('7.18.5-t02: a Link annotation without Contents fails, with Contents passes', async () => {
    expectRule(await checkUa1({ annots: [{ subtype: 'Link', uri: 'https://example.com', tagIn: 'Link' }] }), 'ua1:7.18.5-t02', 'failed');
    expectRule(await checkUa1({ annots: [{ subtype: 'Link', contents: 'Example', uri: 'https://example.com', tagIn: 'Link' }] }), 'ua1:7.18.5-t02', 'passed');
  });

  it('7.18.8-t01: a PrinterMark annotation in the structure tree fails, untagged passes', async () => {
    expectRule(await checkUa1({ annots: [{ subtype: 'PrinterMark', tagIn: 'Annot' }] }), 'ua1:7.18.8-t01', 'failed');
    expectRule(await checkUa1({ annots: [{ subtype: 'PrinterMark' }] }), 'ua1:7.18.8-t01', 'passed');
  });
});

describe('language of annotation texts (7.2)', () => {
  it('7.2-t24: annotation Contents without any Lang fails, with Lang on the annotation passes', async () => {
    expectRule(await checkUa1({ lang: null, annots: [{ subtype: 'Text', contents: 'Note', tagIn: 'Annot' }] }), 'ua1:7.2-t24', 'failed');
    expectRule(await checkUa1({ lang: null, annots: [{ subtype: 'Text', contents: 'Note', tagIn: 'Annot', entries: { Lang: 'en' } }] }), 'ua1:7.2-t24', 'passed');
  });

  it('7.2-t25: a form field TU without any Lang fails, with Lang on its Form element passes', async () => {
    expectRule(await checkUa1({ lang: null, annots: [{ subtype: 'Widget', tu: 'Name', tagIn: 'Form' }] }), 'ua1:7.2-t25', 'failed');
    expectRule(await checkUa1({ lang: null, elements: doc({ type: 'Form', lang: 'en', annots: [{ subtype: 'Widget', tu: 'Name' }] }) }), 'ua1:7.2-t25', 'passed');
  });

  it('7.2-t25: a Lang on an ancestor of the Form element does not give the TU a language', async () => {
    const form: ElemSpec = { type: 'Form', annots: [{ subtype: 'Widget', tu: 'Name' }] };
    expectRule(await checkUa1({ lang: null, elements: doc({ type: 'P', lang: 'en', kids: [form] }) }), 'ua1:7.2-t25', 'failed');
  });
});
