import { describe, expect, it } from 'vitest';
import { locationHeader, safeLocalPath, signInPage } from './redirects';

describe('safeLocalPath', () => {
  it('keeps same-site paths and replaces anything else by /home', () => {
    expect(safeLocalPath('/automated-tests/projects/Shop?tab=issues')).toBe('/automated-tests/projects/Shop?tab=issues');
    for (const bad of [undefined, '', 'home', '//evil.example', '/\\evil.example', 'https://evil.example/', '/a\nb']) {
      expect(safeLocalPath(bad)).toBe('/home');
    }
  });
});

describe('signInPage', () => {
  it('builds the host sign-in URL with a readable return path', () => {
    expect(signInPage('/home')).toBe('/sign-in?redirect=/home');
    expect(signInPage('/site-scanner/compare?ids=a,b')).toBe('/sign-in?redirect=/site-scanner/compare%3Fids%3Da%2Cb');
    expect(signInPage('/home', 'invalid_credentials')).toBe('/sign-in?redirect=/home&error=invalid_credentials');
  });
});

describe('locationHeader', () => {
  it('percent-encodes what a Location header cannot carry and keeps the rest', () => {
    expect(locationHeader('/€uro reports')).toBe('/%E2%82%ACuro%20reports');
    expect(locationHeader('/automated-tests/projects/Shop%20A?tab=issues#top')).toBe('/automated-tests/projects/Shop%20A?tab=issues#top');
    expect(locationHeader('/bad\ud800')).toBe('/home');
  });
});
