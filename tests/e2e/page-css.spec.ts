import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { donationWordsSchema } from '@/schemas/donation-words';
import { CMS } from '@/config/cms';
import { RADIO } from '@/config/radio';
import { readWords } from '../helpers/words';
import { dismissDonationPopup, expect, test } from './fixtures';
import { menuButton, menuReady, mobileMenu } from './mobile-menu';

/**
 * Per-page CSS (src/integrations/page-css.ts) keeps the rules of the states islands draw after the page has loaded,
 * which the static HTML does not show: each state below is styled exactly as the whole site stylesheet styles it.
 * The check adds the whole stylesheet (the editor's preview copy, left whole by the build) after the page's own and
 * compares every element's computed style before and after: a rule the page lost would change something.
 */
const WHOLE_SITE_CSS = readFileSync(
  path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist', `.${CMS.path}`, 'preview.css'),
  'utf8',
);
const DONATION_WORDS = readWords('donation', donationWordsSchema);

/** Every element's computed style under `root` (custom properties aside: only their effects count). */
function computedStyles(root: Locator): Promise<string[]> {
  return root.evaluate((top) =>
    [top, ...top.querySelectorAll('*')].flatMap((element, index) => {
      const style = getComputedStyle(element);
      return [...style]
        .filter((name) => !name.startsWith('--'))
        .map((name) => `${index} <${element.localName}> ${name}: ${style.getPropertyValue(name)}`);
    }),
  );
}

/** Whether the state under `root` looks the same with the whole site stylesheet added after the page's own. */
async function expectStyledAsWithWholeStylesheet(page: Page, root: Locator): Promise<void> {
  await expect(root).toBeVisible();
  await expect.poll(() => root.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
  const own = await computedStyles(root);
  await page.evaluate((css) => {
    const whole = new CSSStyleSheet();
    whole.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, whole];
  }, WHOLE_SITE_CSS);
  const withWhole = await computedStyles(root);
  expect(own.length).toBeGreaterThan(100);
  expect(own.filter((line, index) => line !== withWhole[index])).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  // No transition runs between the two readings.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('states only islands draw are styled', () => {
  test('the donation pop-up, which only its island renders, 3 s after load', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: DONATION_WORDS.heading });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expectStyledAsWithWholeStylesheet(page, dialog);
  });

  test('the plant database with its filters open and a plant’s details shown', async ({ page }) => {
    await dismissDonationPopup(page);
    await page.goto('/#database');
    const island = page.locator('astro-island[component-url*="PlantDatabase"]');
    await expect(island).not.toHaveAttribute('ssr', '', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page
      .getByRole('list', { name: 'Plants' })
      .getByRole('link', { name: /^Lavender/ })
      .click();
    await expect(
      page.getByRole('region', { name: 'Plant details' }).getByRole('heading', { level: 3, name: 'Lavender' }),
    ).toBeVisible();
    await expectStyledAsWithWholeStylesheet(page, page.locator('section#database'));
  });

  test('the mobile menu, open once its island runs', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/privacy');
    await menuButton(page).click();
    await expect(menuReady(page)).toHaveCount(1);
    await expect(mobileMenu(page)).toBeVisible();
    await expectStyledAsWithWholeStylesheet(page, page.locator('header'));
  });

  test(
    'the radio player with its stream message, after a press of play the stream cannot answer',
    { tag: '@once' },
    async ({ page }) => {
      // The stream's own address and its relays, all of them, or the player moves on to a relay and the message goes.
      const endpoints = new Set([RADIO.streamPath, ...RADIO.relays]);
      await page.route(
        (url) => endpoints.has(url.pathname),
        (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }),
      );
      await page.goto('/radio');
      await page.locator('[data-radio-player][data-hydrated]').waitFor();
      await page.locator('[data-radio-player] button[data-intent="play"]').click();
      await expect(page.getByRole('alert')).not.toBeEmpty({ timeout: 15_000 });
      await expectStyledAsWithWholeStylesheet(page, page.locator('[data-radio-player]'));
    },
  );
});
