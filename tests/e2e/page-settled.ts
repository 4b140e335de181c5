import { expect, type Page } from '@playwright/test';

/**
 * Waits on what the page has done rather than on a fixed time, so that a busy machine makes a test slower, never
 * wrong. Proving that something does not happen (no pop-up, no request) needs a moment by which it would have
 * happened; these name that moment.
 */

/**
 * Resolves once the page's after-load script has run (src/browser/after-load.ts): imported after the load event, it
 * holds the header's lines, the `data-near` loads and the fallbacks, so a test of those waits for it, not for `load`.
 */
export async function afterLoadRan(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-after-load-ran', '', { timeout: 20_000 });
}

/**
 * Resolves once every stylesheet the page links has loaded: on the landing page the site's whole stylesheet, which
 * styles what lies below the first screen, is linked only after the first paint (src/browser/first-paint.ts). A test
 * that measures where something below the first screen sits measures after this.
 */
export async function stylesheetsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      return document.documentElement.hasAttribute('data-after-load-ran') && links.every((link) => link.sheet);
    },
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Resolves once the page has drawn `count` more frames: by then the browser has run its rendering steps (layout,
 * layout-shift records, IntersectionObserver callbacks) for everything that changed before the call. Uses the real
 * requestAnimationFrame, so not in a page whose clock Playwright drives (use `afterQueuedTasks` there).
 */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let at = 0; at < frames; at += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Resolves once the page has run every task queued before the call: a message posted now is handled after them.
 * React renders a store change in a microtask or in a task of its own (MessageChannel), so after this any render that
 * a timer started is on the page. Works under Playwright's clock, which does not fake MessageChannel.
 */
export async function afterQueuedTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * The page's first contentful paint in ms, or null if none is recorded within `withinMs`. The entry is queued once the
 * frame is presented, which can come after what the frame shows is already found in the page: waited for, not read
 * at once.
 */
export async function firstContentfulPaint(page: Page, withinMs = 5000): Promise<number | null> {
  return page.evaluate(
    (waitMs) =>
      new Promise<number | null>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(null), waitMs);
      }),
    withinMs,
  );
}

/**
 * Follows the page's requests to `origin` (the site's pages, code and data) from now on, so that a test can wait until
 * none of them is in flight: as Playwright's 'networkidle', but blind to other origins (a news feed's frame, a photo
 * host), which are no part of what such a test proves and answer, or not, on a network the test does not control. A
 * wait that ends unmet names the requests still open.
 */
export function ownRequests(page: Page, origin: string): { settled(quietMs?: number): Promise<void> } {
  const open = new Set<string>();
  const ours = (url: string) => url.startsWith(`${origin}/`);
  page.on('request', (request) => {
    if (ours(request.url())) open.add(request.url());
  });
  const done = (request: { url(): string }) => open.delete(request.url());
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(quietMs = 500) {
      let quietSince: number | null = null;
      await expect
        .poll(
          () => {
            if (open.size > 0) quietSince = null;
            else quietSince ??= Date.now();
            return quietSince !== null && Date.now() - quietSince >= quietMs ? [] : [...open];
          },
          { intervals: [50], timeout: 20_000, message: `no request to ${origin} open for ${quietMs} ms` },
        )
        .toEqual([]);
    },
  };
}
