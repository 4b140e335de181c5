import { donationWordsSchema } from '@/schemas/donation-words';
import { readWords } from '../helpers/words';
import { siteDataBlocked } from './blocked-storage';
import { expect, test as base } from './fixtures';

/**
 * A visitor whose browser blocks site data (Chromium's "Block all cookies": ./blocked-storage.ts) gets the donation
 * pop-up as a first-time visitor does: it appears after its delay and closes. The radio's side is in radio.spec.ts;
 * tests/engines/blocked-storage.spec.ts has both in Firefox and WebKitGTK.
 */
const test = base.extend(siteDataBlocked);
const DONATION_WORDS = readWords('donation', donationWordsSchema);

test(
  'with localStorage blocked the donation pop-up behaves as if nothing was stored: it appears and closes',
  { tag: '@once' },
  async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    expect(
      await page.evaluate(() => {
        try {
          return typeof localStorage;
        } catch (error) {
          return (error as DOMException).name;
        }
      }),
      'the browser refuses site data',
    ).toBe('SecurityError');
    const dialog = page.getByRole('dialog', { name: DONATION_WORDS.heading });
    // The island starts when the browser lets it; the page's clock then moves past the delay, a second at a time.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          return dialog.isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await dialog.getByRole('button', { name: DONATION_WORDS.close }).click();
    await expect(dialog).toBeHidden();
  },
);
