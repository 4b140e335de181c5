// What the site allows a browser to load: the Content-Security-Policy from the third parties the config names
// (src/config/ads.ts, plants.ts, books.ts, news-feed.ts, radio.ts; this file), the policy as data (csp-policy.ts), the per-path header rules and the host's `_headers` file
// (header-rules.ts, headers-file.ts), https for every operator address (operator-env.ts), and what some pages add:
// the radio's player (page-allowances.ts) and the browser editor (src/lib/cms/editor-csp.ts).

import type { AdConsent } from '../../config/ad-consent';
import type { AdNetwork } from '../../config/ads';
import { relayOrigins } from '../radio/endpoints';

/** An ad network's or its consent tool's hosts, per kind of request (src/config/ads.ts, src/config/ad-consent.ts). */
type AdHosts = Pick<AdNetwork & AdConsent, 'scriptHosts' | 'frameHosts' | 'imageHosts' | 'connectHosts'>;

/** The third parties the policy allows. Sent as a header per route, it may use directives a <meta> policy cannot. */
export interface ThirdParties {
  /** The ad network's script address; empty when no ad client is configured (then no ad host is allowed). */
  adScriptUrl: string | null;
  /** The ad network's further hosts, its consent tool's among them; null when no ad client is configured. */
  adNetwork: (AdHosts & { consent?: AdHosts | null }) | null;
  newsFeedUrl: string;
  /** Hosts of remote images (plant photographs, book covers), as bare host names. */
  imageHosts: readonly string[];
  /** The radio's stream endpoints (STREAM_ENDPOINTS): the origins of those that are https addresses are allowed. */
  radioStreams?: readonly string[];
}

/** The origin (scheme, host and port) of an absolute address, or null for anything else. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

function adHosts(network: ThirdParties['adNetwork']): AdHosts | null {
  if (!network) return null;
  const consent = network.consent;
  return {
    scriptHosts: [...network.scriptHosts, ...(consent?.scriptHosts ?? [])],
    frameHosts: [...network.frameHosts, ...(consent?.frameHosts ?? [])],
    imageHosts: [...network.imageHosts, ...(consent?.imageHosts ?? [])],
    connectHosts: [...network.connectHosts, ...(consent?.connectHosts ?? [])],
  };
}

/** The fetch directives this site writes (Astro writes script-src and style-src). */
type DirectiveName =
  | 'default-src'
  | 'img-src'
  | 'frame-src'
  | 'connect-src'
  | 'media-src'
  | 'font-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'manifest-src'
  | 'worker-src'
  | 'frame-ancestors'
  | 'report-uri'
  | 'report-to';

export type CspDirectiveText = `${DirectiveName} ${string}`;

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => !!value))];

/** All but script-src and style-src (Astro's). Anything unnamed is refused; frame-ancestors 'none' forbids framing. */
export function cspDirectives(parties: ThirdParties): CspDirectiveText[] {
  const feed = originOf(parties.newsFeedUrl);
  const images = parties.imageHosts.map((host) => `https://${host}`);
  const network = adHosts(parties.adNetwork);
  // A relay named by its https address is fetched by the player (connect-src) and, without MSE, played by the
  // element itself (media-src); a relay behind a rewrite of this site needs nothing more than 'self'.
  const relays = relayOrigins(parties.radioStreams ?? []);
  const sources = (...list: (string | null)[]) => unique(list).join(' ');
  return [
    "default-src 'none'",
    `img-src ${sources("'self'", 'data:', ...images, ...(network?.imageHosts ?? []))}`,
    `frame-src ${sources(feed, ...(network?.frameHosts ?? [])) || "'none'"}`,
    `connect-src ${sources("'self'", ...(network?.connectHosts ?? []), ...relays)}`,
    // The radio's pages add blob: and data: for its MSE player (src/lib/security/page-allowances.ts).
    `media-src ${sources("'self'", ...relays)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    // The offline worker (src/integrations/offline-worker.ts) and the stream reader's are files of this site.
    "worker-src 'self'",
    "frame-ancestors 'none'",
  ];
}

/**
 * Besides Astro's hashes: this site and, with an ad client, the ad and consent scripts' exact sources. Not
 * 'strict-dynamic': with hashes (a static site has no nonces) it makes Chromium refuse the island code Astro's hashed
 * loader imports (docs/deploying.md, "Ad network").
 */
export function cspScriptResources(parties: Pick<ThirdParties, 'adNetwork'>): string[] {
  const sources = adHosts(parties.adNetwork)?.scriptHosts ?? [];
  const wild = sources.filter((source) => source.includes('*'));
  if (wild.length > 0) {
    throw new Error(`An ad network's scriptHosts must be exact hosts, not ${wild.join(', ')} (src/config/ads.ts).`);
  }
  return unique(["'self'", ...sources]);
}

/** The name the policy's `report-to` gives the collector in the `Reporting-Endpoints` header. */
export const CSP_REPORT_ENDPOINT = 'csp-endpoint';

/** Escapes what would end a directive or a header value. */
const headerSafe = (url: string) =>
  new URL(url).href.replace(/[;,"\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/** `report-to` for current browsers (with reportingHeaders), `report-uri` for older ones; none without an address. */
export function cspReportDirectives(reportUrl: string): CspDirectiveText[] {
  if (!reportUrl) return [];
  return [`report-uri ${headerSafe(reportUrl)}`, `report-to ${CSP_REPORT_ENDPOINT}`];
}

export function reportingHeaders(reportUrl: string): Record<string, string> {
  return reportUrl ? { 'Reporting-Endpoints': `${CSP_REPORT_ENDPOINT}="${headerSafe(reportUrl)}"` } : {};
}
