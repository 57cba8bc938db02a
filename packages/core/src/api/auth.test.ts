import { describe, expect, it } from 'vitest';
import { tooManySignInAttemptsMessage } from './auth';

describe('tooManySignInAttemptsMessage', () => {
  it('says seconds under a minute and whole minutes, rounded up, after it', () => {
    expect(tooManySignInAttemptsMessage(1)).toBe('Too many sign-in attempts. Try again in 1 second.');
    expect(tooManySignInAttemptsMessage(0.2)).toBe('Too many sign-in attempts. Try again in 1 second.');
    expect(tooManySignInAttemptsMessage(59)).toBe('Too many sign-in attempts. Try again in 59 seconds.');
    expect(tooManySignInAttemptsMessage(60)).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(tooManySignInAttemptsMessage(61)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(tooManySignInAttemptsMessage(900)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });
});
