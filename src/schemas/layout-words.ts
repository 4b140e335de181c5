import { z } from 'astro/zod';
import { HOME_SECTIONS, PAGE_LINKS, PARTNER_SITES, RESOURCE_LINKS, SOCIAL_LINKS } from '../site.config';
import { text } from './fields';

/** One name per link id of a group in src/site.config.ts: a missing or unknown id is refused, naming it. */
function namesFor<const Id extends string>(ids: readonly Id[]) {
  return z.strictObject(Object.fromEntries(ids.map((id) => [id, text(2, 40)])) as Record<Id, ReturnType<typeof text>>);
}

/**
 * `src/content/words/layout.yaml`: the words of the frame every page shares: the skip link, the header's navigation,
 * the footer, the ad slots, and the hint screen readers hear after a link that opens another site. The links
 * themselves (addresses and their names) come from src/site.config.ts.
 */
export const layoutWordsSchema = z.strictObject({
  /** The first link on every page, shown when the keyboard reaches it: it jumps past the header to the content. */
  skipToContent: text(3, 40),
  /** The name of the header's main navigation, as screen readers list landmarks ("… navigation"). */
  mainNavigation: text(2, 30),
  /** The footer's column headings and the end of its copyright line. */
  footer: z.strictObject({
    /** Above the links to the landing page's sections and the books and radio pages. */
    quickLinks: text(2, 30),
    /** Above the privacy and terms pages. */
    legal: text(2, 30),
    /** Above the guides and resources. */
    resources: text(2, 30),
    /** Above the partner sites' links. */
    partnerSites: text(2, 30),
    /** After '© <year> <site name>.', e.g. 'All rights reserved.' */
    rights: text(2, 80),
    /**
     * The link under Legal that opens the ad network's consent choice again, e.g. 'Privacy settings'; shown only while
     * an ad network is configured.
     */
    privacySettings: text(2, 30),
  }),
  /** Every ad slot. */
  ad: z.strictObject({
    /** The small visible label and the slot's name for screen readers, as ad networks require, e.g. 'Advertisement'. */
    label: text(2, 30),
    /** Shown in a slot while no ad network is configured. */
    placeholder: text(2, 60),
  }),
  /**
   * What the site's links say, by the id src/site.config.ts gives each (where they lead stays there): the landing
   * page's sections and the other pages (header, menu, footer), the partner sites, the footer's resources, and the
   * social profiles (the contact section's icons, named for screen readers).
   */
  links: z.strictObject({
    sections: namesFor(HOME_SECTIONS.map((section) => section.id)),
    pages: namesFor(Object.values(PAGE_LINKS).map((link) => link.id)),
    partners: namesFor(PARTNER_SITES.map((link) => link.id)),
    resources: namesFor(RESOURCE_LINKS.map((link) => link.id)),
    social: namesFor(SOCIAL_LINKS.map((link) => link.id)),
  }),
  /** Read by screen readers after the text of a link that opens another site in a new tab, e.g. '(opens in a new tab)'. */
  newTab: text(3, 40),
  /** What the site's link-preview picture shows (SITE.shareImage), for people who cannot see it. */
  shareImageAlt: text(5, 200),
});

/** The words of the shared page frame. */
export type LayoutWords = z.infer<typeof layoutWordsSchema>;
