// @vitest-environment jsdom
import { registerOfflineWorker } from '../../../src/browser/register-worker';

/**
 * A window with a service worker container that records what it is asked, an HTTP cache that holds the page or not,
 * and caches that may refuse.
 */
function fakeWindow({ registers = true, cacheRefuses = false, httpCacheHolds = true, controlled = false } = {}) {
  const kept: string[] = [];
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
    // `only-if-cached` answers from the browser's HTTP cache or fails: it never downloads.
    fetch: (url: string, init?: RequestInit) => {
      fetched.push([url, init]);
      return httpCacheHolds ? Promise.resolve(new Response('<title>Books</title>')) : Promise.reject(new TypeError('Failed to fetch'));
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
  return { win, register, kept, fetched, load: () => listeners.get('load')?.(), idle: () => idle.splice(0).forEach((run) => run()), settle };
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
    expect(site.fetched).toEqual([['/books/?plant=lavender', { cache: 'only-if-cached', mode: 'same-origin' }]]);
    expect(site.kept).toEqual(['/books/?plant=lavender']);
  });

  it('links the manifest on a page the worker already looks after (from the second page view), in idle time', () => {
    const site = fakeWindow({ controlled: true });
    registerOfflineWorker(site.win);
    site.load();
    expect(manifestLinks()).toEqual([]);
    site.idle();
    expect(manifestLinks()).toEqual(['/manifest.webmanifest']);
  });

  it('never downloads the page again: without a copy in the HTTP cache, the page is not kept now, and that is no error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = fakeWindow({ httpCacheHolds: false });
    registerOfflineWorker(site.win);
    site.load();
    site.idle();
    await site.settle();
    expect(site.fetched).toHaveLength(1);
    expect(site.kept).toEqual([]);
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
    expect(warn.mock.calls.map(([text]) => text)).toEqual(Array(2).fill('Pages are not kept for offline reading on this browser:'));
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
