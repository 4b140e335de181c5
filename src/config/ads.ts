import { env } from './env.ts';

/**
 * An ad network: its loader script and every host its code uses, per kind of request. The Content-Security-Policy
 * (src/lib/security/csp.ts) allows exactly these, so a missing host fails silently in visitors' browsers: list
 * everything the network documents.
 */
export interface AdNetwork {
  readonly name: string;
  /** Used unless PUBLIC_AD_SCRIPT_URL overrides it; either must be allowed by `scriptHosts`. */
  readonly scriptUrl: string;
  /**
   * Exact CSP sources, the loader's included: scheme and host, never a wildcard (a wildcard domain holds endpoints that
   * answer with script of the caller's choosing, so any injected tag would run), plus a path ending in `/` where the
   * host itself serves such an endpoint outside it. The build refuses a wildcard (src/lib/security/csp.ts).
   */
  readonly scriptHosts: readonly string[];
  readonly frameHosts: readonly string[];
  readonly imageHosts: readonly string[];
  readonly connectHosts: readonly string[];
  /** PUBLIC_AD_CLIENT's form, as a regular expression of the whole id. */
  readonly clientPattern: string;
  /** The same in words, with an example, for the build's message. */
  readonly clientFormat: string;
}

/** The ad networks the site can use; PUBLIC_AD_NETWORK names one (docs/deploying.md, "Ad network"). */
export const AD_NETWORKS = {
  // Google documents no host list: its CSP article (support.google.com/adsense/answer/16283098) supports only a nonce
  // policy with 'strict-dynamic', which this static site cannot use (src/lib/security/csp.ts). The script sources are
  // what AdSense's code is seen to load (docs/deploying.md, "Ad network", says where each comes from); frames, images
  // and fetches may use Google's ad-serving domains, which cannot run script here. After any change here or on
  // Google's side, check the browser console on a deploy preview.
  adsense: {
    name: 'Google AdSense',
    scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
    scriptHosts: [
      // Paths, not the host: it also answers /relatedsearch, which CSP bypass lists (Google's CSP Evaluator) name as
      // returning script of the caller's choosing.
      'https://pagead2.googlesyndication.com/pagead/',
      'https://pagead2.googlesyndication.com/bg/',
      // Paths too: only the ad-traffic-quality scripts and SafeFrame's are loaded from it (docs/deploying.md).
      'https://tpc.googlesyndication.com/sodar/',
      'https://tpc.googlesyndication.com/safeframe/',
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
export const AD_NETWORK_KEY = (
  Object.hasOwn(AD_NETWORKS, adNetworkName) ? adNetworkName : 'adsense'
) as keyof typeof AD_NETWORKS;
const adNetwork: AdNetwork = AD_NETWORKS[AD_NETWORK_KEY];

/** No ad client by default, so no ad script loads. An unknown PUBLIC_AD_NETWORK stops the build (operator-env.ts). */
export const ADS = {
  client: String(env.PUBLIC_AD_CLIENT ?? ''),
  network: adNetwork,
  scriptUrl: String(env.PUBLIC_AD_SCRIPT_URL ?? adNetwork.scriptUrl),
  /** Start loading the ad script when a slot comes this close to the viewport. */
  lazyRootMargin: '200px',
} as const;
