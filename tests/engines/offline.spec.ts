import path from 'node:path';
import { PLANT_DATABASE } from '@/config/plants';
import { keptPaths, OfflineSite } from '../helpers/offline-site';
import { OFFLINE_PORT_BASE } from './playwright.config';
import type { Session } from './session';
import { expect, test } from './fixtures';

// The offline worker in each engine, with the build's real service worker. WebDriver can take no engine off the
// network, so the network goes the way a lost signal takes it: the site's server stops (tests/helpers/offline-site.ts)
// and every request fails. A page opened before still shows; one never opened shows the offline page. Each worker
// serves on a port of its own, with the project's server flags; each session starts with no worker registered.

const DIST = path.resolve(import.meta.dirname, '../../dist');

/** Waits until the worker's pages cache holds `pathname`: kept for offline. */
async function waitUntilKept(session: Session, pathname: string): Promise<void> {
  await session.waitFor(
    async (address: string) => {
      const name = document.documentElement.dataset.offlinePages ?? '';
      return (await (await caches.open(name)).match(address, { ignoreSearch: true })) !== undefined;
    },
    [pathname],
    { timeout: 15_000, message: `${pathname} was never kept` },
  );
}

/**
 * Serves the build on the worker's own port, with the project's server flags, opens the landing page and waits until
 * the worker controls it and has kept it.
 */
async function openWithWorker(session: Session, withoutMediaSource: boolean, worker: number): Promise<OfflineSite> {
  const site = new OfflineSite(OFFLINE_PORT_BASE + worker, [
    '--record-page-errors',
    ...(withoutMediaSource ? ['--without-media-source'] : []),
  ]);
  try {
    await site.deploy(DIST);
    await session.goto(`${site.origin}/`);
    await session.waitFor(() => navigator.serviceWorker.controller !== null, [], {
      timeout: 20_000,
      message: 'the worker never took control',
    });
    await waitUntilKept(session, '/');
    return site;
  } catch (error) {
    await site.stop();
    throw error;
  }
}

test('offline after a visit: a page opened before still shows, one never opened shows the offline page', async ({
  session,
  withoutMediaSource,
}, testInfo) => {
  const site = await openWithWorker(session, withoutMediaSource, testInfo.parallelIndex);
  try {
    await session.goto(`${site.origin}/books`);
    await session.find('h1', { text: 'Books', exact: true });
    await waitUntilKept(session, '/books');
    expect(site.served).toContain('/books');

    await site.stop();
    await session.goto(`${site.origin}/books`);
    await session.find('h1', { text: 'Books', exact: true });
    await session.find('#book-grid > li');
    await session.goto(`${site.origin}/privacy`);
    await session.find('h1', { text: 'You are offline', exact: true });
    // It lists what this phone keeps, as links, once it has read the caches.
    const kept = () =>
      session.evaluate(() => [...document.querySelectorAll('main a')].map((link) => link.getAttribute('href')));
    await expect.poll(kept).toEqual(expect.arrayContaining(['/', '/books/']));
    expect(await kept()).not.toContain('/privacy/');
  } finally {
    await site.stop();
  }
});

// The worker reads each address as the host does (src/lib/offline/site-path.ts). Chromium's test also opens the
// editor by an encoded address and the stream; a navigation here waits for the page's load, which neither gives soon.
test('the worker keeps nothing under /api/, however the address is spelled or queried', async ({
  session,
  withoutMediaSource,
}, testInfo) => {
  const site = await openWithWorker(session, withoutMediaSource, testInfo.parallelIndex);
  try {
    // A 200 from the server each: the status as a page, and as plant data or code by its query.
    await session.goto(`${site.origin}/%61pi/status`);
    await session.goto(`${site.origin}/`);
    const statuses = await session.evaluate(
      (addresses: string[]) => Promise.all(addresses.map((address) => fetch(address).then((answer) => answer.status))),
      [`/api/status?x=${PLANT_DATABASE.searchIndexPath}`, '/api/status?x=/_astro/a.js'],
    );
    expect(statuses).toEqual([200, 200]);
    const kept = await session.evaluate(keptPaths);
    expect(kept.filter((url) => /^\/(%|api\/)/i.test(url))).toEqual([]);
  } finally {
    await site.stop();
  }
});
