/**
 * Bench section (f): the PDF checker (@curbcut/pdf). Milliseconds per file (median, p95) over the
 * veraPDF PDF/UA corpus when ../shared/corpora/pdfua exists, and pages per second on a 500-page
 * tagged PDF generated here (headings, paragraphs, a figure and a link per page). One worker, one
 * file at a time, all profiles; the first check warms the worker up and is not counted.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef, PDFString, StandardFonts } from '@cantoo/pdf-lib';
import { createPdfCheckerPool } from '@curbcut/pdf';
import { median } from '../stats';

const CORPUS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/corpora/pdfua');

function listPdfs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listPdfs(join(dir, e.name)) : e.name.endsWith('.pdf') ? [join(dir, e.name)] : []));
}

function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}

/** A tagged PDF of `pages` pages: Document > (H1, P, P, Figure, Link) per page, ParentTree, MCIDs. */
export async function generateTaggedPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const ctx = doc.context;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const img = ctx.register(ctx.stream(new Uint8Array([0, 0, 0]), { Type: 'XObject', Subtype: 'Image', Width: 1, Height: 1, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 }));
  const root = ctx.obj({ Type: 'StructTreeRoot' }) as PDFDict;
  const rootRef = ctx.register(root);
  const docElem = ctx.obj({ Type: 'StructElem', S: 'Document', P: rootRef }) as PDFDict;
  const docRef = ctx.register(docElem);
  const docKids = ctx.obj([]) as PDFArray;
  const nums = ctx.obj([]) as PDFArray;
  let key = 0;
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    page.node.setFontDictionary(PDFName.of('F1'), font.ref);
    page.node.setXObject(PDFName.of('Im1'), img);
    const parents: PDFRef[] = [];
    let content = '';
    const elem = (type: string, mcid: number, extra: Record<string, unknown> = {}): PDFRef => {
      const ref = ctx.register(ctx.obj({ Type: 'StructElem', S: type, P: docRef, Pg: page.ref, K: mcid, ...extra }));
      docKids.push(ref);
      parents[mcid] = ref;
      return ref;
    };
    elem('H1', 0);
    content += `/H1 <</MCID 0>> BDC BT /F1 18 Tf 72 720 Td (Chapter ${p + 1}) Tj ET EMC\n`;
    for (let i = 1; i <= 2; i++) {
      elem('P', i);
      content += `/P <</MCID ${i}>> BDC BT /F1 11 Tf 72 ${700 - i * 40} Td (Paragraph ${i} of page ${p + 1}: the quick brown fox jumps over the lazy dog.) Tj ET EMC\n`;
    }
    elem('Figure', 3, { Alt: PDFString.of('A small square') });
    content += '/Figure <</MCID 3>> BDC q 50 0 0 50 72 500 cm /Im1 Do Q EMC\n';
    content += `/Artifact BMC BT /F1 9 Tf 300 30 Td (${p + 1}) Tj ET EMC\n`;
    page.node.set(PDFName.of('Contents'), ctx.register(ctx.stream(content)));
    page.node.set(PDFName.of('StructParents'), PDFNumber.of(key));
    page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
    nums.push(PDFNumber.of(key++));
    nums.push(ctx.obj(parents));
    const annot = ctx.register(ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 450, 200, 465], F: 4, Contents: PDFString.of('Example'), StructParent: key, A: { S: 'URI', URI: PDFString.of('https://example.com') } }));
    page.node.set(PDFName.of('Annots'), ctx.obj([annot]));
    const link = ctx.register(ctx.obj({ Type: 'StructElem', S: 'Link', P: docRef, Pg: page.ref, K: [ctx.obj({ Type: 'OBJR', Obj: annot, Pg: page.ref })] }));
    docKids.push(link);
    nums.push(PDFNumber.of(key++));
    nums.push(link);
  }
  docElem.set(PDFName.of('K'), docKids);
  root.set(PDFName.of('K'), docRef);
  root.set(PDFName.of('ParentTree'), ctx.obj({ Nums: nums }));
  root.set(PDFName.of('ParentTreeNextKey'), PDFNumber.of(key));
  doc.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
  doc.catalog.set(PDFName.of('MarkInfo'), ctx.obj({ Marked: true }));
  doc.catalog.set(PDFName.of('Lang'), PDFString.of('en'));
  doc.catalog.set(PDFName.of('ViewerPreferences'), ctx.obj({ DisplayDocTitle: true }));
  return doc.save({ useObjectStreams: false });
}

/** Runs the section and returns its report lines. */
export async function pdfBenchSection(): Promise<string[]> {
  const lines = ['(f) PDF checker (@curbcut/pdf), one worker, all profiles'];
  const pool = createPdfCheckerPool({ size: 1, timeoutMs: 120_000 });
  try {
    const big = await generateTaggedPdf(500);
    await pool.check(await generateTaggedPdf(2));
    if (existsSync(CORPUS)) {
      const files = listPdfs(CORPUS).sort();
      const ms: number[] = [];
      let failed = 0;
      for (const f of files) {
        const t = performance.now();
        const r = await pool.check(new Uint8Array(readFileSync(f)));
        ms.push(performance.now() - t);
        if (Object.values(r.profiles).some((p) => p?.status === 'failed')) failed++;
      }
      lines.push(`  corpus: ${files.length} files, ${median(ms).toFixed(1)} ms median, ${percentile(ms, 95).toFixed(1)} ms p95, ${Math.max(...ms).toFixed(0)} ms max per file; ${failed} could not be checked`);
    } else lines.push('  corpus: ../shared/corpora/pdfua not found, skipped');
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const r = await pool.check(big, { profiles: 'all' });
      runs.push(performance.now() - t);
      if (r.pageCount !== 500) lines.push(`  unexpected page count ${r.pageCount}`);
    }
    const m = median(runs);
    lines.push(`  500-page tagged PDF (${(big.length / 1024 / 1024).toFixed(1)} MiB): ${(m / 1000).toFixed(2)} s median of 3 runs, ${(500 / (m / 1000)).toFixed(0)} pages/s`);
  } finally {
    await pool.close();
  }
  return lines;
}
