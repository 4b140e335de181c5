/** The longest wait for the first paint's entry after the load event (a tab in the background never paints). */
const PAINT_WITHIN_MS = 3000;
/** The longest wait for idle time after it, on a phone that is never idle. */
const IDLE_WITHIN_MS = 2000;

/**
 * When the page's files of its own are fetched: after the load event, once the page has painted, in idle time, so
 * that nothing the first paint does not need competes with it (a phone's first round trip holds the HTML and its CSS,
 * nothing more; docs/benchmark.md, "What loads before the first paint"). The paint is waited for, not assumed: a
 * request that starts before it counts towards it in Lighthouse's simulation, and a page can load before it paints.
 * `files` are imported in order; an absent one is skipped, and one that fails to load is only logged. `stylesheet`,
 * when the page inlines only its first screen's CSS, is the whole site's, linked first (src/integrations/page-css.ts).
 */
export function importAfterLoad(
  win: Window,
  files: readonly (string | undefined)[],
  stylesheet: string | undefined,
): void {
  const start = () => {
    if (stylesheet) {
      const link = Object.assign(win.document.createElement('link'), { rel: 'stylesheet', href: stylesheet });
      win.document.head.append(link);
    }
    for (const file of files) {
      if (file) import(/* @vite-ignore */ file).catch((error: unknown) => console.warn(`${file}:`, error));
    }
  };
  let started = false;
  const inIdleTime = () => {
    if (started) return;
    started = true;
    if (win.requestIdleCallback) win.requestIdleCallback(start, { timeout: IDLE_WITHIN_MS });
    else win.setTimeout(start, 0);
  };
  const afterPaint = () => {
    // A browser without paint entries, or a tab in the background that never paints, goes on after a while.
    win.setTimeout(inIdleTime, PAINT_WITHIN_MS);
    new PerformanceObserver((list) => list.getEntries().length > 0 && inIdleTime()).observe({
      type: 'paint',
      buffered: true,
    });
  };
  if (win.document.readyState === 'complete') afterPaint();
  else win.addEventListener('load', afterPaint, { once: true });
}
