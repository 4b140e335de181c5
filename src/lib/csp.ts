/**
 * The page's Content-Security-Policy, beyond the script and style hashes that Astro adds itself.
 * It allows exactly the third parties the site config names, and nothing else.
 */
export interface ThirdParties {
  /** The ad network's script address; empty when no ad client is configured (then no ad host is allowed). */
  adScriptUrl: string | null;
  /** The embedded news feed's address. */
  newsFeedUrl: string;
  /** Hosts of remote images (plant photographs, book covers), as bare host names. */
  imageHosts: readonly string[];
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
  | 'worker-src';

/** One directive with its sources, e.g. "img-src 'self' data:". */
export type CspDirectiveText = `${DirectiveName} ${string}`;

const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => !!value))];

/** Directives other than script-src and style-src, which Astro writes with its hashes. */
export function cspDirectives(parties: ThirdParties): CspDirectiveText[] {
  const ad = originOf(parties.adScriptUrl);
  const feed = originOf(parties.newsFeedUrl);
  const images = parties.imageHosts.map((host) => `https://${host}`);
  const sources = (...list: (string | null)[]) => unique(list).join(' ');
  return [
    "default-src 'self'",
    `img-src ${sources("'self'", 'data:', ...images, ad)}`,
    `frame-src ${sources(feed, ad) || "'none'"}`,
    `connect-src ${sources("'self'", ad)}`,
    "media-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'none'",
  ];
}

/** Script sources besides Astro's own hashes: this site, and the ad network when one is configured. */
export function cspScriptResources(parties: Pick<ThirdParties, 'adScriptUrl'>): string[] {
  return unique(["'self'", originOf(parties.adScriptUrl)]);
}
