import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { CMS } from '@/config/cms';
import { ICONS } from '@/config/icons';
import { OFFLINE } from '@/config/offline';
import { PLANT_DATABASE } from '@/config/plants';
import { RADIO } from '@/config/radio';
import { siteFilesOf } from '@/lib/offline/worker';
import { SCALE_DIR } from '../../playwright.config';
import { keptPaths, OfflineSite } from '../helpers/offline-site';
import { AFTER_LOAD_FILE } from './after-load-files';
import { dismissDonationPopup, expect, test } from './fixtures';
import { firstContentfulPaint } from './page-settled';

// Pages that work offline (issue 18), with the real service worker of the build in real Chromium, offline through
// context.setOffline(). Each test serves the build on its own port (E2E_PORT + 4000), so that it can put a new build
// in place on the same origin, as a deploy does, and so that no other test meets the worker; the server writes down
// what it was asked for (tests/helpers/offline-site.ts).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ page }) => dismissDonationPopup(page));

const site = new OfflineSite(Number(process.env.E2E_PORT ?? 4322) + 4000);
const ORIGIN = site.origin;
const DIST = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');
const NO_MATCH = 'No plants found matching your criteria.';

/** The slugs of the plants in a copy's plant files (their file names), which are their pages' addresses. */
const plantSlugs = (folder: string) => readdirSync(folder).map((file) => file.replace(/\.ya?ml$/, ''));
const SITE_PLANTS = plantSlugs('src/content/plants');
const plantLink = (page: Page, slug: string) => page.locator(`main a[href="/plants/${slug}/"]`);

/** Serves the build (or the build in `dir`) on the test's port: a deploy. */
const deploy = (dir = DIST) => site.deploy(dir);

test.afterEach(() => site.stop());

/** Waits until the worker controls the page (it claims open pages as soon as it is active). */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/**
 * Waits until the page the visitor opened first is kept: the page keeps itself once the worker is active, a moment
 * after the worker takes control; a visitor who leaves before that does not have it offline.
 */
async function waitUntilKept(page: Page, pathname: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (path) => {
          const name = document.documentElement.dataset.offlinePages ?? '';
          return (await caches.open(name)).match(path, { ignoreSearch: true }).then((kept) => kept !== undefined);
        }, pathname),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * Waits until the radio player has started and every script the page has fetched is kept: the player fetches parts of
 * itself as it starts, in idle time, and a visitor who loses the signal before that has no player code offline.
 */
async function waitUntilPlayerKept(page: Page): Promise<void> {
  await page.locator('[data-radio-player][data-hydrated]').waitFor();
  await expect
    .poll(
      () =>
        page.evaluate(async (name) => {
          const cache = await caches.open(name);
          const scripts = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'));
          const kept = await Promise.all(scripts.map(async (url) => (await cache.match(url.pathname)) !== undefined));
          return scripts.length > 0 && kept.every(Boolean);
        }, OFFLINE.caches.code),
      { timeout: 10_000 },
    )
    .toBe(true);
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test.describe('offline pages', () => {
  test(
    'keeps the pages opened, searches the database offline, and shows the offline page with its list for any other',
    { tag: '@once' },
    async ({ page, context, axe }) => {
      await deploy();
      await page.goto(`${ORIGIN}/#database`);
      await waitForWorker(page);
      await waitUntilKept(page, '/');
      // The database's code is kept once it has run: a search that finds nothing shows that it has.
      const search = page.getByRole('searchbox', { name: 'Search plants' });
      await search.fill('zzz');
      await expect(page.getByText(NO_MATCH)).toBeVisible({ timeout: 20_000 });
      await page.goto(`${ORIGIN}/plants/lavender/`);
      await page.goto(`${ORIGIN}/books`);
      await page.goto(`${ORIGIN}/radio`);
      await waitUntilPlayerKept(page);

      await goOffline(context);
      await page.reload();
      await expect(page.getByText('The radio is a live stream and needs a connection')).toBeVisible();
      // Each kept page by address and by reload.
      for (const [address, heading] of [
        ['/books', { name: 'Transform Your Life with Ancient Wisdom' }],
        ['/plants/lavender/', { level: 1, name: /Lavender/ }],
      ] as const) {
        await page.goto(`${ORIGIN}${address}`);
        await expect(page.getByRole('heading', heading)).toBeVisible();
        await page.reload();
        await expect(page.getByRole('heading', heading)).toBeVisible();
      }
      const painted = await firstContentfulPaint(page);
      console.log(
        `[offline] a plant page reloaded offline: first contentful paint ${painted === null ? 'none' : Math.round(painted)} ms`,
      );
      test
        .info()
        .annotations.push({ type: 'offline repeat visit, first contentful paint (ms)', description: String(painted) });
      expect(painted).not.toBeNull();

      // Between kept pages by their links, and the database searching offline.
      await page.getByRole('link', { name: 'Back to the plant database' }).click();
      await expect(page).toHaveURL(`${ORIGIN}/#database`);
      await page.reload();
      await search.fill('lav');
      await expect(page.locator('[data-plant="lavender"]')).toBeVisible();
      await search.fill('no such plant');
      await expect(page.getByText(NO_MATCH)).toBeVisible();

      // A page never opened: the offline page, listing what is kept.
      await page.goto(`${ORIGIN}/privacy`);
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      const pages = page.getByRole('region', { name: 'Pages kept on this phone' });
      await expect(pages.getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/books/');
      await expect(pages.getByRole('link', { name: 'Live Radio' })).toHaveAttribute('href', '/radio/');
      await expect(pages.getByRole('link', { name: 'The Plant Gazette' })).toHaveAttribute('href', '/');
      await axe();
      const plants = page.getByRole('region', { name: 'Plants kept on this phone' });
      await plants.getByRole('link', { name: /^Lavender/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Lavender/ })).toBeVisible();
    },
  );

  test(
    'My plants, once visited, lists the saved plants offline and saves on a kept plant page',
    { tag: '@once' },
    async ({ page, context }) => {
      await deploy();
      await page.goto(`${ORIGIN}/plants/lavender/`);
      await waitForWorker(page);
      await waitUntilKept(page, '/plants/lavender/');
      await page.locator('[data-save-plant]:not(.invisible) button').click();
      await page.goto(`${ORIGIN}/my-plants`);
      const saved = page.getByRole('list', { name: 'Saved plants' });
      await expect(saved.getByRole('link')).toHaveText(['Lavender']);
      await waitUntilKept(page, '/my-plants');

      await goOffline(context);
      await page.goto(`${ORIGIN}/plants/lavender/`);
      const save = page.locator('[data-save-plant]:not(.invisible) button');
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      await save.click();
      await page.goto(`${ORIGIN}/my-plants`);
      await expect(saved.getByRole('link')).toHaveText(['Lavender']);
      await page.reload();
      await expect(saved.getByRole('link')).toHaveText(['Lavender']);
    },
  );

  test(
    'the worker and the after-load files are the only new requests: asked for after load, the page keeps itself without a second download, the manifest comes from the worker',
    { tag: '@once' },
    async ({ page, context }) => {
      await deploy();
      let loaded = false;
      const beforeLoad: string[] = [];
      page.on('load', () => (loaded = true));
      context.on('request', (request) => {
        if (!loaded) beforeLoad.push(new URL(request.url()).pathname);
      });
      await page.goto(`${ORIGIN}/privacy`);
      await waitForWorker(page);
      await waitUntilKept(page, '/privacy');
      expect(beforeLoad.filter((path) => path.endsWith('.js') || path.endsWith('.webmanifest'))).toEqual([]);
      // What reached the server: the page once (it was kept from the copy the browser had), then the worker and the
      // files it keeps at install (OFFLINE.precache), nothing else.
      const installed = OFFLINE.precache.map(
        (glob) =>
          new RegExp(
            `^/${glob
              .replaceAll('.', '\\.')
              .replace('*', '[^/]+')
              .replace(/index\\\.html$/, '')}$`,
          ),
      );
      expect(site.served.filter((path) => path === '/privacy')).toHaveLength(1);
      expect(site.served.find((path) => path !== '/privacy' && !AFTER_LOAD_FILE.test(path))).toBe(OFFLINE.workerPath);
      // And the page's after-load files (issue 46), asked for after the load event like the worker.
      expect(
        site.served.filter(
          (path) =>
            path !== '/privacy' &&
            path !== OFFLINE.workerPath &&
            !installed.some((file) => file.test(path)) &&
            !AFTER_LOAD_FILE.test(path),
        ),
      ).toEqual([]);
      expect(site.served).toEqual(expect.arrayContaining(['/offline/', '/manifest.webmanifest']));
      // From the second page view, the manifest is linked; it comes from what the worker kept at install.
      await page.goto(`${ORIGIN}/terms`);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getAppManifest')).url)
        .toBe(`${ORIGIN}${OFFLINE.manifestPath}`);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      // The logo first, and Android's maskable PNG (src/config/icons.ts): Chromium reads them with no error.
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        name: 'The Plant Gazette',
        icons: [
          expect.objectContaining({ src: '/favicon.svg' }),
          ...ICONS.manifest.map((icon) => expect.objectContaining({ src: icon.path, purpose: icon.purpose })),
        ],
      });
      expect(site.served.filter((path) => path === OFFLINE.manifestPath)).toHaveLength(1);
    },
  );

  test(
    'never keeps the browser editor: neither its page nor its 6 MB script, and the offline page does not list it',
    { tag: '@once' },
    async ({ page, context }) => {
      await deploy();
      const [editorScript] = siteFilesOf(readFileSync(path.join(DIST, CMS.path, 'index.html'), 'utf8')).filter((file) =>
        file.endsWith('.js'),
      );
      expect(editorScript).toBeDefined();
      await page.goto(`${ORIGIN}/`);
      await waitForWorker(page);
      await waitUntilKept(page, '/');
      // An editor opens the editor on the same phone, with the worker in charge of every request.
      const scriptLoaded = page.waitForResponse(
        (response) => response.url().endsWith(editorScript ?? '') && response.ok(),
        { timeout: 20_000 },
      );
      await page.goto(`${ORIGIN}${CMS.path}`, { waitUntil: 'commit' });
      await scriptLoaded;
      await page.goto(`${ORIGIN}/books`);
      await waitUntilKept(page, '/books');
      const kept = await page.evaluate(keptPaths);
      expect(kept).toEqual(expect.arrayContaining(['/', '/books']));
      expect(
        kept.filter((url) => url.toLowerCase().startsWith(CMS.path.replace(/\/$/, '')) || url === editorScript),
      ).toEqual([]);
      // Offline, the offline page lists what is kept, and nothing of the editor.
      await goOffline(context);
      await page.goto(`${ORIGIN}/terms`);
      const pages = page.getByRole('region', { name: 'Pages kept on this phone' });
      await expect(pages.getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/books/');
      await expect(pages.locator(`a[href^="${CMS.path.replace(/\/$/, '')}"]`)).toHaveCount(0);
    },
  );

  test(
    'reads each address as the host does: the editor and /api/ are never kept, however spelled or queried',
    { tag: '@once' },
    async ({ page }) => {
      await deploy();
      await page.goto(`${ORIGIN}/`);
      await waitForWorker(page);
      await waitUntilKept(page, '/');
      // Each a 200 from the server: a worker that read the address as spelled kept it (the review's findings).
      const navigations = ['/%61dmin/', '/%61pi/status', `/%61pi/stream?port=${RADIO.streamPort}`];
      const fetches = [`/api/status?x=${PLANT_DATABASE.searchIndexPath}`, '/api/status?x=/_astro/a.js'];
      const throughWorker: string[] = [];
      for (const address of navigations) {
        const response = await page.goto(`${ORIGIN}${address}`, { waitUntil: 'commit' });
        expect(response?.status(), address).toBe(200);
        if (response?.fromServiceWorker()) throughWorker.push(address);
        await page.goto(`${ORIGIN}/`);
      }
      for (const address of fetches) {
        const answered = page.waitForResponse((response) => response.url() === `${ORIGIN}${address}`);
        await page.evaluate((url) => fetch(url).then((response) => response.text()), address);
        const response = await answered;
        expect(response.status(), address).toBe(200);
        if (response.fromServiceWorker()) throughWorker.push(address);
      }
      expect(throughWorker, 'handled by the worker').toEqual([]);
      const kept = await page.evaluate(keptPaths);
      expect(kept.filter((url) => /^\/(%|api\/)/i.test(url))).toEqual([]);
      // Offline, the list shows the landing page only: no editor, no status as a page.
      await goOffline(page.context());
      await page.goto(`${ORIGIN}/terms`);
      const links = page.getByRole('region', { name: 'Pages kept on this phone' }).getByRole('link');
      await expect.poll(() => links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(['/']);
    },
  );

  test(
    'after a new deploy, the visitor sees the new build’s pages by the second page view',
    { tag: '@once' },
    async ({ page }) => {
      // The next deploy is another real build of the project: the scale build of playwright.config.ts, whose copy holds
      // the site's plants and generated ones, so its index of all plants names plants this build does not have.
      const newPlant = plantSlugs(path.join(SCALE_DIR, 'src/content/plants')).find(
        (slug) => !SITE_PLANTS.includes(slug),
      );
      if (newPlant === undefined) throw new Error(`${SCALE_DIR} holds no plant beyond the site's own.`);
      const newPlantLink = plantLink(page, newPlant);
      await deploy();
      await page.goto(`${ORIGIN}/plants/`);
      await waitForWorker(page);
      await page.reload();
      await expect(plantLink(page, 'lavender')).toBeVisible();
      await expect(newPlantLink).toHaveCount(0);

      await deploy(path.join(SCALE_DIR, 'dist'));
      await page.goto(`${ORIGIN}/plants/`);
      await page.goto(`${ORIGIN}/plants/`);
      await expect(newPlantLink).toBeVisible();
    },
  );
});

test.describe('offline pages: bad input', () => {
  test(
    'a worker file that fails to load leaves the site as it is without one',
    { tag: '@once' },
    async ({ page, context }) => {
      await deploy();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await context.route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page.goto(`${ORIGIN}/#database`);
      await expect.poll(() => warnings.some((text) => text.includes('Offline reading is not available'))).toBe(true);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      await page.getByRole('searchbox', { name: 'Search plants' }).fill('no such plant');
      await expect(page.getByText(NO_MATCH)).toBeVisible({ timeout: 20_000 });
    },
  );

  test(
    'a phone that refuses to keep anything (no storage quota) still gets every page',
    { tag: '@once' },
    async ({ page, context }) => {
      await deploy();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.overrideQuotaForOrigin', { origin: ORIGIN, quotaSize: 1 });
      await page.goto(`${ORIGIN}/books`);
      await expect(page.getByRole('heading', { name: 'Transform Your Life with Ancient Wisdom' })).toBeVisible();
      await page.goto(`${ORIGIN}/plants/lavender/`);
      await expect(page.getByRole('heading', { level: 1, name: /Lavender/ })).toBeVisible();
      await page.goto(`${ORIGIN}/offline/`);
      await expect(page.getByText('Nothing is kept on this phone yet.')).toBeVisible();
    },
  );
});
