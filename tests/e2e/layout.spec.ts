import { adSlots, expect, test } from './fixtures';

test.describe('header', () => {
  test('is transparent at the top and solid once scrolled past 50 px, on every page', async ({ page }) => {
    for (const path of ['/', '/books', '/privacy']) {
      await page.goto(path);
      const header = page.locator('header#site-header');
      const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
      await expect(header).not.toHaveAttribute('data-solid');
      expect(await background()).toBe('rgba(0, 0, 0, 0)');
      await page.evaluate(() => window.scrollTo(0, 50));
      await expect(header).not.toHaveAttribute('data-solid');
      await page.evaluate(() => window.scrollTo(0, 51));
      await expect(header).toHaveAttribute('data-solid');
      await expect.poll(background).toBe('rgb(15, 45, 28)');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).not.toHaveAttribute('data-solid');
    }
  });

  test('keeps its light text on a dark surface, transparent or solid (WCAG AA contrast)', async ({ page }) => {
    for (const path of ['/', '/radio', '/privacy', '/missing-page']) {
      await page.goto(path);
      for (const scrollY of [0, 50, 400]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        await page.waitForTimeout(50);
        const ratio = await page.evaluate(headerContrast);
        expect(ratio, `${path} at ${scrollY}px`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test('fits all its links on one row from 768 px up, without horizontal scrolling', { tag: '@desktop' }, async ({ page }) => {
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
  });

  test('stays fixed at the top while the page scrolls', async ({ page }) => {
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, 1500));
    const box = await page.locator('header#site-header').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('links to the books and radio pages, the sections and both partner sites', { tag: '@desktop' }, async ({ page }) => {
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
  });

  test('anchor links land 80 px below the top, smoothly, and instantly with reduced motion', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only: covered by the mobile menu test.
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    expect(await page.locator('#about').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
  });

  test('from another page, a section link leads back to the landing page at that section', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only: covered by the mobile menu test.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/terms');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/#blog$/);
    await expect.poll(() => page.locator('#blog').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
  });

  test('on desktop the mobile menu is hidden and its code is never downloaded', { tag: '@desktop' }, async ({ page }) => {
    // Desktop only: phones have the menu.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    expect(scripts.filter((url) => /MobileMenu/.test(url))).toEqual([]);
  });
});

test.describe('mobile menu', { tag: '@mobile' }, () => {
  test('opens and closes with the toggle, and closes with Escape, returning focus', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The island hydrates when the media query matches; wait for it before clicking.
    await expect(page.locator('astro-island[component-export="default"]').first()).not.toHaveAttribute('ssr', '');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('choosing a link closes the menu and scrolls to the section below the header', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', '');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.locator('a[target="_blank"]')).toHaveCount(2);
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => page.locator('#contact').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
  });

  test('every menu link is a touch target of at least 44 px', async ({ page }) => {
    await page.goto('/radio');
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', '');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const toggleBox = await toggle.boundingBox();
    expect(toggleBox?.height).toBeGreaterThanOrEqual(44);
    await toggle.click();
    for (const link of await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link').all()) {
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('footer', () => {
  test('has Quick Links, Legal, Resources, Partner Sites and this year’s copyright', async ({ page }) => {
    await page.goto('/radio');
    const footer = page.locator('footer');
    for (const name of ['Quick Links', 'Legal', 'Resources', 'Partner Sites']) {
      await expect(footer.getByRole('navigation', { name })).toBeVisible();
    }
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('navigation', { name: 'Partner Sites' }).locator('a[target="_blank"][rel~="noopener"]')).toHaveCount(2);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} The Plant Gazette`);
  });
});

test.describe('ad slots', () => {
  test('reserve 250 px, and 600 px for the tall slot, with a visible label', async ({ page }) => {
    await page.goto('/privacy');
    const slots = adSlots(page);
    await expect(slots).toHaveCount(2);
    const heights = await slots.evaluateAll((els) => els.map((el) => [el.getAttribute('data-ad-size'), el.getBoundingClientRect().height]));
    for (const [size, height] of heights) {
      expect(Number(height)).toBeGreaterThanOrEqual(size === 'tall' ? 600 : 250);
    }
    await expect(slots.first().getByText('Advertisement', { exact: true })).toBeVisible();
  });

  test('with no ad client configured, no ad script is requested', async ({ page }) => {
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
 * The lowest contrast between the header's link text and the colour actually painted behind it:
 * the header's own background when solid, otherwise the first opaque background under the link.
 */
function headerContrast(): number {
  const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const opaque = (color: string) => {
    const parts = parse(color);
    return parts.length === 3 || (parts[3] ?? 0) >= 1;
  };
  const ratios = [...document.querySelectorAll<HTMLElement>('#site-header a, #site-header button')]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => {
      const rect = el.getBoundingClientRect();
      const stack = document.elementsFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      const behind = stack.map((node) => getComputedStyle(node).backgroundColor).find(opaque) ?? 'rgb(255, 255, 255)';
      const [l1, l2] = [luminance(parse(getComputedStyle(el).color)), luminance(parse(behind))].sort((a, b) => b - a);
      return ((l1 ?? 0) + 0.05) / ((l2 ?? 0) + 0.05);
    });
  return Math.min(...ratios);
}
