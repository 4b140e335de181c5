import { loadAdsWhenNear } from './ad-loader';
import { replaceFailedCovers } from './cover-fallback';
import { answerNewsletter } from './newsletter';
import { replaceFailedPhoto } from './photo-fallback';
import { registerOfflineWorker } from './register-worker';
import { keepSectionInPlace } from './section-in-place';
import { solidHeaderOnScroll } from './solid-header';
import { watchNearElements } from './when-near';

/** The attribute on <html> once this has run. */
export const AFTER_LOAD_RAN = 'data-after-load-ran';

/**
 * Every page's behaviours that the first paint does not need, in one file of the site's own: cached once and shared
 * by every page, where inline scripts were paid again in each page's first round trip (issue 46, docs/benchmark.md
 * "What loads before the first paint"). The base layout's inline script (./first-paint.ts) imports it after the load
 * event, once the page has painted, in idle time. Each behaviour finds its own markup and does nothing on a page without it.
 */
export function runAfterLoad(win: Window): void {
  const doc = win.document;
  keepSectionInPlace(win);
  solidHeaderOnScroll(win);
  answerNewsletter(doc);
  // Before the `data-near` watcher: a first-row cover already shown by its <source> is taken off its list.
  replaceFailedCovers(doc);
  replaceFailedPhoto(doc);
  // Before the watcher too, so that it hears the ad slots' `near` events.
  if (doc.querySelector('[data-ad-loader]')) loadAdsWhenNear(doc);
  watchNearElements(doc);
  registerOfflineWorker(win);
  // Said on the page, so that a test (and anyone looking) can tell when the page's behaviours are in place.
  doc.documentElement.setAttribute(AFTER_LOAD_RAN, '');
}

runAfterLoad(window);
