/** A value that follows its input only after the input has been still for `delayMs`. */
import { useEffect, useState } from 'react';

/** Search debounce of the Tests tab (spec 001 sections 5 and 9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/** Returns `value` once it has stopped changing for `delayMs`; `flush` adopts it at once. */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, (next: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return [settled, setSettled];
}
