import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { plantSchema } from '@/schemas/plants';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { databaseWords } from '../helpers/plants';
import { EDITOR_BACKEND_PORT, VARIANT_URL } from '../../playwright.config';
import { buildSite, openEditor, openEntry, publish, readYaml, startEditorSite, type EditorSite } from './cms-editor';

/**
 * The browser editor really writes the site's files: real Chromium drives /admin/ (Decap CMS) as the build publishes
 * it, against decap-server on a scratch copy of the project, and a fresh build of that copy shows the changes. Bad
 * input is refused in the editor's words before anything is written. These prove behaviour, not layout: desktop
 * width only.
 */

let site: EditorSite;
const adminUrl = `${VARIANT_URL}/admin/`;
const plantWords = databaseWords().plant;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  site = await startEditorSite(EDITOR_BACKEND_PORT, Number(new URL(VARIANT_URL).port));
});
test.afterAll(async () => site?.stop());

/** Fails the test on an error in the editor's page or a Content-Security-Policy violation. */
function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

const NEW_DESCRIPTION =
  'Edited in the browser: an evergreen shrub of dry Mediterranean hillsides whose scented purple spikes feed bees all summer.';
const NEW_SUBTITLE = 'Garden radio, day and night';
const NEW_PLANT = {
  name: 'Rosemary Test Plant',
  slug: 'rosemary-test-plant',
  scientificName: 'Salvia rosmarinus',
  src: 'https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Rosemary_in_bloom.JPG/500px-Rosemary_in_bloom.JPG',
  source: 'https://commons.wikimedia.org/wiki/File:Rosemary_in_bloom.JPG',
  credit: 'Jane Gardener',
  // A made-up page for a made-up plant: the file stays in the scratch copy, and the claim is what the editor saves.
  catsSource: 'https://plants.example/rosemary-test-plant/cats',
};

/** A claim's source field: 'Source (optional)', as Decap labels a field that is not always required; cats come first. */
const claimSource = (page: Page, animal: 'cats' | 'dogs') =>
  page.getByLabel('Source (optional)', { exact: true }).nth(animal === 'cats' ? 0 : 1);

test('an editor changes a plant’s description, and the file on disk follows @desktop', async ({ page }) => {
  const problems = watchPage(page);
  await openEditor(page, adminUrl);
  // No uploads: Decap's Media button is gone (photos are Commons addresses).
  await expect(page.getByText('Media', { exact: true })).toHaveCount(0);
  await openEntry(page, 'Plants', 'Lavender (Lavandula angustifolia)');
  await page.getByLabel('Description', { exact: true }).fill(NEW_DESCRIPTION);
  await publish(page);
  await expect.poll(() => readYaml(site.root, 'src/content/plants/lavender.yaml')['description']).toBe(NEW_DESCRIPTION);
  expect(plantSchema.safeParse(readYaml(site.root, 'src/content/plants/lavender.yaml')).success).toBe(true);
  expect(problems).toEqual([]);
});

test('an editor changes a radio words line, and the file on disk follows @desktop', async ({ page }) => {
  const problems = watchPage(page);
  await openEditor(page, adminUrl);
  await page.getByRole('link', { name: 'Words of pages and sections', exact: true }).click();
  await page.getByText('Radio page', { exact: true }).click();
  await page.getByLabel('Subtitle', { exact: true }).fill(NEW_SUBTITLE);
  await publish(page);
  await expect.poll(() => readYaml(site.root, 'src/content/words/radio-page.yaml')['subtitle']).toBe(NEW_SUBTITLE);

  // Valid by the site's own schemas, every other field kept.
  const lavender = readYaml(site.root, 'src/content/plants/lavender.yaml');
  expect(plantSchema.safeParse(lavender).success).toBe(true);
  expect(lavender).toMatchObject({ name: 'Lavender', light: 'Full Sun' });
  expect(radioPageWordsSchema.safeParse(readYaml(site.root, 'src/content/words/radio-page.yaml')).success).toBe(true);
  expect(problems).toEqual([]);
});

test('an editor adds a plant with its photo and credit @desktop', async ({ page }) => {
  const problems = watchPage(page);
  await openEditor(page, adminUrl);
  await page.goto(`${adminUrl}#/collections/plants/new`);
  await page.getByLabel('Id', { exact: true }).fill('77');
  await page.getByLabel('Name', { exact: true }).fill(NEW_PLANT.name);
  await page.getByLabel('Scientific name', { exact: true }).fill(NEW_PLANT.scientificName);
  for (const [label, value] of [
    ['Type', 'Outdoor'],
    ['Climate', 'Mediterranean'],
    ['Light', 'Full Sun'],
    ['Water', 'Low'],
  ]) {
    // A choice list: typing filters its options, Enter takes the one left.
    await page.getByLabel(label!, { exact: true }).fill(value!);
    await page.keyboard.press('Enter');
  }
  await page.getByLabel('Src', { exact: true }).fill(NEW_PLANT.src);
  await page.getByLabel('Width', { exact: true }).fill('500');
  await page.getByLabel('Height', { exact: true }).fill('375');
  await page
    .getByLabel('Alt', { exact: true })
    .fill('Rosemary in bloom, with pale blue flowers along its needle-like leaves');
  await page.getByLabel('Credit', { exact: true }).fill(NEW_PLANT.credit);
  await page.getByLabel('Source', { exact: true }).fill(NEW_PLANT.source);
  await page
    .getByLabel('Description', { exact: true })
    .fill('A woody, fragrant evergreen herb of the mint family, native to the Mediterranean coasts.');
  await page
    .getByLabel('Care', { exact: true })
    .fill('Full sun and sharp drainage; water sparingly once established, and never let it stand wet.');
  await page.getByLabel('Wiki link', { exact: true }).fill('https://en.wikipedia.org/wiki/Rosemary');
  // Pet safety, cats first: a verdict with its source for cats; no source for dogs, so unknown, with none asked for.
  const verdicts = page.getByLabel('Toxicity', { exact: true });
  await expect(verdicts).toHaveCount(2);
  for (const [index, verdict] of ['toxic', 'unknown'].entries()) {
    // Typing filters the choices ('toxic' also finds 'non-toxic', listed after it); Enter takes the first.
    await verdicts.nth(index).fill(verdict);
    await page.keyboard.press('Enter');
  }
  await claimSource(page, 'cats').fill(NEW_PLANT.catsSource);
  // The preview draws the plant as its page will: its name, and the verdicts with their sources, in the site's words.
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { level: 1, name: NEW_PLANT.name })).toBeVisible();
  // In the site's own stylesheet (/admin/preview.css): its type, not the browser's default serif.
  await expect(preview.locator('html')).toHaveCSS('font-family', /^ui-sans-serif, system-ui/);
  const cats = preview.locator('dl > div').filter({ hasText: `${plantWords.pets.cats} ${plantWords.pets.toxic}` });
  await expect(cats.getByRole('link', { name: plantWords.pets.source })).toHaveAttribute('href', NEW_PLANT.catsSource);
  await publish(page);

  const file = `src/content/plants/${NEW_PLANT.slug}.yaml`;
  // The backend creates the file, then writes it: what a read finds midway is not the entry yet. Read until it is
  // whole and valid; a file that never becomes valid fails here naming its problems.
  const validity = () => {
    if (!existsSync(path.join(site.root, file))) return 'no file yet';
    try {
      const parsed = plantSchema.safeParse(readYaml(site.root, file));
      return parsed.success
        ? 'valid'
        : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    } catch (error) {
      return `not YAML yet: ${String(error)}`;
    }
  };
  await expect.poll(validity, { message: 'the new plant’s file, whole and valid' }).toBe('valid');
  const plant = readYaml(site.root, file);
  expect(plant).toMatchObject({
    name: NEW_PLANT.name,
    image: { src: NEW_PLANT.src, credit: NEW_PLANT.credit },
    pets: { cats: { toxicity: 'toxic', source: NEW_PLANT.catsSource }, dogs: { toxicity: 'unknown' } },
  });
  expect(plant['pets']).toEqual({
    cats: { toxicity: 'toxic', source: NEW_PLANT.catsSource },
    dogs: { toxicity: 'unknown' },
  });
  expect(problems).toEqual([]);
});

test('a fresh build shows both changes and the new plant’s page @desktop', async () => {
  // A full build of the copy.
  test.setTimeout(120_000);
  const build = await buildSite(site.root);
  expect(build.code, build.output.slice(-2000)).toBe(0);
  const html = (route: string) => readFileSync(path.join(build.dist, route, 'index.html'), 'utf8');
  expect(html('plants/lavender')).toContain(NEW_DESCRIPTION);
  expect(html('radio')).toContain(NEW_SUBTITLE);
  const page = html(`plants/${NEW_PLANT.slug}`);
  expect(page).toContain(NEW_PLANT.name);
  expect(page).toContain(`Photo: ${NEW_PLANT.credit}`);
  expect(page).toContain(`href="${NEW_PLANT.catsSource}"`);
});

/** Bad input an editor might give, and what the editor must say instead of saving. */
const BAD_INPUT = [
  {
    what: 'a 50,000-character description',
    label: 'Description',
    value: 'Lavender. '.repeat(5_000),
    says: 'Write 40–600 characters.',
  },
  { what: 'a javascript: link', label: 'Wiki link', value: 'javascript:alert(1)', says: 'English Wikipedia article' },
  {
    what: 'an http photo',
    label: 'Src',
    value: 'http://upload.wikimedia.org/wikipedia/commons/a/ab/Lavender.jpg',
    says: 'Use an https:// address on upload.wikimedia.org',
  },
  { what: 'a cleared required field', label: 'Name', value: '', says: 'Name is required.' },
];

// One editor session for every bad input: opening the editor is much of a test's time, and each refusal leaves the
// entry as it was.
test('the editor refuses each bad input with a message under its field, and writes nothing @desktop', async ({
  page,
}) => {
  const file = path.join(site.root, 'src/content/plants/japanese-maple.yaml');
  const before = readFileSync(file, 'utf8');
  await openEditor(page, adminUrl);
  await openEntry(page, 'Plants', 'Japanese Maple (Acer palmatum)');
  for (const bad of BAD_INPUT) {
    await test.step(bad.what, async () => {
      const field = page.getByLabel(bad.label, { exact: true });
      const original = await field.inputValue();
      await field.fill(bad.value);
      await publish(page);
      // The message under the field (a list item; the field's hint is a paragraph).
      await expect(page.getByRole('listitem').filter({ hasText: bad.says })).toBeVisible();
      // The file is as it was: nothing reached the checkout.
      expect(readFileSync(file, 'utf8')).toBe(before);
      await field.fill(original);
    });
  }
});

test('the editor refuses a toxic verdict without its source, in the build’s words, and writes nothing @desktop', async ({
  page,
}) => {
  const before = readFileSync(path.join(site.root, 'src/content/plants/japanese-maple.yaml'), 'utf8');
  await openEditor(page, adminUrl);
  await openEntry(page, 'Plants', 'Japanese Maple (Acer palmatum)');
  await page.getByLabel('Toxicity', { exact: true }).first().fill('toxic');
  await page.keyboard.press('Enter');
  await claimSource(page, 'cats').fill('');
  await publish(page);
  // The message under the cats' claim: the schema's own words.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'A claim that the plant is toxic or non-toxic to cats needs its source.' }),
  ).toBeVisible();
  expect(readFileSync(path.join(site.root, 'src/content/plants/japanese-maple.yaml'), 'utf8')).toBe(before);

  // With its source the same claim is saved, and the file holds both.
  const source = 'https://plants.example/japanese-maple/cats';
  await claimSource(page, 'cats').fill(source);
  await publish(page);
  await expect
    .poll(() => readYaml(site.root, 'src/content/plants/japanese-maple.yaml')['pets'])
    .toMatchObject({ cats: { toxicity: 'toxic', source } });
});
