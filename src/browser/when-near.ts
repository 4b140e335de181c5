/**
 * "Do this when the element comes near the viewport", the site's one way of deferring what a visitor may never
 * scroll to (the news feed, the ad script, the book covers).
 *
 * Pages use it declaratively, so that their own inline scripts import nothing and stay inline: an element marked
 * `data-near="<margin>"` (an IntersectionObserver rootMargin such as "600px 0px") is watched by the one script in
 * the base layout. When it comes that close, its `data-near-src`, if any, becomes its `src` (a frame or an image
 * starts loading), it is marked `data-near-reached`, and a bubbling `near` event is dispatched on it for scripts
 * that do more (the ad loader).
 */

/** The event dispatched on an element that has come near the viewport (the ad loader spells it out too). */
const NEAR_EVENT = 'near';

/**
 * Runs `run(element)` once for each element, when it first comes within `rootMargin` of the viewport. A browser
 * without IntersectionObserver runs everything at once. Returns a function that stops watching.
 */
export function whenNear<T extends Element>(elements: Iterable<T>, rootMargin: string, run: (element: T) => void): () => void {
  const targets = [...elements];
  if (!('IntersectionObserver' in window)) {
    targets.forEach(run);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        run(entry.target as T);
      }
    },
    { rootMargin },
  );
  targets.forEach((target) => observer.observe(target));
  return () => observer.disconnect();
}

/** What happens to a `data-near` element once it is near: its source is set, it is marked, and it is told. */
function reached(element: HTMLElement): void {
  const src = element.dataset['nearSrc'];
  if (src) {
    element.setAttribute('src', src);
    element.removeAttribute('data-near-src');
  }
  element.setAttribute('data-near-reached', '');
  element.dispatchEvent(new Event(NEAR_EVENT, { bubbles: true }));
}

/** Watches every `data-near` element of the document, one observer per margin. */
export function watchNearElements(root: ParentNode): void {
  const byMargin = new Map<string, HTMLElement[]>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-near]')) {
    const margin = element.dataset['near'] || '0px';
    byMargin.set(margin, [...(byMargin.get(margin) ?? []), element]);
  }
  for (const [margin, elements] of byMargin) whenNear(elements, margin, reached);
}
