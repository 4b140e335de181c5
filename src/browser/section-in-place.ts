/**
 * What a visitor does that makes the page theirs: a scroll by hand, a key, a press anywhere (a plant card's press
 * scrolls to its details). After any of them the page is never scrolled for them, until they choose a section link
 * again. A wheel over an embedded frame (the news feed) is the frame's event, not this window's, and goes unseen.
 */
const VISITOR_INPUT = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/** Frames in a row without movement after which a scroll has ended (WebKit has no `scrollend`). */
const STILL_FRAMES = 3;

/** The element the address names (`#contact`), if any. */
function namedTarget(win: Window): Element | null {
  const id = decodeURIComponent(win.location.hash.slice(1));
  return id ? win.document.getElementById(id) : null;
}

/** Calls `then` once the page has stopped scrolling, with whether it was scrolling when asked. */
function whenStill(win: Window, then: (wasMoving: boolean) => void): void {
  const start = win.scrollY;
  let last = start;
  let still = 0;
  const frame = () => {
    still = win.scrollY === last ? still + 1 : 0;
    last = win.scrollY;
    if (still >= STILL_FRAMES) then(last !== start);
    else win.requestAnimationFrame(frame);
  };
  win.requestAnimationFrame(frame);
}

/**
 * Keeps the section a link led to in its place when the whole site's stylesheet arrives. A page that inlines only its
 * first screen's CSS links that stylesheet after the load event (./first-paint.ts, docs/benchmark.md): until it
 * applies, what lies below the first screen is styled only in part, so a section link chosen in that moment (the
 * header's Contact on the landing page) scrolls towards where the section was, and the stylesheet then moves it. Once
 * it applies, the section named in the address is scrolled to again, as the link would have, unless the visitor has
 * done something else since. Does nothing on a page that inlines all its CSS.
 */
export function keepSectionInPlace(win: Window): void {
  // The one stylesheet linked in <head>: the after-load link (its <noscript> twin is text while scripts run).
  const link = win.document.querySelector<HTMLLinkElement>('head > link[rel="stylesheet"]');
  if (!link) return;
  let theirs = false;
  const onInput = () => {
    theirs = true;
  };
  // A section link chosen is the visitor's new wish: its click comes after its press or key, and before its scroll.
  const onClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a[href*="#"]')) theirs = false;
  };
  const realign = () => {
    for (const type of VISITOR_INPUT) win.removeEventListener(type, onInput, true);
    win.removeEventListener('click', onClick, true);
    if (!theirs) namedTarget(win)?.scrollIntoView();
  };
  for (const type of VISITOR_INPUT) win.addEventListener(type, onInput, { capture: true, passive: true });
  win.addEventListener('click', onClick, true);
  if (link.sheet) {
    // Applied before this file ran: a link's scroll still under way may have been moved; once it ends, the section is
    // set back in place. A page standing still is where the visitor left it.
    whenStill(win, (wasMoving) => {
      if (!wasMoving) theirs = true;
      realign();
    });
    return;
  }
  link.addEventListener('load', realign, { once: true });
  link.addEventListener('error', realign, { once: true });
}
