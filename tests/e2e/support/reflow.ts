/**
 * Reflow measurements (WCAG 1.4.10, 1.4.4, 1.4.12): whether the page scrolls sideways, and which
 * elements make it, under the conditions the reflow spec applies to one loaded page in turn
 * (320 px; 1280 px with the root font at 200%; 200% browser zoom; the text-spacing overrides).
 */
import type { CDPSession, Page } from '@playwright/test';

/** One condition a page must reflow under. */
export interface ReflowCondition {
  name: string;
  width: number;
  /** Device pixels per CSS pixel: 200% browser zoom of a 1280 px window is 640 CSS px at 2. */
  deviceScaleFactor?: number;
  /** A style sheet applied for this condition only. */
  css?: string;
}

/** WCAG 1.4.12's text-spacing overrides, forced over the app's own styles as a bookmarklet would. */
export const TEXT_SPACING_CSS = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

export const CONDITIONS: readonly ReflowCondition[] = [
  { name: '320 px', width: 320 },
  { name: '320 px with WCAG 1.4.12 text spacing', width: 320, css: TEXT_SPACING_CSS },
  { name: '200% zoom (640 px at 2 device pixels)', width: 640, deviceScaleFactor: 2 },
  { name: '1280 px with the root font at 200%', width: 1280, css: ':root { font-size: 200% !important; }' },
];

const HEIGHT = 800;
const STYLE_ID = 'reflow-condition';

/** The DevTools session holding a page's device-scale override: detaching it ends the override. */
const scaled = new WeakMap<Page, CDPSession>();

/** Applies a condition to the loaded page: viewport, device scale and its style sheet. */
export async function applyCondition(page: Page, condition: ReflowCondition): Promise<void> {
  await scaled.get(page)?.detach();
  scaled.delete(page);
  await page.setViewportSize({ width: condition.width, height: HEIGHT });
  if (condition.deviceScaleFactor) {
    // Playwright sets the scale per context; the DevTools protocol changes it on this page only.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: condition.width,
      height: HEIGHT,
      deviceScaleFactor: condition.deviceScaleFactor,
      mobile: false,
    });
    scaled.set(page, cdp);
  }
  await page.evaluate(
    ({ id, css }) => {
      document.getElementById(id)?.remove();
      if (css) {
        const style = document.createElement('style');
        style.id = id;
        style.textContent = css;
        document.head.append(style);
      }
    },
    { id: STYLE_ID, css: condition.css ?? '' },
  );
  // Two frames: media-query listeners (the sidebar) re-render, then layout settles. Chromium can
  // hold a page's frames back after a metrics override on a busy machine (a CI run waited 60 s for
  // one): a second's wait stands in for them, and the checks below read the settled layout anyway.
  const width = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const done = () => resolve(window.innerWidth);
        requestAnimationFrame(() => requestAnimationFrame(done));
        setTimeout(done, 1000);
      }),
  );
  if (width !== condition.width) throw new Error(`${condition.name}: the window is ${width} px wide, not ${condition.width}`);
}

/** What one measurement found: the page's overflow and the elements responsible. */
export interface ReflowFinding {
  scrollWidth: number;
  innerWidth: number;
  /** Elements sticking out past the right edge whose parent does not (where the overflow starts). */
  overflowing: string[];
  /** Buttons, tabs and headings whose text is cut off inside their own box. */
  clipped: string[];
}

/** Measures the current layout of the page. */
export function measureReflow(page: Page): Promise<ReflowFinding> {
  return page.evaluate(() => {
    const describe = (el: Element): string => {
      const part = (e: Element) => {
        const id = e.id ? `#${e.id}` : '';
        const classes = [...e.classList].slice(0, 3).map((c) => `.${c}`).join('');
        return `${e.tagName.toLowerCase()}${id}${classes}`;
      };
      const chain = [part(el)];
      for (let p = el.parentElement; p && chain.length < 3 && p !== document.body; p = p.parentElement) chain.unshift(part(p));
      const rect = el.getBoundingClientRect();
      return `${chain.join(' > ')} (${Math.round(rect.width)} px wide, right edge at ${Math.round(rect.right)})`;
    };
    const limit = window.innerWidth + 1;
    const overflowing: string[] = [];
    // Elements inside a box that scrolls or clips sideways cannot widen the page.
    const walk = (el: Element, parentRight: number) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (style.display === 'none') return;
      const sized = rect.width > 0 || rect.height > 0;
      if (sized && rect.right > limit && parentRight <= limit && style.position !== 'fixed') overflowing.push(describe(el));
      if (style.overflowX !== 'visible' && el !== document.documentElement && el !== document.body) return;
      const right = sized ? rect.right : parentRight;
      // A long word overflows as text, not as an element.
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim() || right > limit) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (range.getBoundingClientRect().right > limit) overflowing.push(`text '${node.textContent.trim().slice(0, 40)}' in ${describe(el)}`);
      }
      for (const child of el.children) walk(child, right);
    };
    walk(document.body, document.body.getBoundingClientRect().right);

    const clipped: string[] = [];
    for (const el of document.querySelectorAll('button, .button, [role=tab], h1, h2, h3, header a')) {
      const style = getComputedStyle(el);
      // Visually hidden text (a 1 px box) is clipped on purpose.
      if (style.display === 'none' || el.getBoundingClientRect().width <= 1) continue;
      const cuts = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (cuts && el.scrollWidth > el.clientWidth + 1) clipped.push(describe(el));
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      overflowing: overflowing.slice(0, 4),
      clipped: clipped.slice(0, 4),
    };
  });
}

/** A line per problem of `finding`, empty when the page reflows. */
export function problemsOf(what: string, finding: ReflowFinding): string[] {
  const problems: string[] = [];
  if (finding.scrollWidth > finding.innerWidth) {
    problems.push(`${what}: page ${finding.scrollWidth} px wide in ${finding.innerWidth}; ${finding.overflowing.join('; ') || 'no single element found'}`);
  }
  for (const el of finding.clipped) problems.push(`${what}: clipped text in ${el}`);
  return problems;
}

/** Measures `page` under every condition and answers the problems found (empty when it reflows). */
export async function reflowProblems(page: Page, what: string): Promise<string[]> {
  const problems: string[] = [];
  for (const condition of CONDITIONS) {
    await applyCondition(page, condition);
    problems.push(...problemsOf(`${what} at ${condition.name}`, await measureReflow(page)));
  }
  await applyCondition(page, CONDITIONS[0]!);
  return problems;
}
