// @vitest-environment jsdom
import { registerOfflineWorker } from '@/browser/register-worker';

/**
 * A window with a service worker container that records what it is asked, an HTTP cache that holds the page or not,
 * and caches that may refuse.
 */
function fakeWindow({
  registers = true,
  cacheRefuses = false,
  httpCacheHolds = true,
  online = true,
  controlled = false,
  registrations = [] as FakeRegistration[],
} = {}) {
  const kept: string[] = [];
  const downloaded: string[] = [];
  const fetched: [string, RequestInit | undefined][] = [];
  const register = vi.fn(() =>
    registers ? Promise.resolve({}) : Promise.reject(new TypeError('Failed to fetch /sw.js (404)')),
  );
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  document.documentElement.dataset.offlineWorker = '/sw.js';
  document.documentElement.dataset.offlineManifest = '/manifest.webmanifest';
  document.documentElement.dataset.offlinePages = 'pages';
  const win = {
    document,
    location: { href: 'https://site.example/books/?plant=lavender', pathname: '/books/', search: '?plant=lavender' },
    navigator: {
      serviceWorker: {
        register,
        controller: controlled ? {} : null,
        getRegistrations: () => Promise.resolve(registrations),
      },
    },
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
  return {
    win,
    register,
    kept,
    fetched,
    downloaded,
    load: () => listeners.get('load')?.(),
    idle: () => idle.splice(0).forEach((run) => run()),
    settle,
  };
}

/** A registration on the origin, with the scripts of its workers, that notes whether it was removed. */
interface FakeRegistration {
  installing: { scriptURL: string } | null;
  waiting: { scriptURL: string } | null;
  active: { scriptURL: string } | null;
  unregister: () => Promise<boolean>;
  removed: boolean;
}
function registration(active: string | null, installing: string | null = null): FakeRegistration {
  const worker = (scriptURL: string | null) => (scriptURL ? { scriptURL } : null);
  const made: FakeRegistration = {
    installing: worker(installing),
    waiting: null,
    active: worker(active),
    removed: false,
    unregister: () => ((made.removed = true), Promise.resolve(true)),
  };
  return made;
}

const manifestLinks = () =>
  [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) => link.getAttribute('href'));

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
    expect(() =>
      registerOfflineWorker({ document, navigator: {}, addEventListener: () => {} } as unknown as Window),
    ).not.toThrow();
  });

  it('removes every other worker registered on the site’s origin (one the radio origin could serve), once its own is registered', async () => {
    const own = 'https://site.example/sw.js';
    const foreign = [
      registration('https://site.example/api/stream?port=8076'),
      registration('https://site.example/sw.js?v=evil'),
      registration(null, 'https://site.example/x.js'),
    ];
    const kept = [registration(own), registration('https://site.example/api/stream?port=8076', own)];
    const site = fakeWindow({ registrations: [...foreign, ...kept] });
    registerOfflineWorker(site.win);
    site.load();
    site.idle();
    await site.settle();
    expect(site.register).toHaveBeenCalledWith('/sw.js');
    expect(foreign.map((made) => made.removed)).toEqual([true, true, true]);
    // Its own, and the registration at / that its own is replacing, stay.
    expect(kept.map((made) => made.removed)).toEqual([false, false]);
  });

  it('removes the other workers even when its own fails to register', async () => {
    const foreign = registration('https://site.example/api/stream?port=8076');
    const site = fakeWindow({ registers: false, registrations: [foreign] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerOfflineWorker(site.win);
    site.load();
    site.idle();
    await site.settle();
    expect(foreign.removed).toBe(true);
  });
});
