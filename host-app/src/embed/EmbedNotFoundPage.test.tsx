// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_PATHS } from '@curbcut/core';
import { createAppRouter } from '../router';
import { EMBED_PAGES } from './embedPages';
import { EmbedNotFoundPage } from './EmbedNotFoundPage';

/** Opens `url` (the browser's address and the router's) with the embed 404, framed by a parent whose posts are recorded. */
function openAt(url: string, framed: boolean) {
  window.history.replaceState(null, '', url);
  const parent = { postMessage: vi.fn() };
  if (framed) Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/embed/*" element={<EmbedNotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return parent;
}

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
  window.history.replaceState(null, '', '/');
});

describe('the /embed 404', () => {
  it('inside a frame: Back to Home posts navigate to the parent origin only, and no link leaves /embed', () => {
    const parent = openAt('/embed/foo?parentOrigin=https%3A%2F%2Fportal.example&channel=c1', true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.queryAllByRole('link')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(parent.postMessage).toHaveBeenCalledWith(
      { ns: 'curbcut', v: 1, channel: 'c1', type: 'navigate', payload: { to: 'scanList', href: null } },
      'https://portal.example',
    );
  });

  it('inside a frame without embed parameters: posts on the default channel to this origin only', () => {
    const parent = openAt('/embed', true);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(parent.postMessage).toHaveBeenCalledWith(expect.objectContaining({ channel: 'default', type: 'navigate' }), window.location.origin);
  });

  it('opened on its own (not framed): Back to Home is the link home', () => {
    openAt('/embed/foo', false);
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/home');
  });
});

describe('the /embed routes', () => {
  it('give each entry of core’s EMBED_PATHS its page, and anything else under /embed the 404', async () => {
    // The router starts at the current address; an /embed one runs no loader (no sign-in, no fetch).
    window.history.replaceState(null, '', '/embed/none');
    const router = createAppRouter(new QueryClient());
    try {
      // Pages are loaded with their route (router.tsx): the leaf's element is what its lazy loads.
      const leaf = async (path: string) => {
        const route = matchRoutes(router.routes, path)?.at(-1)?.route;
        return typeof route?.lazy === 'object' ? await route.lazy.element?.() : route?.element;
      };
      for (const path of EMBED_PATHS) expect(await leaf(path), path).toBe(EMBED_PAGES[path]);
      for (const path of ['/embed', '/embed/foo', '/embed/build-report/x', '/embed/reports/rep_1']) {
        const element = (await leaf(path)) as { type?: unknown } | undefined;
        expect(element?.type, path).toBe(EmbedNotFoundPage);
      }
    } finally {
      router.dispose();
    }
  });
});
