/**
 * Every site-wide constant and external address, once: here, or in a file of src/config/ by subject (plants, radio,
 * ads, offline, the editor, the icons), each imported from the file that defines it (`@/config/radio`); nothing
 * repeats a literal. What an operator may set per deploy comes from PUBLIC_* environment variables at build time
 * (docs/deploying.md); the rest is edited here.
 */
// With extensions: Node runs this module as it is for the scripts (scripts/lib/plant-generator.mjs).
import { env } from './config/env.ts';


export interface SiteLink {
  readonly label: string;
  readonly href: string;
}

/** Its words are under `id` in src/content/words/layout.yaml (`links`); this file says only where it leads. */
export interface ConfigLink {
  readonly id: string;
  readonly href: string;
}

export const SITE = {
  name: 'The Plant Gazette',
  tagline: 'Plants, gardens and the people who grow them',
  description:
    'A plant database for enthusiasts, gardeners and professionals, with care guides, a live garden radio and a reading list.',
  origin: 'https://plant-gazette.netlify.app',
  /**
   * The site's language and territory (BCP 47): British English. The page's `lang`, dates and times, and Open Graph's
   * `og:locale` (written `en_GB` there, src/lib/site/share.ts) all follow it.
   */
  locale: 'en-GB',
  /** Shown for a shared link to any page but a plant's; drawn by scripts/make-share-card.mjs, alt `shareImageAlt`. */
  shareImage: { path: '/images/share-card.png', width: 1200, height: 630 },
} as const;

/** Layout and timing rules from the specification (product §9). */
export const LAYOUT = {
  headerSolidAfterPx: 50,
  /** Anchor targets land this far below the top, clear of the fixed header. */
  anchorOffsetPx: 80,
  mobileBreakpointPx: 768,
  /** Reserved so that nothing moves when an ad arrives. */
  adSlotMinHeightPx: 250,
  tallAdSlotMinHeightPx: 600,
  minTouchTargetPx: 44,
} as const;

export const MOBILE_MEDIA_QUERY = `(max-width: ${LAYOUT.mobileBreakpointPx - 0.02}px)`;

/** The landing page's sections, in order; their ids are its anchors (their names: layout.yaml, links.sections). */
export const HOME_SECTIONS = [{ id: 'home' }, { id: 'about' }, { id: 'database' }, { id: 'blog' }, { id: 'contact' }] as const;

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

/** Footer "Resources": placeholders until these guides exist (their names: layout.yaml, links.resources). */
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

export interface SocialLink extends ConfigLink {
  readonly icon: 'facebook' | 'instagram' | 'youtube' | 'x';
}

/** The donation pop-up (product §4): numbers and the address; its words are in src/content/words/donation.yaml. */
export const DONATION = {
  /** After the landing page has loaded. */
  delayMs: 3000,
  /** Its code starts at first idle, at the latest this long after the scripts run, to be ready before delayMs. */
  startWithinMs: 2000,
  /** After a visitor dismisses it, it stays hidden this many days (0: it shows on every visit). */
  snoozeDays: 7,
  /** The partner charity's page, opened in a new tab by 'Donate Now'. */
  url: 'https://green-futures-trust.example.org/donate',
} as const;

/** The embedded external news feed in the blog section. */
export const NEWS_FEED = {
  url: String(env.PUBLIC_NEWS_FEED_URL ?? 'https://rss.app/embed/v1/wall/plant-news'),
  /** Fixed (product §9) and reserved before the feed arrives, so that nothing below it moves. */
  heightPx: 1200,
  /** The frame gets its address only this close to the viewport: no scrolling there, no request to the feed's host. */
  loadRootMargin: '600px 0px',
} as const;


/** Sent on every path with each page's policy (src/integrations/security-headers.ts); A+ on Mozilla Observatory. */
export const SECURITY_HEADERS = {
  /** Two years, as browsers' preload lists require; HTTPS only, for this host and every subdomain. */
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  /** For browsers without CSP frame-ancestors; the policy says 'none' too. */
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;


/**
 * /.well-known/security.txt (RFC 9116, src/pages/.well-known/security.txt.ts): where a person who finds a security
 * problem writes. A placeholder address stops a production build, as every placeholder does.
 */
export const SECURITY_TXT = {
  /** Where RFC 9116 puts it; the route is src/pages/.well-known/security.txt.ts. */
  path: '/.well-known/security.txt',
  /** A `mailto:` or `https:` address that someone reads. */
  contact: 'mailto:security@plant-gazette.example.org',
  /**
   * Each build writes Expires this many days after its own date: under a year, as RFC 9116 asks, and never stale on a
   * site deployed at least this often. A site left longer without a deploy publishes an expired file, which tells
   * finders that the address may be out of date, as it may be.
   */
  expiresAfterDays: 180,
} as const;

/** Collects CSP violation reports, to see injections and new third-party hosts; off when unset (docs/deploying.md). */
export const CSP_REPORTING = {
  url: String(env.CSP_REPORT_URL ?? ''),
} as const;

/** The books page's retailer and university (product §2 Books page); words in src/content/words/books-page.yaml. */
export const BOOKS = {
  /** Product and search links must point at one of these. */
  retailerHosts: ['www.amazon.com', 'amazon.com'],
  /** 'View All Books on Amazon →'. */
  authorPageUrl: 'https://www.amazon.com/s?k=Billionaire+spiritual+books&i=digital-text',
  /** Added to every product link when set. */
  associateTag: String(env.PUBLIC_AMAZON_TAG ?? ''),
  /** From the mobile breakpoint up, this many covers load at once: the first row at the widest layout (5 columns). */
  eagerCovers: 5,
  /** Every other cover loads when its card comes this close to the window. */
  coverLoadMargin: '0px',
  /** The only cover hosts; the Content-Security-Policy allows them for images. */
  coverHosts: ['m.media-amazon.com'],
  coverPlaceholder: '/images/book-cover-placeholder.svg',
  university: {
    applyUrl: 'https://vedic-wisdom-university.example.org/apply',
    learnMoreUrl: 'https://vedic-wisdom-university.example.org/',
  },
} as const;
