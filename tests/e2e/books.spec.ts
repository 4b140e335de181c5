import type { Page } from '@playwright/test';
import { BOOKS } from '@/config/books';
import { expect, test } from './fixtures';
import { afterFrames, afterLoadRan, firstContentfulPaint } from './page-settled';

// The books page (issue 6). The tests run offline: every cover address fails unless a test stands in for the
// cover host with page.route().

/** Every cover host, as route patterns. */
const coverRoutes = BOOKS.coverHosts.map((host) => `https://${host}/**`);
/** A real 3 × 4 px PNG, served for covers when a test needs them to load. */
const tinyCover = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAAECAIAAADETxJQAAAAEElEQVR4nGNocFCAIAa8LADWqAqBkMjsKAAAAABJRU5ErkJggg==',
  'base64',
);

/** Serves the tiny cover for every cover request and records the addresses requested, in order. */
async function serveCovers(page: Page, delayMs = 0): Promise<string[]> {
  const requested: string[] = [];
  for (const pattern of coverRoutes) {
    await page.route(pattern, async (route) => {
      requested.push(route.request().url());
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.fulfill({ status: 200, contentType: 'image/png', body: tinyCover });
    });
  }
  return requested;
}

/**
 * Brings each cover that waits to come near the window (`data-near`) into view in turn, waiting until the page has
 * marked it reached, then goes back to the top. It waits for what the page does, not for rendered frames: walking the
 * whole page half a screen at a time, two frames per step, took 29 steps at phone width (a page twice as long as at
 * desktop, drawn in software at 2× pixels), which on a busy machine outlasted the test's 30 s.
 */
async function bringCoversNear(page: Page) {
  await afterLoadRan(page);
  await page.evaluate(async () => {
    const waiting = () =>
      document.querySelector<HTMLImageElement>('#book-grid img[data-near]:not([data-near-reached])');
    for (let cover = waiting(); cover; cover = waiting()) {
      const image = cover;
      const reached = new Promise((resolve) => image.addEventListener('near', resolve, { once: true }));
      const late = new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`The cover of "${image.alt}" never came near`)), 5000),
      );
      image.scrollIntoView({ block: 'center', behavior: 'instant' });
      await Promise.race([reached, late]);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/** Every cover image's state, read at once: where it points, whether it has drawn a picture, its size and alt. */
function coverStates(page: Page) {
  return page.locator('#book-grid img').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src'),
      origin: img.currentSrc ? new URL(img.currentSrc).origin : '',
      fallback: img.hasAttribute('data-fallback'),
      drawn: img.complete && img.naturalWidth > 0,
      naturalWidth: img.naturalWidth,
      alt: img.alt,
    })),
  );
}

const cards = (page: Page) => page.locator('#book-grid > li');
const coverImages = (page: Page) => page.locator('#book-grid img');

/** The titles of the cards, in page order, read from the text (not the clipped rendering). */
const cardTitles = (page: Page) => page.locator('#book-grid > li [data-book-title]').allTextContents();

test.describe('books page', () => {
  test(
    'lists 45 to 55 books in alphabetical order, each a card with its whole title',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/books');
      await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
      const titles = await cardTitles(page);
      expect(titles.length).toBeGreaterThanOrEqual(45);
      expect(titles.length).toBeLessThanOrEqual(55);
      const sorted = [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
      expect(titles).toEqual(sorted);
      expect(new Set(titles).size).toBe(titles.length);
      // Almost all 'Billionaire …', plus a few classics.
      expect(titles.filter((title) => title.startsWith('Billionaire ')).length).toBeGreaterThanOrEqual(
        titles.length - 8,
      );
      await expect(page.getByRole('link', { name: /^Meditations: .+ View on Amazon/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /^The Art of War/ })).toBeVisible();
    },
  );

  test(
    'every card is one link to the retailer, opening in a new tab as a sponsored link',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/books');
      const count = await cards(page).count();
      const links = await page.locator('#book-grid a').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href') ?? '',
          target: a.getAttribute('target'),
          rel: (a.getAttribute('rel') ?? '').split(/\s+/),
          title: a.querySelector('[data-book-title]')?.textContent ?? '',
        })),
      );
      expect(links).toHaveLength(count);
      for (const link of links) {
        expect(link.target, link.title).toBe('_blank');
        expect(link.rel, link.title).toEqual(expect.arrayContaining(['sponsored', 'noopener', 'noreferrer']));
        const url = new URL(link.href);
        expect(url.protocol).toBe('https:');
        expect(BOOKS.retailerHosts).toContain(url.hostname);
        // A sample link is the retailer's search for the exact title, or a product page.
        if (url.pathname === '/s') expect(url.searchParams.get('k')).toBe(link.title);
        else expect(url.pathname).toMatch(/\/dp\/\w+/);
      }
    },
  );

  test('the grid has 2, 3, 4 and 5 columns by window width', async ({ page }) => {
    // Tailwind breakpoints: 2 columns below 640 px, sm (640) 3, md (768) 4, lg (1024) still 4, xl (1280) 5.
    const expected = [
      [375, 2],
      [640, 3],
      [768, 4],
      [1024, 4],
      [1280, 5],
      [1600, 5],
    ] as const;
    await page.goto('/books');
    for (const [width, columns] of expected) {
      await page.setViewportSize({ width, height: 900 });
      const firstRow = await cards(page).evaluateAll((items) => {
        const top = items[0]?.getBoundingClientRect().top ?? 0;
        return new Set(
          items
            .filter((item) => Math.abs(item.getBoundingClientRect().top - top) < 1)
            .map((item) => Math.round(item.getBoundingClientRect().left)),
        ).size;
      });
      expect(firstRow, `columns at ${width} px`).toBe(columns);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    }
  });

  test('a cover set in type keeps its proportions at every width: its title is 12% of the card’s width', async ({
    page,
  }) => {
    // The covers' sizes come from the grid's width through its columns and gaps (--book-width, BookGrid.astro): a change
    // to the columns or gaps alone would show here.
    await page.goto('/books');
    for (const width of [360, 390, 640, 700, 768, 1024, 1100, 1280, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      const shares = await page.locator('[data-typographic-cover]').evaluateAll((covers) =>
        covers.map((cover) => {
          const title = cover.querySelector('p');
          const size = title ? parseFloat(getComputedStyle(title).fontSize) : 0;
          return Math.round((size / cover.getBoundingClientRect().width) * 1000) / 1000;
        }),
      );
      expect(shares.length).toBeGreaterThan(0);
      expect(new Set(shares), `at ${width} px`).toEqual(new Set([0.12]));
    }
  });

  test('every cover is 3:4 and its space is reserved before any image arrives', async ({ page }) => {
    // Covers that never answer: the boxes must already have their final size.
    for (const pattern of coverRoutes) await page.route(pattern, () => new Promise(() => {}));
    await page.goto('/books', { waitUntil: 'domcontentloaded' });
    const boxes = await page.locator('#book-grid a > div:first-child').evaluateAll((els) =>
      els.map((el) => {
        const rect = el.getBoundingClientRect();
        return { ratio: rect.width / rect.height, width: rect.width };
      }),
    );
    expect(boxes).toHaveLength(await cards(page).count());
    for (const box of boxes) {
      expect(box.width).toBeGreaterThan(100);
      expect(box.ratio).toBeCloseTo(3 / 4, 2);
    }
    // Every image, and every <source> a first-row cover may come from, declares the 3:4 size.
    const images = await page.locator('#book-grid img, #book-grid source').evaluateAll((els) =>
      els.map((el) => {
        const rect = el.tagName === 'IMG' ? el.getBoundingClientRect() : null;
        return {
          size: `${el.getAttribute('width')}×${el.getAttribute('height')}`,
          ratio: rect ? rect.width / rect.height : 0.75,
        };
      }),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.size).toBe('300×400');
      expect(image.ratio).toBeCloseTo(3 / 4, 2);
    }
  });

  test('a cover that fails to load is replaced, silently, by the local placeholder', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // The browser itself logs each blocked request ("Failed to load resource"); those are the test's doing.
      const blockedCover = BOOKS.coverHosts.some((host) => message.location().url.includes(host));
      if (message.type() === 'error' && !blockedCover) errors.push(message.text());
    });
    const blocked: string[] = [];
    for (const pattern of coverRoutes) {
      await page.route(pattern, (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      });
    }
    await page.goto('/books');
    await bringCoversNear(page);
    const count = await coverImages(page).count();
    expect(count).toBeGreaterThan(0);
    // Every cover shows the local placeholder, drawn, and keeps its alt text.
    await expect
      .poll(async () =>
        (await coverStates(page)).filter(
          (img) => !(img.src === BOOKS.coverPlaceholder && img.fallback && img.drawn && img.alt.length > 2),
        ),
      )
      .toEqual([]);
    // Each cover was tried once, and each replaced once: no loop.
    expect(new Set(blocked).size).toBe(count);
    expect(blocked).toHaveLength(count);
    expect(new Set((await coverStates(page)).map((img) => img.origin))).toEqual(new Set([new URL(page.url()).origin]));
    expect(errors).toEqual([]);
  });

  test('offline, with no stand-in for the cover host, no image is left broken', async ({ page }) => {
    await page.goto('/books');
    await bringCoversNear(page);
    await expect
      .poll(async () => (await coverStates(page)).filter((img) => !(img.drawn && img.src === BOOKS.coverPlaceholder)))
      .toEqual([]);
  });

  test(
    'at phone width nothing is asked of the cover host before the first paint, nor before the visitor scrolls; covers load as they come near',
    { tag: '@mobile' },
    async ({ page }) => {
      const requested = await serveCovers(page);
      await page.goto('/books');
      await page.waitForLoadState('networkidle');
      expect(await firstContentfulPaint(page)).not.toBeNull();
      expect(requested).toEqual([]);
      // The first row is below the first screen at this width, or this test proves nothing about it.
      const firstCard = await cards(page).first().boundingBox();
      expect(firstCard?.y).toBeGreaterThan(page.viewportSize()?.height ?? 0);

      await bringCoversNear(page);
      const covers = await coverImages(page).evaluateAll((imgs) =>
        imgs.map(
          (img) =>
            img.closest('picture')?.querySelector('source')?.getAttribute('srcset') ?? img.getAttribute('src') ?? '',
        ),
      );
      await expect.poll(() => [...new Set(requested)].sort()).toEqual([...covers].sort());
      expect(requested).toHaveLength(covers.length);
      await expect.poll(async () => (await coverStates(page)).filter((img) => img.naturalWidth !== 3)).toEqual([]);
    },
  );

  test(
    'from 768 px the first row’s covers load at once, the first with high priority; the rest as they come near',
    { tag: '@desktop' },
    async ({ page }) => {
      const requested = await serveCovers(page);
      await page.goto('/books');
      await page.waitForLoadState('networkidle');
      const plan = await page.locator('#book-grid > li').evaluateAll(
        (items, eager) =>
          items.flatMap((item, index) => {
            const img = item.querySelector('img');
            if (!img) return [];
            const cover =
              item.querySelector('source')?.getAttribute('srcset') ?? img.getAttribute('data-near-src') ?? '';
            return [
              {
                index,
                cover,
                firstRow: index < eager,
                belowFold: img.getBoundingClientRect().top - window.innerHeight,
              },
            ];
          }),
        BOOKS.eagerCovers,
      );
      const firstRow = plan.filter((entry) => entry.firstRow).map((entry) => entry.cover);
      const later = plan.filter((entry) => !entry.firstRow).map((entry) => entry.cover);
      // The data must hold covers in both places, or this test proves nothing; and one later cover must lie within
      // the distance at which Chromium's own loading="lazy" fetches images ahead (1250 px and more), which the page
      // must not leave to the browser.
      expect(firstRow.length).toBeGreaterThan(0);
      expect(later.length).toBeGreaterThan(0);
      const nearestLater = Math.min(...plan.filter((entry) => !entry.firstRow).map((entry) => entry.belowFold));
      expect(nearestLater).toBeGreaterThan(0);
      expect(nearestLater).toBeLessThan(1250);
      expect([...requested].sort()).toEqual([...firstRow].sort());

      const first = coverImages(page).first();
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('loading', 'eager');
      for (const img of await page.locator('#book-grid img[data-near-src]').all()) {
        await expect(img).toHaveAttribute('loading', 'lazy');
        await expect(img).toHaveAttribute('decoding', 'async');
      }

      await bringCoversNear(page);
      await expect.poll(() => [...new Set(requested)].sort()).toEqual([...firstRow, ...later].sort());
      // Each cover asked for once, and every cover now shows the (stand-in) image itself, not the placeholder.
      expect(requested).toHaveLength(firstRow.length + later.length);
      await expect.poll(async () => (await coverStates(page)).filter((img) => img.naturalWidth !== 3)).toEqual([]);
    },
  );

  test('nothing on the page moves while covers arrive', async ({ page }) => {
    await serveCovers(page, 300);
    await page.goto('/books');
    await bringCoversNear(page);
    // Every cover has arrived (the stand-in is 3 px wide) and the page has drawn it, so its shifts are recorded.
    await expect.poll(async () => (await coverStates(page)).filter((img) => img.naturalWidth !== 3)).toEqual([]);
    await afterFrames(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
            resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.01);
  });

  test(
    'a book without a cover address gets a cover set in type, costing no request',
    { tag: '@once' },
    async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      // Real covers answered by the stand-in: a retailer's host that cannot be reached would keep the network busy.
      await serveCovers(page);
      await page.goto('/books');
      await page.waitForLoadState('networkidle');
      const typographic = page.locator('#book-grid [data-typographic-cover]');
      const count = await typographic.count();
      expect(count + (await coverImages(page).count())).toBe(await cards(page).count());
      expect(count).toBeGreaterThan(30);

      const card = cards(page)
        .filter({ has: page.locator('[data-typographic-cover]') })
        .first();
      const cover = card.locator('[data-typographic-cover]');
      await expect(cover).toHaveAttribute('aria-hidden', 'true');
      const title = (await card.locator('[data-book-title]').textContent()) ?? '';
      await expect(cover).toContainText(title.split(':')[0] ?? title);
      const box = await cover.boundingBox();
      const frame = await card.locator('a > div:first-child').boundingBox();
      expect(box).toEqual(frame);

      // Colours come from the titles: several are in use, and every one is opaque.
      const colours = await typographic.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
      expect(new Set(colours).size).toBeGreaterThanOrEqual(4);
      expect(colours.filter((colour) => colour === 'rgba(0, 0, 0, 0)')).toEqual([]);
      // The typographic covers ask for nothing: every request is this site's or a real cover's.
      const origin = new URL(page.url()).origin;
      expect(
        requests.filter((url) => !url.startsWith(origin) && !BOOKS.coverHosts.some((host) => url.includes(host))),
      ).toEqual([]);
    },
  );

  test('a long title is clamped to two lines, and its link still names the whole title', async ({ page }) => {
    await page.goto('/books');
    const titles = await cardTitles(page);
    const longest = titles.reduce((a, b) => (b.length > a.length ? b : a));
    const card = cards(page).filter({ hasText: longest });
    const title = card.locator('[data-book-title]');
    const metrics = await title.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      clipped: el.scrollHeight > el.clientHeight + 1,
    }));
    expect(metrics.clipped).toBe(true);
    expect(metrics.height).toBeLessThanOrEqual(metrics.lineHeight * 2 + 1);
    await expect(
      page.getByRole('link', { name: `${longest} View on Amazon (opens in a new tab)`, exact: true }),
    ).toBeVisible();
    const img = card.locator('img');
    if ((await img.count()) > 0) await expect(img).toHaveAttribute('alt', longest);
  });

  test('the image’s alt text is the book’s title', { tag: '@once' }, async ({ page }) => {
    await page.goto('/books');
    const pairs = await cards(page).evaluateAll((items) =>
      items.flatMap((item) => {
        const img = item.querySelector('img');
        return img
          ? [{ alt: img.getAttribute('alt'), title: item.querySelector('[data-book-title]')?.textContent ?? '' }]
          : [];
      }),
    );
    expect(pairs.length).toBeGreaterThan(0);
    for (const { alt, title } of pairs) expect(alt).toBe(title);
  });

  test(
    'shows the university banner, its two links opening the university’s site in a new tab',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/books');
      const banner = page.getByRole('region', { name: 'Transform Your Life with Ancient Wisdom' });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Accredited Programs • Expert Instructors • Rich Curriculum');
      for (const [name, href] of [
        ['Apply for Admission', BOOKS.university.applyUrl],
        ['Learn More', BOOKS.university.learnMoreUrl],
      ] as const) {
        const link = banner.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
        expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      }
    },
  );

  test('‘View All Books on Amazon →’ opens the author’s page in a new tab', { tag: '@once' }, async ({ page }) => {
    await page.goto('/books');
    const section = page.getByRole('region', { name: 'Books' });
    const link = section.getByRole('link', { name: 'View All Books on Amazon' });
    await expect(link).toHaveText(/View All Books on Amazon\s*→/);
    await expect(link).toHaveAttribute('href', BOOKS.authorPageUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  });

  test(
    'with no associate tag configured, no link carries a tag and no disclosure shows',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/books');
      await expect(page.getByText('As an Amazon Associate I earn from qualifying purchases.')).toHaveCount(0);
      const hrefs = await page
        .locator('a[href*="amazon."]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(45);
      expect(hrefs.filter((href) => new URL(href).searchParams.has('tag'))).toEqual([]);
    },
  );

  test('‘Back to Home’ leads to the home page', { tag: '@once' }, async ({ page }) => {
    await page.goto('/books');
    const back = page.getByRole('link', { name: 'Back to Home' });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('The Plant Gazette');
  });

  test('the cards are reached by keyboard, in order, with a visible focus ring', async ({ page }) => {
    await page.goto('/books');
    await page.getByRole('link', { name: 'View All Books on Amazon' }).focus();
    await page.keyboard.press('Tab');
    const first = page.locator('#book-grid a').first();
    await expect(first).toBeFocused();
    expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('Tab');
    await expect(page.locator('#book-grid a').nth(1)).toBeFocused();
  });

  // No script file before interaction at either width, and axe on this page: tests/e2e/routes.spec.ts (/books).
});
