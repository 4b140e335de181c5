import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parsePolicy, policyCovers, unionPolicies } from '@/lib/security/csp-policy';
import { headerRules, routePathPattern, type PagePolicy } from '@/lib/security/header-rules';
import {
  headerMatchPath,
  headersForPath,
  readHeadersFile,
  pathPatternRegExp,
  serializeHeadersFile,
  type HeaderRule,
} from '@/lib/security/headers-file';

const BASE = "default-src 'none'; img-src 'self'; frame-ancestors 'none'";
const policy = (...hashes: string[]) =>
  `${BASE}; script-src 'self' ${hashes.map((hash) => `'sha256-${hash}'`).join(' ')}; style-src 'self'`;
const SITE_HEADERS = { 'X-Content-Type-Options': 'nosniff' };
const options = { notFoundPathname: '/404', siteHeaders: SITE_HEADERS };

/** A site like this one: fixed routes, two pages of `/[page]`, and `plantCount` pages of `/plants/[slug]`. */
function site(
  plantCount: number,
  policies: { plants: string; page: string; other: string; notFound?: string },
): PagePolicy[] {
  const fixed = ['/', '/books', '/radio', '/404'].map((pathname) => ({
    pathname,
    route: pathname,
    policy: pathname === '/404' ? (policies.notFound ?? policies.other) : policies.other,
  }));
  const pages = ['/privacy', '/terms'].map((pathname) => ({ pathname, route: '/[page]', policy: policies.page }));
  const plants = Array.from({ length: plantCount }, (_, index) => ({
    pathname: `/plants/plant-${index + 1}`,
    route: '/plants/[slug]',
    policy: policies.plants,
  }));
  return [...fixed, ...pages, ...plants];
}

const cspOf = (rule: HeaderRule) => rule.values['Content-Security-Policy'];
const UNKNOWN_PATHS = ['/nope', '/plants/nope', '/plants', '/PRIVACY', '/privacy/extra', '/books/', '/a/b/c'];

/**
 * Whatever the host does with a path that matches several rules, the page must keep what it needs: checked both
 * when the browser gets every matching policy (and enforces them all) and when the host sends only the last one.
 */
function expectEveryPageRuns(rules: HeaderRule[], pages: PagePolicy[]) {
  const notFound = parsePolicy(pages.find((page) => page.pathname === '/404')?.policy ?? '');
  const checks = [
    ...pages.map((page) => ({ path: page.pathname, needs: parsePolicy(page.policy) })),
    ...pages.map((page) => ({ path: `${page.pathname}/`.replace('//', '/'), needs: parsePolicy(page.policy) })),
    ...UNKNOWN_PATHS.map((path) => ({ path, needs: notFound })),
  ];
  for (const { path, needs } of checks) {
    const matching = rules.filter((rule) => pathPatternRegExp(rule.for).test(path) && cspOf(rule));
    expect(matching.length, path).toBeGreaterThan(0);
    for (const rule of matching)
      expect(policyCovers(parsePolicy(cspOf(rule) ?? ''), needs), `${rule.for} for ${path}`).toBe(true);
  }
}

describe('header rules from built pages', () => {
  it('gives a site whose pages share one policy a single rule, however many pages it has', () => {
    const shared = policy('a', 'b');
    const small = headerRules(site(10, { plants: shared, page: shared, other: shared }), options);
    const large = headerRules(site(5000, { plants: shared, page: shared, other: shared }), options);
    expect(large).toEqual([{ for: '/*', values: { ...SITE_HEADERS, 'Content-Security-Policy': policy('a', 'b') } }]);
    expect(serializeHeadersFile(large)).toBe(serializeHeadersFile(small));
  });

  it('groups thousands of plant pages with their own policy under one /plants/:slug rule', () => {
    const pages = site(3000, {
      plants: policy('base', 'plant'),
      page: policy('base', 'legal'),
      other: policy('base', 'shell'),
      notFound: policy('base'),
    });
    const rules = headerRules(pages, options);
    const plantRule = rules.find((rule) => rule.for === '/plants/:slug');
    expect(plantRule).toBeDefined();
    // The plant rule also covers the 404 page, which answers unknown paths under /plants/.
    expect(cspOf(plantRule as HeaderRule)).toBe(policy('base', 'plant'));
    expect(rules.length).toBeLessThan(10);
    expect(Buffer.byteLength(serializeHeadersFile(rules))).toBeLessThan(2000);
    expectEveryPageRuns(rules, pages);
  });

  it('gives the catch-all the union of every policy, so that unknown paths and the 404 page run', () => {
    const pages = site(50, { plants: policy('base', 'plant'), page: policy('base', 'legal'), other: policy('base') });
    const rules = headerRules(pages, options);
    expect(rules[0]?.for).toBe('/*');
    expect(cspOf(rules[0] as HeaderRule)).toBe(policy('base', 'legal', 'plant'));
    // The 404 page runs under the catch-all, as at every unknown address: no rule of its own.
    expect(rules.map((rule) => rule.for)).toEqual(['/*', '/', '/books', '/radio', '/:page', '/plants/:slug']);
    expectEveryPageRuns(rules, pages);
  });

  it('lists pages one by one when a shared pattern would match another page whose scripts it does not allow', () => {
    // `/:page` would also match /books, whose policy has a hash the legal pages' rule lacks.
    const pages = [
      { pathname: '/', route: '/', policy: policy('base') },
      { pathname: '/404', route: '/404', policy: policy('base') },
      { pathname: '/books', route: '/books', policy: policy('base', 'books') },
      { pathname: '/privacy', route: '/[page]', policy: policy('base', 'legal') },
      { pathname: '/terms', route: '/[page]', policy: policy('base', 'legal') },
    ];
    const rules = headerRules(pages, options);
    expect(rules.map((rule) => rule.for)).toEqual(['/*', '/', '/books', '/privacy', '/terms']);
    expectEveryPageRuns(rules, pages);
  });

  it('refuses a site without its 404 page, which every unknown path needs', () => {
    expect(() => headerRules([{ pathname: '/', route: '/', policy: policy('a') }], options)).toThrow('/404');
  });

  it('turns Astro route patterns into the host’s path patterns, or none where it cannot', () => {
    expect(routePathPattern('/plants/[slug]')).toBe('/plants/:slug');
    expect(routePathPattern('/[page]')).toBe('/:page');
    expect(routePathPattern('/docs/[...rest]')).toBe('/docs/*');
    expect(routePathPattern('/books')).toBeNull();
    expect(routePathPattern('/plants/[slug]-care')).toBeNull();
    expect(routePathPattern('/[...rest]/edit')).toBeNull();
  });
});

describe('the host’s path patterns', () => {
  const matches = (pattern: string, path: string) => pathPatternRegExp(pattern).test(path);

  it('match an exact path with or without its trailing slash, in any letter case', () => {
    expect(matches('/books', '/books')).toBe(true);
    expect(matches('/books', '/books/')).toBe(true);
    expect(matches('/books', '/BOOKS')).toBe(true);
    expect(matches('/books', '/books/x')).toBe(false);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/books')).toBe(false);
  });

  it('match one segment for :name and anything, even nothing, for a final *', () => {
    expect(matches('/plants/:slug', '/plants/fern')).toBe(true);
    expect(matches('/plants/:slug', '/plants/fern/')).toBe(true);
    expect(matches('/plants/:slug', '/plants/a/b')).toBe(false);
    expect(matches('/plants/:slug', '/plants')).toBe(false);
    expect(matches('/plants/*', '/plants')).toBe(true);
    expect(matches('/plants/*', '/plants/a/b')).toBe(true);
    expect(matches('/*', '/anything/at/all')).toBe(true);
  });
});

describe('the _headers file', () => {
  const rules: HeaderRule[] = [
    { for: '/*', values: { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'none'" } },
    { for: '/plants/:slug', values: { 'Content-Security-Policy': "default-src 'self'" } },
  ];

  /** Writes `text` as a `_headers` file and reads it with the host's own reader. */
  async function readBack(text: string) {
    const folder = mkdtempSync(path.join(tmpdir(), 'headers-'));
    try {
      writeFileSync(path.join(folder, '_headers'), text);
      return await readHeadersFile(path.join(folder, '_headers'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  it('reads back, with the host’s own reader, what it wrote, comments aside', async () => {
    const text = serializeHeadersFile(rules, ['Written by the build.']);
    expect(text.startsWith('# Written by the build.\n\n/*\n  X-Frame-Options: DENY\n')).toBe(true);
    expect((await readBack(text)).map(({ for: pattern, values }) => ({ for: pattern, values }))).toEqual(rules);
  });

  it('sends every matching rule’s headers, the later rule’s value alone where two rules set one, as the host does', async () => {
    for (const read of [rules, await readBack(serializeHeadersFile(rules))]) {
      expect(headersForPath(read, '/books')).toEqual(rules[0]?.values);
      expect(headersForPath(read, '/plants/fern')).toEqual({
        'X-Frame-Options': 'DENY',
        'Content-Security-Policy': "default-src 'self'",
      });
    }
  });

  it('matches paths as the host’s reader compiles each pattern', async () => {
    const patterns = ['/*', '/admin/', '/admin/:below/*', '/plants/:slug', '/radio', '/radio/index.html', '/a*b/c'];
    const paths = [
      '/',
      '/admin',
      '/admin/',
      '/administration-fees',
      '/admin/x',
      '/admin/x/y',
      '/plants',
      '/plants/fern',
      '/plants/fern/x',
      '/RADIO',
      '/radio/',
      '/radio/index.html',
      '/axxb/c',
      '/ab/c/d',
    ];
    const read = await readBack(
      serializeHeadersFile(patterns.map((pattern) => ({ for: pattern, values: { 'X-Test': pattern } }))),
    );
    for (const rule of read) {
      for (const requestPath of paths)
        expect(pathPatternRegExp(rule.for).test(requestPath), `${rule.for} on ${requestPath}`).toBe(
          rule.forRegExp?.test(requestPath),
        );
    }
  });

  it('names the header that belongs to no rule', async () => {
    await expect(readBack('# comment\n  X-Frame-Options: DENY\n')).rejects.toThrow(
      'Path should come before header "X-Frame-Options"',
    );
  });
});

describe('policies as data', () => {
  it('unions sources per directive, where any source replaces none', () => {
    const union = unionPolicies([
      parsePolicy("frame-src 'none'; img-src 'self'"),
      parsePolicy('frame-src https://a.example; img-src data:'),
    ]);
    expect([...union]).toEqual([
      ['frame-src', ['https://a.example']],
      ['img-src', ["'self'", 'data:']],
    ]);
  });

  it('counts a policy with other directives as not covering', () => {
    expect(policyCovers(parsePolicy("img-src 'self'"), parsePolicy("img-src 'self'; frame-src 'none'"))).toBe(false);
    expect(policyCovers(parsePolicy("img-src 'self' data:"), parsePolicy("img-src 'self'"))).toBe(true);
    expect(policyCovers(parsePolicy("img-src 'self'"), parsePolicy("img-src 'self' data:"))).toBe(false);
  });
});

describe('the path a request is matched by', () => {
  it('is the decoded path, as the host matches it and as the file is found', () => {
    expect(headerMatchPath('/%61dmin/')).toBe('/admin/');
    expect(headerMatchPath('/%2Fadmin/')).toBe('/admin/');
    expect(headerMatchPath('/admin%2Findex.html')).toBe('/admin/index.html');
    expect(headerMatchPath('/x/%2e%2e/admin/')).toBe('/admin/');
    expect(headerMatchPath('/plants/fern')).toBe('/plants/fern');
    expect(headerMatchPath('/')).toBe('/');
    expect(headerMatchPath('/%E0%A4%A')).toBeNull();
  });
});
