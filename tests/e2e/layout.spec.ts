import type { Page } from '@playwright/test';
import { AFTER_LOAD_FILE, ISLAND_PROPS_FILE } from './after-load-files';
import { adSlots, expect, holdScripts, test } from './fixtures';
import { afterFrames, afterLoadRan, stylesheetsLoaded } from './page-settled';
import { announcedExpanded, menuButton, menuPanel, menuReady, mobileMenu } from './mobile-menu';
import { headerContrastAt } from '../helpers/header-contrast';

test.describe('header', () => {
  test('is transparent at the top and solid once scrolled past 50 px, on every page', async ({ page }) => {
    // Reduced motion cuts the header's 300 ms colour transition, so each state is read as it settles.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/books', '/privacy']) {
      await page.goto(path);
      // The header's scroll lines come with the after-load file, after the first paint (src/browser/after-load.ts).
      await afterLoadRan(page);
      const header = page.locator('header#site-header');
      // The header follows scroll events, which come with the next frames: each position is read after two.
      const states = await header.evaluate(async (el) => {
        const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const solidAt = async (y: number) => {
          window.scrollTo({ top: y, behavior: 'instant' });
          await frames();
          return el.hasAttribute('data-solid');
        };
        const top = { solid: el.hasAttribute('data-solid'), background: getComputedStyle(el).backgroundColor };
        return { top, at50: await solidAt(50), at51: await solidAt(51) };
      });
      expect(states, path).toEqual({ top: { solid: false, background: 'rgba(0, 0, 0, 0)' }, at50: false, at51: true });
      await expect
        .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor), { message: path })
        .toBe('rgb(15, 45, 28)');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(header).not.toHaveAttribute('data-solid');
    }
  });

  test('keeps its light text on a dark surface, transparent or solid (WCAG AA contrast)', async ({ page }) => {
    // Reduced motion cuts the header's colour transition: the contrast is measured in each settled state.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/', '/radio', '/privacy', '/missing-page']) {
      await page.goto(path);
      // The header turns solid with the after-load file, after the first paint: read before it, 400 px down was the
      // transparent header over the page's light text (1.7:1), once in a whole run.
      await afterLoadRan(page);
      for (const scrollY of [0, 50, 400]) {
        const ratio = await page.evaluate(headerContrastAt, { scrollY });
        expect(ratio, `${path} at ${scrollY}px`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test('keeps its light text on a dark surface before the after-load file has run (a slow link)', async ({ page }) => {
    // The header turns solid only with the after-load file, after the load event: on a slow link a visitor scrolls long
    // before that. The layer of its colour under it shows wherever the top band has scrolled away.
    const release = await holdScripts(page);
    for (const path of ['/', '/privacy']) {
      await page.goto(path);
      for (const [scrollY, ratio] of await contrastDownThePage(page))
        expect(ratio, `${path} at ${scrollY}px`).toBeGreaterThanOrEqual(4.5);
      await expect(page.locator('header#site-header')).not.toHaveAttribute('data-solid');
    }
    release();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('keeps its light text on a dark surface all the way down the page', async ({ page }) => {
      // Without it, just past the top band, the header's white links were over the page's light surface (1.7:1).
      for (const path of ['/', '/radio', '/privacy', '/missing-page']) {
        await page.goto(path);
        for (const [scrollY, ratio] of await contrastDownThePage(page))
          expect(ratio, `${path} at ${scrollY}px`).toBeGreaterThanOrEqual(4.5);
        await expect(page.locator('header#site-header')).not.toHaveAttribute('data-solid');
      }
    });
  });

  test(
    'fits all its links on one row from 768 px up, without horizontal scrolling',
    { tag: '@desktop' },
    async ({ page }) => {
      // Desktop only: the desktop navigation starts at 768 px.
      for (const width of [768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        const nav = page.getByRole('navigation', { name: 'Main' });
        const box = await nav.boundingBox();
        expect(box?.height, `at ${width}px`).toBeLessThanOrEqual(64);
        expect((box?.x ?? 0) + (box?.width ?? 0), `at ${width}px`).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    },
  );

  test('stays fixed at the top while the page scrolls', async ({ page }) => {
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, 1500));
    const box = await page.locator('header#site-header').boundingBox();
    expect(box?.y).toBe(0);
  });

  test(
    'links to the books and radio pages, the sections and both partner sites',
    { tag: '@desktop' },
    async ({ page }) => {
      // Desktop only: the mobile menu has its own test.
      await page.goto('/books');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const [name, href] of [
        ['Home', '/#home'],
        ['About', '/#about'],
        ['Plant Database', '/#database'],
        ['Blog', '/#blog'],
        ['Contact', '/#contact'],
        ['Books', '/books'],
        ['Radio', '/radio'],
      ] as const) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      const partners = nav.locator('a[target="_blank"]');
      await expect(partners).toHaveCount(2);
      for (const partner of await partners.all()) {
        await expect(partner).toHaveAttribute('rel', /noopener/);
        await expect(partner).toHaveAttribute('href', /^https:\/\//);
      }
    },
  );

  test(
    'anchor links land 80 px below the top, smoothly, and instantly with reduced motion',
    { tag: '@desktop' },
    async ({ page }) => {
      // Desktop only: covered by the mobile menu test.
      await page.goto('/');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await expect
        .poll(() => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBe(80);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      expect(await page.locator('#about').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
    },
  );

  // The site's whole stylesheet styles what lies below the landing page's first screen, and comes after the load event
  // (src/browser/first-paint.ts); held back here, as on a slow link, so that the link is chosen before it. Chromium
  // only: holding a response back needs Playwright's routing, which the Firefox and WebKit sessions (WebDriver) lack.
  /** Opens the landing page with its whole stylesheet held back until the returned function lets it through. */
  async function openWithStylesheetHeld(page: Page): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/site\.\w+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await afterLoadRan(page);
    return release;
  }

  for (const motion of ['no-preference', 'reduce'] as const) {
    test(
      `a section link chosen before the whole stylesheet arrives still lands 80 px below the top (motion: ${motion})`,
      { tag: '@desktop' },
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion: motion });
        const release = await openWithStylesheetHeld(page);
        const applied = () =>
          page.evaluate(() => document.querySelector<HTMLLinkElement>('head > link[rel="stylesheet"]')?.sheet != null);
        expect(await applied(), 'the whole stylesheet is still on its way').toBe(false);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
        const contactTop = () => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top));
        // The stylesheet arrives while the page scrolls (smoothly, where motion is welcome) towards the section.
        release();
        await expect.poll(applied).toBe(true);
        await afterFrames(page);
        await expect.poll(contactTop).toBe(80);
      },
    );
  }

  test(
    'a visitor who scrolls by hand before the whole stylesheet arrives is left where they scrolled to',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const release = await openWithStylesheetHeld(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      // Over the page's own fixed header: a wheel over an embedded frame (the news feed) is that frame's event.
      await page.mouse.move(400, 40);
      await page.mouse.wheel(0, -600);
      const contactTop = () => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top));
      await expect.poll(contactTop, 'scrolled up by hand').toBeGreaterThan(80 + 400);
      release();
      await stylesheetsLoaded(page);
      await afterFrames(page);
      // The stylesheet moves what lies below (the browser's scroll anchoring keeps what is in view), and the page is
      // not scrolled back to the section.
      expect(await contactTop()).toBeGreaterThan(80 + 400);
    },
  );

  test(
    'from another page, a section link leads back to the landing page at that section',
    { tag: '@desktop' },
    async ({ page }) => {
      // Desktop only: covered by the mobile menu test.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/terms');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/#blog$/);
      await expect
        .poll(() => page.locator('#blog').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBe(80);
    },
  );
});

// The menu opens natively (a popover) from the first paint; its island's code arrives only when the visitor first
// touches the menu button (client:interaction). tests/e2e/routes.spec.ts proves that no script file is requested
// before that.
test.describe('mobile menu', { tag: '@mobile' }, () => {
  test('opens on the first tap with every script file blocked, closes again, and closes when a link is chosen', async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    // By path, so that Astro's second try (the same file with a query string) is blocked too. Only the files every
    // page imports after its load event (Astro's island runtime among them) and the island's props get through, so
    // that the tap asks for the menu's code.
    await page.route(
      (url) =>
        url.pathname.endsWith('.js') && !AFTER_LOAD_FILE.test(url.pathname) && !ISLAND_PROPS_FILE.test(url.pathname),
      (route) => route.abort('blockedbyclient'),
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const toggle = menuButton(page);
    const menu = mobileMenu(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(menu).toBeHidden();
    expect(await announcedExpanded(page)).toBe(false);

    await toggle.tap();
    await expect(menu).toBeVisible();
    expect(await announcedExpanded(page)).toBe(true);
    // The tap asked for the menu's code, which could not load: the menu works without it.
    await expect.poll(() => failed.some((url) => /MobileMenu/.test(url))).toBe(true);
    await toggle.tap();
    await expect(menu).toBeHidden();
    expect(await announcedExpanded(page)).toBe(false);

    await toggle.tap();
    await menu.getByRole('link', { name: 'Contact' }).tap();
    await expect(menu).toBeHidden();
    await expect
      .poll(() => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
    await expect(menuReady(page)).toHaveCount(0);
  });

  test('keeps working natively when its code is blocked after the first tap: no uncaught error, it opens, closes and follows links', async ({
    page,
  }) => {
    // The first tap asks for the island's code; it is held, then every request for it (and Astro's retry) fails.
    let failNow = () => {};
    const blocked = new Promise<void>((resolve) => (failNow = resolve));
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.route(
      (url) =>
        url.pathname.endsWith('.js') && !AFTER_LOAD_FILE.test(url.pathname) && !ISLAND_PROPS_FILE.test(url.pathname),
      async (route) => {
        await blocked;
        await route.abort('blockedbyclient');
      },
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/privacy');
    const toggle = menuButton(page);
    const menu = mobileMenu(page);
    await toggle.tap();
    await expect(menu).toBeVisible();
    failNow();
    await expect.poll(() => failed.some((url) => /MobileMenu/.test(url) && /astro-retry/.test(url))).toBe(true);
    await expect(menu).toBeVisible();
    await toggle.tap();
    await expect(menu).toBeHidden();
    await toggle.tap();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Radio', exact: true }).tap();
    await expect(page).toHaveURL(/\/radio$/);
    await expect(menuReady(page)).toHaveCount(0);
  });

  test('ten quick taps before its code arrives leave it closed, an eleventh opens it, the code takes over without closing it, and axe is clean', async ({
    page,
    axe,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/privacy');
    const menu = mobileMenu(page);
    const box = await menuButton(page).boundingBox();
    if (!box) throw new Error('The menu button has no box');
    const tap = () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    for (let taps = 0; taps < 10; taps++) await tap();
    await expect(menu).toBeHidden();
    expect(await menuPanel(page).evaluate((el) => el.matches(':popover-open'))).toBe(false);
    expect(await announcedExpanded(page)).toBe(false);
    await tap();
    await expect(menu).toBeVisible();

    // From now until the island has taken over, every frame must show the same menu element, open.
    await menu.evaluate((nav) => {
      const w = window as unknown as { framesClosed: number; menuBefore: Element };
      w.framesClosed = 0;
      w.menuBefore = nav;
      const check = () => {
        if (!nav.isConnected || !nav.matches(':popover-open')) w.framesClosed += 1;
        if (!document.querySelector('[data-menu-ready]')) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    release();
    await expect(menuReady(page)).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { framesClosed: number }).framesClosed)).toBe(0);
    expect(await menu.evaluate((nav) => (window as unknown as { menuBefore: Element }).menuBefore === nav)).toBe(true);
    await expect(menu).toBeVisible();
    expect(await announcedExpanded(page)).toBe(true);
    await axe();
  });

  test('once its code runs: Escape closes it and returns focus, a chosen link closes it, a tap outside closes it', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const toggle = menuButton(page);
    const menu = mobileMenu(page);
    await toggle.tap();
    await expect(menuReady(page)).toBeAttached();
    await expect(menu).toBeVisible();
    await expect(menu.locator('a[target="_blank"]')).toHaveCount(2);

    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.tap();
    await menu.getByRole('link', { name: 'Contact' }).tap();
    await expect(menu).toBeHidden();
    await expect
      .poll(() => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);

    await toggle.tap();
    await expect(menu).toBeVisible();
    await page.touchscreen.tap(200, 700);
    await expect(menu).toBeHidden();
  });

  test('every menu link is a touch target of at least 44 px', async ({ page }) => {
    await page.goto('/radio');
    const toggle = menuButton(page);
    const toggleBox = await toggle.boundingBox();
    expect(toggleBox?.height).toBeGreaterThanOrEqual(44);
    expect(toggleBox?.width).toBeGreaterThanOrEqual(44);
    await toggle.tap();
    const links = await mobileMenu(page).getByRole('link').all();
    expect(links.length).toBe(9);
    for (const link of links) {
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('mobile menu with JavaScript off', { tag: '@mobile' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the button still opens the site’s links and closes them again', async ({ page }) => {
    await page.goto('/books');
    const menu = mobileMenu(page);
    await menuButton(page).tap();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Radio', exact: true })).toHaveAttribute('href', '/radio');
    await expect(menu.getByRole('link')).toHaveCount(9);
    await menuButton(page).tap();
    await expect(menu).toBeHidden();
  });
});

test.describe('footer', () => {
  test(
    'has Quick Links, Legal, Resources, Partner Sites and this year’s copyright',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/radio');
      const footer = page.locator('footer');
      for (const name of ['Quick Links', 'Legal', 'Resources', 'Partner Sites']) {
        await expect(footer.getByRole('navigation', { name })).toBeVisible();
      }
      await expect(
        footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }),
      ).toHaveAttribute('href', '/privacy');
      await expect(
        footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Service' }),
      ).toHaveAttribute('href', '/terms');
      await expect(
        footer.getByRole('navigation', { name: 'Partner Sites' }).locator('a[target="_blank"][rel~="noopener"]'),
      ).toHaveCount(2);
      await expect(footer).toContainText(`© ${new Date().getFullYear()} The Plant Gazette`);
    },
  );
});

test.describe('ad slots', () => {
  test('reserve 250 px, and 600 px for the tall slot, with a visible label', async ({ page }) => {
    await page.goto('/privacy');
    const slots = adSlots(page);
    await expect(slots).toHaveCount(2);
    const heights = await slots.evaluateAll((els) =>
      els.map((el) => [el.getAttribute('data-ad-size'), el.getBoundingClientRect().height]),
    );
    for (const [size, height] of heights) {
      expect(Number(height)).toBeGreaterThanOrEqual(size === 'tall' ? 600 : 250);
    }
    await expect(slots.first().getByText('Advertisement', { exact: true })).toBeVisible();
  });

  test('with no ad client configured, no ad script is requested', { tag: '@once' }, async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);
  });
});

/**
 * The header's lowest contrast (headerContrastAt, read without waiting for frames: a page whose scripts are off runs
 * none) at the top, 50 px down, where the top band has just scrolled from under it, halfway and at the bottom. Under
 * the transparent header, the band's own text and buttons scroll by between those, as they do with the header's
 * script between 0 and 50 px.
 */
async function contrastDownThePage(page: Page): Promise<[number, number][]> {
  const { bandEnd, bottom } = await page.evaluate(() => ({
    bandEnd: Math.ceil(document.querySelector('main')!.firstElementChild!.getBoundingClientRect().bottom + scrollY),
    bottom: document.documentElement.scrollHeight - innerHeight,
  }));
  const ratios: [number, number][] = [];
  for (const scrollY of [0, 50, bandEnd, Math.round((bandEnd + bottom) / 2), bottom])
    ratios.push([scrollY, await page.evaluate(headerContrastAt, { scrollY, withoutFrames: true })]);
  return ratios;
}
