/**
 * The viewer bench page: mounts PdfPages on the generated 500-page PDF and offers the measured
 * phases as window.curbcutPdfBench, one phase per driver call.
 */
import { createRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { PdfPages } from '../../../packages/widgets/src/pdfReport/viewer';
import type { PdfHighlight, PdfPagesHandle } from '../../../packages/widgets/src/pdfReport/viewer';
import '../../../packages/widgets/src/tokens.css';
import { benchHighlights } from './layout';
import type { FirstPageResult, JumpResult, StepsResult, ViewerBenchApi } from './types';

const STEP_LIMIT_MS = 10_000;
const host = document.getElementById('viewer') as HTMLElement;
const handle = createRef<PdfPagesHandle>();
const { jump: jumpTarget, steps: stepTargets } = benchHighlights();
const all = [jumpTarget, ...stepTargets];
let setActive: (id: string | null) => void = () => undefined;
const epoch = (t: number): number => performance.timeOrigin + t;

/** Every page painted so far (data-rendered set), in order, with when. */
const painted: { page: number; at: number }[] = [];
new MutationObserver((records) => {
  for (const r of records) {
    const el = r.target as HTMLElement;
    if (r.attributeName === 'data-rendered' && el.dataset.rendered === 'true') painted.push({ page: Number(el.dataset.page), at: performance.now() });
  }
}).observe(host, { subtree: true, attributes: true, attributeFilter: ['data-rendered'] });

/** Resolves with the time page `page` is painted (at once when it already is); rejects after `limit`. */
function pageRendered(page: number, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const done = () => host.querySelector(`[data-page="${page}"][data-rendered="true"]`) !== null;
    if (done()) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now());
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`page ${page} not painted within ${limit} ms`));
    }, limit);
    observer.observe(host, { subtree: true, attributes: true, attributeFilter: ['data-rendered'] });
  });
}

function Harness({ url, onLoadError }: { url: string; onLoadError: (e: Error) => void }) {
  const [active, setActiveId] = useState<string | null>(null);
  setActive = setActiveId;
  const highlights: PdfHighlight[] = all.map((h) => (h.id === active ? { ...h, active: true } : h));
  return <PdfPages ref={handle} url={url} scale={0.6} highlights={highlights} onLoadError={onLoadError} label="PDF document, bench.pdf" />;
}

async function mount(url: string): Promise<FirstPageResult> {
  let failed: Error | null = null;
  const t0 = performance.now();
  const loaded = new Promise<number>((resolve) => {
    createRoot(host).render(
      <Harness
        url={url}
        onLoadError={(e) => {
          failed = e;
        }}
      />,
    );
    // pageCount comes from the DOM: one page box per page.
    void pageRendered(1, 60_000).then(() => resolve(host.querySelectorAll('[data-page]').length));
  });
  const pageCount = await loaded;
  if (failed) throw failed;
  const t1 = painted.find((p) => p.page === 1)?.at ?? performance.now();
  return { ms: t1 - t0, mountedAt: epoch(t0), paintedAt: epoch(t1), pageCount };
}

/** Selects a highlight and scrolls to it as the widget does (after the re-render that marks it active). */
function select(id: string): void {
  flushSync(() => setActive(id));
  handle.current?.scrollToHighlight(id);
}

async function jump(): Promise<JumpResult> {
  const from = painted.length;
  const t0 = performance.now();
  select(jumpTarget.id);
  const t1 = await pageRendered(jumpTarget.page, 30_000);
  // Let the neighbours settle, then list what the jump painted.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { ms: t1 - t0, painted: [...new Set(painted.slice(from).map((p) => p.page))].sort((a, b) => a - b) };
}

async function steps(): Promise<StepsResult> {
  const samples: number[] = [];
  let timeouts = 0;
  const t0 = performance.now();
  for (const h of stepTargets) {
    const t = performance.now();
    select(h.id);
    try {
      samples.push((await pageRendered(h.page, STEP_LIMIT_MS)) - t);
    } catch {
      timeouts++;
      samples.push(STEP_LIMIT_MS);
    }
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: samples.length,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    maxMs: sorted.at(-1) ?? 0,
    totalMs: performance.now() - t0,
    timeouts,
  };
}

const api: ViewerBenchApi = {
  mount,
  jump,
  steps,
  liveCanvases: () => [...document.querySelectorAll('canvas')].filter((c) => c.width > 0).length,
};
(window as unknown as { curbcutPdfBench: ViewerBenchApi }).curbcutPdfBench = api;
