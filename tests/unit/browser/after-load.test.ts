// @vitest-environment jsdom
import type { ClientDirective } from 'astro';
import near from '@/browser/client-near';
import { importAfterLoad } from '@/browser/first-paint';
import { takeLaterProps } from '@/browser/later-props';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('what every page fetches after its load event (issue 46)', () => {
  it('links the later stylesheet only after the load event, the first paint and idle time', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    let painted: (list: { getEntries: () => unknown[] }) => void = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: typeof painted) {
            painted = callback;
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ['paint'] },
      ),
    );
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    importAfterLoad(window, [undefined], '/_astro/site.abc.css');
    window.dispatchEvent(new Event('load'));
    painted({ getEntries: () => [] });
    expect(idle).toHaveLength(0);
    painted({ getEntries: () => [{ name: 'first-paint' }] });
    expect(idle).toHaveLength(1);
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
    idle[0]!();
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/_astro/site.abc.css');
  });
});

describe('an island whose props come from a file', () => {
  it('takes nothing when the island names no file', async () => {
    const island = document.createElement('astro-island');
    island.setAttribute('props', '{"a":[0,1]}');
    await takeLaterProps(island);
    expect(island.getAttribute('props')).toBe('{"a":[0,1]}');
  });

  it('client:near waits until the island nears, and hydrates it once', async () => {
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    const island = document.createElement('astro-island');
    island.innerHTML = '<div>cards</div>';
    document.body.append(island);
    const calls = { load: 0, hydrate: 0 };
    const load: Parameters<ClientDirective>[0] = () => {
      calls.load += 1;
      return Promise.resolve(async () => {
        calls.hydrate += 1;
      });
    };
    // Astro types a directive's value as a string; an object given in the markup reaches the directive as it is.
    const options = {
      name: 'PlantDatabase',
      value: { rootMargin: '600px' },
    } as unknown as Parameters<ClientDirective>[1];
    near(load, options, island);
    expect(observed).toEqual([island.firstElementChild]);
    report([{ isIntersecting: false }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual({ load: 0, hydrate: 0 });
    report([{ isIntersecting: true }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual({ load: 1, hydrate: 1 });
  });
});
