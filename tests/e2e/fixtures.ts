import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { DONATION_STORAGE_KEY } from '@/stores/donation';
import { RADIO } from '@/config/radio';
import { inEachColourScheme } from './colour-schemes';
import { useRadioWorld, useRelayStation, type RadioWorld, type RelayStation } from '../helpers/radio-origin';

/**
 * The radio specs' worlds (./radio-origin.ts): a real Icecast on air behind the preview server, one of each kind per
 * worker (its ports: radioTestPort), started when a test first asks for it and stopped when the worker ends.
 */
interface RadioWorlds {
  /** With the data saver's mount, as every deployment has it: on a busy machine the player may judge the link slow and
   *  move there by itself (src/lib/radio/slow-link.ts), which against an origin without it fails. */
  radio: RadioWorld;
  /** Two mounts, the station's and the data saver's, for the quality tests. */
  saverWorld: RadioWorld;
  /** Counts the stream's connections where the origin sees them, for the pop-out's one stream. */
  popoutWorld: RadioWorld;
  /** The station and a relay of it (RADIO.relays). */
  relayWorld: RelayStation;
}

/**
 * The `test` every browser test uses: it fails a test when the page throws an uncaught error or the
 * Content-Security-Policy blocks anything, and offers `axe` for an accessibility scan in both colour schemes.
 *
 * The radio worlds are declared here, not in their specs, although only those use them: Playwright gives a test that
 * declares worker fixtures of its own a worker of its own, and each new worker starts its own browser. Declared once,
 * every spec shares the workers (22 workers in a run had become 6, each about 5 CPU-seconds to start).
 */
export const test = base.extend<{ pageErrors: Error[]; axe: (page?: Page) => Promise<void> }, RadioWorlds>({
  radio: [
    async ({}, use, { parallelIndex }) => useRadioWorld('radio', parallelIndex, use, { saver: RADIO.dataSaver }),
    { scope: 'worker', timeout: 60_000 },
  ],
  saverWorld: [
    async ({}, use, { parallelIndex }) => useRadioWorld('saver', parallelIndex, use, { saver: RADIO.dataSaver }),
    { scope: 'worker', timeout: 60_000 },
  ],
  popoutWorld: [
    async ({}, use, { parallelIndex }) => useRadioWorld('popout', parallelIndex, use, { countStreams: true }),
    { scope: 'worker', timeout: 60_000 },
  ],
  relayWorld: [
    async ({}, use, { parallelIndex }) => useRelayStation(parallelIndex, use),
    { scope: 'worker', timeout: 90_000 },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      const violations: string[] = [];
      page.on('pageerror', (error) => errors.push(error));
      // The Content-Security-Policy must never block something the site meant to run or show.
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use(errors);
      expect(
        errors.map((error) => error.message),
        'uncaught errors in the page',
      ).toEqual([]);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
      // One scan per colour scheme (each costs seconds and a helper page): the page as the visitor has it, in the
      // light and the dark scheme. axe misjudges what lies behind the fixed, transparent header on long pages and
      // reports the page's paper colour instead of the dark band under it, so colour-contrast findings inside the
      // header are set aside; layout.spec.ts checks the header's contrast directly instead.
      // The second scheme's scan gets its own time, not the test's: on /books (hundreds of cards) one scan takes
      // up to 15 s on two cores.
      base.info().setTimeout(base.info().timeout + 15_000);
      const summaries = await inEachColourScheme(target, async (scheme) => {
        const builder = new AxeBuilder({ page: target }).withTags(tags).setLegacyMode(framesAllOwn(target));
        const { violations } = await builder.analyze();
        const summary: string[] = [];
        for (const violation of violations) {
          let nodes = violation.nodes;
          if (violation.id === 'color-contrast') {
            const inHeader = await target.evaluate(
              (selectors) => selectors.map((selector) => !!document.querySelector(selector)?.closest('#site-header')),
              nodes.map((node) => String(node.target.at(-1))),
            );
            nodes = nodes.filter((_, index) => !inHeader[index]);
          }
          if (nodes.length > 0)
            summary.push(
              `${scheme} scheme, ${violation.id}: ${violation.help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
            );
        }
        return summary;
      });
      expect(summaries.flat(), 'axe violations').toEqual([]);
    });
  },
});

export { expect };

/**
 * Whether every frame of the page is of its own origin (or has none, as about:blank). axe's same-origin mode
 * (`setLegacyMode`) then scans all of them with one `axe.run`; its default mode, needed for a frame of another origin
 * (an ad, the news feed), scans each frame apart and merges the findings in a blank page it opens, which cost each
 * scan about twice the CPU (3.9 against 2.1 CPU-seconds on /).
 */
export function framesAllOwn(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    return url === '' || url.startsWith('about:') || new URL(url).origin === origin;
  });
}

/** Every pre-rendered route with its expected title. */
export const ROUTES = [
  { path: '/', title: 'The Plant Gazette' },
  { path: '/books', title: 'Books | The Plant Gazette' },
  { path: '/radio', title: 'Live Radio | The Plant Gazette' },
  { path: '/privacy', title: 'Privacy Policy | The Plant Gazette' },
  { path: '/terms', title: 'Terms of Service | The Plant Gazette' },
  { path: '/pet-safety', title: 'How we know if a plant is safe for pets | The Plant Gazette' },
  { path: '/my-plants', title: 'My plants | The Plant Gazette' },
] as const;

/** True when the test runs in the mobile project (375 × 740). */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** The page's ad slots, each a group named 'Advertisement'. */
export function adSlots(page: Page) {
  return page.getByRole('group', { name: 'Advertisement', exact: true });
}

/**
 * Makes the page's visitor one who has already closed the donation pop-up (tested on its own), so that it never sits
 * over what a test looks at. Init scripts also run in frames (the news feed) and on blank pages, where storage may be
 * off limits.
 */
export async function dismissDonationPopup(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    try {
      if (window === window.top) localStorage.setItem(key, JSON.stringify({ dismissedAt: Date.now() }));
    } catch {
      // Nothing to dismiss where there is no storage.
    }
  }, DONATION_STORAGE_KEY);
}

/**
 * Holds every script file the page asks for whose path matches `path` (by default, every .js file) until the returned
 * function is called: the visitor acts while an island's code is still on its way, as on a slow connection.
 */
export async function holdScripts(page: Page, path: RegExp = /\.js$/): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}
