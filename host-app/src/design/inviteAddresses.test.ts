import { describe, expect, it } from 'vitest';
import { parseInviteAddresses } from './inviteAddresses';

describe('parseInviteAddresses', () => {
  it('splits on commas, semicolons and new lines and drops repeats, case-insensitively', () => {
    expect(parseInviteAddresses(' ana@example.com, Bo@Example.com;\nana@EXAMPLE.com ')).toEqual({ ok: true, emails: ['ana@example.com', 'bo@example.com'] });
  });

  it('takes nothing as no addresses', () => {
    expect(parseInviteAddresses('  \n ')).toEqual({ ok: true, emails: [] });
  });

  it('names the first part that is not an address', () => {
    expect(parseInviteAddresses('ana@example.com, bo@example, cy')).toEqual({ ok: false, error: "'bo@example' is not an email address." });
  });

  it('refuses more than 20 distinct addresses, saying how many there are', () => {
    const text = Array.from({ length: 21 }, (_, i) => `u${i}@example.com`).join('\n');
    expect(parseInviteAddresses(text)).toEqual({ ok: false, error: 'Type at most 20 addresses at a time (there are 21).' });
  });
});
