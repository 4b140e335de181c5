import { env } from './env.ts';

/**
 * An ad network: its loader script and every further host its code uses, per kind of request. The
 * Content-Security-Policy (src/lib/security/csp.ts) allows exactly the chosen network's hosts, so a network whose hosts are
 * missing here fails silently in visitors' browsers: list everything the network documents.
 */
export interface AdNetwork {
  readonly name: string;
  /** The loader script, used unless PUBLIC_AD_SCRIPT_URL overrides it; it must be allowed by `scriptHosts`. */
  readonly scriptUrl: string;
  /**
   * Every source of the network's scripts, the loader's included, as exact Content-Security-Policy sources: scheme
   * and host, never a wildcard (a wildcard domain holds endpoints that answer with script of the caller's choosing,
   * which would turn any injected tag into a script that runs), and a path (ending in `/`) where the host itself
   * serves such an endpoint outside it. PUBLIC_AD_SCRIPT_URL must be allowed by one of them.
   */
  readonly scriptHosts: readonly string[];
  /** Hosts of the frames the ads are drawn in. */
  readonly frameHosts: readonly string[];
  /** Hosts of images and tracking pixels. */
  readonly imageHosts: readonly string[];
  /** Hosts the network's code fetches from. */
  readonly connectHosts: readonly string[];
  /** The form of the network's client id (PUBLIC_AD_CLIENT), as a regular expression of the whole id. */
  readonly clientPattern: string;
  /** The same form in words, with an example, for the build's message. */
  readonly clientFormat: string;
}

/** The ad networks the site can use; PUBLIC_AD_NETWORK names one (default adsense). See docs/deploying.md, "Ad network". */
export const AD_NETWORKS = {
  // Google documents no host list for AdSense: its CSP article (support.google.com/adsense/answer/16283098)
  // supports only a nonce-based policy with 'strict-dynamic', which a static CDN cannot serve and which, with hashes
  // instead of nonces, blocks this site's own island code in Chromium (docs/deploying.md, "Ad network"). The script sources are
  // exact, each from what AdSense's code is seen to load (docs/deploying.md, "Ad network", lists where each comes from); frames,
  // images and fetches may use Google's ad-serving domains, which cannot run script in these pages. Check the browser
  // console on a deploy preview after any change here or on Google's side.
  adsense: {
    name: 'Google AdSense',
    scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
    scriptHosts: [
      // Only the paths of AdSense's own scripts: the host also answers /relatedsearch, an endpoint that public CSP
      // bypass lists (Google's CSP Evaluator) name as returning script of the caller's choosing.
      'https://pagead2.googlesyndication.com/pagead/',
      'https://pagead2.googlesyndication.com/bg/',
      'https://tpc.googlesyndication.com',
      'https://ep1.adtrafficquality.google',
      'https://ep2.adtrafficquality.google',
    ],
    frameHosts: [
      'https://*.googlesyndication.com',
      'https://*.doubleclick.net',
      'https://*.adtrafficquality.google',
      'https://www.google.com',
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
      'https://www.google.com',
    ],
    // The publisher id AdSense shows under Account → Account information, with its "ca-" prefix.
    clientPattern: '^ca-pub-\\d{16}$',
    clientFormat: '"ca-pub-" and 16 digits, such as ca-pub-1234567890123456',
  },
} as const satisfies Record<string, AdNetwork>;

const adNetworkName = String(env.PUBLIC_AD_NETWORK ?? 'adsense');
/** The key in AD_NETWORKS of the network in use (adsense unless PUBLIC_AD_NETWORK names another). */
export const AD_NETWORK_KEY = (Object.hasOwn(AD_NETWORKS, adNetworkName) ? adNetworkName : 'adsense') as keyof typeof AD_NETWORKS;
const adNetwork: AdNetwork = AD_NETWORKS[AD_NETWORK_KEY];

/**
 * Advertising: no ad client by default, so no ad script is ever loaded until one is configured. An unknown
 * PUBLIC_AD_NETWORK stops the build before this is used (src/lib/security/operator-env.ts).
 */
export const ADS = {
  client: String(env.PUBLIC_AD_CLIENT ?? ''),
  network: adNetwork,
  scriptUrl: String(env.PUBLIC_AD_SCRIPT_URL ?? adNetwork.scriptUrl),
  /** Start loading the ad script when a slot comes this close to the viewport. */
  lazyRootMargin: '200px',
} as const;
