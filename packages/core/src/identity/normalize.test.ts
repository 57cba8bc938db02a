import { describe, expect, it } from 'vitest';
import { generateLargeReport } from '../fixtures/largeReport';
import { NORMALIZATION_STEPS, normalizeHtml, normalizeSelector, pagePathOf, replaceNondeterministic } from './normalize';

describe('replaceNondeterministic', () => {
  it.each([
    ['#ember123 > a', '#ember{id} > a'],
    ['<div id="react-aria-5">', '<div id="react-aria-{id}">'],
    ['#react-aria5742 label', '#react-aria-{id} label'],
    ['<input id=":r1f:">', '<input id=":r{id}:">'],
    ['#\\:r3\\: > span', '#\\:r{id}\\: > span'],
    ['#mui-42', '#mui-{id}'],
    ['#headlessui-menu-button-7', '#headlessui-menu-button-{id}'],
    ['#mat-input-3', '#mat-input-{id}'],
    ['<p data-v-7ba5bd90="">', '<p data-v-{hash}="">'],
    ['<div _ngcontent-ng-c123456="">', '<div _ngcontent-{id}="">'],
    ['.css-1x2y3z', '.css-{hash}'],
    ['.css-grid', '.css-grid'],
    ['.sc-AbCdE', '.sc-{hash}'],
    ['.Home_title__d8g2X', '.Home_title__{hash}'],
    ['.card__title', '.card__title'],
    ['<img src="/assets/index-BwQ2xY9z.png">', '<img src="/assets/index-{hash}.png">'],
    ['<script src="/main.3f9a2b1c.js">', '<script src="/main.{hash}.js">'],
    ['<img src="/img/fallback.png">', '<img src="/img/fallback.png">'],
    ['<a data-id="550e8400-e29b-41d4-a716-446655440000">', '<a data-id="{uuid}">'],
    ['token 9f86d081884c7d65', 'token {hex}'],
    ['<span style="color:#ffffff">', '<span style="color:#ffffff">'],
    ['<img src="http://localhost:5173/a.png">', '<img src="http://localhost/a.png">'],
    ['<link href="/app.css?v=1699999999&amp;theme=dark">', '<link href="/app.css?v={cb}&amp;theme=dark">'],
    ['Updated 2026-11-20T10:15:00Z', 'Updated {date}'],
    ['on 11/20/2026 at 10:15', 'on {date} at {time}'],
    ['<time data-ts="1763633700000">', '<time data-ts="{ts}">'],
    ['<script nonce="r4nd0m==">', '<script nonce="{hash}">'],
  ])('%s -> %s', (input, expected) => {
    expect(replaceNondeterministic(input)).toBe(expected);
  });
});

describe('normalizeSelector and normalizeHtml', () => {
  it('collapses whitespace after replacing', () => {
    expect(normalizeSelector('  nav   >  a.link\n')).toBe('nav > a.link');
  });

  it('decodes CSS escapes in quoted attribute values, as axe before 4.3 wrote them', () => {
    expect(normalizeSelector('img[src$="border_top\\.gif"]')).toBe('img[src$="border_top.gif"]');
    expect(normalizeSelector('tr[height="\\32 5px"] > font[size="\\32 "]')).toBe('tr[height="25px"] > font[size="2"]');
    expect(normalizeSelector('#\\:r1\\:')).toBe('#\\:r{id}\\:');
  });

  it('removes whitespace between tags and collapses it inside text', () => {
    expect(normalizeHtml('<ul>\n  <li>One\n  two</li>\n</ul>')).toBe('<ul><li>One two</li></ul>');
  });

  it('replaces the hash class styled-components pairs with its sc- class', () => {
    expect(normalizeHtml('<button class="sc-bdVaJa kVtMtA primary">')).toBe('<button class="sc-{hash} {hash} primary">');
    expect(normalizeHtml('<button class="navItem primary">')).toBe('<button class="navItem primary">');
  });
});

describe('pagePathOf', () => {
  it.each([
    ['https://Shop.Example:8443/cart?b=2&a=1#top', 'shop.example/cart?a=1&b=2'],
    ['http://shop.example/cart?a=1&b=2', 'shop.example/cart?a=1&b=2'],
    ['http://localhost:3000/', 'localhost/'],
    ['http://127.0.0.1:4173/', 'localhost/'],
    ['https://shop.example', 'shop.example/'],
    ['https://shop.example/p?utm_source=mail&id=7&_=1699999999999', 'shop.example/p?id=7'],
    ['https://user:secret@shop.example/account', 'shop.example/account'],
    ['https://shop.example/orders/550e8400-e29b-41d4-a716-446655440000', 'shop.example/orders/{uuid}'],
    ['file:///C:/repos/site/basic.html', '/C:/repos/site/basic.html'],
    ['', ''],
  ])('%s -> %s', (url, expected) => {
    expect(pagePathOf(url)).toBe(expected);
  });
});

describe('the steps skipped by their needs', () => {
  // Texts each step can match, framework names beside each other, and the synthetic snippets of
  // the large-report fixture: a step may be skipped only where its pattern finds nothing.
  const samples = [
    '<div id="ember12" class="css-1x2y3z sc-AbCdE kVtMtA Home_title__d8g2X" data-v-7ba5bd90="" _ngcontent-ng-c1="" _nghost-a-2="">',
    '<input id=":r1f:" aria-labelledby="«r2»" name="_r3a_"> #\\:r3\\: > span #react-aria5742 #react-aria-5',
    '#mui-42 #radix-7 #downshift-3-item-1 #ui-id-9 #gwt-uid-12 #headlessui-menu-button-7 #mat-input-3 #cdk-overlay-2',
    '#yui_3_1 #ext-gen12 #ext-comp-1004 #__BVID__12 #jQuery1234_5 #jss12 .ng-tns-c12-3 .makeStyles-root-12 .svelte-1abc2d3 .jsx-12345 .emotion-0x1',
    '<img src="/assets/index-BwQ2xY9z.png"><script src="/main.3f9a2b1c.js" nonce="r4nd0m==" integrity="sha384-abc">',
    '<a data-id="550E8400-E29B-41D4-A716-446655440000" href="http://localhost:5173/a?v=1699999999&amp;CB=2">',
    'Updated 2026-11-20T10:15:00Z on 11/20/2026 at 10:15 PM, 2026/1/2, token 9F86D081884C7D65, ts 1763633700000',
    '<span style="color:#ffffff">plain text</span>',
  ];
  const fixture = generateLargeReport({ nodes: 2000, seed: 11 });
  for (const issue of fixture.issues()) samples.push(issue.html, issue.target);

  it('names in `needs` text every match of its pattern contains, and every step matches a sample', () => {
    for (const step of NORMALIZATION_STEPS) {
      const matches = samples.flatMap((text) => [...text.matchAll(step.pattern)].map((m) => m[0]));
      expect(matches.length, step.name).toBeGreaterThan(0);
      for (const match of matches) expect(step.needs.some((n) => match.includes(n)), `${step.name}: ${match}`).toBe(true);
    }
  });

  it('gives what running every step gives', () => {
    const everyStep = (text: string) =>
      NORMALIZATION_STEPS.reduce(
        (out, step) => (typeof step.replace === 'string' ? out.replace(step.pattern, step.replace) : out.replace(step.pattern, step.replace)),
        text,
      );
    for (const text of samples) expect(replaceNondeterministic(text)).toBe(everyStep(text));
  });
});
