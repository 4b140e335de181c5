import { z } from 'astro/zod';
import { text } from './fields';

/** `src/content/words/privacy-page.yaml`: the privacy page's ad-consent part, shown while PUBLIC_AD_CLIENT is set. */
export const privacyPageWordsSchema = z.strictObject({
  /** The section on ads and consent, which the footer's 'Privacy settings' link leads to when scripts are off. */
  adConsent: z.strictObject({
    heading: text(3, 80),
    asked: text(40, 600),
    why: text(40, 600),
    change: text(40, 400),
  }),
});

export type PrivacyPageWords = z.infer<typeof privacyPageWordsSchema>;
