import type { Page } from '@playwright/test';
import { plantPagesWordsSchema } from '@/schemas/plant-pages-words';
import { databaseSectionWordsSchema } from '@/schemas/database-section-words';
import { PLANT_DATABASE } from '@/config/plants';
import { readPlantFiles } from '../helpers/plant-files';
import { readWords } from '../helpers/words';
import { scriptRequests, unexpectedScripts } from './after-load-files';
import { adSlots, expect, isMobile, test } from './fixtures';
import { expectNoAxeViolations } from './plant-axe';

// Every plant's own page (/plants/<slug>/) and the A–Z index (/plants/), as a visitor and a search engine see them.
// tests/e2e/plant-database-scale.spec.ts covers the index's pages when there are more plants than one page holds.

const words = readWords('plant-pages', plantPagesWordsSchema);
const jsonLd = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null');

test.describe('a plant’s own page', () => {
  test('shows the photo and its credit, names, its badges (pet safety too), description, care, Wikipedia and the way back', async ({
    page,
  }) => {
    await page.goto('/plants/japanese-maple/');
    await expect(page).toHaveTitle('Japanese Maple (Acer palmatum) | The Plant Gazette');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^A deciduous shrub or small tree/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://plant-gazette.netlify.app/plants/japanese-maple/',
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Japanese Maple' })).toBeVisible();
    await expect(main).toContainText('Acer palmatum');
    const photo = main.getByRole('img', { name: /Japanese maple/ });
    await expect(photo).toHaveAttribute('width', /^\d+$/);
    await expect(photo).toHaveAttribute('height', /^\d+$/);
    const credit = main.getByRole('link', { name: /^Photo: Wikimedia Commons/ });
    await expect(credit).toHaveAttribute('href', 'https://commons.wikimedia.org/wiki/File:Acer_palmatum0.jpg');
    await expect(credit).toHaveAttribute('target', '_blank');
    for (const badge of [
      'Type Outdoor',
      'Climate Temperate',
      'Light Partial Shade',
      'Water Moderate',
      'Cats Not known',
      'Dogs Not known',
    ]) {
      await expect(main.locator('dl > div', { hasText: badge })).toHaveCount(1);
    }
    await expect(main.getByRole('heading', { level: 2, name: 'Care' })).toBeVisible();
    await expect(main).toContainText('partial shade');
    await expect(main.getByRole('link', { name: /^Read more on Wikipedia/ })).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/Acer_palmatum',
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await adSlots(page).count()).toBeGreaterThanOrEqual(2);
    await main.getByRole('link', { name: words.plant.backLink }).click();
    await expect(page).toHaveURL(/\/#database$/);
  });

  test(
    'says for each animal what the plant’s file says, a verdict with a link to its source and to how we know',
    { tag: '@once' },
    async ({ page }) => {
      const pets = readWords('database-section', databaseSectionWordsSchema).plant.pets;
      for (const plant of readPlantFiles()) {
        await page.goto(`/plants/${plant.slug}/`);
        for (const pet of PLANT_DATABASE.pets) {
          const { toxicity, source } = plant.pets[pet];
          const badge = page.getByRole('main').locator('dl > div', { hasText: pets[pet] });
          await expect(badge).toContainText(`${pets[pet]} ${pets[toxicity]}`);
          const link = badge.getByRole('link', { name: new RegExp(`^${pets.source}`) });
          if (source === undefined) await expect(link).toHaveCount(0);
          else await expect(link).toHaveAttribute('href', source);
          await expect(badge.getByRole('link', { name: pets.howWeKnow, exact: true })).toHaveAttribute(
            'href',
            PLANT_DATABASE.petSafetyPath,
          );
        }
      }
    },
  );

  test('a pet badge leads to what the verdicts rest on and mean, and that not known is not safe', async ({ page }) => {
    const pets = readWords('database-section', databaseSectionWordsSchema).plant.pets;
    await page.goto('/plants/lavender/');
    const badge = page.getByRole('main').locator('dl > div', { hasText: pets.cats });
    await badge.getByRole('link', { name: pets.howWeKnow, exact: true }).click();
    await expect(page).toHaveURL(/\/pet-safety$/);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('How we know if a plant is safe for pets');
    for (const source of ['ASPCA', 'Pet Poison Helpline', 'Animal Poisons Helpline', 'veterinary schools']) {
      await expect(article).toContainText(source);
    }
    for (const verdict of [pets.toxic, pets['non-toxic'], pets.unknown]) {
      await expect(article.getByText(verdict, { exact: true })).toBeVisible();
    }
    await expect(article).toContainText('It is not the same as safe.');
    await expect(article).toContainText('Call your vet or an animal poison line at once');
    await expect(article.getByRole('heading', { level: 2, name: 'If you find a mistake' })).toBeVisible();
  });

  test(
    'says what to do on the page of every plant toxic to cats or dogs, with its source and the signs its file gives',
    { tag: '@once' },
    async ({ page }) => {
      const { poisoning, pets } = readWords('database-section', databaseSectionWordsSchema).plant;
      for (const plant of readPlantFiles()) {
        await page.goto(`/plants/${plant.slug}/`);
        const note = page.getByRole('region', { name: poisoning.heading });
        const claims = PLANT_DATABASE.pets.map((pet) => plant.pets[pet]);
        if (!claims.some((claim) => claim.toxicity === 'toxic')) {
          await expect(note, plant.slug).toHaveCount(0);
          continue;
        }
        await expect(note).toContainText(poisoning.whatToDo);
        await expect(note.getByRole('link', { name: new RegExp(`^${pets.source}`) })).toHaveAttribute(
          'href',
          poisoning.source,
        );
        for (const claim of claims) for (const sign of claim.signs ?? []) await expect(note).toContainText(sign);
      }
    },
  );

  test(
    'tells search engines what it is about: JSON-LD with the scientific name and the photo’s credit',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/plants/lavender/');
      expect(await jsonLd(page)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        url: 'https://plant-gazette.netlify.app/plants/lavender/',
        about: { '@type': 'Taxon', name: 'Lavandula angustifolia', alternateName: 'Lavender' },
        primaryImageOfPage: { '@type': 'ImageObject', creditText: 'Wikimedia Commons' },
      });
    },
  );

  test('a photo that fails is replaced by the local placeholder in its reserved frame, with no page error', async ({
    page,
  }) => {
    await page.route('https://upload.wikimedia.org/**', (route) => route.abort('connectionrefused'));
    await page.goto('/plants/snake-plant/');
    const photo = page.getByRole('main').getByRole('img', { name: /snake plant/i });
    await expect(photo).toHaveAttribute('src', '/images/plant-placeholder.svg');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const frame = await photo.locator('xpath=ancestor::div[1]').boundingBox();
    expect(frame?.height).toBeGreaterThan(100);
    expect((await photo.boundingBox())?.height).toBe(frame?.height);
  });

  test('has no accessibility violations, loads no script file but the after-load files at desktop width, and fits a phone', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto('/plants/aloe-vera/');
    await page.waitForLoadState('load');
    await expectNoAxeViolations(page, 'on a plant page');
    if (isMobile(page)) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } else {
      expect(unexpectedScripts(scripts)).toEqual([]);
    }
  });
});

test.describe('the A–Z index of plants', () => {
  test('lists every plant by name under its letter, each a link to its page, with no accessibility violation', async ({
    page,
  }) => {
    await page.goto('/plants/');
    await expect(page).toHaveTitle(`${words.az.title} | The Plant Gazette`);
    await expectNoAxeViolations(page, 'on the A–Z index');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: words.az.title })).toBeVisible();
    const names = await main.locator('section li a > span:first-child').allTextContents();
    expect(names).toEqual([
      'Aloe Vera',
      'Fiddle Leaf Fig',
      'Japanese Maple',
      'Lavender',
      'Monstera Deliciosa',
      'Snake Plant',
    ]);
    const letters = main.getByRole('navigation', { name: words.az.lettersLabel }).getByRole('link');
    expect(await letters.allTextContents()).toEqual(['A', 'F', 'J', 'L', 'M', 'S']);
    await letters.filter({ hasText: 'L' }).click();
    await expect(page).toHaveURL(/\/plants\/#letter-l$/);
    await main.getByRole('link', { name: /^Lavender/ }).click();
    await expect(page).toHaveURL(/\/plants\/lavender\/$/);
    // Six plants fit one page: no page links.
    await page.goBack();
    await expect(main.getByRole('navigation', { name: words.az.pagesLabel })).toHaveCount(0);
  });
});
