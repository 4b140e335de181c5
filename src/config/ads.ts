import { env } from './env.ts';

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
