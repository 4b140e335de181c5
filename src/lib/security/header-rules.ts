import { parsePolicy, policyCovers, samePolicy, serializePolicy, unionPolicies, type Policy } from './csp-policy';
import { pathPatternRegExp, type HeaderRule } from './headers-file';

/** A built page: the path it is served at, the route that made it (Astro's pattern) and its own policy. */
export interface PagePolicy {
  readonly pathname: string;
  /** e.g. `/plants/[slug]` for a page of a dynamic route, else the pathname itself. */
  readonly route: string;
  readonly policy: string;
}

export interface HeaderRuleOptions {
  /** The page the host answers unknown paths with. */
  readonly notFoundPathname: string;
  readonly siteHeaders: Readonly<Record<string, string>>;
}

const CSP = 'Content-Security-Policy';

/**
 * The host's pattern for a dynamic route (`[slug]` → `:slug`, a final `[...rest]` → `*`). Null for a static route
 * or one mixing text and parameters in a segment: its pages are then listed one by one.
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
 * As few rules as the pages allow. Host rules cannot exclude paths, and an unknown path (answered with the 404 page)
 * matches only a catch-all, so `/*` carries the union of every policy. A narrower page gets its own rule, one per
 * dynamic route (`/plants/:slug`) when its pages share a policy, else one per page, widened to cover the 404 page.
 * Whether the host sends every matching rule's policy (browsers enforce the intersection) or only the last, each page
 * keeps what it needs, because every rule matching a page covers its policy: checked here, or this throws.
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
    // The 404 page has no rule of its own: the catch-all covers it, and is what the host sends with it at every
    // unknown address (netlify-cli at /404 too). Since each page carries its own styles' hashes, its policy differs.
    if (sameAsEverything.get(page.parsed) || page.pathname === options.notFoundPathname) continue;
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
