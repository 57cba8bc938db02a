// @vitest-environment jsdom
/**
 * What PdfPages does before pdf.js draws anything (real rendering is checked in Chromium by the
 * bench, tests/bench/pdfViewer, and the widget's e2e tests): the scroll region it offers, the
 * file request it makes, and the error it reports when the file cannot be read.
 */
import '../../ui/domTestSetup.testUtil';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PdfFileError } from './loadDocument';
import { PdfPages } from './PdfPages';

// pdf.js itself is not needed before the first chunk answers (and wants a browser, not jsdom).
vi.mock('pdfjs-dist', () => ({}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubFetch(status: number) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('no such report', { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('PdfPages', () => {
  it('offers a named, focusable scroll region, busy while the document opens', () => {
    stubFetch(404);
    render(<PdfPages url="/api/pdf_scanner/reports/r1/file" scale={0.6} highlights={[]} onLoadError={() => undefined} label="PDF document, Price list.pdf" />);
    const region = screen.getByRole('region', { name: 'PDF document, Price list.pdf' });
    expect(region.tabIndex).toBe(0);
    expect(region.getAttribute('aria-busy')).toBe('true');
  });

  it('asks for the first chunk only, with the token as a bearer, and reports an HTTP failure', async () => {
    const fetchMock = stubFetch(404);
    const onLoadError = vi.fn<(error: Error) => void>();
    render(<PdfPages url="/api/pdf_scanner/reports/r1/file" token="t0k" scale={0.6} highlights={[]} onLoadError={onLoadError} label="PDF document" />);
    await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
    const error = onLoadError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(PdfFileError);
    expect((error as PdfFileError).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/pdf_scanner/reports/r1/file');
    expect(init?.headers).toEqual({ authorization: 'Bearer t0k', range: 'bytes=0-32767' });
  });

  it('reports nothing once unmounted', async () => {
    stubFetch(500);
    const onLoadError = vi.fn<(error: Error) => void>();
    const { unmount } = render(<PdfPages url="/f.pdf" scale={1} highlights={[]} onLoadError={onLoadError} label="PDF document" />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onLoadError).not.toHaveBeenCalled();
  });
});
