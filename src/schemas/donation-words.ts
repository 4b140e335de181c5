import { z } from 'astro/zod';
import { text } from './fields';

/**
 * `src/content/words/donation.yaml`: the donation pop-up's words; its timing and the charity's address are `DONATION`
 * in src/config/donation.ts. On phones the pop-up may take at most 30 % of the window's height, so the texts stay short.
 */
export const donationWordsSchema = z.strictObject({
  charityName: text(2, 60),
  /** Also the pop-up's name for screen readers. */
  heading: text(3, 60),
  message: text(10, 160),
  donate: text(2, 30),
  /** The close button's name for screen readers (it shows a cross). */
  close: text(2, 30),
});

export type DonationWords = z.infer<typeof donationWordsSchema>;
