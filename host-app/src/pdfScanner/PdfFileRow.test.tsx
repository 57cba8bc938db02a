// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValidatedPdf } from '@curbcut/core';
import { PdfFileRow } from './PdfFileRow';
import { readyState, type PdfEntry } from './uploadModel';

afterEach(cleanup);

const facts: ValidatedPdf = {
  key: 'pdu_1',
  type: 'uploaded',
  name: 'Annual report.pdf',
  size: 3 * 1024 * 1024,
  sourceUrl: null,
  pdfVersion: '1.7',
  pageCount: 12,
  isTagged: false,
  encrypted: false,
  readable: true,
  reason: null,
  profiles: [
    { profile: 'pdfua2', label: 'PDF/UA-2', compatible: false, reason: 'PDFs v1.7 and below are not compatible for scanning with PDF/UA-2 specification' },
    { profile: 'pdfua1', label: 'PDF/UA-1', compatible: true, reason: null },
    { profile: 'wcag22', label: 'WCAG 2.2', compatible: true, reason: null },
  ],
};

function row(state: PdfEntry['state'], onChoose = vi.fn(), onRemove = vi.fn()) {
  render(
    <ul>
      <PdfFileRow entry={{ id: 'e1', name: 'Annual report.pdf', source: 'file', state }} onChoose={onChoose} onRemove={onRemove} />
    </ul>,
  );
  return { onChoose, onRemove };
}

describe('PdfFileRow', () => {
  it('shows the upload progress of a file', () => {
    row({ kind: 'uploading', sent: 1, total: 4 });
    const bar = screen.getByRole('progressbar', { name: 'Uploading ‘Annual report.pdf’' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByText('Uploading 25%')).toBeTruthy();
  });

  it('shows what the server read, the untagged note and the profiles, an incompatible one with its reason', () => {
    const { onChoose } = row(readyState(facts));
    expect(screen.getByText('PDF 1.7 · 12 pages · 3 MB · Untagged')).toBeTruthy();
    expect(screen.getByText(/you may see a high issue count/)).toBeTruthy();
    const ua2 = screen.getByRole('checkbox', { name: 'PDF/UA-2' }) as HTMLInputElement;
    expect(ua2.disabled).toBe(true);
    expect(screen.getByText('PDFs v1.7 and below are not compatible for scanning with PDF/UA-2 specification')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'PDF/UA-1' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'WCAG 2.2' }));
    expect(onChoose).toHaveBeenCalledWith('wcag22', false);
  });

  it('says why a file was refused, and removes it', () => {
    const { onRemove } = row({ kind: 'failed', message: '‘notes.txt’ is not a PDF. Choose files that end in .pdf.' });
    expect(screen.getByText('‘notes.txt’ is not a PDF. Choose files that end in .pdf.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove ‘Annual report.pdf’' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
