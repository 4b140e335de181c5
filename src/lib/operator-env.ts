/**
 * The rule for the settings an operator gives the build through PUBLIC_* environment variables. Every address must
 * be https: a page served over https that loads a script or frame over http is open to anyone on the visitor's
 * network. The build checks them before it writes anything (astro.config.mjs) and stops with one message per
 * problem, each naming the variable and saying what to write instead.
 */

/** The PUBLIC_* variables that hold an address, with an example of a good value for the message. */
export const OPERATOR_ADDRESS_VARIABLES = {
  PUBLIC_AD_SCRIPT_URL: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
  PUBLIC_NEWS_FEED_URL: 'https://rss.app/embed/v1/wall/plant-news',
} as const;

/** What the rule needs to know besides the variables themselves. */
export interface OperatorEnvContext {
  /** The ad networks the site config defines, and which of them are loopback stand-ins for the browser tests. */
  networks: Readonly<Record<string, { readonly name: string; readonly localOnly?: boolean }>>;
  /** Whether http addresses on this machine (loopback) are acceptable: only in a local test build. */
  allowLoopbackHttp: boolean;
}

/** True for host names that always mean "this machine": localhost, 127.0.0.0/8 and [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Loopback http is accepted only when the build says it is a local test build (LOCAL_TEST_BUILD=1, set by the
 * browser tests) and it is not running on the host's build machines (NETLIFY is set there). Even then only loopback
 * hosts pass: an address on the visitor's own machine can never lead real visitors to an insecure third party.
 */
export function loopbackHttpAllowed(env: Record<string, string | undefined>): boolean {
  return env.LOCAL_TEST_BUILD === '1' && !env.NETLIFY;
}

/** What is wrong with one address variable, in words an operator understands; null when it is fine or unset. */
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

/** Every problem with the operator's PUBLIC_* settings; an empty list when the build may go on. */
export function operatorEnvProblems(env: Record<string, string | undefined>, context: OperatorEnvContext): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(OPERATOR_ADDRESS_VARIABLES) as (keyof typeof OPERATOR_ADDRESS_VARIABLES)[]) {
    const problem = operatorAddressProblem(name, env[name], context.allowLoopbackHttp);
    if (problem) problems.push(problem);
  }
  const network = env.PUBLIC_AD_NETWORK;
  if (network !== undefined) {
    const known = Object.keys(context.networks);
    const usable = known.filter((key) => !context.networks[key]?.localOnly);
    const entry = Object.hasOwn(context.networks, network) ? context.networks[network] : undefined;
    if (!entry) {
      problems.push(
        `PUBLIC_AD_NETWORK is "${network}", which is not an ad network of this site. Write one of: ${usable.join(', ')} ` +
          '(AD_NETWORKS in src/site.config.ts), or remove the variable to use adsense.',
      );
    } else if (entry.localOnly && !context.allowLoopbackHttp) {
      problems.push(
        `PUBLIC_AD_NETWORK is "${network}", the browser tests' loopback stand-in, which only a local test build may use. ` +
          `Write one of: ${usable.join(', ')}.`,
      );
    }
  }
  return problems;
}
