/**
 * Rules on the structure tree: role mapping, parent entries, tables, lists, tables of contents,
 * headings, figures and formulas, notes, captions, ruby and warichu, language attributes.
 */
import { PDFArray, PDFDict, PDFName } from '@cantoo/pdf-lib';
import { hasPua } from '../model/fonts';
import { items, nameText, resolve } from '../model/objects';
import { NS_MATHML, NS_PDF2, elemLabel, inheritedLang } from '../model/structTree';
import type { StructNode } from '../model/structTree';
import type { CheckContext } from './context';
import { isLanguageTag } from './documentChecks';
import { checkTable, stdOf, unknownHeaders } from './tables';

function kids(n: StructNode): string[] {
  return n.elems.map(stdOf);
}

export function checkStructure(c: CheckContext): void {
  const struct = c.doc.struct;
  if (!struct) return;
  const ctx = c.doc.ctx;
  const catLang = c.doc.catalogLang;
  const at = (n: StructNode): { elem: StructNode; object: string } => ({ elem: n, object: elemLabel(n) });
  /** The dictionaries an element's Ref array names. */
  const refsOf = (n: StructNode): PDFDict[] => {
    const refs = resolve(ctx, n.dict.get(PDFName.of('Ref')));
    return refs instanceof PDFArray ? items(ctx, refs).filter((x): x is PDFDict => x instanceof PDFDict) : [];
  };

  for (const p of struct.mappingProblems) {
    const o = at(p.node);
    if (p.problem === 'unmapped') {
      c.report('ua1:7.1-t05', { ...o, message: `Non-standard type ${p.node.type} is not mapped to a standard type` });
      c.report('ua2:8.2.4-t01', { ...o, message: `Type ${p.node.type} does not belong or map to a standard namespace` });
    } else if (p.problem === 'circular') {
      c.report('ua1:7.1-t06', { ...o, message: `Role mapping of ${p.node.type} is circular` });
      c.report('ua2:8.2.4-t02', { ...o, message: `Role mapping of ${p.node.type} is circular` });
      // A circle of non-standard types never reaches a standard type either.
      if (p.node.std === null) {
        c.report('ua1:7.1-t05', { ...o, message: `Non-standard type ${p.node.type} is mapped in a circle, never to a standard type` });
        c.report('ua2:8.2.4-t01', { ...o, message: `Type ${p.node.type} is mapped in a circle, never to a standard namespace` });
      }
    } else if (p.problem === 'remappedStandard') {
      c.report('ua1:7.1-t07', { ...o, message: `Standard type ${p.node.type} is remapped` });
      c.report('ua2:8.2.4-t04', { ...o, message: `Standard type ${p.node.type} is remapped` });
    } else if (p.problem === 'sameNamespace') {
      c.report('ua2:8.2.4-t03', { ...o, message: p.detail });
    }
  }

  // 8.2.5.2: a single Document root element in the PDF 2.0 namespace.
  const topTypes = struct.top.map(stdOf);
  if (!(topTypes.length === 1 && topTypes[0] === 'Document')) {
    c.report('ua2:8.2.5.2-t01', { page: null, object: 'StructTreeRoot', message: `The structure tree root contains ${topTypes.join(', ') || 'no elements'} instead of one Document` });
  } else if (struct.top[0]?.stdNs !== NS_PDF2) {
    c.report('ua2:8.2.5.2-t02', { page: null, object: 'StructTreeRoot', message: 'The root Document element is not in the PDF 2.0 namespace' });
  }

  let usesH = false;
  let usesHn = false;
  for (const n of struct.all) {
    const t = stdOf(n);
    if (t === 'H') usesH = true;
    if (/^H\d+$/.test(t)) usesHn = true;
  }

  const ids = new Set<string>();
  const noteIds = new Map<string, number>();
  for (const n of struct.all) if (n.id !== null) ids.add(n.id);
  for (const n of struct.all) if (stdOf(n) === 'Note' && n.id) noteIds.set(n.id, (noteIds.get(n.id) ?? 0) + 1);

  let prevLevel = 0;
  for (const n of struct.all) {
    const t = stdOf(n);
    const k = kids(n);
    const parent = n.parent ? stdOf(n.parent) : 'StructTreeRoot';
    const o = at(n);

    if (!n.hasP) {
      c.report('ua1:7.1-t12', { ...o, message: 'The structure element has no P (parent) entry' });
      c.report('ua2:8.2.1-t02', { ...o, message: 'The structure element has no P (parent) entry' });
    }

    // Language of alternative texts and Lang values.
    if (!catLang && inheritedLang(n) === null) {
      if (n.actualText !== null) c.report('ua1:7.2-t21', { ...o, message: 'ActualText language cannot be determined' });
      if (n.alt !== null) c.report('ua1:7.2-t22', { ...o, message: 'Alt language cannot be determined' });
      if (n.e !== null) c.report('ua1:7.2-t23', { ...o, message: 'E language cannot be determined' });
    }
    if (n.lang !== null && !isLanguageTag(n.lang)) {
      c.report('ua1:7.2-t29', { ...o, message: `Lang "${n.lang}" is not a language tag` });
      c.report('ua2:8.4.4-t02', { ...o, message: `Lang "${n.lang}" is not a language tag` });
    }
    if (n.actualText !== null && hasPua(n.actualText)) c.report('ua2:8.4.3-t02', { ...o, message: 'ActualText contains Private Use Area characters' });
    if (n.alt !== null && hasPua(n.alt)) c.report('ua2:8.4.3-t03', { ...o, message: 'Alt contains Private Use Area characters' });

    // Tables.
    if (t === 'Table') {
      const seq = k.join('&');
      const rows = '(TR|THead|TBody|TFoot)(&(TR|THead|TBody|TFoot))*';
      if (!(new RegExp(`^(Caption&)?${rows}$`).test(seq) || new RegExp(`^${rows}(&Caption)?$`).test(seq) || seq === 'Caption' || seq === '')) {
        c.report('ua1:7.2-t03', { ...o, message: `Table contains ${k.join(', ')}: only TR, THead, TBody, TFoot and one Caption (first or last) are allowed` });
      }
      const count = (x: string): number => k.filter((y) => y === x).length;
      if (count('THead') > 1) c.report('ua1:7.2-t11', { ...o, message: 'Table contains more than one THead' });
      if (count('TFoot') > 1) c.report('ua1:7.2-t12', { ...o, message: 'Table contains more than one TFoot' });
      if (count('TFoot') > 0 && count('TBody') === 0) c.report('ua1:7.2-t13', { ...o, message: 'Table has a TFoot but no TBody' });
      if (count('THead') > 0 && count('TBody') === 0) c.report('ua1:7.2-t14', { ...o, message: 'Table has a THead but no TBody' });
      if (k.slice(1, -1).includes('Caption')) c.report('ua1:7.2-t16', { ...o, message: 'Caption is neither the first nor the last child of the Table' });
      if (count('Caption') > 1) c.report('ua1:7.2-t39', { ...o, message: `Table contains ${count('Caption')} Caption elements` });
      // Regularity and headers as veraPDF decides them: PDF/UA-2 gives unscoped headers a default scope.
      for (const part2 of [false, true]) {
        const tc = checkTable(n, part2);
        const key = (ua1: string, ua2: string): string => (part2 ? ua2 : ua1);
        for (const cell of tc.intersections) c.report(key('ua1:7.2-t15', 'ua2:8.2.5.26-t01'), { ...at(cell), message: 'The table cell overlaps another cell' });
        if (tc.columnWithWrongRowSpan !== null) {
          c.report(key('ua1:7.2-t41', 'ua2:8.2.5.26-t02'), { ...o, message: `A cell in column ${tc.columnWithWrongRowSpan + 1} spans past the last row${part2 ? ' or its row group' : ''}` });
        }
        if (tc.rowWithWrongColumnSpan !== null) {
          const row = tc.rowWithWrongColumnSpan + 1;
          if (tc.wrongColumnSpan === null) c.report(key('ua1:7.2-t42', 'ua2:8.2.5.26-t03'), { ...o, message: `Row ${row} spans more columns than row 1 (${tc.columnSpan})` });
          else c.report(key('ua1:7.2-t43', 'ua2:8.2.5.26-t04'), { ...o, message: `Rows 1 and ${row} span ${tc.columnSpan} and ${tc.wrongColumnSpan} columns` });
        }
        if (tc.unconnected) c.report(key('ua1:7.5-t01', 'ua2:8.2.5.26-t05'), { ...at(tc.unconnected), message: 'No header cell can be determined for this data cell' });
      }
      for (const { cell, ids: missing } of unknownHeaders(n, ids)) {
        c.report('ua1:7.5-t02', { ...at(cell), message: `Headers names unknown IDs: ${missing.join(', ')}` });
        c.report('ua2:8.2.5.26-t06', { ...at(cell), message: `Headers names unknown IDs: ${missing.join(', ')}` });
      }
    }
    if (t === 'TR') {
      if (!['Table', 'THead', 'TBody', 'TFoot'].includes(parent)) c.report('ua1:7.2-t04', { ...o, message: `TR is inside ${parent}` });
      const bad = k.filter((x) => x !== 'TH' && x !== 'TD');
      if (bad.length > 0) c.report('ua1:7.2-t10', { ...o, message: `TR contains ${bad.join(', ')}` });
    }
    if (t === 'THead' || t === 'TBody' || t === 'TFoot') {
      const ruleIn = { THead: 'ua1:7.2-t05', TBody: 'ua1:7.2-t06', TFoot: 'ua1:7.2-t07' }[t];
      const ruleKids = { THead: 'ua1:7.2-t36', TBody: 'ua1:7.2-t37', TFoot: 'ua1:7.2-t38' }[t];
      if (parent !== 'Table') c.report(ruleIn, { ...o, message: `${t} is inside ${parent}` });
      const bad = k.filter((x) => x !== 'TR');
      if (bad.length > 0) c.report(ruleKids, { ...o, message: `${t} contains ${bad.join(', ')}` });
    }
    if (t === 'TH' && parent !== 'TR') c.report('ua1:7.2-t08', { ...o, message: `TH is inside ${parent}` });
    if (t === 'TD' && parent !== 'TR') c.report('ua1:7.2-t09', { ...o, message: `TD is inside ${parent}` });

    // Lists.
    if (t === 'LI' && parent !== 'L') c.report('ua1:7.2-t17', { ...o, message: `LI is inside ${parent}` });
    if (t === 'LBody' && parent !== 'LI') c.report('ua1:7.2-t18', { ...o, message: `LBody is inside ${parent}` });
    if (t === 'L') {
      const seq = k.join('&');
      if (!(/^(Caption&)?(L|LI)(&(L|LI))*$/.test(seq) || seq === '' || seq === 'Caption')) {
        c.report('ua1:7.2-t19', { ...o, message: `L contains ${k.join(', ')}: only L, LI and a first Caption are allowed` });
      }
      if (k.slice(1).includes('Caption')) c.report('ua1:7.2-t40', { ...o, message: 'Caption is not the first child of the L' });
      const hasLbl = n.elems.some((li) => stdOf(li) === 'LI' && li.elems.some((x) => stdOf(x) === 'Lbl'));
      const numbering = n.attrs.get('ListNumbering');
      if (hasLbl && (!(numbering instanceof PDFName) || nameText(numbering) === 'None')) {
        c.report('ua2:8.2.5.25-t01', { ...o, message: 'The list has Lbl elements but no ListNumbering (or None)' });
      }
    }
    if (t === 'LI') {
      const bad = k.filter((x) => x !== 'Lbl' && x !== 'LBody');
      if (bad.length > 0) c.report('ua1:7.2-t20', { ...o, message: `LI contains ${bad.join(', ')}` });
      if (n.kids.some((x) => x.kind === 'mc')) c.report('ua2:8.2.5.25-t02', { ...o, message: 'The LI contains content outside Lbl and LBody' });
    }

    // Tables of contents.
    if (t === 'TOCI') {
      if (parent !== 'TOC') c.report('ua1:7.2-t26', { ...o, message: `TOCI is inside ${parent}` });
      const hasRef = (x: StructNode, depth: number): boolean => x.dict.has(PDFName.of('Ref')) || (depth < 32 && x.elems.some((y) => hasRef(y, depth + 1)));
      if (!hasRef(n, 0)) c.report('ua2:8.2.5.8-t01', { ...o, message: 'The TOCI has no Ref to its target' });
    }
    if (t === 'TOC') {
      const seq = k.join('&');
      if (!(/^(Caption&)?(TOC|TOCI)(&(TOC|TOCI))*$/.test(seq) || seq === '' || seq === 'Caption')) {
        c.report('ua1:7.2-t27', { ...o, message: `TOC contains ${k.join(', ')}: only TOC, TOCI and a first Caption are allowed` });
      }
      if (k.slice(1).includes('Caption')) c.report('ua1:7.2-t28', { ...o, message: 'Caption is not the first child of the TOC' });
    }
    if (k.slice(1, -1).includes('Caption')) c.report('ua2:8.2.5.27-t01', { ...o, message: 'Caption is neither the first nor the last child' });

    // Figures and formulas.
    if (t === 'Figure') {
      const ua1ok = (n.alt !== null && n.alt !== '') || n.actualText !== null;
      const ua2ok = n.alt !== null || n.actualText !== null;
      if (!ua1ok) c.report('ua1:7.3-t01', { ...o, message: 'The Figure has neither Alt nor ActualText' });
      else c.report('ua1:7.3-t01', { ...o, outcome: 'needsReview', message: `Check that the alternative text describes the figure: "${n.alt ?? n.actualText ?? ''}"` });
      if (!ua2ok) c.report('ua2:8.2.5.28.2-t01', { ...o, message: 'The Figure has neither Alt nor ActualText' });
      else c.report('ua2:8.2.5.28.2-t01', { ...o, outcome: 'needsReview', message: `Check that the alternative text describes the figure: "${n.alt ?? n.actualText ?? ''}"` });
    }
    if (t === 'Formula' && !((n.alt !== null && n.alt !== '') || n.actualText !== null)) {
      c.report('ua1:7.7-t01', { ...o, message: 'The Formula has neither Alt nor ActualText' });
    }
    if (n.stdNs === NS_MATHML && t === 'math' && !(parent === 'Formula' || n.parent?.stdNs === NS_MATHML)) {
      c.report('ua2:8.2.5.29-t01', { ...o, message: `math is inside ${parent} instead of Formula` });
    }

    // Headings.
    const hn = /^H(\d+)$/.exec(t);
    if (hn) {
      const level = Number(hn[1]);
      if (level > prevLevel + 1) {
        c.report('ua1:7.4.2-t01', { ...o, message: prevLevel === 0 ? `The first heading is H${level}, not H1` : `H${level} follows H${prevLevel}: level ${prevLevel + 1} is skipped` });
      }
      prevLevel = level;
      if (usesH) c.report('ua1:7.4.4-t03', { ...o, message: 'The document uses both H and numbered headings' });
    }
    if (t === 'H') {
      if (usesHn) c.report('ua1:7.4.4-t02', { ...o, message: 'The document uses both H and numbered headings' });
      c.report('ua2:8.2.5.12-t01', { ...o, message: 'The H structure type is used' });
    }
    if (k.filter((x) => x === 'H').length > 1) c.report('ua1:7.4.4-t01', { ...o, message: 'The element contains more than one H' });

    // Notes.
    if (t === 'Note') {
      if (!n.id) c.report('ua1:7.9-t01', { ...o, message: 'The Note has no ID' });
      else if ((noteIds.get(n.id) ?? 0) > 1) c.report('ua1:7.9-t02', { ...o, message: `The Note ID ${n.id} is not unique` });
      if (n.stdNs !== NS_PDF2) c.report('ua2:8.2.5.14-t01', { ...o, message: 'The Note structure type is used' });
    }
    if (t === 'FENote') {
      const nt = n.attrs.get('NoteType');
      const v = nt instanceof PDFName ? nameText(nt) : null;
      if (v !== null && !['Footnote', 'Endnote', 'None'].includes(v)) c.report('ua2:8.2.5.14-t04', { ...o, message: `NoteType is ${v}` });
    }
    // Refs between citations and their FENote go both ways: an element citing the note that the
    // note does not name fails t02, an element the note names that does not cite it fails t03.
    for (const target of refsOf(n)) {
      const other = struct.byDict.get(target);
      if (!other || refsOf(other).includes(n.dict)) continue;
      if (stdOf(other) === 'FENote') c.report('ua2:8.2.5.14-t02', { ...at(other), message: `The FENote does not reference back to ${elemLabel(n)}` });
      if (t === 'FENote') c.report('ua2:8.2.5.14-t03', { ...o, message: `The FENote references ${elemLabel(other)}, which does not reference it` });
    }

    if (t === 'Ruby' && !(k.join('&') === 'RB&RT' || k.join('&') === 'RB&RP&RT&RP')) c.report('ua2:8.2.5.23-t01', { ...o, message: `Ruby contains ${k.join(', ') || 'nothing'}` });
    if (t === 'Warichu' && k.join('&') !== 'WP&WT&WP') c.report('ua2:8.2.5.24-t01', { ...o, message: `Warichu contains ${k.join(', ') || 'nothing'}` });
  }
}
