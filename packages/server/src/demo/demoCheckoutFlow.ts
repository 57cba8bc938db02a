/**
 * The demo's workflow: a shopper's checkout through examples/demo-site, from the home page to the
 * "Confirm order" dialog of the order review page (checkout-confirm.html, a page added for this
 * flow so the captured pages stay as they are). Each step is what the shopper does and the state it
 * leads to, which the recorder checks with axe and photographs.
 */
import type { FlowRecorder } from '@curbcut/scanner';

/** One step: its name and action as the report shows them, and how the recorder does it. */
export interface FlowStep {
  name: string;
  action: string;
  perform(recorder: FlowRecorder, siteUrl: string): Promise<void>;
}

/**
 * The checkout flow. "Add to basket" is a `div` with no behaviour on the demo product page, so the
 * state after it is the product page again, as a recorder meets it; the checkout form submits
 * nowhere, so the review page is opened by its address.
 */
export const CHECKOUT_FLOW: readonly FlowStep[] = [
  { name: 'Open the shop', action: 'Navigate to the home page', perform: (r, site) => r.goto(`${site}/`) },
  { name: 'Open the oak serving board', action: 'Click "Oak serving board"', perform: (r) => r.click('a:has-text("Oak serving board")') },
  { name: 'Add the board to the basket', action: 'Click "Add to basket"', perform: (r) => r.click('[role="button"]:has-text("Add to basket")') },
  { name: 'Open the basket', action: 'Click the basket icon', perform: (r) => r.click('header a[href="basket.html"]') },
  { name: 'Go to checkout', action: 'Click "Go to checkout"', perform: (r) => r.click('a:has-text("Go to checkout")') },
  { name: 'Review the order', action: 'Navigate to the order review page', perform: (r, site) => r.goto(`${site}/checkout-confirm.html`) },
  { name: 'Place the order', action: 'Click "Place order"', perform: (r) => r.click('#place-order') },
];
