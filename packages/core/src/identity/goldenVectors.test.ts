/**
 * Golden vectors of issue identity (docs/decisions/0003-issue-identity.md). The fingerprints are
 * frozen: if one changes, stored fingerprints of every report change with it, so a change here
 * must come with a new FINGERPRINT_VERSION. Pairs marked `sameAs` are two runs of one page that
 * differ only in nondeterministic strings and must keep one fingerprint.
 */
import { describe, expect, it } from 'vitest';
import { componentIdOf } from './component';
import { FINGERPRINT_VERSION, fingerprintNode } from './fingerprint';

interface Vector {
  name: string;
  ruleId: string;
  target: string;
  html: string;
  pageUrl: string;
  fingerprint: string;
  component: string;
  /** Number of the vector this one must share its fingerprint with. */
  sameAs?: string;
}

const VECTORS: Vector[] = [
  {
    name: '01 ember id, run A',
    ruleId: 'color-contrast',
    target: '#ember123 > .price',
    html: '<span class="price">$10</span>',
    pageUrl: 'https://shop.example/cart',
    fingerprint: '75bae17ae3061cc5',
    component: 'span.price',
  },
  {
    name: '02 ember id, run B (other id, dev port)',
    ruleId: 'color-contrast',
    target: '#ember456 > .price',
    html: '<span class="price">$10</span>',
    pageUrl: 'https://shop.example:8443/cart',
    fingerprint: '75bae17ae3061cc5',
    component: 'span.price',
    sameAs: '01',
  },
  {
    name: '03 react-aria id, run A',
    ruleId: 'label',
    target: '#react-aria-5',
    html: '<input id="react-aria-5" type="text">',
    pageUrl: 'http://localhost:3000/signup',
    fingerprint: '0d901e532974b7e3',
    component: 'input',
  },
  {
    name: '04 react-aria id, run B (other id, 127.0.0.1)',
    ruleId: 'label',
    target: '#react-aria-12',
    html: '<input id="react-aria-12" type="text">',
    pageUrl: 'http://127.0.0.1:5173/signup',
    fingerprint: '0d901e532974b7e3',
    component: 'input',
    sameAs: '03',
  },
  {
    name: '05 emotion class, run A',
    ruleId: 'button-name',
    target: '.css-1x2y3z',
    html: '<button class="css-1x2y3z"></button>',
    pageUrl: 'https://app.example/',
    fingerprint: 'b69fc5044eba2a5c',
    component: 'button',
  },
  {
    name: '06 emotion class, run B',
    ruleId: 'button-name',
    target: '.css-9q8w7e',
    html: '<button class="css-9q8w7e"></button>',
    pageUrl: 'https://app.example/',
    fingerprint: 'b69fc5044eba2a5c',
    component: 'button',
    sameAs: '05',
  },
  {
    name: '07 styled-components classes, run A',
    ruleId: 'link-name',
    target: '.sc-AbCdE',
    html: '<a class="sc-AbCdE kVtMtA" href="/"></a>',
    pageUrl: 'https://app.example/',
    fingerprint: '5563bb170968037b',
    component: 'a',
  },
  {
    name: '08 styled-components classes, run B',
    ruleId: 'link-name',
    target: '.sc-XyZwV',
    html: '<a class="sc-XyZwV pQrStU" href="/"></a>',
    pageUrl: 'https://app.example/',
    fingerprint: '5563bb170968037b',
    component: 'a',
    sameAs: '07',
  },
  {
    name: '09 React useId, run A',
    ruleId: 'aria-valid-attr-value',
    target: '#\\:r1\\:',
    html: '<div id=":r1:" aria-expanded="maybe" class="menu">',
    pageUrl: 'https://app.example/menu',
    fingerprint: '7c94a2e459bbaebb',
    component: 'div.menu',
  },
  {
    name: '10 React useId, run B',
    ruleId: 'aria-valid-attr-value',
    target: '#\\:r7\\:',
    html: '<div id=":r7:" aria-expanded="maybe" class="menu">',
    pageUrl: 'https://app.example/menu',
    fingerprint: '7c94a2e459bbaebb',
    component: 'div.menu',
    sameAs: '09',
  },
  {
    name: '11 cache buster, run A',
    ruleId: 'image-alt',
    target: 'header > img',
    html: '<img src="/logo.png?v=1699999999">',
    pageUrl: 'https://shop.example/',
    fingerprint: '3bfdd07b5d7b4ca8',
    component: 'img',
  },
  {
    name: '12 cache buster, run B',
    ruleId: 'image-alt',
    target: 'header > img',
    html: '<img src="/logo.png?v=1700000001">',
    pageUrl: 'https://shop.example/',
    fingerprint: '3bfdd07b5d7b4ca8',
    component: 'img',
    sameAs: '11',
  },
  {
    name: '13 timestamp in text, run A',
    ruleId: 'region',
    target: '.updated',
    html: '<div class="updated">Updated 2026-11-20T10:15:00Z</div>',
    pageUrl: 'https://news.example/',
    fingerprint: 'ccab369c3d5ee8ab',
    component: 'div.updated',
  },
  {
    name: '14 timestamp in text, run B',
    ruleId: 'region',
    target: '.updated',
    html: '<div class="updated">Updated 2026-11-21T08:02:31Z</div>',
    pageUrl: 'https://news.example/',
    fingerprint: 'ccab369c3d5ee8ab',
    component: 'div.updated',
    sameAs: '13',
  },
  {
    name: '15 query order, run A',
    ruleId: 'select-name',
    target: 'select',
    html: '<select name="sort">',
    pageUrl: 'https://shop.example/search?q=shoes&page=2',
    fingerprint: '61c7b881200dd5e8',
    component: 'select',
  },
  {
    name: '16 query order and fragment, run B',
    ruleId: 'select-name',
    target: 'select',
    html: '<select name="sort">',
    pageUrl: 'https://shop.example/search?page=2&q=shoes#results',
    fingerprint: '61c7b881200dd5e8',
    component: 'select',
    sameAs: '15',
  },
  {
    name: '17 same element, other page',
    ruleId: 'color-contrast',
    target: '#ember123 > .price',
    html: '<span class="price">$10</span>',
    pageUrl: 'https://shop.example/checkout',
    fingerprint: 'e2462af293b120ff',
    component: 'span.price',
  },
  {
    name: '18 same element, other rule',
    ruleId: 'link-name',
    target: '#ember123 > .price',
    html: '<span class="price">$10</span>',
    pageUrl: 'https://shop.example/cart',
    fingerprint: '0100e12c8aab9deb',
    component: 'span.price',
  },
  {
    name: '19 other element, same page',
    ruleId: 'color-contrast',
    target: '#ember123 > .total',
    html: '<span class="total">$10</span>',
    pageUrl: 'https://shop.example/cart',
    fingerprint: 'c26d36f5086ec813',
    component: 'span.total',
  },
  {
    name: '20 whitespace, run A',
    ruleId: 'list',
    target: 'ul.menu',
    html: '<ul class="menu">\n  <div>Item</div>\n</ul>',
    pageUrl: 'https://app.example/',
    fingerprint: 'f882ec57fb167487',
    component: 'ul.menu',
  },
  {
    name: '21 whitespace, run B',
    ruleId: 'list',
    target: 'ul.menu',
    html: '<ul class="menu"><div>Item</div></ul>',
    pageUrl: 'https://app.example/',
    fingerprint: 'f882ec57fb167487',
    component: 'ul.menu',
    sameAs: '20',
  },
  {
    name: '22 uuid attribute, run A',
    ruleId: 'td-headers-attr',
    target: 'tr:nth-child(2) > td',
    html: '<td data-row="550e8400-e29b-41d4-a716-446655440000" headers="x">',
    pageUrl: 'https://admin.example/orders',
    fingerprint: '9080954aa0fc00f2',
    component: 'td',
  },
  {
    name: '23 uuid attribute, run B',
    ruleId: 'td-headers-attr',
    target: 'tr:nth-child(2) > td',
    html: '<td data-row="9b2f0c1e-7d4a-4e5b-8c3d-2a1b0c9d8e7f" headers="x">',
    pageUrl: 'https://admin.example/orders',
    fingerprint: '9080954aa0fc00f2',
    component: 'td',
    sameAs: '22',
  },
  {
    name: '24 W3C BAD home page image (corpus)',
    ruleId: 'image-alt',
    target: 'img[src$="border_left_top.gif"]',
    html: '<img src="./img/border_left_top.gif" width="10px" height="10px">',
    pageUrl: 'https://www.w3.org/WAI/demos/bad/before/home.html',
    fingerprint: '5c648dc0e04106fa',
    component: 'img',
  },
  {
    name: '25 W3C BAD contrast (corpus)',
    ruleId: 'color-contrast',
    target: 'tr[height="25px"]:nth-child(2) > td[bgcolor="#A9B8BF"][width="150px"] > font[color="#41545D"][size="2"] > b',
    html: '<b>Free Penguins</b>',
    pageUrl: 'https://www.w3.org/WAI/demos/bad/before/home.html',
    fingerprint: 'b22e481f4e124988',
    component: 'b',
  },
  {
    name: '26 frame and shadow path',
    ruleId: 'button-name',
    target: 'iframe#pay >>> x-card >>> button.buy',
    html: '<button class="buy"></button>',
    pageUrl: 'https://shop.example/checkout',
    fingerprint: 'daf2c07963678a4b',
    component: 'button.buy',
  },
  {
    name: '27 page-level rule',
    ruleId: 'document-title',
    target: 'html',
    html: '<html lang="en">',
    pageUrl: 'https://shop.example/',
    fingerprint: '518d2aca6fe9aed3',
    component: 'html',
  },
  {
    name: '28 axe 4.2 escaped selector of vector 25 (same element, older axe)',
    ruleId: 'color-contrast',
    target: 'tr[height="\\32 5px"]:nth-child(2) > td[bgcolor="\\#A9B8BF"][width="\\31 50px"] > font[color="\\#41545D"][size="\\32 "] > b',
    html: '<b>Free Penguins</b>',
    pageUrl: 'https://www.w3.org/WAI/demos/bad/before/home.html',
    fingerprint: 'b22e481f4e124988',
    component: 'b',
    sameAs: '25',
  },
];

const byNumber = new Map(VECTORS.map((v) => [v.name.slice(0, 2), v]));

describe('issue identity golden vectors', () => {
  it('is version 1 of the fingerprint', () => {
    expect(FINGERPRINT_VERSION).toBe(1);
    expect(VECTORS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(VECTORS)('$name', (v) => {
    expect(fingerprintNode(v)).toBe(v.fingerprint);
    expect(componentIdOf(v)).toBe(v.component);
  });

  it('gives two runs of one page the same fingerprint when only generated strings differ', () => {
    const pairs = VECTORS.filter((v) => v.sameAs !== undefined);
    expect(pairs.length).toBeGreaterThanOrEqual(10);
    for (const v of pairs) {
      const other = byNumber.get(v.sameAs ?? '');
      expect(other, v.name).toBeDefined();
      expect(v.target === other?.target && v.html === other.html && v.pageUrl === other.pageUrl, v.name).toBe(false);
      expect(fingerprintNode(v), v.name).toBe(fingerprintNode(other!));
    }
  });

  it('tells apart another page, another rule and another element', () => {
    const base = fingerprintNode(byNumber.get('01')!);
    expect(fingerprintNode(byNumber.get('17')!)).not.toBe(base);
    expect(fingerprintNode(byNumber.get('18')!)).not.toBe(base);
    expect(fingerprintNode(byNumber.get('19')!)).not.toBe(base);
  });

  it('gives distinct fingerprints to every vector that is not a declared rerun', () => {
    const originals = VECTORS.filter((v) => v.sameAs === undefined).map((v) => v.fingerprint);
    expect(new Set(originals).size).toBe(originals.length);
  });
});
