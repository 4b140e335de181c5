/**
 * Allowances only some pages get beyond the site's policy (src/lib/security/csp.ts), each with its reason. A page adds
 * them through Astro's per-page CSP API and gets its own header rule, so no other page gains them
 * (src/integrations/security-headers.ts). Which pages: src/config/csp-pages.ts; the editor's: src/lib/cms/editor-csp.ts.
 */

/** One source a page's policy gains beyond the site's, and why. */
export interface PolicyAllowance {
  directive: string;
  source: string;
  why: string;
}

/** What the radio player (the stream reader through Media Source Extensions) needs beyond the site's policy. */
export const RADIO_PLAYER_ALLOWANCES: readonly PolicyAllowance[] = [
  {
    directive: 'media-src',
    source: 'blob:',
    why: 'The audio element plays a blob: address of the MediaSource that the stream reader feeds on the page.',
  },
];

/** Grouped by directive, as Astro's insertDirective() takes them: "connect-src a b". */
export function allowanceDirectives(allowances: readonly PolicyAllowance[]): string[] {
  const byDirective = new Map<string, string[]>();
  for (const { directive, source } of allowances)
    byDirective.set(directive, [...(byDirective.get(directive) ?? []), source]);
  return [...byDirective].map(([directive, sources]) => `${directive} ${sources.join(' ')}`);
}

/** The part of Astro's per-page CSP API (`Astro.csp`) that adds to a page's policy. */
export interface PageCsp {
  insertDirective(directive: never): void;
  insertScriptResource(resource: string): void;
  insertStyleResource(resource: string): void;
}

/** Astro writes script-src and style-src itself (with its hashes): their sources go in as resources, the rest merge. */
export function insertAllowances(csp: PageCsp | undefined, allowances: readonly PolicyAllowance[]): void {
  if (allowances.length === 0) return;
  if (!csp)
    throw new Error(
      'A page with allowances needs the site’s Content-Security-Policy (security.csp in astro.config.mjs).',
    );
  for (const directive of allowanceDirectives(allowances)) {
    const [name = '', ...sources] = directive.split(' ');
    if (name === 'script-src') sources.forEach((source) => csp.insertScriptResource(source));
    else if (name === 'style-src') sources.forEach((source) => csp.insertStyleResource(source));
    else csp.insertDirective(directive as never);
  }
}

/** A page's path without its trailing slash or index file: '/radio/', '/radio/index.html' and '/radio' are '/radio'. */
export function pagePath(pathname: string): string {
  const bare = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/** By path, from the lists of src/config/csp-pages.ts: none for a page on no list. */
export function pageAllowances(pathname: string, radioPlayerPages: readonly string[]): readonly PolicyAllowance[] {
  return radioPlayerPages.some((page) => pagePath(page) === pagePath(pathname)) ? RADIO_PLAYER_ALLOWANCES : [];
}

export function policyHas(policy: ReadonlyMap<string, readonly string[]>, allowance: PolicyAllowance): boolean {
  return policy.get(allowance.directive)?.includes(allowance.source) ?? false;
}

/** A built page as the header rules see it (src/lib/security/header-rules.ts). */
interface BuiltPolicy {
  readonly pathname: string;
  readonly policy: ReadonlyMap<string, readonly string[]>;
}

/**
 * One message per listed path the build did not make, listed page lacking an allowance (off the base layout, without
 * insertAllowances) or unlisted page having one. The build stops on any (src/integrations/security-headers.ts).
 */
export function allowanceProblems(
  pages: readonly BuiltPolicy[],
  listed: readonly string[],
  allowances: readonly PolicyAllowance[],
  listName: string,
): string[] {
  const problems: string[] = [];
  const wanted = new Set(listed.map(pagePath));
  for (const path of wanted) {
    const page = pages.find((each) => pagePath(each.pathname) === path);
    if (!page) {
      problems.push(`${listName} lists ${path}, but the build made no page there.`);
      continue;
    }
    const missing = allowances.filter((allowance) => !policyHas(page.policy, allowance));
    if (missing.length > 0) {
      problems.push(
        `${path} is listed in ${listName}, but its policy lacks ${missing.map((each) => `${each.directive} ${each.source}`).join(', ')}: a page off the base layout calls insertAllowances(Astro.csp, pageAllowances(Astro.url.pathname, …)).`,
      );
    }
  }
  for (const page of pages) {
    if (wanted.has(pagePath(page.pathname))) continue;
    const extra = allowances.filter((allowance) => policyHas(page.policy, allowance));
    if (extra.length > 0) {
      problems.push(
        `${page.pathname} is not listed in ${listName}, but its policy has ${extra.map((each) => `${each.directive} ${each.source}`).join(', ')}.`,
      );
    }
  }
  return problems;
}

/**
 * Each page's own policy at its address (`/radio` also matches `/radio/`) and index file, after the site's rules, so
 * that a host sending the last matching value gives the page exactly its own policy.
 */
export function ownPageRules(
  pages: readonly { pathname: string; policy: string }[],
): { for: string; values: Record<string, string> }[] {
  const byPath = new Map(pages.map((page) => [pagePath(page.pathname), page.policy]));
  return [...byPath].flatMap(([path, policy]) => {
    const values = { 'Content-Security-Policy': policy };
    return [
      { for: path, values },
      { for: path === '/' ? '/index.html' : `${path}/index.html`, values },
    ];
  });
}
