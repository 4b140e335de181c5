// @vitest-environment jsdom
import { registerOfflineWorker } from '@/browser/register-worker';

/**
 * A window with a service worker container that records what it is asked, an HTTP cache that holds the page or not,
 * and caches that may refuse.
 */
function fakeWindow({ registers = true, cacheRefuses = false, httpCacheHolds = true, online = true, controlled = false } = {}) {
  const kept: string[] = [];
  const downloaded: string[] = [];
  const fetched: [string, RequestInit | undefined][] = [];
  const register = vi.fn(() => (registers ? Promise.resolve({}) : Promise.reject(new TypeError('Failed to fetch /sw.js (404)'))));
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  document.documentElement.dataset.offlineWorker = '/sw.js';
  document.documentElement.dataset.offlineManifest = '/manifest.webmanifest';
  document.documentElement.dataset.offlinePages = 'pages';
  const win = {
    document,
    location: { pathname: '/books/', search: '?plant=lavender' },
    navigator: { serviceWorker: { register, controller: controlled ? {} : null } },
    // `force-cache` answers from the browser's HTTP cache when it holds the page, and downloads it otherwise.
    fetch: (url: string, init?: RequestInit) => {
      fetched.push([url, init]);
      if (httpCacheHolds && init?.cache === 'force-cache') return Promise.resolve(new Response('<title>Books</title>'));
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      downloaded.push(url);
      return Promise.resolve(new Response('<title>Books</title>'));
    },
    caches: {
      open: () =>
        cacheRefuses
          ? Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'))
          : Promise.resolve({ put: (path: string) => (kept.push(path), Promise.resolve()) }),
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  } as unknown as Window;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { win, register, kept, fetched, downloaded, load: () => listeners.get('load')?.(), idle: () => idle.splice(0).forEach((run) => run()), settle };
}

const manifestLinks = () => [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
  delete document.documentElement.dataset.offlineWorker;
  delete document.documentElement.dataset.offlineManifest;
  delete document.documentElement.dataset.offlinePages;
});

describe('registering the offline worker', () => {
  it('waits for the load event and then for idle time, and keeps the page from the copy the browser has', async () => {
    const site = fakeWindow();
    registerOfflineWorker(site.win);
    expect(site.register).not.toHaveBeenCalled();
    site.load();
    expect(site.register).not.toHaveBeenCalled();
    expect(manifestLinks()).toEqual([]);
    site.idle();
    expect(site.register).toHaveBeenCalledWith('/sw.js');
    expect(manifestLinks()).toEqual([]);
    await site.settle();
    expect(site.fetched).toEqual([['/books/?plant=lavender', { cache: 'force-cache', mode: 'same-origin' }]]);
    expect(site.downloaded).toEqual([]);
    expect(site.kept).toEqual(['/books/?plant=lavender']);
  });

  it('links the manifest on a page the worker already looks after (from the second page view), in idle time, and asks for nothing more', async () => {
    const site = fakeWindow({ controlled: true });
    registerOfflineWorker(site.win);
    site.load();
    expect(manifestLinks()).toEqual([]);
    site.idle();
    expect(manifestLinks()).toEqual(['/manifest.webmanifest']);
    // The worker kept this page as it passed: fetching it again would go through the worker to the network.
    await site.settle();
    expect(site.fetched).toEqual([]);
  });

  it('keeps the page under the address it was loaded at, even when the page has tidied its address since', async () => {
    const site = fakeWindow();
    registerOfflineWorker(site.win);
    Object.assign(site.win.location, { search: '?search=lav' });
    site.load();
    site.idle();
    await site.settle();
    expect(site.kept).toEqual(['/books/?plant=lavender']);
  });

  it('downloads the page once more only when the browser holds no copy, and a failed download is no error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const uncached = fakeWindow({ httpCacheHolds: false });
    registerOfflineWorker(uncached.win);
    uncached.load();
    uncached.idle();
    await uncached.settle();
    expect(uncached.downloaded).toEqual(['/books/?plant=lavender']);
    expect(uncached.kept).toEqual(['/books/?plant=lavender']);
    const offline = fakeWindow({ httpCacheHolds: false, online: false });
    registerOfflineWorker(offline.win);
    offline.load();
    offline.idle();
    await offline.settle();
    expect(offline.kept).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves the site as it is, with a warning, when the worker file fails to load or the phone keeps nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const options of [{ registers: false }, { cacheRefuses: true }]) {
      const site = fakeWindow(options);
      registerOfflineWorker(site.win);
      site.load();
      site.idle();
      await site.settle();
      expect(site.kept).toEqual([]);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map(([text]) => text)).toEqual(Array(2).fill('Offline reading is not available:'));
  });

  it('does nothing in a browser without service workers or on a page without the settings', () => {
    const site = fakeWindow();
    delete document.documentElement.dataset.offlineWorker;
    registerOfflineWorker(site.win);
    site.load();
    site.idle();
    expect(site.register).not.toHaveBeenCalled();
    expect(() => registerOfflineWorker({ document, navigator: {}, addEventListener: () => {} } as unknown as Window)).not.toThrow();
  });
});
