/**
 * Font rules of both parts (PDF/UA-1 7.21, PDF/UA-2 8.4.5): one check implements each pair, so
 * every font is checked as a PDF/UA-1 and as a PDF/UA-2 file. The fonts are written by the test
 * (testFont.testUtil.ts) and used by one P element, so no other font takes part.
 */
import { describe, it } from 'vitest';
import { checkBoth, checkUa1, checkUa2, doc, expectRule } from './ruleCheck.testUtil';
import { helvetica, showText, toUnicodeCMap, trueTypeFont, type0Font, type1CFont, type1Font } from './testFont.testUtil';
import { stream } from './testPdf.testUtil';
import type { PdfValue, TestPdfOptions } from './testPdf.testUtil';

/** A page whose only text shows `shown` with `font`. */
const withFont = (font: PdfValue, shown = '(Hello)'): TestPdfOptions => ({ fonts: { T1: font }, elements: doc({ type: 'P', raw: showText('T1', shown) }) });
const cidToUnicode = toUnicodeCMap({ 1: 'a', 2: 'b', 9: 'c' }, true);

describe('composite fonts and CMaps (7.21.3, 8.4.5.3, 8.4.5.4)', () => {
  it('7.21.3.1-t01 and 8.4.5.3.1-t01: a GB1 CIDFont under a Japan1 CMap fails, under a matching one passes', async () => {
    const font = (ordering: string): PdfValue => type0Font({ encoding: '/UniJIS-UCS2-H', cidSystemInfo: ['Adobe', ordering, 0] });
    const [r1, r2] = await checkBoth(withFont(font('GB1'), '<0041>'));
    expectRule(r1, 'ua1:7.21.3.1-t01', 'failed');
    expectRule(r2, 'ua2:8.4.5.3.1-t01', 'failed');
    expectRule(await checkUa1(withFont(font('Japan1'), '<0041>')), 'ua1:7.21.3.1-t01', 'passed');
  });

  it('7.21.3.2-t01 and 8.4.5.3.2-t01: an embedded CIDFontType2 without CIDToGIDMap fails, with Identity passes', async () => {
    const [r1, r2] = await checkBoth(withFont(type0Font({ cidToGidMap: null, toUnicode: cidToUnicode }), '<0001>'));
    expectRule(r1, 'ua1:7.21.3.2-t01', 'failed');
    expectRule(r2, 'ua2:8.4.5.3.2-t01', 'failed');
    expectRule(await checkUa2(withFont(type0Font({ toUnicode: cidToUnicode }), '<0001>')), 'ua2:8.4.5.3.2-t01', 'passed');
  });

  it('7.21.3.3-t01 and 8.4.5.4-t01: a CMap name that is neither predefined nor embedded fails', async () => {
    const [r1, r2] = await checkBoth(withFont(type0Font({ encoding: '/Custom-H', toUnicode: cidToUnicode }), '<0001>'));
    expectRule(r1, 'ua1:7.21.3.3-t01', 'failed');
    expectRule(r2, 'ua2:8.4.5.4-t01', 'failed');
  });

  const embeddedCMap = (dict: Record<string, PdfValue>, body = ''): PdfValue =>
    stream(`/CMapName /Custom-H def ${body}\n1 begincodespacerange <0000> <FFFF> endcodespacerange\n1 begincidrange <0000> <FFFF> 0 endcidrange`, {
      Type: '/CMap',
      CMapName: '/Custom-H',
      CIDSystemInfo: { Registry: 'Adobe', Ordering: 'Identity', Supplement: 0 },
      ...dict,
    });

  it('7.21.3.3-t02 and 8.4.5.4-t02: an embedded CMap whose WMode differs from its dictionary fails, matching passes', async () => {
    const [r1, r2] = await checkBoth(withFont(type0Font({ encoding: embeddedCMap({ WMode: 1 }, '/WMode 0 def'), toUnicode: cidToUnicode }), '<0001>'));
    expectRule(r1, 'ua1:7.21.3.3-t02', 'failed');
    expectRule(r2, 'ua2:8.4.5.4-t02', 'failed');
    expectRule(await checkUa1(withFont(type0Font({ encoding: embeddedCMap({ WMode: 1 }, '/WMode 1 def'), toUnicode: cidToUnicode }), '<0001>')), 'ua1:7.21.3.3-t02', 'passed');
  });

  it('7.21.3.3-t03 and 8.4.5.4-t03: an embedded CMap using a non-standard CMap fails, using Identity-H passes', async () => {
    const [r1, r2] = await checkBoth(withFont(type0Font({ encoding: embeddedCMap({ UseCMap: '/Other-H' }), toUnicode: cidToUnicode }), '<0001>'));
    expectRule(r1, 'ua1:7.21.3.3-t03', 'failed');
    expectRule(r2, 'ua2:8.4.5.4-t03', 'failed');
    expectRule(await checkUa2(withFont(type0Font({ encoding: embeddedCMap({ UseCMap: '/Identity-H' }), toUnicode: cidToUnicode }), '<0001>')), 'ua2:8.4.5.4-t03', 'passed');
  });
});

describe('embedding and glyphs (7.21.4, 7.21.5, 8.4.5.5, 8.4.5.6)', () => {
  it('7.21.4.1-t01 and 8.4.5.5.1-t01: text in the standard, not embedded Helvetica fails', async () => {
    const [r1, r2] = await checkBoth();
    expectRule(r1, 'ua1:7.21.4.1-t01', 'failed');
    expectRule(r2, 'ua2:8.4.5.5.1-t01', 'failed');
  });

  it('7.21.4.1-t01: invisible text (rendering mode 3) in a font that is not embedded passes', async () => {
    expectRule(await checkUa1({ elements: doc({ type: 'P', raw: 'BT 3 Tr /F1 12 Tf 72 700 Td (OCR layer) Tj ET' }) }), 'ua1:7.21.4.1-t01', 'passed');
  });

  it('7.21.4.1-t02 and 8.4.5.5.1-t02: a CID beyond the glyphs of the embedded program fails, one inside passes', async () => {
    const font = type0Font({ glyphs: 3, toUnicode: cidToUnicode });
    const [r1, r2] = await checkBoth(withFont(font, '<0009>'));
    expectRule(r1, 'ua1:7.21.4.1-t02', 'failed');
    expectRule(r2, 'ua2:8.4.5.5.1-t02', 'failed');
    expectRule(await checkUa1(withFont(font, '<0002>')), 'ua1:7.21.4.1-t02', 'passed');
  });

  it('7.21.4.2-t01: a subset Type 1 CharSet naming a glyph the program lacks fails, an exact CharSet passes', async () => {
    expectRule(await checkUa1(withFont(type1Font(['A'], '/A/B'), '(A)')), 'ua1:7.21.4.2-t01', 'failed');
    expectRule(await checkUa1(withFont(type1Font(['A'], '/A'), '(A)')), 'ua1:7.21.4.2-t01', 'passed');
  });

  it('7.21.4.2-t01: the CharSet of a subset Type 1 font with a CFF program (Type1C) must list exactly its glyphs', async () => {
    expectRule(await checkUa1(withFont(type1CFont(['A', 'B'], '/A'), '(A)')), 'ua1:7.21.4.2-t01', 'failed');
    expectRule(await checkUa1(withFont(type1CFont(['A'], '/A/B'), '(A)')), 'ua1:7.21.4.2-t01', 'failed');
    // Custom glyph names come from the program's String INDEX, standard ones from the CFF standard strings.
    expectRule(await checkUa1(withFont(type1CFont(['A', 'a.alt'], '/A/a.alt'), '(A)')), 'ua1:7.21.4.2-t01', 'passed');
  });

  it('7.21.4.2-t02: a subset CIDSet missing glyphs of the program fails, a complete CIDSet passes', async () => {
    const font = (cidSet: number[]): PdfValue => type0Font({ baseFont: 'ABCDEF+TestCID', glyphs: 3, cidSet, toUnicode: cidToUnicode });
    expectRule(await checkUa1(withFont(font([0x80]), '<0001>')), 'ua1:7.21.4.2-t02', 'failed');
    expectRule(await checkUa1(withFont(font([0xe0]), '<0001>')), 'ua1:7.21.4.2-t02', 'passed');
  });

  it('7.21.5-t01 and 8.4.5.6-t01: Widths of 600 for glyphs the program makes 500 wide fail, 500 passes', async () => {
    const [r1, r2] = await checkBoth(withFont(trueTypeFont({ width: 600 })));
    expectRule(r1, 'ua1:7.21.5-t01', 'failed');
    expectRule(r2, 'ua2:8.4.5.6-t01', 'failed');
    expectRule(await checkUa2(withFont(trueTypeFont())), 'ua2:8.4.5.6-t01', 'passed');
  });
});

describe('TrueType encodings and cmaps (7.21.6, 8.4.5.7)', () => {
  it('7.21.6-t01 and 8.4.5.7-t01: a non-symbolic TrueType program with only a (3,0) cmap fails', async () => {
    const [r1, r2] = await checkBoth(withFont(trueTypeFont({ cmaps: [[3, 0]] })));
    expectRule(r1, 'ua1:7.21.6-t01', 'failed');
    expectRule(r2, 'ua2:8.4.5.7-t01', 'failed');
  });

  it('7.21.6-t01 and 8.4.5.7-t01: a (1,0) cmap passes both', async () => {
    const [r1, r2] = await checkBoth(withFont(trueTypeFont({ cmaps: [[1, 0]] })));
    expectRule(r1, 'ua1:7.21.6-t01', 'passed');
    expectRule(r2, 'ua2:8.4.5.7-t01', 'passed');
  });

  it('7.21.6-t02 and 8.4.5.7-t02: a non-symbolic TrueType font without Encoding fails', async () => {
    const [r1, r2] = await checkBoth(withFont(trueTypeFont({ encoding: null })));
    expectRule(r1, 'ua1:7.21.6-t02', 'failed');
    expectRule(r2, 'ua2:8.4.5.7-t02', 'failed');
  });

  it('7.21.6-t02: Differences with a name outside the glyph list fail, with a standard name pass', async () => {
    const font = (name: string): PdfValue => trueTypeFont({ encoding: { Type: '/Encoding', BaseEncoding: '/WinAnsiEncoding', Differences: [72, name] } });
    expectRule(await checkUa1(withFont(font('/my-glyph'))), 'ua1:7.21.6-t02', 'failed');
    expectRule(await checkUa1(withFont(font('/H'))), 'ua1:7.21.6-t02', 'passed');
  });

  it('7.21.6-t02 and 8.4.5.7-t02: a well-formed name that the Adobe Glyph List does not list fails, a listed one passes', async () => {
    const font = (name: string): PdfValue => trueTypeFont({ encoding: { Type: '/Encoding', BaseEncoding: '/WinAnsiEncoding', Differences: [72, name] } });
    const [r1, r2] = await checkBoth(withFont(font('/Hbar2')));
    expectRule(r1, 'ua1:7.21.6-t02', 'failed');
    expectRule(r2, 'ua2:8.4.5.7-t02', 'failed');
    for (const listed of ['/Hbar', '/afii10017', '/uni0048']) expectRule(await checkUa2(withFont(font(listed))), 'ua2:8.4.5.7-t02', 'passed');
  });

  it('7.21.6-t03 and 8.4.5.7-t03: a symbolic TrueType font with an Encoding fails, without passes', async () => {
    const [r1, r2] = await checkBoth(withFont(trueTypeFont({ symbolic: true, encoding: '/WinAnsiEncoding' })));
    expectRule(r1, 'ua1:7.21.6-t03', 'failed');
    expectRule(r2, 'ua2:8.4.5.7-t03', 'failed');
    expectRule(await checkUa1(withFont(trueTypeFont({ symbolic: true }))), 'ua1:7.21.6-t03', 'passed');
  });

  it('7.21.6-t04: a symbolic program with (1,0) and (3,1) cmaps but no (3,0) fails PDF/UA-1 and passes PDF/UA-2', async () => {
    const [r1, r2] = await checkBoth(withFont(trueTypeFont({ symbolic: true, cmaps: [[1, 0], [3, 1]] })));
    expectRule(r1, 'ua1:7.21.6-t04', 'failed');
    expectRule(r2, 'ua2:8.4.5.7-t04', 'passed');
  });

  it('8.4.5.7-t04: a symbolic program with only a (3,1) cmap fails PDF/UA-2 and passes PDF/UA-1', async () => {
    const [r1, r2] = await checkBoth(withFont(trueTypeFont({ symbolic: true, cmaps: [[3, 1]] })));
    expectRule(r1, 'ua1:7.21.6-t04', 'passed');
    expectRule(r2, 'ua2:8.4.5.7-t04', 'failed');
  });
});

describe('Unicode mapping and .notdef (7.21.7, 7.21.8, 8.4.5.8, 8.4.5.9)', () => {
  it('7.21.7-t01 and 8.4.5.8-t01: Identity-H codes without ToUnicode fail, with ToUnicode pass', async () => {
    const [r1, r2] = await checkBoth(withFont(type0Font(), '<0001>'));
    expectRule(r1, 'ua1:7.21.7-t01', 'failed');
    expectRule(r2, 'ua2:8.4.5.8-t01', 'failed');
    expectRule(await checkUa1(withFont(type0Font({ toUnicode: cidToUnicode }), '<0001>')), 'ua1:7.21.7-t01', 'passed');
  });

  it('7.21.7-t02 and 8.4.5.8-t02: a ToUnicode entry mapping to U+0000 fails, to a letter passes', async () => {
    const font = (to: string): PdfValue => helvetica({ Encoding: '/WinAnsiEncoding', ToUnicode: stream(toUnicodeCMap({ 72: to })) });
    const [r1, r2] = await checkBoth(withFont(font('\u0000'), '(H)'));
    expectRule(r1, 'ua1:7.21.7-t02', 'failed');
    expectRule(r2, 'ua2:8.4.5.8-t02', 'failed');
    expectRule(await checkUa2(withFont(font('H'), '(H)')), 'ua2:8.4.5.8-t02', 'passed');
  });

  it('7.21.8-t01 and 8.4.5.9-t01: a code that Differences names .notdef fails', async () => {
    const font = helvetica({ Encoding: { Type: '/Encoding', BaseEncoding: '/WinAnsiEncoding', Differences: [72, '/.notdef'] } });
    const [r1, r2] = await checkBoth(withFont(font, '(H)'));
    expectRule(r1, 'ua1:7.21.8-t01', 'failed');
    expectRule(r2, 'ua2:8.4.5.9-t01', 'failed');
  });

  it('7.21.7-t01 and 8.4.5.8-t01: an Identity-H font of the Adobe-Japan1 collection maps to Unicode without ToUnicode', async () => {
    const [r1, r2] = await checkBoth(withFont(type0Font({ cidSystemInfo: ['Adobe', 'Japan1', 4] }), '<0001>'));
    expectRule(r1, 'ua1:7.21.7-t01', 'passed');
    expectRule(r2, 'ua2:8.4.5.8-t01', 'passed');
  });

  it('7.21.8-t01 and 8.4.5.9-t01: CID 0 of a CFF CIDFont fails; a CID outside its charset has no glyph (7.21.4.1-t02)', async () => {
    const font = type0Font({ cffCids: [1, 2], toUnicode: cidToUnicode });
    const [r1, r2] = await checkBoth(withFont(font, '<0000>'));
    expectRule(r1, 'ua1:7.21.8-t01', 'failed');
    expectRule(r2, 'ua2:8.4.5.9-t01', 'failed');
    const absent = await checkUa2(withFont(font, '<0009>'));
    expectRule(absent, 'ua2:8.4.5.5.1-t02', 'failed');
    expectRule(absent, 'ua2:8.4.5.9-t01', 'passed');
    const ok = await checkUa2(withFont(font, '<0001>'));
    for (const key of ['ua2:8.4.5.5.1-t02', 'ua2:8.4.5.9-t01'] as const) expectRule(ok, key, 'passed');
  });

  it('7.21.8-t01: a code the symbolic cmap maps to glyph 0 fails, a mapped code passes', async () => {
    expectRule(await checkUa1(withFont(trueTypeFont({ symbolic: true }), '(Z)')), 'ua1:7.21.8-t01', 'failed');
    expectRule(await checkUa1(withFont(trueTypeFont({ symbolic: true }), '(H)')), 'ua1:7.21.8-t01', 'passed');
  });
});
