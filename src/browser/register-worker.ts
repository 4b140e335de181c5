/** The longest the registration waits for idle time after the load event, on a phone that is never idle. */
const REGISTER_WITHIN_MS = 5000;

/**
 * Registers the service worker that keeps pages for offline reading (src/lib/offline/worker.ts) and, from the second
 * page view on, links the web app manifest: after the load event, in idle time, so that nothing competes with the
 * page's own requests or its first paint. The worker file (and what it keeps at install) is the only download it
 * adds; the page itself is kept from the copy the browser already has. A browser without service workers, or a
 * worker that fails to load, leaves the site as it is without one.
 *
 * The layout writes the worker's address, the manifest's and the pages cache into `<html data-offline-worker
 * data-offline-manifest data-offline-pages>` from OFFLINE in the site config: this script is inlined into every page,
 * and importing the config would make it a file. Its bytes are counted apart from the page's own script
 * (tests/budgets.ts).
 */
export function registerOfflineWorker(win: Window): void {
  const { offlineWorker, offlineManifest, offlinePages } = win.document.documentElement.dataset;
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || !offlineWorker || !offlinePages) return;
  // The address the page was loaded at, before any script tidies it (the plant database mirrors its search into it):
  // the key under which the browser holds its copy, and the one a later visit asks the worker for.
  const address = win.location.pathname + win.location.search;
  const register = () => {
    // A page the worker already looks after was kept by it as it passed, and can link the manifest: a manifest link
    // in the HTML is fetched by Chromium, with its icon, beside the page's first requests; linked here, both come from
    // what the worker kept at install. The home-screen prompt they serve is never offered on a first view anyway.
    const controlled = container.controller;
    if (offlineManifest && controlled) win.document.head.append(Object.assign(win.document.createElement('link'), { rel: 'manifest', href: offlineManifest }));
    container
      .register(offlineWorker)
      .then(() => (controlled ? undefined : keepThisPage(win, address, offlinePages)))
      .catch((error: unknown) => console.warn('Offline reading is not available:', error));
  };
  // The whole page has loaded by the time the idle callback runs; the timeout bounds the wait on a busy phone.
  win.addEventListener('load', () => (win.requestIdleCallback ? win.requestIdleCallback(register, { timeout: REGISTER_WITHIN_MS }) : register()), { once: true });
}

/**
 * The page that registered the worker was loaded before the worker was there to keep it, so it keeps itself: the
 * copy the browser already holds in its HTTP cache (the site's pages are stored with `max-age=0, must-revalidate`) is
 * put into the pages cache without asking the server again (`force-cache`). The first page a visitor opens is then
 * there offline like the others. Only a browser that holds no copy (its cache turned off) downloads the page once
 * more; `only-if-cached` would spare that download but logs a failed load in the console at every miss. A phone that
 * refuses to keep it (storage full, private mode) simply does not have it offline. A copy kept earlier is replaced.
 */
async function keepThisPage(win: Window, address: string, pages: string): Promise<void> {
  const copy = await win.fetch(address, { cache: 'force-cache', mode: 'same-origin' }).catch(() => null);
  if (copy?.ok) await (await win.caches.open(pages)).put(address, copy);
}
