// @vitest-environment jsdom
import { registerOfflineWorker } from '../../../src/browser/register-worker';

/** A window with a service worker container that records what it is asked, and caches that may refuse. */
function fakeWindow({ registers = true, cacheRefuses = false } = {}) {
  const kept: string[] = [];
  const register = vi.fn(() => (registers ? Promise.resolve({}) : Promise.reject(new TypeError('Failed to fetch /sw.js (404)'))));
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  document.documentElement.dataset.offlineWorker = '/sw.js';
  document.documentElement.dataset.offlinePages = 'pages';
  const win = {
    document,
    location: { pathname: '/books/', search: '' },
    navigator: { serviceWorker: { register, ready: Promise.resolve({}) } },
    caches: {
      open: () =>
        cacheRefuses
          ? Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'))
          : Promise.resolve({ match: () => Promise.resolve(undefined), add: (path: string) => (kept.push(path), Promise.resolve()) }),
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  } as unknown as Window;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { win, register, kept, load: () => listeners.get('load')?.(), idle: () => idle.splice(0).forEach((run) => run()), settle };
}

afterEach(() => {
  delete document.documentElement.dataset.offlineWorker;
  delete document.documentElement.dataset.offlinePages;
});

describe('registering the offline worker', () => {
  it('waits for the load event and then for idle time, and then keeps the page it was opened on', async () => {
    const site = fakeWindow();
    registerOfflineWorker(site.win);
    expect(site.register).not.toHaveBeenCalled();
    site.load();
    expect(site.register).not.toHaveBeenCalled();
    site.idle();
    expect(site.register).toHaveBeenCalledWith('/sw.js');
    await site.settle();
    expect(site.kept).toEqual(['/books/']);
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
