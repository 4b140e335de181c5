import type { Page } from '@playwright/test';
import { channels, contrast, darkPageFaults, luminance, paintedIn, type Painted } from '../helpers/colours';
import { ROUTES, dismissDonationPopup, expect, test } from './fixtures';

/**
 * Dark mode follows the phone (issue 35): every page, in the scheme the phone asks for, from its first paint and with
 * no script; the light scheme as it was. Axe runs in both schemes wherever it runs (fixtures.ts, plant-axe.ts).
 */

/** Every kind of page: the routes, the pop-out player, a plant page, the A–Z index, the offline page and the 404. */
const PAGES = [
  ...ROUTES.map((route) => route.path),
  '/radio/popout',
  '/plants/lavender',
  '/plants/',
  '/offline/',
  '/no/such/page',
];

/** What the light scheme painted before dark mode existed: the canvas behind the bands, the page's paper and its ink. */
const LIGHT_AS_BEFORE = {
  canvas: 'rgb(15, 45, 28)',
  paper: 'rgb(251, 248, 241)',
  ink: 'rgb(31, 42, 36)',
  themeColor: '#0f2d1c',
};

/** How the first element `selector` finds is painted (tests/helpers/colours.ts). */
async function painted(page: Page, selector: string): Promise<Painted> {
  const colours = await page.evaluate(paintedIn, selector);
  if (!colours) throw new Error(`${page.url()}: nothing matches ${selector}`);
  return colours;
}

test.describe('in the dark scheme', () => {
  test.use({ colorScheme: 'dark', javaScriptEnabled: false });

  for (const path of PAGES) {
    test(
      `${path} is a dark page with light text from its first paint, with no script`,
      { tag: '@once' },
      async ({ page }) => {
        await page.goto(path);
        const reading = {
          main: await painted(page, 'main'),
          heading: await painted(page, 'h1'),
          canvas: await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
          darkThemeColor:
            (await page
              .locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')
              .getAttribute('content')) ?? '',
        };
        expect(darkPageFaults(reading)).toEqual([]);
      },
    );
  }

  test(
    'photos and book covers keep their colours; ad slots and the news feed sit on a dark surface',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/books');
      const covers = page.locator('[data-typographic-cover]');
      const darkCovers = await covers.evaluateAll((els) =>
        els.map((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).color}`),
      );
      await page.emulateMedia({ colorScheme: 'light' });
      const lightCovers = await covers.evaluateAll((els) =>
        els.map((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).color}`),
      );
      expect(darkCovers.length).toBeGreaterThan(0);
      expect(darkCovers).toEqual(lightCovers);
      await page.emulateMedia({ colorScheme: 'dark' });
      for (const path of ['/books', '/plants/lavender', '/']) {
        await page.goto(path);
        const filters = await page
          .locator('img')
          .evaluateAll((images) => images.map((image) => getComputedStyle(image).filter));
        expect(filters.length, path).toBeGreaterThan(0);
        expect(
          filters.every((filter) => filter === 'none'),
          `${path}: no image is filtered`,
        ).toBe(true);
      }
      const adSlot = await painted(page, '[data-ad-slot]');
      expect(luminance(adSlot.surface), 'an ad slot’s surface').toBeLessThan(0.03);
      const feed = await painted(page, '[data-news-feed]');
      expect(luminance(feed.surface), 'the news feed’s surface').toBeLessThan(0.03);
    },
  );
});

test.describe('in both schemes', () => {
  test(
    'the light scheme paints what it painted before dark mode, and the root asks for both schemes',
    { tag: '@once' },
    async ({ page }) => {
      for (const path of PAGES) {
        await page.goto(path);
        const colours = await page.evaluate(() => ({
          canvas: getComputedStyle(document.documentElement).backgroundColor,
          paper: getComputedStyle(document.querySelector('main')!).backgroundColor,
          ink: getComputedStyle(document.body).color,
          themeColor: document
            .querySelector('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')
            ?.getAttribute('content'),
          colorScheme: getComputedStyle(document.documentElement).colorScheme,
        }));
        expect(colours, path).toEqual({ ...LIGHT_AS_BEFORE, colorScheme: 'light dark' });
        await expect(page.locator('meta[name="theme-color"]'), path).toHaveCount(2);
        await expect(page.locator('meta[name="color-scheme"]'), path).toHaveAttribute('content', 'light dark');
      }
    },
  );

  test(
    'the volume slider follows the scheme, and the focus ring stands out in both',
    { tag: '@once' },
    async ({ page }) => {
      await dismissDonationPopup(page);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto('/radio');
        const slider = page.getByRole('slider', { name: 'Volume' });
        expect(await slider.evaluate((el) => getComputedStyle(el).colorScheme), colorScheme).toBe('light dark');
        const card = await painted(page, 'section[aria-labelledby="radio-heading"]');
        const accent = await slider.evaluate((el) => getComputedStyle(el).accentColor);
        expect(
          contrast(channels(accent), card.surface),
          `${colorScheme}: the slider’s colour on its card`,
        ).toBeGreaterThanOrEqual(3);
        // The keyboard's ring around the Play button, on the player's card.
        const play = page.getByRole('button', { name: 'Play', exact: true });
        await page.keyboard.press('Tab');
        await play.focus();
        const ring = await play.evaluate((el) => ({
          style: getComputedStyle(el).outlineStyle,
          colour: getComputedStyle(el).outlineColor,
        }));
        expect(ring.style, colorScheme).not.toBe('none');
        expect(
          contrast(channels(ring.colour), card.surface),
          `${colorScheme}: the focus ring on the card`,
        ).toBeGreaterThanOrEqual(3);
      }
    },
  );
});
