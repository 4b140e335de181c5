import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { load as parseYaml } from 'js-yaml';
import { SCALE_DIR, SCALE_PLANTS, VARIANT_URL } from '../../playwright.config';
import { FIRST_ROUND_TRIP, overBudget } from '../budgets';
import { dismissDonationPopup, expect, test } from './fixtures';

// The plant database with more plants than one page: a scratch copy of the project with the site's six plants and
// generated ones (scripts/generate-plants.mjs): the variant build of playwright.config.ts. The landing page carries
// the first cards only; the search index is fetched at the first sign of intent. What the grid does is the same at
// every width (plant-database.spec.ts covers both), so these run at desktop width only.

interface PlantFile {
  id: number;
  name: string;
  light: string;
}
/**
 * The plants as the copy's files give them, in grid order (by id), with their slugs (their file names). Read when a
 * test runs: the copy is written by the web server's command, after the test files are loaded.
 */
function plantFiles(): (PlantFile & { slug: string })[] {
  const folder = path.join(SCALE_DIR, 'src/content/plants');
  return readdirSync(folder)
    .map((file) => ({
      slug: file.replace(/\.yaml$/, ''),
      ...(parseYaml(readFileSync(path.join(folder, file), 'utf8')) as PlantFile),
    }))
    .sort((a, b) => a.id - b.id);
}
const INDEX = '/data/plant-index.json';

test.use({ baseURL: VARIANT_URL });

// The visitor has already closed the donation pop-up (tested on its own), so it never sits over a card here.
test.beforeEach(({ page }) => dismissDonationPopup(page));

const grid = (page: Page) => page.getByRole('list', { name: 'Plants' });
const cardNames = (page: Page) =>
  grid(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.querySelector('.font-serif')?.textContent));
const status = (page: Page) => page.locator('section#database').getByRole('status');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search plants' });

/** Every request the page makes for plant data, by path. */
function dataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/data/')) paths.push(pathname);
  });
  return paths;
}

async function openDatabase(page: Page, address = '/'): Promise<void> {
  await page.goto(`${address}#database`);
  await expect(page.locator('astro-island[component-url*="PlantDatabase"]')).not.toHaveAttribute('ssr', '', {
    timeout: 20_000,
  });
}

test('the landing page carries the first 12 of 130 plants; Show more fetches the index once and adds the next 12 @desktop', async ({
  page,
}) => {
  const PLANTS = plantFiles();
  expect(PLANTS).toHaveLength(SCALE_PLANTS);
  const requests = dataRequests(page);
  await openDatabase(page);
  expect(await cardNames(page)).toEqual(PLANTS.slice(0, 12).map((plant) => plant.name));
  await expect(status(page)).toHaveText(`Showing 12 of ${SCALE_PLANTS} plants`);
  await expect(page.getByRole('link', { name: `All ${SCALE_PLANTS} plants from A to Z` })).toHaveAttribute(
    'href',
    '/plants/',
  );
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(grid(page).getByRole('link')).toHaveCount(24);
  await expect(grid(page).getByRole('link').nth(12)).toBeFocused();
  expect(await cardNames(page)).toEqual(PLANTS.slice(0, 24).map((plant) => plant.name));
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(grid(page).getByRole('link')).toHaveCount(36);
  expect(requests).toEqual([INDEX]);
});

test('a search typed while the index is still loading is kept and applied when it arrives @desktop', async ({
  page,
}) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${INDEX}`, async (route) => {
    await gate;
    await route.continue();
  });
  const requests = dataRequests(page);
  const wanted = plantFiles()[100]!;
  await openDatabase(page);
  await searchBox(page).pressSequentially(wanted.name);
  await expect(status(page)).toHaveText(`Searching all ${SCALE_PLANTS} plants…`);
  await expect(searchBox(page)).toHaveValue(wanted.name);
  release();
  await expect.poll(() => cardNames(page)).toEqual([wanted.name]);
  await expect(status(page)).toHaveText(`Showing 1 of ${SCALE_PLANTS} plants`);
  await expect(searchBox(page)).toHaveValue(wanted.name);
  expect(requests).toEqual([INDEX]);
});

test('a filtered address fetches the index at once and shows its matches, and ?plant= opens that plant @desktop', async ({
  page,
}) => {
  const PLANTS = plantFiles();
  const chosen = PLANTS[90]!;
  await openDatabase(page, `/?light=Low&plant=${chosen.slug}`);
  const low = PLANTS.filter((plant) => plant.light.includes('Low')).map((plant) => plant.name);
  await expect.poll(() => cardNames(page)).toEqual(low.slice(0, 12));
  await expect(
    page.getByRole('region', { name: 'Plant details' }).getByRole('heading', { level: 3, name: chosen.name }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Plant details' }).getByRole('link', { name: /^Read more on Wikipedia/ }),
  ).toBeVisible();
});

test('the A–Z index spreads the plants over pages with links between them, each letter leading to its page @desktop', async ({
  page,
}) => {
  // The generated names are plain ASCII: by name, case aside, is by their lower-case letters.
  const sorted = plantFiles()
    .map((plant) => plant.name)
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
  const listed = (p: Page) => p.getByRole('main').locator('section li a > span:first-child').allTextContents();
  await page.goto('/plants/');
  expect(await listed(page)).toEqual(sorted.slice(0, 100));
  await expect(page.getByText(`Page 1 of 2`)).toBeVisible();
  await page.getByRole('link', { name: /Next page/ }).click();
  await expect(page).toHaveURL(/\/plants\/2\/$/);
  expect(await listed(page)).toEqual(sorted.slice(100));
  // A letter whose plants start on the first page leads there.
  const firstLetter = sorted[0]!.charAt(0).toUpperCase();
  await page
    .getByRole('navigation', { name: 'Plants by letter' })
    .getByRole('link', { name: firstLetter, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/plants/#letter-${firstLetter.toLowerCase()}$`));
});

// The landing page is the same HTML at any count above one page of cards (only the total in its words differs): at
// 130 plants it weighs what it weighs at 10,000, and must still arrive in the first round trip (issue 46).
test('the landing page’s HTML, at more plants than one page, fits the first round trip @desktop', () => {
  const bytes = gzipSync(readFileSync(path.join(SCALE_DIR, 'dist/index.html')), { level: 9 }).length;
  const route = `/ at ${SCALE_PLANTS} plants`;
  expect(bytes, overBudget(route, 'HTML', bytes, FIRST_ROUND_TRIP)).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
});
