import { z } from 'astro/zod';
import { text } from './fields';

/**
 * `src/content/words/donation.yaml`: the words of the donation pop-up on the landing page. Its timing and the
 * charity's address stay in `DONATION` in src/site.config.ts. On phones the pop-up is a compact sheet that may take at
 * most 30 % of the window's height, so the texts are kept short.
 */
export const donationWordsSchema = z.strictObject({
  /** The partner charity's name, above the heading. */
  charityName: text(2, 60),
  /** The pop-up's heading, which is also its name for screen readers. */
  heading: text(3, 60),
  /** One or two short sentences under the heading. */
  message: text(10, 160),
  /** The link to the charity's donation page ('Donate Now'). */
  donate: text(2, 30),
  /** The name screen readers give the close button (it shows a cross). */
  close: text(2, 30),
});

/** The donation pop-up's words, as the landing page passes them to the island. */
export type DonationWords = z.infer<typeof donationWordsSchema>;
