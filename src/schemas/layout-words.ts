import { z } from 'astro/zod';
import { HOME_SECTIONS, PAGE_LINKS, PARTNER_SITES, RESOURCE_LINKS, SOCIAL_LINKS } from '@/config/links';
import { text } from './fields';

/** One name per link id of a group in src/config/links.ts: a missing or unknown id is refused, naming it. */
function namesFor<const Id extends string>(ids: readonly Id[]) {
  return z.strictObject(Object.fromEntries(ids.map((id) => [id, text(2, 40)])) as Record<Id, ReturnType<typeof text>>);
}

/**
 * `src/content/words/layout.yaml`: the words of the frame every page shares (skip link, navigation, footer, ad slots,
 * new-tab hint); the links themselves come from src/config/links.ts.
 */
export const layoutWordsSchema = z.strictObject({
  skipToContent: text(3, 40),
  /** The name of the header's main navigation, as screen readers list landmarks ("… navigation"). */
  mainNavigation: text(2, 30),
  footer: z.strictObject({
    quickLinks: text(2, 30),
    legal: text(2, 30),
    resources: text(2, 30),
    partnerSites: text(2, 30),
    /** After '© <year> <site name>.', e.g. 'All rights reserved.' */
    rights: text(2, 80),
    /** The Legal link that reopens the ad network's consent choice; shown only while an ad network is configured. */
    privacySettings: text(2, 30),
  }),
  ad: z.strictObject({
    /** The small visible label and the slot's name for screen readers, as ad networks require, e.g. 'Advertisement'. */
    label: text(2, 30),
    /** Shown in a slot while no ad network is configured. */
    placeholder: text(2, 60),
  }),
  /** What each link of src/config/links.ts says, by its id there (where it leads stays there). */
  links: z.strictObject({
    sections: namesFor(HOME_SECTIONS.map((section) => section.id)),
    pages: namesFor(Object.values(PAGE_LINKS).map((link) => link.id)),
    partners: namesFor(PARTNER_SITES.map((link) => link.id)),
    resources: namesFor(RESOURCE_LINKS.map((link) => link.id)),
    social: namesFor(SOCIAL_LINKS.map((link) => link.id)),
  }),
  /** Read after a link that opens another site in a new tab, e.g. '(opens in a new tab)'. */
  newTab: text(3, 40),
  /** What the site's link-preview picture shows (SITE.shareImage), for people who cannot see it. */
  shareImageAlt: text(5, 200),
});

export type LayoutWords = z.infer<typeof layoutWordsSchema>;
