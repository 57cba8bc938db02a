import { expect, test } from '@curbcut/playwright';

test.describe('Browsing', () => {
  test('shop all lists the collection', async ({ page }) => {
    await page.goto('products.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop all');
  });

  test('our story', async ({ page }) => {
    await page.goto('about.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our story');
  });
});
