/** The default place a widget keeps its view state: the page's own URL. */
import type { UrlStateStore } from '../buildReport/props';

/** Reads `location.search`, writes with history.pushState / replaceState, listens to popstate. */
export function windowUrlStateStore(): UrlStateStore {
  return {
    read: () => new URLSearchParams(window.location.search),
    write(params, { push }) {
      const query = params.toString();
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      if (push) window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
    },
    subscribe(listener) {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

/** A store held in memory (tests, and hosts that keep no URL): starts from `initial`. */
export function memoryUrlStateStore(initial = ''): UrlStateStore & { writes: { query: string; push: boolean }[] } {
  let params = new URLSearchParams(initial);
  const listeners = new Set<() => void>();
  const writes: { query: string; push: boolean }[] = [];
  return {
    writes,
    read: () => new URLSearchParams(params),
    write(next, { push }) {
      params = new URLSearchParams(next);
      writes.push({ query: params.toString(), push });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
