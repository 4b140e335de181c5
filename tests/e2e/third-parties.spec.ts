import { test as plain } from '@playwright/test';
import { THIRD_PARTY_URL, VARIANT_URL } from '../../playwright.config';
import { adSlots, expect, test } from './fixtures';

/**
 * A variant build with an ad client and a news feed configured to local stand-ins on another origin
 * (tests/fixtures/third-party-server.mjs). Proves that the Content-Security-Policy lets exactly these third
 * parties work (the fixture fails any test on a CSP violation), that they load only when needed, and that
 * a failing third party leaves the layout as it was.
 */
test.use({ baseURL: VARIANT_URL });

const ROUTES_WITH_ADS = ['/', '/books', '/radio', '/privacy', '/terms', '/no-such-page'];

async function scrollThrough(page: import('@playwright/test').Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
}

test.describe('configured third parties under the Content-Security-Policy', () => {
  for (const route of ROUTES_WITH_ADS) {
    test(`${route}: the ad script fills every slot as the visitor scrolls, with no CSP violation`, async ({ page }) => {
      await page.goto(route);
      const slots = adSlots(page);
      const count = await slots.count();
      expect(count).toBeGreaterThan(0);
      const heights = await slots.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
      await scrollThrough(page);
      await expect.poll(() => page.evaluate(() => (window as { standInAdsLoaded?: boolean }).standInAdsLoaded)).toBe(true);
      await expect(slots.locator('ins.adsbygoogle[data-filled]')).toHaveCount(count);
      // Filling the slots moves nothing: each keeps its reserved height.
      expect(await slots.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))).toEqual(heights);
    });
  }

  test('the landing page contacts no third party before the visitor scrolls', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(THIRD_PARTY_URL)) thirdParty.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(thirdParty).toEqual([]);
  });

  test('the news feed frame loads the configured feed when scrolled to', async ({ page }) => {
    await page.goto('/');
    await page.locator('#blog').scrollIntoViewIfNeeded();
    const frame = page.frameLocator('iframe[data-news-feed]');
    await expect(frame.getByRole('heading', { name: 'Stand-in gardening news' })).toBeVisible();
  });

  test('a blocked ad script leaves tidy boxes of the same size and no error', async ({ page }) => {
    await page.route(`${THIRD_PARTY_URL}/ads.js*`, (route) => route.abort('blockedbyclient'));
    await page.goto('/privacy');
    const slots = adSlots(page);
    const before = await slots.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    await scrollThrough(page);
    await expect(slots.first()).toHaveAttribute('data-ad-failed', '');
    expect(await slots.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))).toEqual(before);
    await expect(slots.first().getByText('Advertisement', { exact: true })).toBeVisible();
  });
});

// Provokes a violation on purpose, so it uses Playwright's plain test rather than the fixture that fails on one.
plain.describe('the Content-Security-Policy', () => {
  plain.use({ baseURL: VARIANT_URL });

  plain('blocks what the site did not mean to run: an injected inline script', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only: the policy is the same at every width.
    await page.goto('/');
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; violated: string }>((resolve) => {
          let violated = '';
          document.addEventListener('securitypolicyviolation', (event) => (violated = event.violatedDirective), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.injected = true;';
          document.body.append(script);
          setTimeout(() => resolve({ ran: (window as { injected?: boolean }).injected === true, violated }), 200);
        }),
    );
    expect(outcome.ran).toBe(false);
    expect(outcome.violated).toMatch(/^script-src/);
  });
});
