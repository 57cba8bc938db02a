/**
 * chart.js registration, done on first use rather than at import: the package declares only its
 * CSS as having side effects, so a bundler may drop a module that registers at load time.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

let registered = false;
let drawable: boolean | undefined;

/** Registers the controllers, elements and scales the overview uses (idempotent). */
export function ensureChartsRegistered(): void {
  if (registered) return;
  Chart.register(
    ArcElement,
    BarController,
    BarElement,
    CategoryScale,
    DoughnutController,
    Legend,
    LinearScale,
    LineController,
    LineElement,
    PointElement,
    Tooltip,
  );
  registered = true;
}

/**
 * Whether this environment can draw on a canvas. Where it cannot (jsdom, some locked-down
 * browsers) the charts' data tables are shown instead of empty canvases.
 */
export function canDrawCharts(): boolean {
  if (drawable === undefined) {
    try {
      drawable = typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
    } catch {
      drawable = false;
    }
  }
  return drawable;
}
