/**
 * Every site-wide constant and external address lives here, once: in this file, or for the ad networks, the plant
 * database and the radio in src/config/, whose modules this one re-exports. Components, islands, tests and scripts
 * import from this module; nothing repeats a literal. Values an operator may set per deploy are read from PUBLIC_*
 * environment variables at build time (see docs/deploying.md); everything else is edited here.
 */
// With extensions: Node runs this module as it is for the scripts (scripts/lib/plant-generator.mjs).
import { env } from './config/env.ts';

export * from './config/ads.ts';
export * from './config/plants.ts';
export * from './config/radio.ts';
export * from './config/offline.ts';
export * from './config/cms.ts';
export * from './config/policy.ts';

/** A labelled link, used by the header, footer and content sections. */
export interface SiteLink {
  readonly label: string;
  readonly href: string;
}

/**
 * A link as this config keeps it: its address, and the id under which src/content/words/layout.yaml (`links`) gives
 * its name, so that editors change what a link says and this file only where it leads.
 */
export interface ConfigLink {
  readonly id: string;
  readonly href: string;
}

/** The site's name, description and canonical origin. */
export const SITE = {
  name: 'The Plant Gazette',
  tagline: 'Plants, gardens and the people who grow them',
  description:
    'A plant database for enthusiasts, gardeners and professionals, with care guides, a live garden radio and a reading list.',
  origin: 'https://plant-gazette.netlify.app',
  locale: 'en',
  /**
   * The picture chat apps and social networks show for a shared link to any page but a plant's (which shows its
   * photo): a file in public/, at the size they draw large (1200 × 630), drawn by scripts/make-share-card.mjs. Its
   * description is `shareImageAlt` in src/content/words/layout.yaml.
   */
  shareImage: { path: '/images/share-card.png', width: 1200, height: 630 },
} as const;

/** Layout and timing rules from the specification (product §9). */
export const LAYOUT = {
  /** The header turns solid once the page is scrolled further than this. */
  headerSolidAfterPx: 50,
  /** Anchor targets land this far below the top, clear of the fixed header. */
  anchorOffsetPx: 80,
  /** Below this window width the mobile layout and menu apply. */
  mobileBreakpointPx: 768,
  /** Minimum height reserved by an ad slot, so that nothing moves when an ad arrives. */
  adSlotMinHeightPx: 250,
  /** Minimum height of the one tall ad slot. */
  tallAdSlotMinHeightPx: 600,
  /** Minimum size of touch targets such as the radio's play button. */
  minTouchTargetPx: 44,
} as const;

/** The media query that matches the mobile layout (narrower than the breakpoint). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${LAYOUT.mobileBreakpointPx - 0.02}px)`;

/** Sections of the landing page, in order; their ids are the page's anchors (their names: layout.yaml, links.sections). */
export const HOME_SECTIONS = [{ id: 'home' }, { id: 'about' }, { id: 'database' }, { id: 'blog' }, { id: 'contact' }] as const;

/** The id of a landing-page section, which is also its anchor. */
export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

/** Site pages outside the landing page, by the id that names them in layout.yaml (links.pages). */
export const PAGE_LINKS = {
  books: { id: 'books', href: '/books' },
  radio: { id: 'radio', href: '/radio' },
  privacy: { id: 'privacy', href: '/privacy' },
  terms: { id: 'terms', href: '/terms' },
} as const satisfies Record<string, ConfigLink>;

/** The two partner sites linked from the header and the footer (their names: layout.yaml, links.partners). */
export const PARTNER_SITES = [
  { id: 'herb-almanac', href: 'https://herb-almanac.example.org/' },
  { id: 'seed-exchange', href: 'https://seed-exchange.example.org/' },
] as const satisfies readonly ConfigLink[];

/** Footer "Resources": placeholders until the team publishes these guides (their names: layout.yaml, links.resources). */
export const RESOURCE_LINKS = [
  { id: 'care-guides', href: '/#database' },
  { id: 'gardening-tips', href: '/#blog' },
  { id: 'garden-radio', href: '/radio' },
  { id: 'reading-list', href: '/books' },
] as const satisfies readonly ConfigLink[];

/** Social profiles: placeholder links until the accounts exist (their names: layout.yaml, links.social). */
export const SOCIAL_LINKS = [
  { id: 'facebook', href: '#contact', icon: 'facebook' },
  { id: 'instagram', href: '#contact', icon: 'instagram' },
  { id: 'youtube', href: '#contact', icon: 'youtube' },
  { id: 'x', href: '#contact', icon: 'x' },
] as const satisfies readonly SocialLink[];

/** A social profile and the icon the contact section draws for it. */
export interface SocialLink extends ConfigLink {
  readonly icon: 'facebook' | 'instagram' | 'youtube' | 'x';
}

/** The donation pop-up (product §4): numbers and the address; its words are in src/content/words/donation.yaml. */
export const DONATION = {
  /** The pop-up appears this long after the landing page has loaded. */
  delayMs: 3000,
  /**
   * The pop-up's code starts when the browser is first idle, and at the latest this long after the page's scripts
   * run (a busy phone may not be idle for a long time), so that it is ready before the delay is over.
   */
  startWithinMs: 2000,
  /** After a visitor dismisses it, it stays hidden this many days (0: it shows on every visit). */
  snoozeDays: 7,
  /** The partner charity's donation page, opened in a new tab by 'Donate Now'. */
  url: 'https://green-futures-trust.example.org/donate',
} as const;

/** The embedded external news feed in the blog section. */
export const NEWS_FEED = {
  url: String(env.PUBLIC_NEWS_FEED_URL ?? 'https://rss.app/embed/v1/wall/plant-news'),
  /** The frame's fixed height (product §9), reserved before the feed arrives so that nothing below it moves. */
  heightPx: 1200,
  /**
   * The frame gets its address only when it comes this close to the viewport (an IntersectionObserver rootMargin):
   * a visitor who never scrolls down to the blog never contacts the feed's host.
   */
  loadRootMargin: '600px 0px',
} as const;


/**
 * Response headers for every path, written with each page's own Content-Security-Policy into the host's headers
 * file at build time (src/integrations/security-headers.ts). Together they grade A+ by Mozilla Observatory's rules.
 */
export const SECURITY_HEADERS = {
  /** Two years, as browsers' preload lists require; HTTPS only, for this host and every subdomain. */
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  /** For browsers without CSP frame-ancestors; the policy says 'none' too. */
  'X-Frame-Options': 'DENY',
  /** Other sites may not embed this site's files (scripts, images) in their pages. */
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;


/**
 * Reports of what the Content-Security-Policy blocks go to this collector (CSP_REPORT_URL, an https address), so that
 * an injection attempt or a third party's new host is seen; off when unset. See docs/deploying.md.
 */
export const CSP_REPORTING = {
  url: String(env.CSP_REPORT_URL ?? ''),
} as const;

/** The books page's retailer and the spiritual university's banner (product §2 Books page); its words are in src/content/words/books-page.yaml. */
export const BOOKS = {
  /** Product and search links must point at one of these hosts. */
  retailerHosts: ['www.amazon.com', 'amazon.com'],
  /** The author's page on the retailer ('View All Books on Amazon →'). */
  authorPageUrl: 'https://www.amazon.com/s?k=Billionaire+spiritual+books&i=digital-text',
  /** Retailer associate tag, added to every product link when set. */
  associateTag: String(env.PUBLIC_AMAZON_TAG ?? ''),
  /**
   * The covers of this many first cards load at once from the mobile breakpoint up, where that row is on the first
   * screen: one full row at the widest layout (5 columns). On phones they wait to come near, like every other cover.
   */
  eagerCovers: 5,
  /** Every other cover starts loading when its card comes this close to the window (an IntersectionObserver rootMargin). */
  coverLoadMargin: '0px',
  /** Cover images may only come from these hosts (the Content-Security-Policy allows them for images). */
  coverHosts: ['m.media-amazon.com'],
  /** The local image that silently replaces a cover that fails to load. */
  coverPlaceholder: '/images/book-cover-placeholder.svg',
  university: {
    applyUrl: 'https://vedic-wisdom-university.example.org/apply',
    learnMoreUrl: 'https://vedic-wisdom-university.example.org/',
  },
} as const;
