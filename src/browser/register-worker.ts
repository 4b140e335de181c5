import { isForeignRegistration } from '@/lib/offline/registrations';

/** The longest the registration waits for idle time after the load event, on a phone that is never idle. */
const REGISTER_WITHIN_MS = 5000;

/**
 * Registers the offline-reading service worker (src/lib/offline/worker.ts) and, from the second page view on, links
 * the web app manifest: after the load event, in idle time, so that nothing competes with the page's own requests or
 * first paint. The layout writes OFFLINE's addresses into `<html data-offline-worker data-offline-manifest
 * data-offline-pages>`; this runs from every page's after-load script (src/browser/after-load.ts, its bytes:
 * tests/budgets.ts).
 */
export function registerOfflineWorker(win: Window): void {
  const { offlineWorker, offlineManifest, offlinePages } = win.document.documentElement.dataset;
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || !offlineWorker || !offlinePages) return;
  // Read before any script tidies it (the plant database mirrors its search into it): the key of the browser's copy,
  // and the one a later visit asks the worker for.
  const address = win.location.pathname + win.location.search;
  const register = () => {
    // Only a controlled page links the manifest: in the HTML, Chromium would fetch it and its icon beside the page's
    // first requests; here both come from the worker's cache, and the home-screen prompt never shows on a first view.
    const controlled = container.controller;
    if (offlineManifest && controlled)
      win.document.head.append(
        Object.assign(win.document.createElement('link'), { rel: 'manifest', href: offlineManifest }),
      );
    const registered = container.register(offlineWorker);
    registered
      .then(() => (controlled ? undefined : keepThisPage(win, address, offlinePages)))
      .catch((error: unknown) => console.warn('Offline reading is not available:', error));
    // After ours is registered, so that the registration it replaces at / holds our worker and stays.
    registered
      .catch(() => undefined)
      .then(() => removeForeignWorkers(container, new URL(offlineWorker, win.location.href).href))
      .catch(() => undefined);
  };
  const inIdleTime = () =>
    win.requestIdleCallback ? win.requestIdleCallback(register, { timeout: REGISTER_WITHIN_MS }) : register();
  // Run from the after-load script, the page has usually loaded already.
  if (win.document.readyState === 'complete') inIdleTime();
  else win.addEventListener('load', inIdleTime, { once: true });
}

/**
 * The first page came before the worker, so it keeps itself: the browser's HTTP copy (pages are served
 * `max-age=0, must-revalidate`) goes into the pages cache without asking the server again (`force-cache`). Only a
 * browser with no copy downloads it once more; `only-if-cached` would spare that but logs a failed load at every miss.
 */
async function keepThisPage(win: Window, address: string, pages: string): Promise<void> {
  const copy = await win.fetch(address, { cache: 'force-cache', mode: 'same-origin' }).catch(() => null);
  if (copy?.ok) await (await win.caches.open(pages)).put(address, copy);
}

/**
 * Removes every registration on this origin that holds no worker of the site's own script. The radio origin's answers
 * are served on this origin (the /api/stream rewrite), so an origin that is compromised could register a worker of its
 * own, and with `Service-Worker-Allowed: /` take over every page for a visitor lured there once (docs/deploying.md,
 * "The radio origin is trusted like the site"). Any page of ours that loads removes it: it then controls no new page.
 */
async function removeForeignWorkers(container: ServiceWorkerContainer, ownScript: string): Promise<void> {
  for (const registration of await container.getRegistrations()) {
    const scripts = [registration.installing, registration.waiting, registration.active].map(
      (worker) => worker?.scriptURL,
    );
    if (isForeignRegistration(scripts, ownScript)) await registration.unregister();
  }
}
