import { z } from 'astro/zod';
import { text } from './fields';

/**
 * `src/content/words/privacy-page.yaml`: what the privacy page (src/content/pages/privacy.md) adds about the ad
 * network's consent tool. Shown only while an ad network with a consent tool is configured (PUBLIC_AD_CLIENT); the
 * rest of the page is the Markdown file.
 */
export const privacyPageWordsSchema = z.strictObject({
  /** The section on ads and consent, which the footer's 'Privacy settings' link leads to when scripts are off. */
  adConsent: z.strictObject({
    /** The section's heading, e.g. 'Advertising and your consent'. */
    heading: text(3, 80),
    /** What visitors are asked, and who asks them. */
    asked: text(40, 600),
    /** Why they are asked: the law, and the ad network's own rule. */
    why: text(40, 600),
    /** How to change or withdraw the choice later (the footer's 'Privacy settings' link). */
    change: text(40, 400),
  }),
});

/** The privacy page's words. */
export type PrivacyPageWords = z.infer<typeof privacyPageWordsSchema>;
