import { describe, expect, it } from 'vitest';
import { safeRedirectPath, startSignInUrl } from './safeRedirect';

const origin = 'http://127.0.0.1:8080';

describe('safeRedirectPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirectPath('/automated-tests?tab=issues#top', origin)).toBe('/automated-tests?tab=issues#top');
  });

  it.each([
    ['https://evil.example/home'],
    ['//evil.example/home'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['home'],
    [''],
    [null],
  ])('sends %s to /home', (value) => {
    expect(safeRedirectPath(value, origin)).toBe('/home');
  });

  it('does not loop back to sign-in or into the API', () => {
    expect(safeRedirectPath('/sign-in?redirect=/home', origin)).toBe('/home');
    expect(safeRedirectPath('/api/v1/auth/sign-out', origin)).toBe('/home');
  });
});

describe('startSignInUrl', () => {
  it('encodes the path to come back to', () => {
    expect(startSignInUrl('/home?a=1&b=2')).toBe('/api/v1/auth/start-sso?redirection_url=%2Fhome%3Fa%3D1%26b%3D2');
  });
});
