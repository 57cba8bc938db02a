import { expect, test } from '@curbcut/playwright';

test('home page', async ({ page, a11y }) => {
  await page.goto('index.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Made by hand, built to last');
  await a11y.check();
});

test('product page, before and after choosing a quantity', async ({ page, a11y }) => {
  await page.goto('product.html');
  await a11y.check({ label: 'loaded' });
  await page.locator('input[type=number]').focus();
  await a11y.check({ label: 'quantity focused', include: 'main' });
  expect(a11y.checkCount).toBe(2);
});

test.describe('Contact', () => {
  test('contact form', async ({ page, a11y }) => {
    await page.goto('contact.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await a11y.check({ exclude: 'footer' });
  });
});

test.skip('basket (the demo site has no basket page yet)', async ({ page, a11y }) => {
  await page.goto('basket.html');
  await a11y.check();
});
