import path from 'node:path';
import { OFFLINE } from '@/config/offline';
import { OfflineSite } from '../helpers/offline-site';
import { dismissDonationPopup, expect, test } from './fixtures';

// The radio origin's answers are served on this site's origin
// (docs/deploying.md, "The radio origin is trusted like the site"), so a compromised origin could have a visitor's
// browser register a worker of its own here. Any page of the site that loads removes every registration whose script
// is not the site's own worker. The build is served on a port of its own (E2E_PORT + 4001), so that no other test
// meets these workers.
test.use({ serviceWorkers: 'allow' });
test.beforeEach(({ page }) => dismissDonationPopup(page));

const site = new OfflineSite(Number(process.env.E2E_PORT ?? 4322) + 4001);
const DIST = path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist');
test.afterEach(() => site.stop());

/** The script of each worker registered on the origin, as the page sees them. */
const registeredScripts = (page: import('@playwright/test').Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) => (registration.installing ?? registration.waiting ?? registration.active)?.scriptURL ?? '',
    ),
  );

test('a page of the site removes a worker of another script registered on its origin, and keeps its own @once', async ({
  page,
}) => {
  await site.deploy(DIST);
  const own = `${site.origin}${OFFLINE.workerPath}`;
  await page.goto(`${site.origin}/books/`);
  await expect.poll(() => registeredScripts(page), { timeout: 20_000 }).toEqual([own]);
  // Another script on this origin (here the worker file under another address: any script the origin answers with).
  const foreign = `${site.origin}${OFFLINE.workerPath}?from=radio-origin`;
  await page.evaluate(
    (script) => navigator.serviceWorker.register(script, { scope: '/plants/' }).then(() => undefined),
    foreign,
  );
  await expect
    .poll(async () => (await registeredScripts(page)).sort(), { timeout: 10_000 })
    .toEqual([own, foreign].sort());
  // The visitor opens another page of the site: its clean-up removes the other worker.
  await page.goto(`${site.origin}/privacy/`);
  await expect.poll(() => registeredScripts(page), { timeout: 20_000 }).toEqual([own]);
});
