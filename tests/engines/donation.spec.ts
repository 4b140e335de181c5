import type { Session } from './session';
import { expect, test } from './fixtures';

// The donation pop-up on the landing page, on the engine's real clock: absent at first, there 3 s after the page's
// load event, and closed for good by its close button (the dismissal is kept in the engine's storage).

const POPUP = '[role="dialog"][data-donation-popup]';

/** Milliseconds since the page's load event ended, and whether the pop-up is on the page. */
const state = (session: Session) =>
  session.evaluate((popup: string) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      sinceLoad: performance.now() - (navigation?.loadEventEnd ?? 0),
      shown: document.querySelector(popup) !== null,
    };
  }, POPUP);

test('the pop-up appears 3 s after the page has loaded, and its close button closes it for the next visit too', async ({
  session,
}) => {
  await session.goto('/');
  const early = await state(session);
  expect(early.sinceLoad, 'looked before the 3 s mark').toBeLessThan(2500);
  expect(early.shown).toBe(false);
  // Looked for every 50 ms: found, it has been there for at most that long.
  const dialog = await session.find(POPUP, { timeout: 15_000 });
  expect((await state(session)).sinceLoad).toBeGreaterThanOrEqual(2990);
  expect(await session.texts(`${POPUP} h2`)).toEqual(['Help a garden grow']);

  await session.click(`${POPUP} button[aria-label="Close"]`);
  await expect.poll(() => session.count(POPUP, { visible: false })).toBe(0);
  expect(await dialog.isVisible().catch(() => false)).toBe(false);

  // The next visit: the pop-up's island starts, the delay passes well over, and no pop-up comes.
  await session.reload();
  await session.find('astro-island[component-url*="DonationPopup"]:not([ssr])', { visible: false, timeout: 15_000 });
  await session.waitFor(
    () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (
        navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd > 4500
      );
    },
    [],
    { timeout: 15_000 },
  );
  expect((await state(session)).shown).toBe(false);
});
