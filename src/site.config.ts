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

/**
 * PUBLIC_* settings from the environment. Vite provides them as import.meta.env in pages and islands;
 * astro.config.mjs reads this module before Vite runs, where only process.env has them.
 */
const env: Record<string, string | undefined> = {
  ...(typeof process === 'undefined' ? {} : process.env),
  ...(import.meta.env ?? {}),
};

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

/** The id of a landing-page section, which is also its anchor. */
export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

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

/** Social profiles: placeholder links until the accounts exist. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { label: 'Facebook', href: '#contact', icon: 'facebook' },
  { label: 'Instagram', href: '#contact', icon: 'instagram' },
  { label: 'YouTube', href: '#contact', icon: 'youtube' },
  { label: 'X (Twitter)', href: '#contact', icon: 'x' },
];

/** A social profile and the icon the contact section draws for it. */
export interface SocialLink extends SiteLink {
  readonly icon: 'facebook' | 'instagram' | 'youtube' | 'x';
}

/** The donation pop-up (SPEC §4): numbers and the address; its words are in src/content/words/donation.yaml. */
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
  /** The frame's fixed height (SPEC §9), reserved before the feed arrives so that nothing below it moves. */
  heightPx: 1200,
  /**
   * The frame gets its address only when it comes this close to the viewport (an IntersectionObserver rootMargin):
   * a visitor who never scrolls down to the blog never contacts the feed's host.
   */
  loadRootMargin: '600px 0px',
} as const;

/**
 * An ad network: its loader script and every further host its code uses, per kind of request. The
 * Content-Security-Policy (src/lib/csp.ts) allows exactly the chosen network's hosts, so a network whose hosts are
 * missing here fails silently in visitors' browsers: list everything the network documents.
 */
export interface AdNetwork {
  readonly name: string;
  /** The loader script, used unless PUBLIC_AD_SCRIPT_URL overrides it. */
  readonly scriptUrl: string;
  /** Hosts of further scripts the loader inserts (the loader's own origin is allowed automatically). */
  readonly scriptHosts: readonly string[];
  /** Hosts of the frames the ads are drawn in. */
  readonly frameHosts: readonly string[];
  /** Hosts of images and tracking pixels. */
  readonly imageHosts: readonly string[];
  /** Hosts the network's code fetches from. */
  readonly connectHosts: readonly string[];
  /** Loopback stand-ins for the browser tests: refused in any build but a local test build. */
  readonly localOnly?: boolean;
}

/** The ad networks the site can use; PUBLIC_AD_NETWORK names one (default adsense). See README, "Ad network". */
export const AD_NETWORKS = {
  // Google documents no host list for AdSense: its CSP article (support.google.com/adsense/answer/16283098)
  // supports only a nonce-based policy with 'strict-dynamic', which a static CDN cannot serve and which, with hashes
  // instead of nonces, blocks this site's own island code in Chromium (README, "Ad network"). These are Google's
  // ad-serving domains that the AdSense code loads from; check the browser console on a deploy preview after any
  // change here or on Google's side.
  adsense: {
    name: 'Google AdSense',
    scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
    scriptHosts: [
      'https://*.googlesyndication.com',
      'https://*.adtrafficquality.google',
      'https://*.googletagservices.com',
      'https://fundingchoicesmessages.google.com',
    ],
    frameHosts: [
      'https://*.googlesyndication.com',
      'https://*.doubleclick.net',
      'https://*.adtrafficquality.google',
      'https://www.google.com',
      'https://fundingchoicesmessages.google.com',
    ],
    imageHosts: [
      'https://*.googlesyndication.com',
      'https://*.doubleclick.net',
      'https://*.adtrafficquality.google',
      'https://www.google.com',
      'https://*.gstatic.com',
    ],
    connectHosts: [
      'https://*.googlesyndication.com',
      'https://*.doubleclick.net',
      'https://*.adtrafficquality.google',
      'https://fundingchoicesmessages.google.com',
      'https://www.google.com',
    ],
  },
  // tests/fixtures/third-party-server.mjs behaves like a real network on three loopback origins: its loader (at
  // PUBLIC_AD_SCRIPT_URL) inserts a second script from 127.0.0.2, which draws each ad in a frame from 127.0.0.3.
  'local-stand-in': {
    name: 'Local stand-in network (browser tests)',
    scriptUrl: 'http://127.0.0.1:4399/ads.js',
    scriptHosts: ['http://127.0.0.2:*'],
    frameHosts: ['http://127.0.0.3:*'],
    imageHosts: [],
    connectHosts: [],
    localOnly: true,
  },
} as const satisfies Record<string, AdNetwork>;

const adNetworkName = String(env.PUBLIC_AD_NETWORK ?? 'adsense');
const adNetwork: AdNetwork = Object.hasOwn(AD_NETWORKS, adNetworkName)
  ? (AD_NETWORKS as Record<string, AdNetwork>)[adNetworkName] ?? AD_NETWORKS.adsense
  : AD_NETWORKS.adsense;

/**
 * Advertising: no ad client by default, so no ad script is ever loaded until one is configured. An unknown
 * PUBLIC_AD_NETWORK stops the build before this is used (src/lib/operator-env.ts).
 */
export const ADS = {
  client: String(env.PUBLIC_AD_CLIENT ?? ''),
  network: adNetwork,
  scriptUrl: String(env.PUBLIC_AD_SCRIPT_URL ?? adNetwork.scriptUrl),
  /** Start loading the ad script when a slot comes this close to the viewport. */
  lazyRootMargin: '200px',
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
 * The plant database (SPEC §3, §5, §9). The content schema (src/schemas/plants.ts), the filter, the address
 * query and the island all read these lists, so a value is spelled in exactly one place.
 */
export const PLANT_DATABASE = {
  /** The option that switches a filter off; every select lists it first. */
  anyOption: 'All',
  /** A plant's type, and the Type filter's options after All. */
  types: ['Indoor', 'Outdoor'],
  /** A plant's climate, and the Climate filter's options after All, in the specification's order. */
  climates: ['Tropical', 'Mediterranean', 'Arid', 'Temperate'],
  /** The light a plant wants (SPEC §3). */
  lights: ['Indirect Light', 'Low to Bright', 'Bright Indirect', 'Full Sun', 'Partial Shade'],
  /** The Light filter's options after All (SPEC §9): a plant matches when its light contains the option. */
  lightFilters: ['Low', 'Indirect Light', 'Bright Indirect', 'Full Sun', 'Partial Shade'],
  /** How much water a plant wants. */
  waters: ['Moderate', 'Low'],
  /** Plant photos may only come from these hosts (the Content-Security-Policy allows them for images). */
  imageHosts: ['upload.wikimedia.org'],
  /** Every plant's "Read more" link is an article on this Wikipedia. */
  wikipediaHost: 'en.wikipedia.org',
  /** The local picture that replaces a plant photo that fails to load. */
  placeholderImage: '/images/plant-placeholder.svg',
  /** The island starts when the section comes this close to the viewport, so it is ready before it is seen. */
  hydrateRootMargin: '600px',
  /**
   * The landing page renders this many cards, and 'Show more' adds this many at a time, so that the page weighs the
   * same however many plants there are. Twelve fills four rows of three, three of four, or six of two.
   */
  cardsPerPage: 12,
  /** The size the cards' photos are drawn at (a frame that crops them to 4:3), for their width and height. */
  thumbnailSize: { width: 500, height: 375 },
  /** Each page of the A–Z index at /plants/ lists at most this many plants. */
  azPageSize: 100,
  /** Every plant has its own page at `${pagesPath}<slug>/`, and the A–Z index is at pagesPath itself. */
  pagesPath: '/plants/',
  /**
   * The search index the island fetches at the visitor's first sign of intent: only what searching, filtering and
   * drawing a card need (src/lib/plant-index.ts). Outside /plants/, so that no plant's address can ever clash with it.
   */
  searchIndexPath: '/data/plant-index.json',
  /** Each plant's full record, fetched when its card is chosen: `${recordsPath}<slug>.json`. */
  recordsPath: '/data/plants/',
  /** Photos on this host are Wikimedia Commons uploads, which must be credited with their Commons file page. */
  commonsUploadHost: 'upload.wikimedia.org',
  /** Where a Commons upload's file page lives: `https://${commonsHost}/wiki/File:<name>`. */
  commonsHost: 'commons.wikimedia.org',
  /** The credit to write when the photographer cannot be verified: the file page then names the author. */
  commonsCredit: 'Wikimedia Commons',
  /** The licences a plant photo may carry, written as Wikimedia Commons shows them. */
  photoLicences: [
    'CC0 1.0',
    'Public domain',
    'CC BY 2.0',
    'CC BY 2.5',
    'CC BY 3.0',
    'CC BY 4.0',
    'CC BY-SA 2.0',
    'CC BY-SA 2.5',
    'CC BY-SA 3.0',
    'CC BY-SA 4.0',
    'GFDL',
  ],
} as const;

/** A plant's type (SPEC §3). */
export type PlantType = (typeof PLANT_DATABASE.types)[number];
/** A plant's climate (SPEC §3). */
export type PlantClimate = (typeof PLANT_DATABASE.climates)[number];
/** The light a plant wants (SPEC §3). */
export type PlantLight = (typeof PLANT_DATABASE.lights)[number];
/** How much water a plant wants (SPEC §3). */
export type PlantWater = (typeof PLANT_DATABASE.waters)[number];
/** The All option. */
export type AnyOption = typeof PLANT_DATABASE.anyOption;
/** A photo licence as Wikimedia Commons writes it. */
export type PhotoLicence = (typeof PLANT_DATABASE.photoLicences)[number];

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
  /** The first automatic reconnection waits this long; each further attempt waits twice as long as the last… */
  reconnectBaseMs: 1000,
  /**
   * …up to this wait, however long the outage: the station is heard again within about two seconds of its return,
   * while a listener's player asks the origin no more than once every two seconds while it is down.
   */
  reconnectMaxMs: 2000,
  /** This long without data while connecting, or without progress once playing, is a stall: the player reconnects. */
  stallTimeoutMs: 8000,
  /** Once playing, this long without progress and with nothing left in the buffer is a dead connection: reconnect. */
  underrunTimeoutMs: 750,
  /** Less audio than this many seconds ahead of the playing position counts as nothing left in the buffer. */
  underrunBufferS: 0.5,
  /** A stream that played at least this long before it ended (a proxy cutting long responses) is resumed at once. */
  healthyPlayMs: 5000,
  /**
   * The player starts when the browser is first idle, and at the latest this long after the page's scripts run (a
   * busy phone may not be idle for a long time): a press of play made before then is carried out when it starts.
   */
  hydrateWithinMs: 1500,
  /** The stream's bitrate in kbit/s, from which the page tells listeners the data cost per hour. */
  bitrateKbps: 128,
  /** Now-playing data: the host maps this path to the origin's Icecast status-json.xsl (optional). */
  statusPath: '/api/status',
  /** The now-playing data is fetched this often, and only while the stream plays. */
  statusPollMs: 20_000,
  /** The origin's mount point: the status asks for this mount's entry only (Icecast's `?mount=`). */
  mount: '/live',
  /** A now-playing title longer than this is cut at a word, so that an origin's runaway metadata cannot break the card. */
  nowPlayingMaxChars: 100,
} as const;

/** The stream's address as the audio element requests it. */
export const STREAM_URL = `${RADIO.streamPath}?port=${RADIO.streamPort}`;

/** The books page's retailer and the spiritual university's banner (SPEC §2 Books page); its words are in src/content/words/books-page.yaml. */
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
