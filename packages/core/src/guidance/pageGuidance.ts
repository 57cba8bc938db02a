/** Guidance for axe's rules about images, media, structure, language, colour, keyboard and layout. */
import type { RuleGuidanceEntry } from './types';

/** Content and page-structure rules, by axe rule id. */
export const PAGE_GUIDANCE: Readonly<Record<string, RuleGuidanceEntry>> = {
  'area-alt': {
    change: 'Give every <area> of an image map an alt that says where the area leads.',
    example: '<area shape="rect" coords="0,0,80,40" href="/north" alt="North region">',
    sc: '2.4.4',
  },
  'audio-caption': {
    change: 'Provide a transcript or captions track for audio content.',
    example: '<audio controls src="talk.mp3">\n  <track kind="captions" src="talk.vtt" srclang="en">\n</audio>',
    sc: '1.2.1',
  },
  'autocomplete-valid': {
    change: 'Use a valid autocomplete token that matches what the field collects (email, given-name, postal-code…), or remove the attribute.',
    example: '<input id="email" type="email" autocomplete="email">',
    sc: '1.3.5',
  },
  'avoid-inline-spacing': {
    change: 'Do not set line-height, letter-spacing or word-spacing with !important in a style attribute: users must be able to override text spacing.',
    example: '<p style="line-height: 1.5">…</p>',
    sc: '1.4.12',
  },
  blink: {
    change: 'Remove <blink>; if something must draw attention, use a static style the user can read.',
    example: '<strong class="notice">Sale ends today</strong>',
    sc: '2.2.2',
  },
  bypass: {
    change: 'Let keyboard users skip repeated blocks: add a main landmark, headings, or a skip link to the main content.',
    example: '<a class="skip-link" href="#main">Skip to content</a>\n<main id="main">…</main>',
    sc: '2.4.1',
  },
  'color-contrast': {
    change: 'Raise the contrast between text and its background to at least 4.5:1 (3:1 for large text): darken the text or lighten the background.',
    example: '.price { color: #595959; background: #ffffff; } /* 7:1 */',
    sc: '1.4.3',
  },
  'css-orientation-lock': {
    change: 'Do not lock the page to portrait or landscape with CSS transforms in orientation media queries; let content follow the device.',
    example: '@media (orientation: landscape) { .gallery { grid-template-columns: 1fr 1fr; } }',
    sc: '1.3.4',
  },
  'definition-list': {
    change: 'Put only <dt> and <dd> groups (optionally wrapped in <div>) directly inside <dl>.',
    example: '<dl>\n  <dt>Size</dt>\n  <dd>Medium</dd>\n</dl>',
    sc: '1.3.1',
  },
  dlitem: {
    change: 'Place <dt> and <dd> inside a <dl>.',
    example: '<dl>\n  <dt>Colour</dt>\n  <dd>Blue</dd>\n</dl>',
    sc: '1.3.1',
  },
  'document-title': {
    change: 'Give every page a non-empty <title> that says what the page is.',
    example: '<title>Checkout · Demo shop</title>',
    sc: '2.4.2',
  },
  'form-field-multiple-labels': {
    change: 'Tie each form field to one <label>; put extra hints in aria-describedby text instead of a second label.',
    example: '<label for="pw">Password</label>\n<input id="pw" type="password" aria-describedby="pw-hint">\n<p id="pw-hint">At least 12 characters</p>',
    sc: '3.3.2',
  },
  'frame-focusable-content': {
    change: 'Remove tabindex="-1" from frames that contain focusable content, so keyboard users can reach it.',
    example: '<iframe title="Payment form" src="…"></iframe>',
    sc: '2.1.1',
  },
  'html-has-lang': {
    change: 'Declare the page’s language on <html>.',
    example: '<html lang="en">',
    sc: '3.1.1',
  },
  'html-lang-valid': {
    change: 'Use a valid BCP 47 language code in the lang attribute of <html>.',
    example: '<html lang="fr-CA">',
    sc: '3.1.1',
  },
  'html-xml-lang-mismatch': {
    change: 'Make lang and xml:lang on <html> name the same base language, or drop xml:lang.',
    example: '<html lang="en" xml:lang="en">',
    sc: '3.1.1',
  },
  'image-alt': {
    change: 'Give every <img> an alt: a short description of what the image conveys, or alt="" when it is purely decorative.',
    example: '<img src="logo.png" alt="Demo shop">\n<img src="divider.png" alt="">',
    sc: '1.1.1',
  },
  'label-content-name-mismatch': {
    change: 'Start the accessible name with the control’s visible text, so speech users can say what they see.',
    example: '<button aria-label="Search products">Search</button>',
    sc: '2.5.3',
  },
  'link-in-text-block': {
    change: 'Make links inside text distinguishable without colour: underline them, or give them 3:1 contrast with the surrounding text plus a non-colour cue on hover and focus.',
    example: 'p a { text-decoration: underline; }',
    sc: '1.4.1',
  },
  list: {
    change: 'Put only <li> (or <script> and <template>) directly inside <ul> and <ol>.',
    example: '<ul>\n  <li>Shoes</li>\n  <li>Bags</li>\n</ul>',
    sc: '1.3.1',
  },
  listitem: {
    change: 'Place every <li> inside a <ul>, <ol> or <menu>.',
    example: '<ol>\n  <li>Add to cart</li>\n</ol>',
    sc: '1.3.1',
  },
  marquee: {
    change: 'Remove <marquee>; show the text statically, or give moving content a pause control.',
    example: '<p class="announcement">Free delivery this week</p>',
    sc: '2.2.2',
  },
  'meta-refresh': {
    change: 'Do not reload or redirect the page on a timer with <meta http-equiv="refresh">; redirect on the server, or let the user choose to refresh.',
    example: 'HTTP/1.1 301 Moved Permanently\nLocation: /new-page',
    sc: '2.2.1',
  },
  'meta-viewport': {
    change: 'Let users zoom: remove user-scalable=no and any maximum-scale below 2 from the viewport meta tag.',
    example: '<meta name="viewport" content="width=device-width, initial-scale=1">',
    sc: '1.4.4',
  },
  'no-autoplay-audio': {
    change: 'Do not play sound automatically for more than 3 seconds; start muted, or give a visible control to pause or mute.',
    example: '<video src="intro.mp4" autoplay muted controls></video>',
    sc: '1.4.2',
  },
  'object-alt': {
    change: 'Give every <object> a text alternative: text inside it, aria-label, or title.',
    example: '<object data="chart.svg" type="image/svg+xml" aria-label="Sales by month, rising from 10 to 40"></object>',
    sc: '1.1.1',
  },
  'p-as-heading': {
    change: 'Mark up headings as <h1>–<h6> instead of styling a paragraph bold or large.',
    example: '<h2>Delivery</h2>',
    sc: '1.3.1',
  },
  'role-img-alt': {
    change: 'Name every element with role="img" with aria-label or aria-labelledby.',
    example: '<div role="img" aria-label="Four out of five stars" class="stars-4"></div>',
    sc: '1.1.1',
  },
  'scrollable-region-focusable': {
    change: 'Make scrolling areas reachable by keyboard: give them tabindex="0" and a name, or make sure they contain a focusable element.',
    example: '<div class="log" tabindex="0" role="region" aria-label="Build log">…</div>',
    sc: '2.1.1',
  },
  'server-side-image-map': {
    change: 'Replace server-side image maps (img ismap) with client-side <map> areas or ordinary links.',
    example: '<img src="map.png" usemap="#regions" alt="Regions">\n<map name="regions">\n  <area href="/north" alt="North" coords="0,0,80,40">\n</map>',
    sc: '2.1.1',
  },
  'svg-img-alt': {
    change: 'Name every <svg> with role="img": a <title> as its first child, aria-label, or aria-labelledby.',
    example: '<svg role="img" aria-labelledby="t">\n  <title id="t">Company logo</title>\n  …\n</svg>',
    sc: '1.1.1',
  },
  'table-fake-caption': {
    change: 'Use <caption> for a table’s title instead of a first row or cell spanning the table.',
    example: '<table>\n  <caption>Opening hours</caption>\n  …\n</table>',
    sc: '1.3.1',
  },
  'target-size': {
    change: 'Make pointer targets at least 24 by 24 CSS pixels, or space them so a 24-pixel circle around each does not touch its neighbours.',
    example: '.icon-button { min-width: 24px; min-height: 24px; }',
    sc: '2.5.8',
  },
  'td-has-header': {
    change: 'Give the data cells of larger tables headers: <th> with scope, or headers attributes.',
    example: '<tr>\n  <th scope="row">Monday</th>\n  <td>9–17</td>\n</tr>',
    sc: '1.3.1',
  },
  'td-headers-attr': {
    change: 'Point headers attributes only at ids of <th> cells in the same table.',
    example: '<th id="mon">Monday</th>\n<td headers="mon">9–17</td>',
    sc: '1.3.1',
  },
  'th-has-data-cells': {
    change: 'Make every <th> head some data cells; if a header has none, turn it into a <td> or remove the empty column or row.',
    example: '<tr>\n  <th scope="col">Day</th>\n  <th scope="col">Hours</th>\n</tr>',
    sc: '1.3.1',
  },
  'valid-lang': {
    change: 'Use valid BCP 47 language codes in lang attributes of parts of the page.',
    example: '<p lang="de">Guten Tag</p>',
    sc: '3.1.2',
  },
  'video-caption': {
    change: 'Add synchronised captions to videos with sound.',
    example: '<video controls src="demo.mp4">\n  <track kind="captions" src="demo.en.vtt" srclang="en" label="English">\n</video>',
    sc: '1.2.2',
  },
};
