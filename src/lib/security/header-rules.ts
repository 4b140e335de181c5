import { parsePolicy, policyCovers, samePolicy, serializePolicy, unionPolicies, type Policy } from './csp-policy';
import { pathPatternRegExp, type HeaderRule } from './headers-file';

/** A built page: the path it is served at, the route that made it (Astro's pattern) and its own policy. */
export interface PagePolicy {
  /** e.g. `/plants/monstera`, `/`, `/404`. */
  readonly pathname: string;
  /** e.g. `/plants/[slug]` for a page of a dynamic route, or the pathname itself. */
  readonly route: string;
  /** The page's Content-Security-Policy as Astro computed it. */
  readonly policy: string;
}

/** What every rule set needs besides the pages. */
export interface HeaderRuleOptions {
  /** The page the host answers unknown paths with. */
  readonly notFoundPathname: string;
  /** Headers for every path (HSTS and the like). */
  readonly siteHeaders: Readonly<Record<string, string>>;
}

const CSP = 'Content-Security-Policy';

/**
 * The host's path pattern for a dynamic route: `[slug]` segments become `:slug`, a final `[...rest]` becomes `*`.
 * Null for a static route, or one whose segments mix text and parameters (its pages are then listed one by one).
 */
export function routePathPattern(route: string): string | null {
  const segments = route.split('/').filter(Boolean);
  if (!segments.some((segment) => segment.includes('['))) return null;
  const parts: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const param = /^\[(\.\.\.)?([A-Za-z_]\w*)\]$/.exec(segment);
    if (!segment.includes('[')) parts.push(segment);
    else if (param?.[1] && index === segments.length - 1) parts.push('*');
    else if (param && !param[1]) parts.push(`:${param[2]}`);
    else return null;
  }
  return `/${parts.join('/')}`;
}

/**
 * The header rules for a built site, kept as few as the pages allow.
 *
 * The host's rules cannot exclude paths, and an unknown path (answered with the 404 page) matches only a catch-all,
 * so `/*` carries a policy that is the union of every page's: it lets the 404 page and every other page run. Pages
 * whose own policy is narrower get a rule of their own, one per dynamic route (`/plants/:slug`) when its pages share
 * a policy, else one per page; such a rule also covers the 404 page, which answers any unknown path it matches.
 *
 * A path may so match two rules that both set the policy. Whether the host then sends both (browsers enforce both:
 * the intersection) or only the last, every page keeps what it needs, because each rule matching a page covers that
 * page's policy. This is checked for every page; a rule set that fails the check throws rather than break a page.
 */
export function headerRules(pages: readonly PagePolicy[], options: HeaderRuleOptions): HeaderRule[] {
  // Thousands of pages share a handful of policies: each distinct text is parsed and compared once.
  const byText = new Map<string, Policy>();
  const policyOf = (text: string) => byText.get(text) ?? byText.set(text, parsePolicy(text)).get(text)!;
  const parsed = pages.map((page) => ({ ...page, parsed: policyOf(page.policy) }));
  const notFound = parsed.find((page) => page.pathname === options.notFoundPathname);
  if (!notFound) throw new Error(`The 404 page ${options.notFoundPathname} is not among the built pages.`);

  const everything = unionPolicies([...new Set(parsed.map((page) => page.parsed))]);
  const sameAsEverything = new Map([...byText.values()].map((policy) => [policy, samePolicy(policy, everything)]));
  const rules: HeaderRule[] = [{ for: '/*', values: { ...options.siteHeaders, [CSP]: serializePolicy(everything) } }];

  const groups = new Map<string, { route: string; policy: Policy; pathnames: string[] }>();
  for (const page of parsed) {
    if (sameAsEverything.get(page.parsed)) continue;
    const key = `${page.route}\n${serializePolicy(page.parsed)}`;
    const group = groups.get(key) ?? { route: page.route, policy: page.parsed, pathnames: [] };
    group.pathnames.push(page.pathname);
    groups.set(key, group);
  }

  const coversEveryMatchedPage = (rule: HeaderRule, policy: Policy) => {
    const pattern = pathPatternRegExp(rule.for);
    const covered = new Map<Policy, boolean>();
    const covers = (inner: Policy) => covered.get(inner) ?? covered.set(inner, policyCovers(policy, inner)).get(inner)!;
    return parsed.every((page) => !pattern.test(page.pathname) || covers(page.parsed));
  };

  for (const group of groups.values()) {
    const policy = unionPolicies([group.policy, notFound.parsed]);
    // Covering the 404 page may widen the group's policy back to the catch-all's: then the catch-all suffices.
    if (samePolicy(policy, everything)) continue;
    const values = { [CSP]: serializePolicy(policy) };
    const pattern = routePathPattern(group.route);
    const shared = pattern ? { for: pattern, values } : null;
    if (shared && coversEveryMatchedPage(shared, policy)) {
      rules.push(shared);
      continue;
    }
    for (const pathname of group.pathnames) {
      const own = { for: pathname, values };
      if (!coversEveryMatchedPage(own, policy)) {
        throw new Error(`The header rule for ${pathname} would block scripts or styles of another page it matches.`);
      }
      rules.push(own);
    }
  }
  return rules;
}
