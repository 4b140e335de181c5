import { AD_NETWORK_KEY, ADS, type AD_NETWORKS } from './ads.ts';
import { env } from './env.ts';

/**
 * The ad networks' own consent tools, which ask visitors the law protects (EEA, UK, Switzerland) before any ad is
 * chosen. Kept out of ads.ts, which the islands carry: only the build and the HTML need them (the ad loader reads the
 * script's address from the page, src/components/ads/AdLoader.astro).
 */
export interface AdConsent {
  /** Loaded before the ad script; `{publisher}` is PUBLIC_AD_CLIENT without "ca-"; PUBLIC_AD_CONSENT_URL overrides. */
  readonly scriptUrl: string;
  /** Every source of the tool's scripts, exact as the network's own (no wildcard). */
  readonly scriptHosts: readonly string[];
  readonly frameHosts: readonly string[];
  readonly imageHosts: readonly string[];
  readonly connectHosts: readonly string[];
}

/** Each network's consent tool, by its key in AD_NETWORKS; null for a network without one. */
export const AD_CONSENT_TOOLS: Readonly<Record<keyof typeof AD_NETWORKS, AdConsent | null>> = {
  // Google's certified consent tool (Privacy & messaging, once Funding Choices): the message is set up in AdSense, and
  // this tag shows it where the law asks (docs/deploying.md, "Ad network").
  adsense: {
    scriptUrl: 'https://fundingchoicesmessages.google.com/i/{publisher}?ers=1',
    scriptHosts: ['https://fundingchoicesmessages.google.com'],
    frameHosts: ['https://fundingchoicesmessages.google.com'],
    imageHosts: [],
    connectHosts: ['https://fundingchoicesmessages.google.com'],
  },
};

export function consentScriptUrl(template: string, client: string): string {
  return template.replaceAll('{publisher}', encodeURIComponent(client.replace(/^ca-/, '')));
}

const tool = AD_CONSENT_TOOLS[AD_NETWORK_KEY];

export const AD_CONSENT = {
  /** Its hosts enter the policy only with an ad client. */
  tool,
  /** Also loaded by the footer's 'Privacy settings' link. Empty with no ad client or tool: no link, section or host. */
  scriptUrl:
    ADS.client === '' || !tool ? '' : consentScriptUrl(String(env.PUBLIC_AD_CONSENT_URL ?? tool.scriptUrl), ADS.client),
  /** The privacy page's section on the tool, where the footer's link leads without script. */
  sectionId: 'ad-consent',
} as const;
