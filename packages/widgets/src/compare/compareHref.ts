/** Where a confirmed comparison leads: the compare pages of spec 000 section 2.1. */
import type { CompareProduct } from '@curbcut/core';
import type { CompareCurrentRun } from './props';

const COMPARE_PATHS: Readonly<Record<CompareProduct, string>> = {
  automatedTest: '/automated-tests/compare',
  websiteScan: '/site-scanner/compare',
  workflowScan: '/workflow-analyzer/compare',
};

/**
 * The compare page of the selected run and the current one (`ids=selected,current`, as spec 002
 * section 2.3 orders them; the server makes the older run the base), with `source=lcnc` for a
 * low-code build.
 */
export function comparePagePath(run: Pick<CompareCurrentRun, 'id' | 'product' | 'source'>, selectedId: string): string {
  const params = new URLSearchParams({ ids: `${selectedId},${run.id}` });
  if (run.product === 'automatedTest' && run.source === 'lcnc') params.set('source', 'lcnc');
  // Commas stay readable: ids never contain one.
  return `${COMPARE_PATHS[run.product]}?${params.toString().replace(/%2C/g, ',')}`;
}

/**
 * The address a `navigate` to the compare page carries in the minimal (embedded) view: absolute,
 * since the parent page owns the window and would read a relative one against its own origin.
 */
export function absoluteHref(path: string): string {
  return new URL(path, window.location.href).href;
}
