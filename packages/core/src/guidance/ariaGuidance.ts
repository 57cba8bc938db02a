/** Guidance for axe's ARIA rules and the rules about accessible names of controls (WCAG 4.1.2 mostly). */
import type { RuleGuidanceEntry } from './types';

/** ARIA and control-name rules, by axe rule id. */
export const ARIA_GUIDANCE: Readonly<Record<string, RuleGuidanceEntry>> = {
  'aria-allowed-attr': {
    change: 'Remove ARIA attributes the element’s role does not support, or give the element a role that supports them.',
    example: '<button aria-pressed="false">Bold</button>',
    sc: '4.1.2',
  },
  'aria-braille-equivalent': {
    change: 'Whenever you set aria-braillelabel or aria-brailleroledescription, also give the element a non-braille name or aria-roledescription.',
    example: '<img alt="3 stars" aria-braillelabel="***" src="stars.png">',
    sc: '4.1.2',
  },
  'aria-command-name': {
    change: 'Give every element with role button, link or menuitem a name: visible text inside it, aria-label, or aria-labelledby.',
    example: '<div role="button" tabindex="0">Save draft</div>',
    sc: '4.1.2',
  },
  'aria-conditional-attr': {
    change: 'Use ARIA attributes only where the role allows them: for example, no aria-checked on a native checkbox (use its checked state) and no aria-expanded on a row outside a treegrid.',
    example: '<input type="checkbox" checked>',
    sc: '4.1.2',
  },
  'aria-deprecated-role': {
    change: 'Replace deprecated roles (such as directory) with a current role that says the same thing.',
    example: '<ul role="list">…</ul>',
    sc: '4.1.2',
  },
  'aria-hidden-body': {
    change: 'Remove aria-hidden="true" from <body>: it hides the whole page from assistive technology.',
    example: '<body>…</body>',
    sc: '4.1.2',
  },
  'aria-hidden-focus': {
    change: 'Content hidden with aria-hidden must not be reachable by keyboard: remove focusable elements from it, add tabindex="-1" or inert, or stop hiding it.',
    example: '<div aria-hidden="true" inert>\n  <a href="/offer">Offer</a>\n</div>',
    sc: '4.1.2',
  },
  'aria-input-field-name': {
    change: 'Name every ARIA input (combobox, listbox, searchbox, slider, spinbutton, textbox) with aria-labelledby pointing at its visible label, or aria-label.',
    example: '<span id="qty">Quantity</span>\n<div role="spinbutton" aria-labelledby="qty" aria-valuenow="1" tabindex="0"></div>',
    sc: '4.1.2',
  },
  'aria-meter-name': {
    change: 'Give every role="meter" a name that says what it measures.',
    example: '<div role="meter" aria-label="Disk usage" aria-valuenow="70" aria-valuemin="0" aria-valuemax="100"></div>',
    sc: '1.1.1',
  },
  'aria-progressbar-name': {
    change: 'Give every progress bar a name that says what is progressing.',
    example: '<div role="progressbar" aria-label="Uploading report" aria-valuenow="40"></div>',
    sc: '1.1.1',
  },
  'aria-prohibited-attr': {
    change: 'Do not name elements whose role forbids a name (generic div or span, presentation): move aria-label to a real control, or show the text instead.',
    example: '<span>Status: in stock</span>',
    sc: '4.1.2',
  },
  'aria-required-attr': {
    change: 'Add the state every role requires, and keep it current: aria-checked on a checkbox, aria-valuenow on a slider, aria-level on a heading.',
    example: '<div role="checkbox" aria-checked="false" tabindex="0">Subscribe</div>',
    sc: '4.1.2',
  },
  'aria-required-children': {
    change: 'Put the owned roles a composite role needs inside it: options in a listbox, tabs in a tablist, rows in a grid.',
    example: '<ul role="listbox" aria-label="Size">\n  <li role="option">Small</li>\n</ul>',
    sc: '1.3.1',
  },
  'aria-required-parent': {
    change: 'Place each child role inside the parent it belongs to: option inside listbox, tab inside tablist, menuitem inside menu.',
    example: '<div role="tablist">\n  <button role="tab" aria-selected="true">Details</button>\n</div>',
    sc: '1.3.1',
  },
  'aria-roledescription': {
    change: 'Use aria-roledescription only on elements that have a role (native or explicit).',
    example: '<section aria-roledescription="slide" aria-label="1 of 4">…</section>',
    sc: '4.1.2',
  },
  'aria-roles': {
    change: 'Correct misspelled or invented role values; use only roles defined by WAI-ARIA.',
    example: '<div role="alert">Payment failed</div>',
    sc: '4.1.2',
  },
  'aria-tab-name': {
    change: 'Give every role="tab" a name, usually its visible text.',
    example: '<button role="tab" aria-selected="true">Shipping</button>',
    sc: '4.1.2',
  },
  'aria-toggle-field-name': {
    change: 'Name every ARIA checkbox, switch, radio or menuitemcheckbox, usually by its visible text.',
    example: '<div role="switch" aria-checked="true" tabindex="0">Dark mode</div>',
    sc: '4.1.2',
  },
  'aria-tooltip-name': {
    change: 'Put text inside every role="tooltip" (or name it with aria-label).',
    example: '<div role="tooltip" id="tip">Opens in a new tab</div>',
    sc: '4.1.2',
  },
  'aria-valid-attr-value': {
    change: 'Give ARIA attributes allowed values: ids that exist for aria-labelledby, aria-controls and aria-describedby; true or false for boolean states.',
    example: '<button aria-expanded="false" aria-controls="menu">Menu</button>\n<ul id="menu" hidden>…</ul>',
    sc: '4.1.2',
  },
  'aria-valid-attr': {
    change: 'Correct misspelled ARIA attribute names (aria-labeledby is aria-labelledby); remove invented ones.',
    example: '<input aria-labelledby="email-label">',
    sc: '4.1.2',
  },
  'button-name': {
    change: 'Give every button a name: visible text, or aria-label for an icon-only button (hide the icon itself with aria-hidden).',
    example: '<button aria-label="Close">\n  <svg aria-hidden="true">…</svg>\n</button>',
    sc: '4.1.2',
  },
  'duplicate-id-aria': {
    change: 'Make ids referenced by ARIA attributes or label[for] unique on the page, so each reference reaches one element.',
    example: '<label for="billing-email">Email</label>\n<input id="billing-email">',
    sc: '4.1.2',
  },
  'frame-title-unique': {
    change: 'Give each iframe a title that tells it apart from the others on the page.',
    example: '<iframe title="Shipping rates map" src="…"></iframe>',
    sc: '4.1.2',
  },
  'frame-title': {
    change: 'Give every iframe a title that says what it contains.',
    example: '<iframe title="Product video" src="…"></iframe>',
    sc: '4.1.2',
  },
  'input-button-name': {
    change: 'Give input buttons a value (their visible text) or aria-label.',
    example: '<input type="submit" value="Place order">',
    sc: '4.1.2',
  },
  'input-image-alt': {
    change: 'Give <input type="image"> an alt that says what the button does, not what the picture shows.',
    example: '<input type="image" src="search.svg" alt="Search">',
    sc: '1.1.1',
  },
  label: {
    change: 'Give every form field a label: a <label for> tied to its id, a wrapping <label>, or aria-labelledby. A placeholder is not a label.',
    example: '<label for="email">Email</label>\n<input id="email" type="email">',
    sc: '4.1.2',
  },
  'link-name': {
    change: 'Give every link text that says where it goes: visible text, alt on an image inside it, or aria-label.',
    example: '<a href="/cart"><img src="cart.svg" alt="Cart"></a>',
    sc: '2.4.4',
  },
  'nested-interactive': {
    change: 'Do not put focusable controls inside another control (a link in a button, a button in a role="option"): place them side by side.',
    example: '<li>\n  <a href="/item/1">Item</a>\n  <button>Remove</button>\n</li>',
    sc: '4.1.2',
  },
  'select-name': {
    change: 'Give every <select> a label.',
    example: '<label for="country">Country</label>\n<select id="country">…</select>',
    sc: '4.1.2',
  },
  'summary-name': {
    change: 'Put text in every <summary> so the disclosure has a name.',
    example: '<details>\n  <summary>Delivery options</summary>\n  …\n</details>',
    sc: '4.1.2',
  },
};
