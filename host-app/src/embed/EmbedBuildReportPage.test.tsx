// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbedBuildReportPage } from './EmbedBuildReportPage';

function openAt(search: string) {
  window.history.replaceState(null, '', `/embed/build-report${search}`);
  render(<EmbedBuildReportPage />);
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('EmbedBuildReportPage', () => {
  it('names the missing parameter of a bad embed address', () => {
    openAt('?parentOrigin=https%3A%2F%2Fportal.example');
    expect(screen.getByRole('alert').textContent).toContain('The embed URL has no reportId parameter.');
    expect(screen.getByRole('heading', { name: 'This report cannot be embedded here' })).toBeTruthy();
  });

  it('refuses to run outside an iframe and never shows the report', () => {
    openAt('?reportId=rep_1&parentOrigin=https%3A%2F%2Fportal.example&token=cce_x');
    expect(screen.getByRole('alert').textContent).toContain('Curbcut embed: this page is not inside an iframe.');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
