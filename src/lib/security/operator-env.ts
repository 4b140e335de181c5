/**
 * The rule for the operator's PUBLIC_* settings. Every address must be https: an https page that loads a script or
 * frame over http is open to anyone on the visitor's network. The build checks them first (astro.config.mjs) and
 * stops with one message per problem, naming the variable and what to write instead. Not astro:env: it judges one
 * variable at a time, while these rules tie ad addresses to their network's hosts, allow loopback http only in a local
 * test build, and run outside Astro (preview server, tests), where its virtual modules do not exist.
 */

import type { AdConsent } from '../../config/ad-consent';
import type { AdNetwork } from '../../config/ads';

/** The browser tests' stand-in network, which describes its consent tool with it. */
export type TestAdNetwork = AdNetwork & { readonly consent: AdConsent | null };

/** Each with a good example for the message. */
export const OPERATOR_ADDRESS_VARIABLES = {
  PUBLIC_AD_SCRIPT_URL: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
  PUBLIC_AD_CONSENT_URL: 'https://fundingchoicesmessages.google.com/i/{publisher}?ers=1',
  PUBLIC_NEWS_FEED_URL: 'https://rss.app/embed/v1/wall/plant-news',
  CSP_REPORT_URL: 'https://plantgazette.report-uri.com/r/d/csp/enforce',
} as const;

/** What the rule needs to know of an ad network (src/config/ads.ts). */
export interface AdNetworkRules {
  readonly name: string;
  readonly scriptUrl: string;
  readonly scriptHosts: readonly string[];
  readonly clientPattern: string;
  readonly clientFormat: string;
  /** The network's consent tool: its script and that script's sources; null or absent for a network without one. */
  readonly consent?: { readonly scriptUrl: string; readonly scriptHosts: readonly string[] } | null;
}

export interface OperatorEnvContext {
  networks: Readonly<Record<string, AdNetworkRules>>;
  /** Whether loopback http addresses pass: only in a local test build. */
  allowLoopbackHttp: boolean;
  /** The browser tests' loopback stand-in network (TEST_AD_NETWORK), if any. */
  testNetwork?: AdNetworkRules | null;
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Only a local test build (LOCAL_TEST_BUILD=1, set by the browser tests) off the host's builders (NETLIFY) may use
 * loopback http, and only loopback hosts pass: they can never lead real visitors to an insecure third party.
 */
export function loopbackHttpAllowed(env: Record<string, string | undefined>): boolean {
  return env.LOCAL_TEST_BUILD === '1' && !env.NETLIFY;
}

/** In words an operator understands; null when the value is fine or unset. */
export function operatorAddressProblem(
  name: keyof typeof OPERATOR_ADDRESS_VARIABLES,
  value: string | undefined,
  allowLoopbackHttp: boolean,
): string | null {
  if (value === undefined) return null;
  const fix = `Write a full https:// address such as ${OPERATOR_ADDRESS_VARIABLES[name]}, or remove the variable to use the default.`;
  if (value.trim() === '') return `${name} is set but empty. ${fix}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${name} is not an address: "${value}". ${fix}`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowLoopbackHttp && isLoopbackHost(url.hostname)) return null;
  return `${name} must be an https:// address, but it is "${value}". ${fix}`;
}

export function operatorEnvProblems(env: Record<string, string | undefined>, context: OperatorEnvContext): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(OPERATOR_ADDRESS_VARIABLES) as (keyof typeof OPERATOR_ADDRESS_VARIABLES)[]) {
    const problem = operatorAddressProblem(name, env[name], context.allowLoopbackHttp);
    if (problem) problems.push(problem);
  }
  const network = env.PUBLIC_AD_NETWORK;
  const usable = Object.keys(context.networks).join(', ');
  let chosen: AdNetworkRules | undefined = context.testNetwork ?? context.networks.adsense;
  if (network !== undefined && !context.testNetwork) {
    chosen = Object.hasOwn(context.networks, network) ? context.networks[network] : undefined;
    if (!chosen) {
      problems.push(
        `PUBLIC_AD_NETWORK is "${network}", which is not an ad network of this site. Write one of: ${usable} ` +
          '(AD_NETWORKS in src/config/ads.ts), or remove the variable to use adsense.',
      );
    }
  }
  // A loader address already refused above (not https) is not judged again against the network's hosts.
  const refused = (name: string) => problems.some((problem) => problem.startsWith(`${name} `));
  const judged = {
    ...env,
    ...(refused('PUBLIC_AD_SCRIPT_URL') ? { PUBLIC_AD_SCRIPT_URL: undefined } : {}),
    ...(refused('PUBLIC_AD_CONSENT_URL') ? { PUBLIC_AD_CONSENT_URL: undefined } : {}),
  };
  if (chosen) problems.push(...adNetworkProblems(judged, chosen));
  return problems;
}

/** Whether a CSP source such as `https://host` or `https://host/path/` allows an address, as browsers match it. */
export function sourceAllows(source: string, address: string): boolean {
  let allowed: URL;
  let url: URL;
  try {
    allowed = new URL(source);
    url = new URL(address);
  } catch {
    return false;
  }
  if (allowed.protocol !== url.protocol || allowed.host !== url.host) return false;
  if (allowed.pathname === '/' || allowed.pathname === '') return true;
  return allowed.pathname.endsWith('/') ? url.pathname.startsWith(allowed.pathname) : url.pathname === allowed.pathname;
}

/** A loader or consent script off the network's script hosts, a client id of another form. */
export function adNetworkProblems(env: Record<string, string | undefined>, network: AdNetworkRules): string[] {
  const problems: string[] = [];
  const scriptUrl = env.PUBLIC_AD_SCRIPT_URL;
  if (scriptUrl && URL.canParse(scriptUrl) && !network.scriptHosts.some((source) => sourceAllows(source, scriptUrl))) {
    problems.push(
      `PUBLIC_AD_SCRIPT_URL is "${scriptUrl}", which is not on ${network.name}'s script hosts (${network.scriptHosts.join(', ')}). ` +
        `Write an address on one of them, or remove the variable to use ${network.scriptUrl}.`,
    );
  }
  const consentUrl = env.PUBLIC_AD_CONSENT_URL;
  if (consentUrl && URL.canParse(consentUrl)) {
    const consent = network.consent;
    if (!consent) {
      problems.push(
        `PUBLIC_AD_CONSENT_URL is set, but ${network.name} has no consent tool in src/config/ad-consent.ts. Remove the variable.`,
      );
    } else if (!consent.scriptHosts.some((source) => sourceAllows(source, consentUrl))) {
      problems.push(
        `PUBLIC_AD_CONSENT_URL is "${consentUrl}", which is not on ${network.name}'s consent script hosts (${consent.scriptHosts.join(', ')}). ` +
          `Write an address on one of them, or remove the variable to use ${consent.scriptUrl}.`,
      );
    }
  }
  const client = env.PUBLIC_AD_CLIENT;
  if (client !== undefined && client !== '' && !new RegExp(network.clientPattern, 'u').test(client)) {
    problems.push(
      `PUBLIC_AD_CLIENT is "${client}", which is not a ${network.name} client id. Write it as ${network.clientFormat}, ` +
        'or remove the variable to show no ads.',
    );
  }
  return problems;
}

/**
 * The browser tests' stand-in ad network, as JSON in TEST_AD_NETWORK (tests/helpers/stand-in-ad-network.ts), so
 * src/config/ads.ts knows only real networks. Only a local test build may use one, and only on loopback addresses.
 */
export function testAdNetwork(
  env: Record<string, string | undefined>,
  allowLoopbackHttp: boolean,
): { network: TestAdNetwork | null; problems: string[] } {
  const text = env.TEST_AD_NETWORK;
  if (text === undefined || text === '') return { network: null, problems: [] };
  const refuse = (why: string) => ({ network: null, problems: [`TEST_AD_NETWORK ${why}`] });
  if (!allowLoopbackHttp)
    return refuse(
      "describes the browser tests' stand-in ad network, which only a local test build may use. Remove it.",
    );
  let network: Record<string, unknown>;
  try {
    network = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return refuse('is not JSON.');
  }
  const lists = ['scriptHosts', 'frameHosts', 'imageHosts', 'connectHosts'] as const;
  const strings = ['name', 'scriptUrl', 'clientPattern', 'clientFormat'] as const;
  if (
    !network ||
    strings.some((key) => typeof network[key] !== 'string') ||
    lists.some((key) => !Array.isArray(network[key]))
  ) {
    return refuse(`must give ${[...strings, ...lists].join(', ')}.`);
  }
  const consent = network.consent as Record<string, unknown> | null | undefined;
  if (
    consent !== undefined &&
    consent !== null &&
    (typeof consent.scriptUrl !== 'string' || lists.some((key) => !Array.isArray(consent[key])))
  ) {
    return refuse(`must give the consent tool's scriptUrl, ${lists.join(', ')}, or consent: null.`);
  }
  const consentAddresses = consent ? [consent.scriptUrl, ...lists.flatMap((key) => consent[key] as unknown[])] : [];
  const addresses = [network.scriptUrl, ...lists.flatMap((key) => network[key] as unknown[]), ...consentAddresses].map(
    String,
  );
  const offLoopback = addresses.filter(
    (address) => !URL.canParse(address) || !isLoopbackHost(new URL(address).hostname),
  );
  if (offLoopback.length > 0) return refuse(`may name loopback addresses only, not ${offLoopback.join(', ')}.`);
  return { network: { ...network, consent: consent ?? null } as unknown as TestAdNetwork, problems: [] };
}
