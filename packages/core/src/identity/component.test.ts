import { describe, expect, it } from 'vitest';
import { componentIdOf, lastCompound } from './component';

describe('lastCompound', () => {
  it.each([
    ['html > body > main > img.hero-logo', 'img.hero-logo'],
    ['nav a.nav-link', 'a.nav-link'],
    ['li + li ~ a', 'a'],
    ['a[title="a > b"]', 'a[title="a > b"]'],
    ['div:not(.x > .y) > p', 'p'],
    ['iframe#pay >>> my-card >>> button.buy', 'button.buy'],
  ])('%s -> %s', (selector, expected) => {
    expect(lastCompound(selector)).toBe(expected);
  });
});

describe('componentIdOf', () => {
  it.each([
    ['tag and stable classes of the selector', '.hero > img.hero-logo:nth-child(2)', '<img class="hero-logo" src="a.png">', 'img.hero-logo'],
    ['tag from the snippet when the selector has none', '#logo', '<img src="logo.png">', 'img'],
    ['classes from the snippet when the selector has none', '#home > a', '<a class="nav-link active" href="/">Home</a>', 'a.nav-link'],
    ['generated classes dropped', 'button.css-1x2y3z.buy', '<button class="css-1x2y3z buy">', 'button.buy'],
    ['generated ids dropped', '#ember123', '<div id="ember123" class="card">', 'div.card'],
    ['state classes dropped', 'a.nav-link.is-active', '<a>', 'a.nav-link'],
    ['at most two snippet classes', 'div:nth-child(3)', '<div class="flex items-center gap-2 p-4">', 'div.flex.items-center'],
    ['the element inside frames and shadow roots', 'iframe >>> x-card >>> img', '<img>', 'img'],
    ['page-level rules on the html element', 'html', '<html lang="">', 'html'],
  ])('%s', (_what, target, html, expected) => {
    expect(componentIdOf({ target, html })).toBe(expected);
  });

  it('falls back to the selector when neither selector nor snippet names a tag or class', () => {
    expect(componentIdOf({ target: '#main', html: '' })).toBe('#main');
  });
});
