import { donationWordsSchema } from '@/schemas/donation-words';
import { readWords } from '../helpers/words';
import { blockLocalStorage } from './blocked-storage';
import { expect, test } from './fixtures';

/**
 * A visitor whose browser refuses any access to localStorage (blocked site data) gets the donation pop-up as a
 * first-time visitor does: it appears after its delay and closes. The radio's side is in radio.spec.ts.
 */
const DONATION_WORDS = readWords('donation', donationWordsSchema);

test('with localStorage blocked the donation pop-up behaves as if nothing was stored: it appears and closes', { tag: '@once' }, async ({ page }) => {
  await blockLocalStorage(page);
  await page.clock.install();
  await page.goto('/');
  expect(await page.evaluate(() => {
    try {
      return typeof localStorage;
    } catch (error) {
      return (error as DOMException).name;
    }
  })).toBe('SecurityError');
  const dialog = page.getByRole('dialog', { name: DONATION_WORDS.heading });
  // The island starts when the browser lets it; the page's clock then moves past the delay, a second at a time.
  await expect
    .poll(async () => {
      await page.clock.runFor(1000);
      return dialog.isVisible();
    }, { timeout: 20_000 })
    .toBe(true);
  await dialog.getByRole('button', { name: DONATION_WORDS.close }).click();
  await expect(dialog).toBeHidden();
});
