import { ROUTES, adSlots, expect, test } from './fixtures';

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route.path} is pre-rendered with its title, description, landmarks and no axe violation`, async ({ page, axe }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('header')).toHaveCount(1);
      await expect(page.locator('main')).toHaveCount(1);
      await expect(page.locator('footer')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await axe();
    });
  }

  test('an unknown path answers 404 with the not-found page and logs the path', async ({ page, axe }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const response = await page.goto('/no/such/page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(adSlots(page)).toHaveCount(2);
    await expect.poll(() => messages.join('\n')).toContain('/no/such/page');
    await axe();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the legal pages are newspaper-like articles with ad slots', async ({ page }) => {
    for (const path of ['/privacy', '/terms']) {
      await page.goto(path);
      const article = page.locator('article');
      await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const fontFamily = await article.locator('.prose-article p').first().evaluate((el) => getComputedStyle(el).fontFamily);
      expect(fontFamily).toMatch(/serif/i);
      expect(fontFamily).not.toMatch(/sans-serif/i);
      const width = await article.locator('.prose-article').evaluate((el) => el.getBoundingClientRect().width);
      const fontSize = await article.locator('.prose-article p').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      // A readable measure: no more than about 75 characters a line.
      expect(width / fontSize).toBeLessThanOrEqual(40);
      await expect(adSlots(page)).toHaveCount(2);
    }
  });
});
