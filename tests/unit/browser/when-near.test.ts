// @vitest-environment jsdom
import { watchNearElements, whenNear } from '@/browser/when-near';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A stand-in IntersectionObserver that lets the test say which elements came near. */
function fakeObserver() {
  const observers: { callback: Callback; options: IntersectionObserverInit | undefined; watched: Set<Element> }[] = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, options, watched: new Set<Element>() };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.watched.add(element);
    }
    unobserve(element: Element) {
      this.record.watched.delete(element);
    }
    disconnect() {
      this.record.watched.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const near = (element: Element) => {
    for (const observer of observers) {
      if (observer.watched.has(element)) observer.callback([{ target: element, isIntersecting: true }]);
    }
  };
  return { observers, near };
}

describe('whenNear', () => {
  it('runs once for each element as it comes near, with the given margin', () => {
    const { observers, near } = fakeObserver();
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    const run = vi.fn();
    whenNear([a, b], '600px 0px', run);
    expect(observers[0]?.options).toEqual({ rootMargin: '600px 0px' });
    expect(run).not.toHaveBeenCalled();
    near(b);
    near(b);
    expect(run.mock.calls).toEqual([[b]]);
    near(a);
    expect(run.mock.calls).toEqual([[b], [a]]);
  });

  it('stops watching when told to', () => {
    const { near } = fakeObserver();
    const element = document.createElement('div');
    const run = vi.fn();
    const stop = whenNear([element], '0px', run);
    stop();
    near(element);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs everything at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    Reflect.deleteProperty(window, 'IntersectionObserver');
    const elements = [document.createElement('div'), document.createElement('div')];
    const run = vi.fn();
    whenNear(elements, '0px', run);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('watchNearElements', () => {
  it('gives an element its address, or puts its <noscript>’s markup in place, only once it comes near', () => {
    const { near } = fakeObserver();
    document.body.innerHTML = `
      <img data-near="0px" data-near-src="https://covers.example.org/a.jpg" src="/placeholder.svg" alt="">
      <div data-near="600px 0px"><noscript></noscript></div>`;
    const [img, slot] = [document.querySelector('img'), document.querySelector('div')] as [HTMLElement, HTMLElement];
    // As a browser running scripts parses it: the markup inside is text.
    slot.querySelector('noscript')!.textContent =
      '<iframe title="Feed" src="https://feed.example.org/?a=1&amp;b=2" loading="lazy"></iframe>';
    const heard: Element[] = [];
    document.addEventListener('near', (event) => heard.push(event.target as Element));
    watchNearElements(document);
    expect(document.querySelector('iframe')).toBeNull();
    expect(img.getAttribute('src')).toBe('/placeholder.svg');

    near(slot);
    expect(slot.querySelector(':scope > iframe')?.getAttribute('src')).toBe('https://feed.example.org/?a=1&b=2');
    expect(slot.querySelector('noscript')).toBeNull();
    expect(img.getAttribute('src')).toBe('/placeholder.svg');
    near(img);
    expect(img.getAttribute('src')).toBe('https://covers.example.org/a.jpg');
    expect(img.hasAttribute('data-near-src')).toBe(false);
    expect(heard).toEqual([slot, img]);
    expect([slot, img].every((element) => element.hasAttribute('data-near-reached'))).toBe(true);
  });
});
