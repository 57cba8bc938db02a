import { describe, expect, it } from 'vitest';
import { contentDisposition } from './routes';

describe('contentDisposition', () => {
  it('names the file as given, with an ASCII fallback for old clients', () => {
    expect(contentDisposition('Checkout flow-22-11-2026.csv')).toBe(
      `attachment; filename="Checkout flow-22-11-2026.csv"; filename*=UTF-8''Checkout%20flow-22-11-2026.csv`,
    );
    expect(contentDisposition('Prüfung "neu"-22-11-2026.csv')).toBe(
      `attachment; filename="Pr_fung _neu_-22-11-2026.csv"; filename*=UTF-8''Pr%C3%BCfung%20%22neu%22-22-11-2026.csv`,
    );
  });
});
