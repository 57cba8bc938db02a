import { afterAll, describe, expect, it } from 'vitest';
import { createPdfCheckerPool } from './pool';
import { mutate } from './mutate.testUtil';
import { buildTestPdf } from './testPdf.testUtil';

describe('checker pool', { timeout: 120_000 }, () => {
  const pool = createPdfCheckerPool({ size: 2, timeoutMs: 15_000 });
  afterAll(() => pool.close());

  it('checks a PDF in a worker and reports every profile', async () => {
    const r = await pool.check(await buildTestPdf({ displayDocTitle: false }), { profiles: 'all' });
    expect(Object.keys(r.profiles).sort()).toEqual(['pdfua1', 'pdfua2', 'wcag22']);
    expect(r.profiles.pdfua1?.rules.find((x) => x.id === '7.1-t10')).toMatchObject({ outcome: 'failed', count: 1 });
    expect(r.profiles.pdfua2?.status).toBe('incompatible');
  });

  it('refuses files over maxBytes and ends garbage as failed', async () => {
    const big = await pool.check(new Uint8Array(2048), { profiles: ['wcag22'], maxBytes: 1024 });
    expect(big.profiles.wcag22?.reason).toMatch(/more than the limit/);
    const junk = await pool.check(new Uint8Array(100).fill(0x41), { profiles: ['wcag22'] });
    expect(junk.profiles.wcag22?.status).toBe('failed');
  });

  it('stops a check at its time limit', async () => {
    // Thousands of elements take hundreds of milliseconds to check: far past the limit, so the
    // outcome cannot depend on how fast the machine is (a tiny PDF can finish within 1 ms).
    const kids = Array.from({ length: 3000 }, (_, i) => ({ type: 'P', text: `Paragraph ${i}` }));
    const slow = await buildTestPdf({ elements: [{ type: 'Document', kids }] });
    const r = await pool.check(slow, { profiles: ['wcag22'], timeoutMs: 20 });
    expect(r.profiles.wcag22).toMatchObject({ status: 'failed' });
    expect(r.profiles.wcag22?.reason).toMatch(/longer than 20 ms/);
  });

  it('rejects when the signal aborts', async () => {
    const ac = new AbortController();
    const p = pool.check(await buildTestPdf(), { signal: ac.signal });
    ac.abort();
    await expect(p).rejects.toThrow();
  });

  it('survives a few hundred mutated PDFs: each ends completed, failed or incompatible', async () => {
    const bases = [
      await buildTestPdf({ elements: [{ type: 'Document', kids: [{ type: 'H1', text: 'T' }, { type: 'Figure', image: true }, { type: 'Table', kids: [{ type: 'TR', kids: [{ type: 'TH', text: 'a' }] }] }] }], annots: [{ subtype: 'Link', contents: 'x', tagIn: 'Link' }] }),
      await buildTestPdf({ tagged: false, version: '2.0' }),
    ];
    const statuses = new Map<string, number>();
    await Promise.all(
      Array.from({ length: 240 }, async (_, i) => {
        const { bytes } = mutate(bases[i % bases.length] as Uint8Array, i);
        const r = await pool.check(bytes, { profiles: 'all', timeoutMs: 15_000 });
        for (const p of Object.values(r.profiles)) {
          expect(['completed', 'failed', 'incompatible']).toContain(p?.status);
          statuses.set(p?.status ?? '?', (statuses.get(p?.status ?? '?') ?? 0) + 1);
        }
      }),
    );
    expect(statuses.get('completed')).toBeGreaterThan(0);
  });
});
