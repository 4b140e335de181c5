/**
 * Every site-wide constant and external address lives here, once.
 * Components, islands, tests and scripts import from this module; nothing repeats a literal.
 * Values an operator may set per deploy are read from PUBLIC_* environment variables at build
 * time (see README, "Deploying"); everything else is edited here.
 */

/** A labelled link, used by the header, footer and content sections. */
export interface SiteLink {
  readonly label: string;
  readonly href: string;
}

const env = import.meta.env ?? {};

/** The site's name, description and canonical origin. */
export const SITE = {
  name: 'The Plant Gazette',
  tagline: 'Plants, gardens and the people who grow them',
  description:
    'A plant database for enthusiasts, gardeners and professionals, with care guides, a live garden radio and a reading list.',
  origin: 'https://plant-gazette.netlify.app',
  locale: 'en',
} as const;

/** Layout and timing rules from the specification (SPEC §9). */
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

/** Sections of the landing page, in order; their ids are the page's anchors. */
export const HOME_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'database', label: 'Plant Database' },
  { id: 'blog', label: 'Blog' },
  { id: 'contact', label: 'Contact' },
] as const;

/** Site pages outside the landing page. */
export const PAGE_LINKS = {
  books: { label: 'Books', href: '/books' },
  radio: { label: 'Radio', href: '/radio' },
  privacy: { label: 'Privacy Policy', href: '/privacy' },
  terms: { label: 'Terms of Service', href: '/terms' },
} as const satisfies Record<string, SiteLink>;

/** The two partner sites linked from the header and the footer. */
export const PARTNER_SITES: readonly SiteLink[] = [
  { label: 'Herb Almanac', href: 'https://herb-almanac.example.org/' },
  { label: 'Seed Exchange', href: 'https://seed-exchange.example.org/' },
];

/** Footer "Resources": placeholders until the team publishes these guides. */
export const RESOURCE_LINKS: readonly SiteLink[] = [
  { label: 'Plant Care Guides', href: '/#database' },
  { label: 'Gardening Tips', href: '/#blog' },
  { label: 'Garden Radio', href: '/radio' },
  { label: 'Reading List', href: '/books' },
];

/** Contact values shown as text in the contact section (SPEC §2 Contact). */
export const CONTACT = {
  email: 'hello@plant-gazette.example.org',
  phone: '+1 (555) 014-2760',
  address: '12 Greenhouse Lane, Portland, OR 97201, USA',
} as const;

/** Social profiles: placeholder links until the accounts exist. */
export const SOCIAL_LINKS: readonly SiteLink[] = [
  { label: 'Facebook', href: '#contact' },
  { label: 'Instagram', href: '#contact' },
  { label: 'YouTube', href: '#contact' },
  { label: 'X (Twitter)', href: '#contact' },
];

/** The donation pop-up (SPEC §4). */
export const DONATION = {
  /** The pop-up appears this long after the landing page has loaded. */
  delayMs: 3000,
  /** After a visitor dismisses it, it stays hidden this many days (0: it shows on every visit). */
  snoozeDays: 7,
  /** The partner charity's donation page. */
  url: 'https://green-futures-trust.example.org/donate',
  charityName: 'Green Futures Trust',
} as const;

/** The embedded external news feed in the blog section. */
export const NEWS_FEED = {
  url: String(env.PUBLIC_NEWS_FEED_URL ?? 'https://rss.app/embed/v1/wall/plant-news'),
  heightPx: 1200,
  title: 'Latest gardening news',
} as const;

/** Advertising: no ad client by default, so no ad script is ever loaded until one is configured. */
export const ADS = {
  client: String(env.PUBLIC_AD_CLIENT ?? ''),
  scriptUrl: String(
    env.PUBLIC_AD_SCRIPT_URL ?? 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
  ),
  /** Start loading the ad script when a slot comes this close to the viewport. */
  lazyRootMargin: '400px',
} as const;

/** The live radio (SPEC §4, §5, §7, §9). */
export const RADIO = {
  stationName: 'Plant Gazette Radio',
  streamPath: '/api/stream',
  streamPort: 8076,
  defaultVolume: 0.9,
  volumeMin: 0,
  volumeMax: 1,
  volumeStep: 0.01,
  /** Page Up/Down and Shift+arrow move the volume by this many steps. */
  volumeJumpSteps: 10,
} as const;

/** The stream's address as the audio element requests it. */
export const STREAM_URL = `${RADIO.streamPath}?port=${RADIO.streamPort}`;

/** The books page's retailer and the spiritual university's banner (SPEC §2 Books page). */
export const BOOKS = {
  retailerName: 'Amazon',
  /** Product and search links must point at one of these hosts. */
  retailerHosts: ['www.amazon.com', 'amazon.com'],
  /** The author's page on the retailer ('View All Books on Amazon →'). */
  authorPageUrl: 'https://www.amazon.com/s?k=Billionaire+spiritual+books&i=digital-text',
  /** Retailer associate tag, added to every product link when set. */
  associateTag: String(env.PUBLIC_AMAZON_TAG ?? ''),
  university: {
    name: 'Vedic Wisdom University',
    applyUrl: 'https://vedic-wisdom-university.example.org/apply',
    learnMoreUrl: 'https://vedic-wisdom-university.example.org/',
  },
} as const;
