/**
 * The demo's PDF reports (`npm start`): two small PDFs written here, object by object, so the demo
 * needs no PDF library and no sample files: a tagged annual report whose figure has no alternative
 * text and whose title is not displayed (PDF/UA-1 and WCAG 2.2 findings, highlights on page 1), and
 * an untagged price list in PDF 1.4 (WCAG 2.2 only, the untagged warning). They go through the same
 * path as uploads (blob, validated upload, report, check job), once per data directory.
 */
import type { AuthUser } from '../auth/guards';
import type { ServerContext } from '../context';
import { inspectPdf } from '../pdfScanner/checker';
import { createPdfReports } from '../pdfScanner/create';
import type { PdfUploadsTable } from '../pdfScanner/tables';
import { newUploadKey, nowIso, uploadBlobKey } from '../pdfScanner/uploadUrls';

/** Names of the demo PDF reports. */
export const DEMO_PDF_NAMES = ['Demo annual report.pdf', 'Demo price list.pdf'] as const;

/** A PDF file from its objects (numbered from 1; object 1 is the catalog), with a classic xref table. */
export function writePdf(version: string, objects: string[], trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`, 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(part);
    length += part.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

function stream(dict: string, data: string): string {
  return `<< ${dict} /Length ${Buffer.byteLength(data, 'latin1')} >>\nstream\n${data}\nendstream`;
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** A tagged PDF 1.7: a heading, a figure without alternative text, a paragraph. */
export function demoAnnualReport(): Buffer {
  const content = [
    '/H1 <</MCID 0>> BDC BT /F1 24 Tf 72 720 Td (Annual report 2026) Tj ET EMC',
    '/Figure <</MCID 1>> BDC q 240 0 0 120 72 560 cm /Im1 Do Q EMC',
    '/P <</MCID 2>> BDC BT /F1 12 Tf 72 530 Td (Revenue grew in every region, led by online orders.) Tj ET EMC',
  ].join('\n');
  return writePdf(
    '1.7',
    [
      '<< /Type /Catalog /Pages 2 0 R /MarkInfo << /Marked true >> /StructTreeRoot 5 0 R /Lang (en-GB) >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> /XObject << /Im1 10 0 R >> >> /Contents 9 0 R /StructParents 0 /Tabs /S >>',
      FONT,
      '<< /Type /StructTreeRoot /K [6 0 R] /ParentTree 11 0 R /ParentTreeNextKey 1 >>',
      '<< /Type /StructElem /S /Document /P 5 0 R /K [7 0 R 8 0 R 12 0 R] >>',
      '<< /Type /StructElem /S /H1 /P 6 0 R /Pg 3 0 R /K [0] >>',
      '<< /Type /StructElem /S /Figure /P 6 0 R /Pg 3 0 R /K [1] >>',
      stream('', content),
      stream('/Type /XObject /Subtype /Image /Width 2 /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8', '\x1f\x6f\xb4\xe8\x8a\x2b'),
      '<< /Nums [0 [7 0 R 8 0 R 12 0 R]] >>',
      '<< /Type /StructElem /S /P /P 6 0 R /Pg 3 0 R /K [2] >>',
      '<< /Title (Annual report 2026) >>',
    ],
    '/Info 13 0 R ',
  );
}

/** An untagged PDF 1.4: text only. */
export function demoPriceList(): Buffer {
  const lines = ['Price list', 'Tea, 250 g: 4.50', 'Coffee, 500 g: 9.90', 'Cups, set of 4: 18.00'];
  const content = lines.map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${720 - i * 24} Td (${line}) Tj ET`).join('\n');
  return writePdf('1.4', [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    FONT,
    stream('', content),
  ]);
}

/**
 * Creates the demo PDF reports for `user` unless their group has them already; their checks run as
 * jobs like any other. Answers the ids of the reports made (none on later starts).
 */
export async function ensureDemoPdfReports(ctx: ServerContext, user: AuthUser): Promise<string[]> {
  const existing = await ctx.db
    .selectFrom('reports')
    .select('id')
    .where('group_id', '=', user.groupId)
    .where('type', '=', 'pdfScanner')
    .where('name', 'in', [...DEMO_PDF_NAMES])
    .executeTakeFirst();
  if (existing) return [];
  const files: { key: string; name: string }[] = [];
  for (const [name, bytes] of [
    [DEMO_PDF_NAMES[0], demoAnnualReport()],
    [DEMO_PDF_NAMES[1], demoPriceList()],
  ] as const) {
    const key = newUploadKey();
    const blobKey = uploadBlobKey(key);
    await ctx.blobs.put(blobKey, bytes);
    const facts = await inspectPdf(ctx, new Uint8Array(bytes));
    const row: PdfUploadsTable = {
      key,
      group_id: user.groupId,
      user_id: user.id,
      kind: 'uploaded',
      source_url: null,
      name,
      size: bytes.length,
      blob_key: blobKey,
      status: 'validated',
      facts: JSON.stringify(facts),
      report_id: null,
      created_at: nowIso(ctx),
    };
    await ctx.db.insertInto('pdf_uploads').values(row).execute();
    files.push({ key, name });
  }
  const reports = await createPdfReports(ctx, user, { files });
  return reports.map((r) => r.id);
}
