/**
 * "Do this when the element comes near the viewport", the site's one way of deferring what a visitor may never
 * scroll to (the news feed, the ad script, the book covers). Declarative, so that pages' inline scripts import nothing:
 * the base layout's script watches each `data-near="<margin>"` (a rootMargin such as "600px 0px"). When it comes that
 * close, its `data-near-src` becomes its `src`, what its `<noscript>` child holds takes that child's place (the news
 * feed's frame, which would cost the page's first parse a document of its own, and which a page without scripts
 * shows as it is), it is marked `data-near-reached`, and a bubbling `near` event fires.
 */

/** The ad loader spells this name out too. */
const NEAR_EVENT = 'near';

/** Runs `run` once per element, when first within `rootMargin`; at once without IntersectionObserver. */
export function whenNear<T extends Element>(
  elements: Iterable<T>,
  rootMargin: string,
  run: (element: T) => void,
): () => void {
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

function reached(element: HTMLElement): void {
  const src = element.dataset['nearSrc'];
  if (src) {
    element.setAttribute('src', src);
    element.removeAttribute('data-near-src');
  }
  // With scripts running, a <noscript>'s markup is text; parsed here, it becomes what a page without scripts showed.
  const waiting = element.querySelector(':scope > noscript');
  if (waiting) {
    const parsed = document.createElement('template');
    parsed.innerHTML = waiting.textContent ?? '';
    waiting.replaceWith(parsed.content);
  }
  element.setAttribute('data-near-reached', '');
  element.dispatchEvent(new Event(NEAR_EVENT, { bubbles: true }));
}

/** One observer per margin. */
export function watchNearElements(root: ParentNode): void {
  const byMargin = new Map<string, HTMLElement[]>();
  for (const element of root.querySelectorAll<HTMLElement>('[data-near]')) {
    const margin = element.dataset['near'] || '0px';
    byMargin.set(margin, [...(byMargin.get(margin) ?? []), element]);
  }
  for (const [margin, elements] of byMargin) whenNear(elements, margin, reached);
}
