/**
 * Section (h) of `npm run bench` (`--only pdf-viewer` alone): the PDF page viewer in Chromium, run
 * in its own process (browserChild.ts) so its browser does not disturb the other sections' memory.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pdfViewerSection } from './summary';
import type { ViewerBenchResult } from './types';

const here = dirname(fileURLToPath(import.meta.url));

/** Runs the child and returns the section's lines. */
export function pdfViewerBenchSection(): string[] {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@curbcut/source', join(here, 'browserChild.ts')], {
    encoding: 'utf8',
    timeout: 600_000,
    maxBuffer: 16 * 1024 * 1024,
    // Its progress lines (stderr) show as it goes.
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const last = (child.stdout ?? '').trim().split('\n').at(-1) ?? '';
  let result: ViewerBenchResult;
  try {
    result = JSON.parse(last) as ViewerBenchResult;
  } catch {
    result = { ok: false, error: child.signal ? `killed by ${child.signal}` : `exit code ${child.status}` };
  }
  return pdfViewerSection(result);
}
