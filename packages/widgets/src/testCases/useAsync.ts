/**
 * Loads with a promise-returning function and tracks loading, error and ready; an answer that
 * arrives after a newer request started is dropped, so a slow page never overwrites a newer one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** State of one load. */
export type AsyncState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** Runs `load` whenever `key` changes (and on retry). */
export function useAsync<T>(load: () => Promise<T>, key: string): AsyncState<T> & { retry: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const request = ++latest.current;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => {
        if (request === latest.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (request === latest.current) setState({ status: 'error', error });
      },
    );
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
