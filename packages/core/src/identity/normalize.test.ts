import { describe, expect, it } from 'vitest';
import { normalizeHtml, normalizeSelector, pagePathOf, replaceNondeterministic } from './normalize';

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
