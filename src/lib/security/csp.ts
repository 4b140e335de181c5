// What the site allows a browser to load and how it says so: the Content-Security-Policy built from the
// third parties the site config names (this file), the policy as data for grouping pages (csp-policy.ts), the per-path
// header rules and the host's `_headers` file the build writes and the preview server reads (header-rules.ts,
// headers-file.ts), and the rule that every address an operator gives through PUBLIC_* variables is https
// (operator-env.ts). What some pages add to it: the radio's player (page-allowances.ts) and the browser editor
// (src/lib/cms/policy.ts).

import type { AdConsent } from '../../config/ad-consent';
import type { AdNetwork } from '../../site.config';
import { relayOrigins } from '../radio/endpoints';

/** An ad network's or its consent tool's hosts, per kind of request (src/config/ads.ts, src/config/ad-consent.ts). */
type AdHosts = Pick<AdNetwork & AdConsent, 'scriptHosts' | 'frameHosts' | 'imageHosts' | 'connectHosts'>;

/**
 * The page's Content-Security-Policy, beyond the script and style hashes that Astro adds itself.
 * It allows exactly the third parties the site config names, and nothing else. The build sends it as a response
 * header per route (src/integrations/security-headers.ts), so it may use directives a <meta> policy cannot.
 */
export interface ThirdParties {
  /** The ad network's script address; empty when no ad client is configured (then no ad host is allowed). */
  adScriptUrl: string | null;
  /** The ad network's further hosts, its consent tool's among them; null when no ad client is configured. */
  adNetwork: (AdHosts & { consent?: AdHosts | null }) | null;
  /** The embedded news feed's address. */
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

/** The ad network's hosts with its consent tool's, per kind of request; null when no ad client is configured. */
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

/** One directive with its sources, e.g. "img-src 'self' data:". */
export type CspDirectiveText = `${DirectiveName} ${string}`;

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => !!value))];

/**
 * Directives other than script-src and style-src, which Astro writes with its hashes. Everything not named here is
 * refused (default-src 'none'); frame-ancestors 'none' keeps other sites from framing these pages.
 */
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
    // The radio's pages add blob: and data: for its Media Source Extensions player (src/lib/security/page-allowances.ts).
    `media-src ${sources("'self'", ...relays)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    // The offline worker (src/integrations/offline-worker.ts) is a file of this site; the radio's pages add the player
    // library's blob: worker (src/lib/security/page-allowances.ts).
    "worker-src 'self'",
    "frame-ancestors 'none'",
  ];
}

/**
 * Script sources besides Astro's own hashes: this site, and, when an ad client is configured, the ad network's and its
 * consent tool's exact script sources (their loaders among them: the build checks that PUBLIC_AD_SCRIPT_URL and
 * PUBLIC_AD_CONSENT_URL are on them). A host list rather
 * than 'strict-dynamic': with hashes (a static site has no nonces), 'strict-dynamic' makes Chromium refuse the island
 * code that Astro's hashed loader imports (docs/deploying.md, "Ad network"). A wildcard stops the build: a wildcard domain holds
 * endpoints that answer with script of the caller's choosing, which would let any injected tag run script.
 */
export function cspScriptResources(parties: Pick<ThirdParties, 'adNetwork'>): string[] {
  const sources = adHosts(parties.adNetwork)?.scriptHosts ?? [];
  const wild = sources.filter((source) => source.includes('*'));
  if (wild.length > 0) {
    throw new Error(`An ad network's scriptHosts must be exact hosts, not ${wild.join(', ')} (src/config/ads.ts).`);
  }
  // The radio's pages add 'wasm-unsafe-eval' for the player library (src/lib/security/page-allowances.ts).
  return unique(["'self'", ...sources]);
}

/** The name the policy's `report-to` gives the collector in the `Reporting-Endpoints` header. */
export const CSP_REPORT_ENDPOINT = 'csp-endpoint';

/** The collector's address as one token of a header: characters that would end a directive or a value are escaped. */
const headerSafe = (url: string) => new URL(url).href.replace(/[;,"\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/**
 * The policy's reporting directives for a collector's address: `report-to` for current browsers (with the
 * `Reporting-Endpoints` header of reportingHeaders) and `report-uri` for older ones. None when no address is set.
 */
export function cspReportDirectives(reportUrl: string): CspDirectiveText[] {
  if (!reportUrl) return [];
  return [`report-uri ${headerSafe(reportUrl)}`, `report-to ${CSP_REPORT_ENDPOINT}`];
}

/** The `Reporting-Endpoints` header that names the collector for `report-to`; none when no address is set. */
export function reportingHeaders(reportUrl: string): Record<string, string> {
  return reportUrl ? { 'Reporting-Endpoints': `${CSP_REPORT_ENDPOINT}="${headerSafe(reportUrl)}"` } : {};
}
