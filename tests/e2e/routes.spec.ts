import type { Page } from '@playwright/test';
import { scriptRequests, unexpectedScripts, type ScriptRequest } from './after-load-files';
import { ROUTES, adSlots, expect, isMobile, test } from './fixtures';
import { menuButton, menuReady, mobileMenu } from './mobile-menu';

/**
 * The routes that load no script file before the load event, and after it only the site's after-load files (cached,
 * shared by every page: issue 46), until the visitor touches the menu, at any width (issue 10).
 */
const SCRIPT_FREE = new Set(['/books', '/privacy', '/terms', '/pet-safety']);

/**
 * Proves that the page has asked for no script file but the after-load files, and those after the load event, even
 * once scrolled to its end and quiet; then, on phones, that the first touch of the menu button asks for the menu's
 * code, which starts. On wide windows the button is hidden, so nothing ever asks for it.
 */
async function expectNoScriptUntilMenuTouched(page: Page, scripts: ScriptRequest[]) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForLoadState('networkidle');
  expect(unexpectedScripts(scripts), 'script files before any interaction').toEqual([]);
  if (!isMobile(page)) {
    await expect(menuButton(page)).toBeHidden();
    return;
  }
  await menuButton(page).tap();
  await expect(menuReady(page)).toBeAttached();
  expect(
    scripts.some((script) => /\/MobileMenu\.[\w-]+\.js$/.test(script.path)),
    'the menu’s code, asked for by the touch',
  ).toBe(true);
  await menuButton(page).tap();
  await expect(mobileMenu(page)).toBeHidden();
}

test.describe('every route', () => {
  // Axe reads colours as painted: without motion, no scan can land mid-way through the donation pop-up's fade-in.
  test.use({ reducedMotion: 'reduce' });

  for (const route of ROUTES) {
    const scriptFree = SCRIPT_FREE.has(route.path);
    const title = `${route.path} is pre-rendered with its title, description, landmarks and no axe violation${scriptFree ? ', and loads no script file but the after-load files until the menu is touched' : ''}`;
    test(title, async ({ page, axe }) => {
      const scripts = scriptRequests(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('header')).toHaveCount(1);
      await expect(page.locator('main')).toHaveCount(1);
      await expect(page.locator('footer')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await axe();
      if (scriptFree) await expectNoScriptUntilMenuTouched(page, scripts);
    });
  }

  test('an unknown path answers 404 with the not-found page, logs the path, and loads no script file but the after-load files until the menu is touched', async ({
    page,
    axe,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const scripts = scriptRequests(page);
    const response = await page.goto('/no/such/page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(adSlots(page)).toHaveCount(2);
    await expect.poll(() => messages.join('\n')).toContain('/no/such/page');
    await axe();
    await expectNoScriptUntilMenuTouched(page, scripts);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the legal pages are newspaper-like articles with ad slots', async ({ page }) => {
    for (const path of ['/privacy', '/terms']) {
      await page.goto(path);
      const article = page.locator('article');
      await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const fontFamily = await article
        .locator('.prose-article p')
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily);
      expect(fontFamily).toMatch(/serif/i);
      expect(fontFamily).not.toMatch(/sans-serif/i);
      const width = await article.locator('.prose-article').evaluate((el) => el.getBoundingClientRect().width);
      const fontSize = await article
        .locator('.prose-article p')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      // A readable measure: no more than about 75 characters a line.
      expect(width / fontSize).toBeLessThanOrEqual(40);
      await expect(adSlots(page)).toHaveCount(2);
    }
  });
});
