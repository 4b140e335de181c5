import type { Page } from '@playwright/test';
import { ROUTES, dismissDonationPopup, expect, test } from './fixtures';

/**
 * Dark mode follows the phone (issue 35): every page, in the scheme the phone asks for, from its first paint and with
 * no script; the light scheme as it was. Axe runs in both schemes wherever it runs (fixtures.ts, plant-axe.ts).
 */

/** Every kind of page: the routes, the pop-out player, a plant page, the A–Z index, the offline page and the 404. */
const PAGES = [...ROUTES.map((route) => route.path), '/radio/popout', '/plants/lavender', '/plants/', '/offline/', '/no/such/page'];

/** What the light scheme painted before dark mode existed: the canvas behind the bands, the page's paper and its ink. */
const LIGHT_AS_BEFORE = { canvas: 'rgb(15, 45, 28)', paper: 'rgb(251, 248, 241)', ink: 'rgb(31, 42, 36)', themeColor: '#0f2d1c' };

interface Painted {
  /** The colour the element's box shows: its own background laid over its ancestors', as sRGB 0–255. */
  surface: number[];
  text: number[];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r = 0, g = 0, b = 0]: number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * The surface and text colour of the element `selector` finds, as painted: each background from the root down is laid
 * over the one below it (a canvas reads any CSS colour, color-mix and alpha included).
 */
async function painted(page: Page, selector: string): Promise<Painted> {
  return page.locator(selector).first().evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const layers: number[][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) layers.unshift(rgba(getComputedStyle(node).backgroundColor));
    const surface = layers.reduce((below, [r = 0, g = 0, b = 0, a = 0]) => [r * a + below[0]! * (1 - a), g * a + below[1]! * (1 - a), b * a + below[2]! * (1 - a)], [255, 255, 255]);
    return { surface, text: rgba(getComputedStyle(element).color).slice(0, 3) };
  });
}

test.describe('in the dark scheme', () => {
  test.use({ colorScheme: 'dark', javaScriptEnabled: false });

  for (const path of PAGES) {
    test(`${path} is a dark page with light text from its first paint, with no script`, { tag: '@once' }, async ({ page }) => {
      await page.goto(path);
      const main = await painted(page, 'main');
      expect(luminance(main.surface), 'the page’s surface').toBeLessThan(0.03);
      expect(luminance(main.text), 'the page’s text').toBeGreaterThan(0.6);
      const heading = await painted(page, 'h1');
      expect(contrast(heading.text, heading.surface), 'the heading against what is behind it').toBeGreaterThanOrEqual(7);
      // The browser's bar matches the dark band at the top of the page.
      const canvas = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const themeColor = await page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]').getAttribute('content');
      expect(canvas).toBe(hexToRgb(themeColor ?? ''));
      expect(luminance(hexToRgb(themeColor ?? '').match(/\d+/g)!.map(Number))).toBeLessThan(0.03);
    });
  }

  test('photos and book covers keep their colours; ad slots and the news feed sit on a dark surface', { tag: '@once' }, async ({ page }) => {
    await page.goto('/books');
    const covers = page.locator('[data-typographic-cover]');
    const darkCovers = await covers.evaluateAll((els) => els.map((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).color}`));
    await page.emulateMedia({ colorScheme: 'light' });
    const lightCovers = await covers.evaluateAll((els) => els.map((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).color}`));
    expect(darkCovers.length).toBeGreaterThan(0);
    expect(darkCovers).toEqual(lightCovers);
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/books', '/plants/lavender', '/']) {
      await page.goto(path);
      const filters = await page.locator('img').evaluateAll((images) => images.map((image) => getComputedStyle(image).filter));
      expect(filters.length, path).toBeGreaterThan(0);
      expect(filters.every((filter) => filter === 'none'), `${path}: no image is filtered`).toBe(true);
    }
    const adSlot = await painted(page, '[data-ad-slot]');
    expect(luminance(adSlot.surface), 'an ad slot’s surface').toBeLessThan(0.03);
    const feed = await painted(page, 'iframe[data-news-feed]');
    expect(luminance(feed.surface), 'the news feed’s surface').toBeLessThan(0.03);
  });
});

test.describe('in both schemes', () => {
  test('the light scheme paints what it painted before dark mode, and the root asks for both schemes', { tag: '@once' }, async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      const colours = await page.evaluate(() => ({
        canvas: getComputedStyle(document.documentElement).backgroundColor,
        paper: getComputedStyle(document.querySelector('main')!).backgroundColor,
        ink: getComputedStyle(document.body).color,
        themeColor: document.querySelector('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')?.getAttribute('content'),
        colorScheme: getComputedStyle(document.documentElement).colorScheme,
      }));
      expect(colours, path).toEqual({ ...LIGHT_AS_BEFORE, colorScheme: 'light dark' });
      await expect(page.locator('meta[name="theme-color"]'), path).toHaveCount(2);
      await expect(page.locator('meta[name="color-scheme"]'), path).toHaveAttribute('content', 'light dark');
    }
  });

  test('the volume slider follows the scheme, and the focus ring stands out in both', { tag: '@once' }, async ({ page }) => {
    await dismissDonationPopup(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/radio');
      const slider = page.getByRole('slider', { name: 'Volume' });
      expect(await slider.evaluate((el) => getComputedStyle(el).colorScheme), colorScheme).toBe('light dark');
      const card = await painted(page, 'section[aria-labelledby="radio-heading"]');
      const accent = await slider.evaluate((el) => getComputedStyle(el).accentColor);
      expect(contrast(accent.match(/\d+/g)!.map(Number), card.surface), `${colorScheme}: the slider’s colour on its card`).toBeGreaterThanOrEqual(3);
      // The keyboard's ring around the Play button, on the player's card.
      const play = page.getByRole('button', { name: 'Play', exact: true });
      await page.keyboard.press('Tab');
      await play.focus();
      const ring = await play.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, colour: getComputedStyle(el).outlineColor }));
      expect(ring.style, colorScheme).not.toBe('none');
      expect(contrast(ring.colour.match(/\d+/g)!.map(Number), card.surface), `${colorScheme}: the focus ring on the card`).toBeGreaterThanOrEqual(3);
    }
  });
});

/** `#0f2d1c` as the browser writes a computed colour: `rgb(15, 45, 28)`. */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
