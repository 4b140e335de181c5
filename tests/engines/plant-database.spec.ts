import { DONATION_STORAGE_KEY } from '@/stores/donation';
import type { Session } from './session';
import { expect, test } from './fixtures';

// The plant database on the landing page, with the site's six plants, as a visitor uses it in each engine: a search
// narrows the grid (and an odd one is just a search), a filter narrows it, choosing a card shows the plant in the
// panel. The Chromium suite (tests/e2e/plant-database.spec.ts) holds every rule; these prove each engine runs them.

const ALL_PLANTS = ['Monstera Deliciosa', 'Snake Plant', 'Fiddle Leaf Fig', 'Lavender', 'Japanese Maple', 'Aloe Vera'];
const NO_MATCH = 'No plants found matching your criteria.';
const SEARCH = '#database input[type="search"]';
const STATUS = '#database p[role="status"]';
const PANEL = '#database section[aria-label="Plant details"]';
const card = (name: string) => ({ selector: '#database ul[aria-label="Plants"] a', text: name });

/** The names on the cards shown, in grid order. */
const cardNames = (session: Session) => session.texts('#database ul[aria-label="Plants"] a .font-serif');

/**
 * Opens the landing page at the database as a visitor who has closed the donation pop-up before (tested on its own,
 * donation.spec.ts), so that it never lies over a card; waits for the island to start (its code loads as it nears).
 */
async function openDatabase(session: Session): Promise<void> {
  await session.goto('/privacy');
  await session.evaluate(
    (key: string) => localStorage.setItem(key, JSON.stringify({ dismissedAt: Date.now() })),
    DONATION_STORAGE_KEY,
  );
  await session.goto('/#database');
  await session.find('astro-island[component-url*="PlantDatabase"]:not([ssr])', { visible: false, timeout: 20_000 });
}

test('a search narrows the grid and says how many it shows; an odd search is just a search', async ({ session }) => {
  await openDatabase(session);
  expect(await cardNames(session)).toEqual(ALL_PLANTS);
  await session.fill(SEARCH, 'fig');
  await expect.poll(() => cardNames(session)).toEqual(['Fiddle Leaf Fig']);
  expect(await session.texts(STATUS)).toEqual(['Showing 1 of 6 plants']);
  await session.fill(SEARCH, 'LAVANDULA');
  await expect.poll(() => cardNames(session)).toEqual(['Lavender']);
  // A slip is forgiven; a search close to one name only offers it.
  await session.fill(SEARCH, 'japanse maple');
  await expect.poll(() => cardNames(session)).toEqual(['Japanese Maple']);
  await session.fill(SEARCH, 'lavvendr');
  await session.click('#database button', { text: 'Did you mean Lavender?', exact: true });
  await expect.poll(() => cardNames(session)).toEqual(['Lavender']);
  // Characters a pattern would choke on are searched for as they are: nothing has them.
  await session.fill(SEARCH, '(*[');
  await session.find('#database *', { text: NO_MATCH, exact: true });
  expect(await cardNames(session)).toEqual([]);
  expect(await session.texts(STATUS)).toEqual(['Showing 0 of 6 plants']);
  await session.fill(SEARCH, '');
  await expect.poll(() => cardNames(session)).toEqual(ALL_PLANTS);
});

test('the Filters panel opens, a select narrows the grid, and Clear Filters brings every plant back', async ({
  session,
}) => {
  await openDatabase(session);
  const toggle = await session.find('#database button', { text: 'Filters', exact: true });
  await toggle.click();
  await expect.poll(() => toggle.attribute('aria-expanded')).toBe('true');
  await session.selectOption('#plant-filters select[name="type"]', 'Outdoor');
  await expect.poll(() => cardNames(session)).toEqual(['Lavender', 'Japanese Maple']);
  await session.selectOption('#plant-filters select[name="climate"]', 'Temperate');
  await expect.poll(() => cardNames(session)).toEqual(['Japanese Maple']);
  expect(await session.texts(STATUS)).toEqual(['Showing 1 of 6 plants']);
  await session.click('#plant-filters button', { text: 'Clear Filters', exact: true });
  await expect.poll(() => cardNames(session)).toEqual(ALL_PLANTS);
  expect(await (await session.find('#plant-filters select[name="type"]')).value()).toBe('All');
  await toggle.click();
  await expect.poll(() => session.count('#plant-filters')).toBe(0);
});

/** The panel's distance from the viewport's top once the page has stopped scrolling (the same over two frames). */
async function panelScrolledTo(session: Session): Promise<void> {
  const settledTop = () =>
    session.evaluate(
      (panel: string) =>
        new Promise<number | null>((resolve) => {
          const top = () => Math.round(document.querySelector(panel)?.getBoundingClientRect().top ?? -1);
          const before = top();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(top() === before ? before : null)));
        }),
      PANEL,
    );
  // 80 px: the header's height (LAYOUT.anchorOffsetPx), as the Chromium suite measures it.
  await expect.poll(settledTop, { message: 'the panel’s top once the page stops scrolling' }).toBe(80);
}

// The panel beside the grid has no close control: it invites a choice until a card is chosen, then shows that
// plant until another is chosen (docs/product.md §2). Choosing one and then another is what a visitor can do.
test('choosing a card shows that plant in the panel and marks the card; choosing another replaces it', async ({
  session,
}) => {
  await openDatabase(session);
  await session.find(PANEL, { text: 'Select a plant to view detailed information.' });
  await session.click(card('Japanese Maple').selector, { text: card('Japanese Maple').text });
  await session.find(`${PANEL} h3`, { text: 'Japanese Maple', exact: true });
  await session.find(PANEL, { text: 'Acer palmatum' });
  const current = () =>
    session.evaluate(() =>
      [...document.querySelectorAll('#database a[aria-current="true"]')].map(
        (link) => link.querySelector('.font-serif')?.textContent,
      ),
    );
  expect(await current()).toEqual(['Japanese Maple']);
  // The page scrolls (smoothly) until the panel's top sits just below the fixed header; the visitor then chooses again.
  await panelScrolledTo(session);

  await session.click(card('Lavender').selector, { text: card('Lavender').text });
  await session.find(`${PANEL} h3`, { text: 'Lavender', exact: true });
  await session.find(PANEL, { text: 'Lavandula' });
  expect(await current()).toEqual(['Lavender']);
  await panelScrolledTo(session);
  expect(await session.count(`${PANEL} h3`, { text: 'Japanese Maple' })).toBe(0);
});

const SAVE = '[data-save-plant]:not(.invisible) button';
const SAVED_LIST = 'main ul[aria-label="Saved plants"] a';
const pressed = (session: Session) =>
  session.evaluate(() => document.querySelector('[data-save-plant] button')?.getAttribute('aria-pressed') ?? null);

// My plants as a visitor keeps it in each engine: Save on a plant's page, its page script sharing the database's
// store; the list; and a shared address opened where nothing is saved. The Chromium suite holds the rest
// (tests/e2e/my-plants.spec.ts: the panel, another tab, the clipboard, print); blocked-storage.spec.ts a refusal.
test('a plant saved on its page stays saved after a reload, is listed, and a shared list saves only when asked', async ({
  session,
}) => {
  await session.goto('/plants/lavender/');
  await session.click(SAVE, { timeout: 15_000 });
  await expect.poll(() => pressed(session)).toBe('true');
  await session.reload();
  await session.find(SAVE, { timeout: 15_000 });
  expect(await pressed(session)).toBe('true');
  await session.click('[data-save-plant] a', { text: 'My plants (1)', exact: true });
  await expect.poll(() => session.texts(SAVED_LIST), { timeout: 15_000 }).toEqual(['Lavender']);

  // A friend's browser: nothing stored (cleared on another page, so that the list's page loads afresh), the address
  // carries the list.
  await session.goto('/privacy');
  await session.evaluate(() => localStorage.clear());
  await session.goto('/my-plants#plants=aloe-vera,japanese-maple,no-such-plant');
  await session.find('main h2', { text: 'A list shared with you', exact: true, timeout: 15_000 });
  expect(await session.texts(SAVED_LIST)).toEqual(['Aloe Vera', 'Japanese Maple']);
  await session.find('main p', { text: 'Left out because our database does not have them: 1.' });
  expect(await session.evaluate(() => localStorage.length)).toBe(0);
  await session.click('main button', { text: 'Save these plants to My plants', exact: true });
  await session.find('main p', { text: 'These plants are now in My plants.' });
  expect(await session.evaluate(() => JSON.parse(localStorage.getItem('plant-gazette:my-plants') ?? 'null'))).toEqual({
    version: 1,
    plants: ['aloe-vera', 'japanese-maple'],
  });
});
