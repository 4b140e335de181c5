import { test as plain } from '@playwright/test';
import { THIRD_PARTY_URL, VARIANT_URL } from '../../playwright.config';
import { scriptRequests, unexpectedScripts } from './after-load-files';
import { adSlots, expect, test } from './fixtures';
import { afterFrames, afterLoadRan, afterQueuedTasks } from './page-settled';

/**
 * A variant build with an ad client and a news feed configured to local stand-ins on other origins
 * (tests/fixtures/third-party-server.mjs). The stand-in ad network works like a real one: its loader inserts a
 * second script from another origin, which draws each ad in a frame from a third. Proves that the
 * Content-Security-Policy, sent as a response header, lets exactly these third parties work (the fixture fails any
 * test on a CSP violation), that they load only when needed, and that a failing third party leaves the layout as
 * it was.
 */
test.use({ baseURL: VARIANT_URL });

const ROUTES_WITH_ADS = ['/', '/books', '/radio', '/privacy', '/terms', '/no-such-page'];
const port = new URL(THIRD_PARTY_URL).port;
/** The stand-in network's second and third origins (see the fixture). */
const SCRIPT_ORIGIN = `http://127.0.0.2:${port}`;
const FRAME_ORIGIN = `http://127.0.0.3:${port}`;

async function scrollThrough(page: import('@playwright/test').Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The slots' observers see the new position in the rendering steps of the next frames.
    await afterFrames(page);
  }
}

test.describe('configured third parties under the Content-Security-Policy', () => {
  for (const route of ROUTES_WITH_ADS) {
    test(
      `${route}: the ad network's scripts fill every slot with a frame as the visitor scrolls, with no CSP violation`,
      { tag: '@once' },
      async ({ page }) => {
        const origins = new Set<string>();
        page.on('request', (request) => origins.add(new URL(request.url()).origin));
        await page.goto(route);
        const slots = adSlots(page);
        const count = await slots.count();
        expect(count).toBeGreaterThan(0);
        const heights = await slots.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
        await scrollThrough(page);
        await expect
          .poll(() => page.evaluate(() => (window as { standInAdsLoaded?: boolean }).standInAdsLoaded))
          .toBe(true);
        await expect(slots.locator('ins.adsbygoogle[data-filled]')).toHaveCount(count);
        // Each ad is drawn by the network's second script in a frame from its third origin, and shows.
        await expect(slots.locator(`iframe[src^="${FRAME_ORIGIN}/"]`)).toHaveCount(count);
        const ad = slots.locator(`iframe[src^="${FRAME_ORIGIN}/"]`).first().contentFrame();
        await expect(ad.getByRole('link', { name: 'Stand-in advertisement' })).toBeVisible();
        expect([...origins]).toEqual(expect.arrayContaining([THIRD_PARTY_URL, SCRIPT_ORIGIN, FRAME_ORIGIN]));
        // Filling the slots moves nothing: each keeps its reserved height.
        expect(await slots.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))).toEqual(heights);
      },
    );
  }

  test('the landing page contacts no third party before the visitor scrolls', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(THIRD_PARTY_URL)) thirdParty.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // By the time the page has drawn a few frames, run its queued tasks and gone idle, any observer that would load a
    // third party for what is on the first screen has fired.
    await afterFrames(page, 3);
    await afterQueuedTasks(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(thirdParty).toEqual([]);
  });

  test('the news feed frame loads the configured feed when scrolled to', { tag: '@once' }, async ({ page }) => {
    await page.goto('/');
    await page.locator('#blog').scrollIntoViewIfNeeded();
    const frame = page.frameLocator('iframe[data-news-feed-frame]');
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

/** What the stand-in consent tool wrote down (tests/fixtures/third-party-server.mjs). */
interface ConsentRecord {
  loads: { publisher: string; ers: string | null; presenceFrame: boolean }[];
  reopened: number;
}
const consentRecord = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as { standInConsent?: ConsentRecord }).standInConsent ?? null);
/** The stand-in consent tool's script for the variant build's publisher (PUBLIC_AD_CLIENT without "ca-"). */
const CONSENT_SCRIPT = `${THIRD_PARTY_URL}/consent/i/pub-0000000000000000?ers=1`;

test.describe('the ad network’s consent tool, with ads configured', () => {
  test(
    'loads just before the ad script, for this publisher, with the signal Google’s ad code looks for, and no CSP violation',
    { tag: '@once' },
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && request.url().startsWith(THIRD_PARTY_URL))
          scripts.push(request.url());
      });
      // The landing page's first screen holds no ad slot.
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // Like the ads, nothing of the tool before an ad slot comes near: the first screen paints without it.
      expect(scripts).toEqual([]);
      expect(await consentRecord(page)).toBeNull();
      await scrollThrough(page);
      await expect
        .poll(() => page.evaluate(() => (window as { standInAdsLoaded?: boolean }).standInAdsLoaded))
        .toBe(true);
      expect(scripts.slice(0, 2)).toEqual([CONSENT_SCRIPT, `${THIRD_PARTY_URL}/ads.js?client=ca-pub-0000000000000000`]);
      expect(await consentRecord(page)).toEqual({
        loads: [{ publisher: 'pub-0000000000000000', ers: '1', presenceFrame: true }],
        reopened: 0,
      });
      // Once per page, however many slots.
      expect(scripts.filter((url) => url === CONSENT_SCRIPT)).toHaveLength(1);
    },
  );

  test(
    'adds no script file to a page: the ad loader and the consent tool’s few lines are in the after-load file',
    { tag: '@once' },
    async ({ page }) => {
      const files = scriptRequests(page);
      for (const route of ['/privacy', '/books', '/terms']) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
      }
      expect(unexpectedScripts(files.filter((file) => file.url.startsWith(VARIANT_URL)))).toEqual([]);
    },
  );

  test('the footer’s Privacy settings link opens the choice again, loading the tool first if need be', async ({
    page,
  }) => {
    await page.goto('/books');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy settings' });
    await expect(link).toHaveAttribute('href', '/privacy#ad-consent');
    // The link opens the choice in place once the page's after-load file has run (src/browser/after-load.ts); pressed
    // before that, it leads to the privacy page's section on the choice, as without JavaScript.
    await afterLoadRan(page);
    await link.click();
    await expect(page.getByRole('dialog', { name: 'Stand-in consent message' })).toBeVisible();
    await expect(page).toHaveURL(/\/books$/);
    expect(await consentRecord(page)).toEqual({
      loads: [{ publisher: 'pub-0000000000000000', ers: '1', presenceFrame: true }],
      reopened: 1,
    });
    // Again, by keyboard: the tool is not loaded twice, and is asked once more.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => consentRecord(page).then((record) => record?.reopened)).toBe(2);
    expect((await consentRecord(page))?.loads).toHaveLength(1);
  });

  test('the privacy page says what is asked and why, where the link leads without script', async ({ page, axe }) => {
    await page.goto('/privacy#ad-consent');
    const section = page.getByRole('region', { name: 'Advertising and your consent' });
    await expect(section).toBeVisible();
    await expect(section).toContainText('European Economic Area');
    await expect(section).toContainText('Privacy settings');
    await axe();
  });
});

// Provokes a violation on purpose, so it uses Playwright's plain test rather than the fixture that fails on one.
plain.describe('the Content-Security-Policy', () => {
  plain.use({ baseURL: VARIANT_URL });

  plain(
    'arrives as a response header, not a <meta> tag, with frame-ancestors',
    { tag: '@desktop' },
    async ({ page }) => {
      const response = await page.goto('/');
      const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      // Exact script sources only, beside the site itself and the inline scripts' hashes: the loader's one address, the
      // network's second origin and its consent tool's one path, no wildcard (WebAssembly is the radio's pages' alone).
      const scriptSources = (/script-src ([^;]*)/.exec(policy)?.[1] ?? '')
        .split(' ')
        .filter((source) => !source.startsWith("'sha256-"));
      expect(scriptSources).toEqual([
        "'self'",
        `${THIRD_PARTY_URL}/ads.js`,
        SCRIPT_ORIGIN,
        `${THIRD_PARTY_URL}/consent/`,
      ]);
      await expect(page.locator('meta[http-equiv="content-security-policy" i]')).toHaveCount(0);
    },
  );

  plain(
    'names the operator’s collector for violation reports: report-to with its endpoint header, and report-uri',
    { tag: '@desktop' },
    async ({ page }) => {
      const collector = `${THIRD_PARTY_URL}/csp-reports`;
      const headers = (await (await page.goto('/no-such-page'))?.allHeaders()) ?? {};
      expect(headers['reporting-endpoints']).toBe(`csp-endpoint="${collector}"`);
      expect(headers['content-security-policy']).toContain(`report-uri ${collector}; report-to csp-endpoint`);
    },
  );

  plain(
    'lets the ad network use each of its hosts only for what the site config lists',
    { tag: '@desktop' },
    async ({ page }) => {
      // Desktop only: the policy is the same at every width.
      await page.goto('/privacy');
      const blocked = await page.evaluate(
        ({ frameOrigin, unlisted }) =>
          new Promise<string[]>((resolve) => {
            const violations: string[] = [];
            document.addEventListener('securitypolicyviolation', (event) =>
              violations.push(`${event.violatedDirective} ${event.blockedURI}`),
            );
            // A script from the network's frame host, and a frame from a host the network does not list.
            const script = document.createElement('script');
            script.src = `${frameOrigin}/creative`;
            document.head.append(script);
            const frame = document.createElement('iframe');
            frame.src = `${unlisted}/creative`;
            frame.title = 'Unlisted';
            document.body.append(frame);
            setTimeout(() => resolve(violations.sort()), 500);
          }),
        { frameOrigin: FRAME_ORIGIN, unlisted: `http://127.0.0.4:${port}` },
      );
      // A blocked frame is reported by its origin only.
      expect(blocked).toEqual([`frame-src http://127.0.0.4:${port}`, `script-src-elem ${FRAME_ORIGIN}/creative`]);
    },
  );

  plain(
    'blocks what the site did not mean to run: an injected inline script',
    { tag: '@desktop' },
    async ({ page }) => {
      // Desktop only: the policy is the same at every width.
      await page.goto('/');
      const outcome = await page.evaluate(
        () =>
          new Promise<{ ran: boolean; violated: string }>((resolve) => {
            let violated = '';
            document.addEventListener('securitypolicyviolation', (event) => (violated = event.violatedDirective), {
              once: true,
            });
            const script = document.createElement('script');
            script.textContent = 'window.injected = true;';
            document.body.append(script);
            setTimeout(() => resolve({ ran: (window as { injected?: boolean }).injected === true, violated }), 200);
          }),
      );
      expect(outcome.ran).toBe(false);
      expect(outcome.violated).toMatch(/^script-src/);
    },
  );
});
