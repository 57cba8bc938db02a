/**
 * Setup for jsdom component tests; import it first. It fills the one browser API jsdom lacks that
 * react-aria calls (CSS.escape, used to read a CSP nonce from a meta tag), and gives findBy/waitFor
 * 5 s instead of 1 s because the test machine is shared. Nothing of ours is replaced.
 */
import { configure } from '@testing-library/react';

const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ?? {};
if (typeof css.escape !== 'function') {
  css.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}
// Defined rather than assigned: another file of the same worker may have defined it read-only.
Object.defineProperty(globalThis, 'CSS', { value: css, configurable: true, writable: true });

configure({ asyncUtilTimeout: 5000 });
