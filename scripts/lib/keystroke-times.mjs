import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

// Each key changes what the grid shows at every size, so every keystroke has an update to wait for. Four rounds give
// 64 keystrokes, enough for a 95th percentile.
const ROUNDS = Number(process.env.BENCH_KEY_ROUNDS ?? 4);
const KEYS = Array.from({ length: ROUNDS }, () =>
  ['f', 'm', 's', 'p', 'c', 'd', 'g', 't'].flatMap((letter) => [letter, 'Backspace']),
).flat();
/** A keystroke whose update has not shown after this long is reported as missing, rather than waited for forever. */
export const KEY_TIMEOUT_MS = 5000;

/**
 * Keystroke to updated grid in the plant database at `origin` (CPU slowed 4×, index loaded): to the DOM change, to the
 * next frame, and Event Timing. For scripts/bench-plants.mjs.
 */
export async function keystrokeTimes(origin, fetchesIndex) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() =>
      localStorage.setItem('plant-gazette:donation', JSON.stringify({ dismissedAt: Date.now() })),
    );
    await page.route('https://**', (route) => route.abort());
    await page.goto(`${origin}/#database`);
    await page.locator('astro-island[component-url*="PlantDatabase"]:not([ssr])').waitFor({ timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const search = page.getByRole('searchbox', { name: 'Search plants' });
    // With every plant on the page (a small database) there is no index to wait for.
    const loaded = fetchesIndex
      ? page.waitForResponse((response) => response.url().endsWith('/data/plant-index.json'), { timeout: 120_000 })
      : null;
    await search.focus();
    await loaded;
    // The index is decoded on arrival; let the island settle before the first key.
    await page.waitForFunction(() => !document.querySelector('[data-plant-database] ul[aria-busy="true"]'));
    await page.waitForTimeout(500);
    // Event Timing reports only interactions of 16 ms or more, and some time after their paint: read at the end.
    await page.evaluate(() => {
      window.keyInteractions = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          window.keyInteractions.set(
            entry.interactionId,
            Math.max(window.keyInteractions.get(entry.interactionId) ?? 0, entry.duration),
          );
        }
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    const samples = [];
    for (const key of KEYS) {
      // The watch is set up (and this call returns) before the key is pressed, so that no update can come first.
      await page.evaluate((timeoutMs) => {
        const island = document.querySelector('[data-plant-database]');
        const input = island.querySelector('input[type="search"]');
        window.keystrokeMeasure = new Promise((resolve) => {
          setTimeout(() => resolve({ domMs: NaN, ms: NaN }), timeoutMs);
          let start = 0;
          input.addEventListener('keydown', (event) => (start = event.timeStamp), { once: true, capture: true });
          const changes = new MutationObserver(() => {
            changes.disconnect();
            const domMs = performance.now() - start;
            requestAnimationFrame(() => resolve({ domMs, ms: performance.now() - start }));
          });
          changes.observe(island, { childList: true, subtree: true, characterData: true });
        });
      }, KEY_TIMEOUT_MS);
      await page.keyboard.press(key);
      samples.push(await page.evaluate(() => window.keystrokeMeasure));
    }
    await page.waitForTimeout(1000);
    const slow = await page.evaluate(() => [...window.keyInteractions.values()]);
    // Keys the browser did not report took under 16 ms: counted as 0.
    const eventMs = [...slow, ...Array(Math.max(0, KEYS.length - slow.length)).fill(0)];
    samples.forEach((sample, at) => (sample.eventMs = eventMs[at]));
    return samples;
  } finally {
    await browser.close();
  }
}
