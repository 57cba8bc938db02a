// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbedScanReportPage } from './EmbedScanReportPage';

function openAt(search: string) {
  window.history.replaceState(null, '', `/embed/scan-report${search}`);
  render(<EmbedScanReportPage />);
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('EmbedScanReportPage', () => {
  it('names the missing parameter of a bad embed address', () => {
    openAt('?reportId=rep_1');
    expect(screen.getByRole('alert').textContent).toContain('The embed URL has no parentOrigin parameter');
  });

  it('refuses to run outside an iframe and never shows the report', () => {
    openAt('?reportId=rep_1&parentOrigin=https%3A%2F%2Fscanner.example&token=cce_x');
    expect(screen.getByRole('alert').textContent).toContain('Curbcut embed: this page is not inside an iframe.');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
