// What the site allows a browser to load and how it says so: the Content-Security-Policy built from the
// third parties the site config names (this file), the policy as data for grouping pages (csp-policy.ts), the per-path
// header rules and the host's `_headers` file the build writes and the preview server reads (header-rules.ts,
// headers-file.ts), and the rule that every address an operator gives through PUBLIC_* variables is https
// (operator-env.ts). The browser editor's own allowances live with the editor (src/lib/cms/policy.ts).

import type { AdNetwork } from '../../site.config';
import { relayOrigins } from '../radio/endpoints';

/**
 * The page's Content-Security-Policy, beyond the script and style hashes that Astro adds itself.
 * It allows exactly the third parties the site config names, and nothing else. The build sends it as a response
 * header per route (src/integrations/security-headers.ts), so it may use directives a <meta> policy cannot.
 */
export interface ThirdParties {
  /** The ad network's script address; empty when no ad client is configured (then no ad host is allowed). */
  adScriptUrl: string | null;
  /** The ad network's further hosts; null when no ad client is configured. */
  adNetwork: Pick<AdNetwork, 'scriptHosts' | 'frameHosts' | 'imageHosts' | 'connectHosts'> | null;
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
  const network = parties.adNetwork;
  // A relay named by its https address is fetched by the player (connect-src) and, without MSE, played by the
  // element itself (media-src); a relay behind a rewrite of this site needs nothing more than 'self'.
  const relays = relayOrigins(parties.radioStreams ?? []);
  const sources = (...list: (string | null)[]) => unique(list).join(' ');
  return [
    "default-src 'none'",
    `img-src ${sources("'self'", 'data:', ...images, ...(network?.imageHosts ?? []))}`,
    `frame-src ${sources(feed, ...(network?.frameHosts ?? [])) || "'none'"}`,
    `connect-src ${sources("'self'", ...(network?.connectHosts ?? []), ...relays)}`,
    // The radio plays through Media Source Extensions: the element's source is a blob: URL of a MediaSource, and the
    // player library parks the element on a data: URL of silent MP3 when it stops (README, "Radio").
    `media-src ${sources("'self'", 'blob:', 'data:', ...relays)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    // The offline worker (src/integrations/offline-worker.ts) is a file of this site; the radio's player library checks
    // at load whether a worker can start workers, with a blob: worker of one line.
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
  ];
}

/**
 * Script sources besides Astro's own hashes: this site, and, when an ad client is configured, the ad network's exact
 * script sources (its loader among them: the build checks that PUBLIC_AD_SCRIPT_URL is on them). A host list rather
 * than 'strict-dynamic': with hashes (a static site has no nonces), 'strict-dynamic' makes Chromium refuse the island
 * code that Astro's hashed loader imports (README, "Ad network"). A wildcard stops the build: a wildcard domain holds
 * endpoints that answer with script of the caller's choosing, which would let any injected tag run script.
 */
export function cspScriptResources(parties: Pick<ThirdParties, 'adNetwork'>): string[] {
  const sources = parties.adNetwork?.scriptHosts ?? [];
  const wild = sources.filter((source) => source.includes('*'));
  if (wild.length > 0) {
    throw new Error(`An ad network's scriptHosts must be exact hosts, not ${wild.join(', ')} (src/config/ads.ts).`);
  }
  // 'wasm-unsafe-eval' lets the radio compile WebAssembly (never JavaScript from strings): switching between the
  // standard stream and the data saver joins two different encodings, which the player library can only line up by
  // decoding and correlating their audio in WASM (README, "The radio player").
  return unique(["'self'", "'wasm-unsafe-eval'", ...sources]);
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
