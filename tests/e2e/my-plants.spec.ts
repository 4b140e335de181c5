import type { BrowserContext, Page } from '@playwright/test';
import { databaseSectionWordsSchema } from '@/schemas/database-section-words';
import { fill } from '@/lib/shared/text';
import { MY_PLANTS } from '@/config/plants';
import { readWords } from '../helpers/words';
import { dismissDonationPopup, expect, test } from './fixtures';
import { expectNoAxeViolations } from './plant-axe';

// My plants as a visitor keeps it, with no account: Save in the detail panel and on a plant's page, the list on its
// own page, a shared address opened in a browser that has nothing saved, and a browser that refuses storage.

const words = readWords('database-section', databaseSectionWordsSchema);
const my = words.myPlants;
const saveButton = (page: Page) => page.getByRole('button', { name: my.save, exact: true });
const savedList = (page: Page) => page.getByRole('list', { name: my.listLabel });
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), MY_PLANTS.storageKey);

/** A plant's page, its Save toggle working (its script comes after the load event). */
async function openPlantPage(page: Page, slug: string): Promise<void> {
  await page.goto(`/plants/${slug}/`);
  await expect(page.locator('[data-save-plant]')).not.toHaveClass(/\binvisible\b/, { timeout: 15_000 });
}

/** The landing page with the plant open in the detail panel, as a shared address opens it. */
async function openInPanel(page: Page, slug: string, name: string): Promise<void> {
  await page.goto(`/?plant=${slug}#database`);
  // The island's code comes after the load event, as the section nears: as long as plant-database.spec.ts allows.
  const island = page.locator('astro-island[component-url*="PlantDatabase"]');
  await expect(island).not.toHaveAttribute('ssr', '', { timeout: 20_000 });
  const panel = page.getByRole('region', { name: words.details.regionLabel });
  await expect(panel.getByRole('heading', { level: 3, name })).toBeVisible();
}

/** A visitor's browser where every use of storage throws, as with blocked site data. */
async function refuseStorage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The site may not keep data.', 'SecurityError');
      },
    });
  });
}

// The visitor has already closed the donation pop-up (tested on its own), so it never sits over the panel here.
test.beforeEach(({ page }) => dismissDonationPopup(page));

test.describe('My plants', () => {
  test(
    'a plant saved in the panel stays saved after a reload and in another tab, and the list shows what it needs',
    { tag: '@once' },
    async ({ page, context }) => {
      await openInPanel(page, 'lavender', 'Lavender');
      const panelSave = page.getByRole('region', { name: words.details.regionLabel }).getByRole('button', {
        name: my.save,
      });
      await expect(panelSave).toHaveAttribute('aria-pressed', 'false');
      await panelSave.click();
      await expect(panelSave).toHaveAttribute('aria-pressed', 'true');

      // Another tab sees it, and a change there shows here.
      const other = await context.newPage();
      await openPlantPage(other, 'lavender');
      await expect(saveButton(other)).toHaveAttribute('aria-pressed', 'true');
      await saveButton(other).click();
      await expect(saveButton(other)).toHaveAttribute('aria-pressed', 'false');
      await expect(panelSave).toHaveAttribute('aria-pressed', 'false');
      await saveButton(other).click();
      await expect(panelSave).toHaveAttribute('aria-pressed', 'true');
      await openPlantPage(other, 'snake-plant');
      await saveButton(other).click();
      await other.close();

      await page.reload();
      await expect(panelSave).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('link', { name: fill(my.open, { count: 2 }) }).click();
      await expect(page).toHaveURL(new RegExp(`${MY_PLANTS.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: my.title })).toBeVisible();
      const items = savedList(page).getByRole('listitem');
      await expect(items).toHaveCount(2);
      const lavender = items.filter({ hasText: 'Lavender' });
      await expect(lavender).toContainText('Lavandula angustifolia');
      await expect(lavender).toContainText(`${words.plant.badges.light} Full Sun`);
      await expect(lavender).toContainText(`${words.plant.badges.water} Low`);
      await expect(lavender).toContainText(`${words.plant.pets.cats} ${words.plant.pets.unknown}`);
      await expect(lavender.locator('img')).toHaveCount(1);
      await lavender.getByRole('button', { name: fill(my.remove, { name: 'Lavender' }) }).click();
      await expect(items).toHaveCount(1);
      expect(JSON.parse((await stored(page)) ?? 'null')).toEqual({ version: 1, plants: ['snake-plant'] });
      await expectNoAxeViolations(page, 'on the My plants list');
    },
  );

  test(
    'a shared address shows the list in a browser with nothing saved, and saves it only when asked',
    { tag: '@once' },
    async ({ page, context, browser, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openPlantPage(page, 'aloe-vera');
      await saveButton(page).click();
      await openPlantPage(page, 'japanese-maple');
      await saveButton(page).click();
      await page.goto(MY_PLANTS.path);
      await page.getByRole('button', { name: my.share }).click();
      await expect(page.getByText(my.copied)).toBeVisible();
      const address = await page.evaluate(() => navigator.clipboard.readText());
      expect(address).toBe(`${baseURL}${MY_PLANTS.path}#${MY_PLANTS.fragmentKey}=aloe-vera,japanese-maple`);

      const elsewhere = await browser.newContext();
      try {
        const friend = await elsewhere.newPage();
        await friend.goto(address);
        await expect(friend.getByRole('heading', { name: my.sharedHeading })).toBeVisible();
        await expect(savedList(friend).getByRole('link')).toHaveText(['Aloe Vera', 'Japanese Maple']);
        expect(await stored(friend)).toBeNull();
        await friend.getByRole('button', { name: my.saveShared }).click();
        await expect(friend.getByText(my.sharedSaved)).toBeVisible();
        expect(JSON.parse((await stored(friend)) ?? 'null')).toEqual({
          version: 1,
          plants: ['aloe-vera', 'japanese-maple'],
        });
      } finally {
        await elsewhere.close();
      }
    },
  );

  test('an address with markup, unknown plants and thousands of entries shows only the plants it names', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const junk = Array.from({ length: 5000 }, (_, at) => `no-such-plant-${at}`);
    const entries = ['<img src=x onerror=alert(1)>', 'lavender', 'lavender', '(*[', ...junk];
    await page.goto(`${MY_PLANTS.path}#${MY_PLANTS.fragmentKey}=${entries.map(encodeURIComponent).join(',')}`);
    await expect(savedList(page).getByRole('link')).toHaveText(['Lavender']);
    await expect(page.getByText(fill(my.unknownLeftOut, { count: '5,002' }))).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('where storage is refused, Save says the list will not last, and a shared address still shows its list', async ({
    page,
    context,
  }) => {
    await refuseStorage(context);
    await openPlantPage(page, 'lavender');
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(my.refused)).toBeVisible();
    await page.goto(`${MY_PLANTS.path}#${MY_PLANTS.fragmentKey}=lavender,aloe-vera`);
    await expect(savedList(page).getByRole('link')).toHaveText(['Lavender', 'Aloe Vera']);
    await page.getByRole('button', { name: my.saveShared }).click();
    await expect(page.getByText(my.refused)).toBeVisible();
  });

  test('prints as a care list: the plants and their needs, without buttons or the site frame', async ({ page }) => {
    await openPlantPage(page, 'lavender');
    await saveButton(page).click();
    await page.goto(MY_PLANTS.path);
    await expect(savedList(page).getByRole('listitem')).toHaveCount(1);
    await page.emulateMedia({ media: 'print' });
    await expect(savedList(page)).toContainText(`${words.plant.badges.water} Low`);
    for (const name of [my.share, my.print, fill(my.remove, { name: 'Lavender' })]) {
      await expect(page.getByRole('button', { name })).toBeHidden();
    }
    await expect(page.getByRole('contentinfo')).toBeHidden();
  });
});
