/** The longest the registration waits for idle time after the load event, on a phone that is never idle. */
const REGISTER_WITHIN_MS = 5000;

/**
 * Registers the service worker that keeps pages for offline reading (src/lib/offline/worker.ts): after the load
 * event, in idle time, so that it never competes with the page's own requests; the worker file is the only request
 * it adds. A browser without service workers, or a worker that fails to load, leaves the site as it is without one.
 *
 * The layout writes the worker's address and its pages cache into `<html data-offline-worker data-offline-pages>`
 * from OFFLINE in the site config: this script is inlined into every page, and importing the config would make it a
 * file. Its bytes are counted apart from the page's own script (tests/budgets.ts).
 */
export function registerOfflineWorker(win: Window = window): void {
  const { offlineWorker, offlinePages } = win.document.documentElement.dataset;
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || !offlineWorker || !offlinePages) return;
  const register = () => {
    container
      .register(offlineWorker)
      .then(() => keepThisPage(win, container, offlinePages))
      .catch((error: unknown) => console.warn('Pages are not kept for offline reading on this browser:', error));
  };
  // The whole page has loaded by the time the idle callback runs; the timeout bounds the wait on a busy phone.
  win.addEventListener('load', () => (win.requestIdleCallback ? win.requestIdleCallback(register, { timeout: REGISTER_WITHIN_MS }) : register()), { once: true });
}

/**
 * The page that registered the worker was loaded before the worker was there to keep it, so once the worker is
 * active this page is kept too (from the browser's HTTP cache, usually with no transfer): the first page a visitor
 * opens is then there offline like the others. A phone that refuses to keep it (storage full, private mode) simply
 * does not have it offline.
 */
async function keepThisPage(win: Window, container: ServiceWorkerContainer, pages: string): Promise<void> {
  await container.ready;
  const { pathname, search } = win.location;
  const cache = await win.caches.open(pages);
  if (!(await cache.match(pathname, { ignoreSearch: true }))) await cache.add(pathname + search);
}
