import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { waitForServer } from '../../scripts/lib/wait-for-server.mjs';
import { dismissDonationPopup, expect, test } from './fixtures';

// Pages that work offline (issue 18), with the real service worker of the build in real Chromium, offline through
// context.setOffline(). Each test serves its own copy of the build on its own port (E2E_PORT + 4000), so that it
// can put a new build in place on the same origin, as a deploy does, and so that no other test meets the worker.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ page }) => dismissDonationPopup(page));

const PORT = Number(process.env.E2E_PORT ?? 4322) + 4000;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DIST = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');
const NO_MATCH = 'No plants found matching your criteria.';

let server: ChildProcess | null = null;
let copies: string[] = [];

/** Serves a copy of the build, changed by `edit` (a new deploy), on the test's port. */
async function deploy(edit: (dir: string) => void = () => {}): Promise<void> {
  await undeploy();
  const dir = mkdtempSync(path.join(tmpdir(), 'plant-offline-'));
  copies.push(dir);
  cpSync(DIST, dir, { recursive: true });
  edit(dir);
  server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT), '--dir', dir], { stdio: 'ignore' });
  await waitForServer(`${ORIGIN}/`);
}

async function undeploy(): Promise<void> {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    running.once('exit', () => resolve());
    running.kill();
  });
}

test.afterEach(async () => {
  await undeploy();
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

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

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test.describe('offline pages', () => {
  test('keeps the pages opened, searches the database offline, and shows the offline page with its list for any other', { tag: '@once' }, async ({ page, context, axe }) => {
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

    await goOffline(context);
    await page.reload();
    await expect(page.getByText('The radio is a live stream and needs a connection')).toBeVisible();
    await page.goto(`${ORIGIN}/books`);
    await expect(page.getByRole('heading', { name: 'Transform Your Life with Ancient Wisdom' })).toBeVisible();
    await page.goto(`${ORIGIN}/plants/lavender/`);
    await expect(page.getByRole('heading', { level: 1, name: /Lavender/ })).toBeVisible();
    const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    test.info().annotations.push({ type: 'offline repeat visit, first contentful paint (ms)', description: String(painted) });
    expect(painted).not.toBeNull();

    // Between kept pages by their links, and the database searching offline.
    await page.getByRole('link', { name: 'Back to the plant database' }).click();
    await expect(page).toHaveURL(`${ORIGIN}/#database`);
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
  });

  test('asks for the worker only after the page has loaded, and for no script file before it', { tag: '@once' }, async ({ page, context }) => {
    await deploy();
    let loaded = false;
    const beforeLoad: string[] = [];
    const afterLoad: string[] = [];
    page.on('load', () => (loaded = true));
    context.on('request', (request) => (loaded ? afterLoad : beforeLoad).push(new URL(request.url()).pathname));
    await page.goto(`${ORIGIN}/privacy`);
    await waitForWorker(page);
    await waitUntilKept(page, '/privacy');
    expect(beforeLoad.filter((path) => path.endsWith('.js') || path.endsWith('.webmanifest'))).toEqual([]);
    // After load: the worker, then what it keeps at install, and the page it was registered on.
    expect(afterLoad[0]).toBe('/sw.js');
    expect(afterLoad).toEqual(expect.arrayContaining(['/offline/', '/privacy']));
  });

  test('after a new build, the visitor sees the new text by the second page view', { tag: '@once' }, async ({ page }) => {
    await deploy();
    await page.goto(`${ORIGIN}/books`);
    await waitForWorker(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Transform Your Life with Ancient Wisdom' })).toBeVisible();

    await deploy((dir) => {
      const file = path.join(dir, 'books/index.html');
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll('Transform Your Life with Ancient Wisdom', 'Transform Your Life with Timeless Wisdom'));
    });
    await page.goto(`${ORIGIN}/books`);
    await page.goto(`${ORIGIN}/books`);
    await expect(page.getByRole('heading', { name: 'Transform Your Life with Timeless Wisdom' })).toBeVisible();
  });
});

test.describe('offline pages: bad input', () => {
  test('a worker file that fails to load leaves the site as it is without one', { tag: '@once' }, async ({ page, context }) => {
    await deploy();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await context.route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(`${ORIGIN}/#database`);
    await expect.poll(() => warnings.some((text) => text.includes('Pages are not kept for offline reading on this browser'))).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await page.getByRole('searchbox', { name: 'Search plants' }).fill('no such plant');
    await expect(page.getByText(NO_MATCH)).toBeVisible({ timeout: 20_000 });
  });

  test('a phone that refuses to keep anything (no storage quota) still gets every page', { tag: '@once' }, async ({ page, context }) => {
    await deploy();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: ORIGIN, quotaSize: 1 });
    await page.goto(`${ORIGIN}/books`);
    await expect(page.getByRole('heading', { name: 'Transform Your Life with Ancient Wisdom' })).toBeVisible();
    await page.goto(`${ORIGIN}/plants/lavender/`);
    await expect(page.getByRole('heading', { level: 1, name: /Lavender/ })).toBeVisible();
    await page.goto(`${ORIGIN}/offline/`);
    await expect(page.getByText('Nothing is kept on this phone yet.')).toBeVisible();
  });
});
