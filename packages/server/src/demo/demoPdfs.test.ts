import { afterAll, describe, expect, it } from 'vitest';
import { createPdfCheckerPool } from '@curbcut/pdf';
import { demoAnnualReport, demoPriceList, writePdf } from './demoPdfs';

describe('demo PDFs', () => {
  const pool = createPdfCheckerPool({ size: 1 });
  afterAll(() => pool.close());

  it('writes a cross-reference table whose offsets point at each object', () => {
    const bytes = writePdf('1.7', ['<< /Type /Catalog >>', '<< /A 1 >>']);
    const text = bytes.toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.map((o) => text.slice(o, o + 7))).toEqual(['1 0 obj', '2 0 obj']);
  });

  it('gives a tagged annual report with a figure to fix on page 1, and an untagged price list for WCAG 2.2 only', async () => {
    const annual = await pool.check(new Uint8Array(demoAnnualReport()));
    expect(annual).toMatchObject({ pdfVersion: '1.7', isTagged: true, pageCount: 1, title: 'Annual report 2026' });
    expect(annual.profiles.pdfua1?.status).toBe('completed');
    const figure = annual.issues.find((i) => i.ruleId === '7.3-t01');
    expect(figure).toMatchObject({ location: 'Page 1', profiles: ['pdfua1', 'wcag22'] });
    expect(figure?.target?.page).toBe(1);

    const prices = await pool.check(new Uint8Array(demoPriceList()));
    expect(prices).toMatchObject({ pdfVersion: '1.4', isTagged: false, pageCount: 1 });
    expect(prices.profiles.pdfua1?.status).toBe('incompatible');
    expect(prices.profiles.wcag22?.status).toBe('completed');
    expect(prices.issues.some((i) => i.ruleId === '7.1-t11')).toBe(true);
  });
});
