import { AD_NETWORK_KEY, ADS, type AD_NETWORKS } from './ads.ts';
import { env } from './env.ts';

/**
 * The ad networks' own consent tools, which ask visitors whom the law protects (the EEA, the UK, Switzerland) before
 * any ad is chosen for them. Kept apart from src/config/ads.ts, which the islands' code also carries: only the build
 * and the pages' HTML need these (the ad loader reads the tool's address from the page, src/components/ads/AdLoader.astro).
 */
export interface AdConsent {
  /**
   * The tool's script, loaded before the ad script; `{publisher}` stands for the publisher id (PUBLIC_AD_CLIENT without
   * its "ca-" prefix). PUBLIC_AD_CONSENT_URL may replace it; either must be allowed by `scriptHosts`.
   */
  readonly scriptUrl: string;
  /** Every source of the tool's scripts, exact as the network's own (no wildcard). */
  readonly scriptHosts: readonly string[];
  /** Hosts of the frames the tool draws in or talks through. */
  readonly frameHosts: readonly string[];
  /** Hosts of its images. */
  readonly imageHosts: readonly string[];
  /** Hosts it fetches from. */
  readonly connectHosts: readonly string[];
}

/** Each network's consent tool, by its key in AD_NETWORKS; null for a network without one. */
export const AD_CONSENT_TOOLS: Readonly<Record<keyof typeof AD_NETWORKS, AdConsent | null>> = {
  // Google's certified consent tool for AdSense (Privacy & messaging, once called Funding Choices): its message is set
  // up in AdSense under Privacy & messaging, and this tag shows it where the law asks (docs/deploying.md, "Ad network").
  adsense: {
    scriptUrl: 'https://fundingchoicesmessages.google.com/i/{publisher}?ers=1',
    scriptHosts: ['https://fundingchoicesmessages.google.com'],
    frameHosts: ['https://fundingchoicesmessages.google.com'],
    imageHosts: [],
    connectHosts: ['https://fundingchoicesmessages.google.com'],
  },
};

/** The consent script's address for a publisher: the template's `{publisher}` is the client id without "ca-". */
export function consentScriptUrl(template: string, client: string): string {
  return template.replaceAll('{publisher}', encodeURIComponent(client.replace(/^ca-/, '')));
}

const tool = AD_CONSENT_TOOLS[AD_NETWORK_KEY];

/** The consent tool of this deploy. */
export const AD_CONSENT = {
  /** The network's tool; its hosts enter the policy only with an ad client. */
  tool,
  /**
   * The tool's script for this publisher, loaded before the ad script and by the footer's 'Privacy settings' link;
   * empty with no ad client or a network without a tool: then no link, no privacy section, no script and no host.
   */
  scriptUrl: ADS.client === '' || !tool ? '' : consentScriptUrl(String(env.PUBLIC_AD_CONSENT_URL ?? tool.scriptUrl), ADS.client),
  /** The id of the privacy page's section on the tool, where the footer's link leads without script. */
  sectionId: 'ad-consent',
} as const;
