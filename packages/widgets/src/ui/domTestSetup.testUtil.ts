/**
 * Setup for the widget's jsdom tests: a CSS.escape fill (react-aria reads a CSP nonce with it and
 * jsdom lacks it) and a longer wait for async queries, since the first render loads a whole report.
 */
import { configure } from '@testing-library/react';

const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ?? {};
if (typeof css.escape !== 'function') css.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
// Defined rather than assigned: another file of the same worker may have defined it read-only.
Object.defineProperty(globalThis, 'CSS', { value: css, configurable: true, writable: true });

configure({ asyncUtilTimeout: 8000 });

import { vi } from 'vitest';
vi.setConfig({ testTimeout: 30_000 });
