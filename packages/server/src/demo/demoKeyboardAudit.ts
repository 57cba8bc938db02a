/**
 * The demo's assisted test: a keyboard and focus audit of the demo shop's checkout page, made the
 * way a tester makes one. Each check drives the real page (Tab through it, Space on the gift-wrap
 * option, look at the focus ring) and its verdict and failing elements come from what the page did;
 * the elements' selectors, markup and screenshots are taken from the page as found.
 */
import type { AssistedCheckInput, CheckInstanceInput, Impact } from '@curbcut/core';
import type { FlowRecorder, RecordedElement } from '@curbcut/scanner';

/** The page the audit checks, under the demo site's address. */
export const AUDITED_PATH = '/checkout.html';

/** Tab presses from the top of the page: enough to pass the address fields and reach the header's links. */
const TAB_STOPS = 6;
const GIFT_WRAP = '[role="checkbox"]';

/** What the audit sends: its checks and the page's automated results. */
export interface KeyboardAudit {
  checks: AssistedCheckInput[];
  results: unknown;
}

function instance(pageUrl: string, element: RecordedElement, impact: Impact, notes: string): CheckInstanceInput {
  return {
    pageUrl,
    selector: element.selector,
    // The ingest keeps at most 20,000 characters of markup; a tester's snippet is the element's start.
    html: element.html.slice(0, 20_000),
    impact,
    notes,
    ...(element.screenshot ? { screenshot: { contentType: 'image/png' as const, data: element.screenshot.toString('base64') } } : {}),
  };
}

/** A check that failed on its instances, or passed on the page when it found none. */
function verdict(criterion: string, pageUrl: string, instances: CheckInstanceInput[], fail: string, pass: string): AssistedCheckInput {
  return instances.length > 0 ? { criterion, outcome: 'fail', notes: fail, instances } : { criterion, outcome: 'pass', notes: pass, pageUrl };
}

/** axe's first colour-contrast violation target on the page, as a selector. */
function firstContrastTarget(results: unknown): string | null {
  const violations = (results as { violations?: Array<{ id?: string; nodes?: Array<{ target?: unknown[] }> }> }).violations ?? [];
  const target = violations.find((v) => v.id === 'color-contrast')?.nodes?.[0]?.target?.[0];
  return typeof target === 'string' ? target : null;
}

/** Runs the audit on the checkout page of the site at `siteUrl` (no trailing slash). */
export async function auditCheckoutKeyboard(recorder: FlowRecorder, siteUrl: string): Promise<KeyboardAudit> {
  const pageUrl = `${siteUrl}${AUDITED_PATH}`;
  await recorder.goto(pageUrl);
  const { axe: results } = await recorder.record();

  // 2.4.3 and 2.4.7: Tab from the top of the page, noting where focus goes and whether it shows.
  const jumped: CheckInstanceInput[] = [];
  const unseen: CheckInstanceInput[] = [];
  for (let stop = 0; stop < TAB_STOPS; stop += 1) {
    await recorder.press('Tab');
    const focused = await recorder.focused();
    if (focused === null) continue;
    const tabindex = Number(await recorder.attribute(focused.selector, 'tabindex'));
    if (tabindex > 0) {
      jumped.push(instance(pageUrl, focused, 'moderate', `Tab reaches this field before the site's navigation: tabindex="${tabindex}" takes it out of the reading order.`));
    }
    if (!focused.indicatorVisible) unseen.push(instance(pageUrl, focused, 'serious', 'No focus indicator is drawn while this element has focus.'));
  }

  // 2.1.1 and 4.1.2: the gift-wrap option takes focus as a checkbox; does Space tick it, and is its state exposed?
  await recorder.focus(GIFT_WRAP);
  const before = await recorder.attribute(GIFT_WRAP, 'aria-checked');
  await recorder.press('Space');
  const after = await recorder.attribute(GIFT_WRAP, 'aria-checked');
  const giftWrap = await recorder.element(GIFT_WRAP);
  const notOperable = before === after ? [instance(pageUrl, giftWrap, 'critical', 'Space does nothing: the gift-wrap option cannot be chosen from the keyboard.')] : [];
  const noState = after === null ? [instance(pageUrl, giftWrap, 'serious', 'A screen reader announces a checkbox but never whether it is checked: aria-checked is missing.')] : [];

  // 1.4.3: the tester confirms the first low-contrast text axe flagged.
  const contrastTarget = firstContrastTarget(results);
  const lowContrast = contrastTarget === null ? [] : [instance(pageUrl, await recorder.element(contrastTarget), 'serious', 'Hard to read: axe measures this text well under 4.5:1 against its background.')];

  return {
    results,
    checks: [
      verdict('2.1.1', pageUrl, notOperable, 'A custom control on the form does not respond to the keyboard.', 'Every control on the form works with the keyboard.'),
      verdict('2.4.3', pageUrl, jumped, 'Positive tabindex values send focus to the address fields first, then back to the header.', 'Focus follows the reading order.'),
      verdict('2.4.7', pageUrl, unseen, 'Some elements show no focus indicator.', 'Every element reached with Tab shows a visible focus ring.'),
      verdict('1.4.3', pageUrl, lowContrast, 'The card-details reassurance is too faint to read.', 'All text measured meets 4.5:1.'),
      { criterion: '2.2.1', outcome: 'notApplicable', notes: 'The checkout has no time limit.', pageUrl },
      { criterion: '3.3.1', outcome: 'notTested', notes: 'The demo form submits nowhere, so no error messages could be triggered.' },
      verdict('4.1.2', pageUrl, noState, 'A custom checkbox does not expose its state.', 'Every control exposes its name, role and state.'),
    ],
  };
}
