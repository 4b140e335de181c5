/**
 * The site's identity: its name, address, description, language and share picture. Each subject's settings have a
 * file of their own in src/config/ (radio, plants, books, donation, links, layout, security …), imported from the file
 * that defines them (`@/config/radio`); nothing repeats a literal.
 */
export const SITE = {
  name: 'The Plant Gazette',
  tagline: 'Plants, gardens and the people who grow them',
  description:
    'A plant database for enthusiasts, gardeners and professionals, with care guides, a live garden radio and a reading list.',
  origin: 'https://plant-gazette.netlify.app',
  /**
   * The site's language and territory (BCP 47): British English. The page's `lang`, dates and times, and Open Graph's
   * `og:locale` (written `en_GB` there, src/lib/share/share-tags.ts) all follow it.
   */
  locale: 'en-GB',
  /** Shown for a shared link to any page but a plant's; drawn by scripts/make-share-card.mjs, alt `shareImageAlt`. */
  shareImage: { path: '/images/share-card.png', width: 1200, height: 630 },
} as const;
