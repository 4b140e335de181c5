import { createHash } from 'node:crypto';
import path from 'node:path';
import { headersForPath, readHeadersFile, ruleMatches } from '@/lib/security/headers-file';
import { parsePolicy } from '@/lib/security/csp-policy';
import { pagePath, policyHas, RADIO_PLAYER_ALLOWANCES } from '@/lib/security/page-allowances';
import { CMS } from '@/config/cms';
import { POLICY_PAGES } from '@/config/csp-pages';
import { gradeHeaders } from '../helpers/observatory';
import { builtPages, distDir } from './built-site';

/**
 * The host's header file as the build wrote it. Violation reports are off unless the operator names a collector
 * (CSP_REPORT_URL, unset in CI and in this build): no rule may then send a reporting directive or endpoint, since a
 * report-to naming no endpoint, or an endpoint left from another deploy, would send visitors' reports nowhere useful.
 * The variant build with a collector is tested in tests/e2e/third-parties.spec.ts.
 */
const rules = await readHeadersFile(path.join(distDir, '_headers'));

describe('dist/_headers', () => {
  it('carries no reporting when CSP_REPORT_URL is unset', () => {
    expect(process.env.CSP_REPORT_URL ?? '').toBe('');
    for (const rule of rules) {
      expect(Object.keys(rule.values), rule.for).not.toContain('Reporting-Endpoints');
      const policy = rule.values['Content-Security-Policy'];
      if (!policy) continue;
      expect([...parsePolicy(policy).keys()], rule.for).not.toEqual(expect.arrayContaining(['report-to']));
      expect([...parsePolicy(policy).keys()], rule.for).not.toEqual(expect.arrayContaining(['report-uri']));
    }
    expect(rules[0]?.values['Content-Security-Policy']).toContain("default-src 'none'");
  });
});

describe('the radio player’s allowances', () => {
  const radioPages = new Set(POLICY_PAGES.radioPlayer.map(pagePath));
  const policyFor = (path: string) => parsePolicy(headersForPath(rules, path)['Content-Security-Policy'] ?? '');
  const has = (path: string) => RADIO_PLAYER_ALLOWANCES.filter((allowance) => policyHas(policyFor(path), allowance));

  it('reach the radio’s pages at every address they are served at', () => {
    for (const page of radioPages) {
      for (const path of [page, `${page}/`, `${page}/index.html`])
        expect(has(path), path).toEqual(RADIO_PLAYER_ALLOWANCES);
    }
  });

  it('reach no other page, nor the 404 page served at an unknown address', () => {
    const others = builtPages()
      .map((page) => page.route)
      .filter((route) => !radioPages.has(pagePath(route)) && !route.startsWith(CMS.path.replace(/\/$/, '')));
    expect(others).toEqual(expect.arrayContaining(['/', '/books', '/privacy', '/404', '/plants/lavender']));
    for (const path of [...others, '/no-such-page', '/radio/no-such-page', '/radios'])
      expect(has(path), path).toEqual([]);
    // No rule but the radio's own carries any of them.
    for (const rule of rules.filter((each) => !radioPages.has(pagePath(each.for)) && !each.for.startsWith(CMS.path))) {
      const policy = parsePolicy(rule.values['Content-Security-Policy'] ?? '');
      expect(
        RADIO_PLAYER_ALLOWANCES.filter((allowance) => policyHas(policy, allowance)),
        rule.for,
      ).toEqual([]);
    }
  });
});

describe('the inline styles and scripts of every page', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const radioPages = new Set(POLICY_PAGES.radioPlayer.map(pagePath));
  /**
   * The policies a host may send for the path: the last matching rule's (netlify-cli, tests/deploy), or each matching
   * rule's together, which the site's rules allow for every page but the radio's (src/lib/security/header-rules.ts).
   */
  const policiesFor = (path: string) =>
    [
      headersForPath(rules, path)['Content-Security-Policy'] ?? '',
      ...(radioPages.has(pagePath(path))
        ? []
        : rules.filter((rule) => ruleMatches(rule, path)).map((rule) => rule.values['Content-Security-Policy'] ?? '')),
    ].map(parsePolicy);

  it('are allowed by their hashes in the policy the host sends, as the build steps after rendering left them (per-page CSS)', () => {
    const pages = builtPages().filter((page) => !page.route.startsWith(CMS.path.replace(/\/$/, '')));
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining(['/privacy', '/radio', '/plants/lavender', '/404']),
    );
    for (const page of pages) {
      const styles = [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => hash(match[1] ?? ''));
      const scripts = [
        ...page.html.matchAll(
          /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ].map((match) => hash(match[1] ?? ''));
      expect(styles.length, page.route).toBeGreaterThan(0);
      for (const policy of policiesFor(page.route)) {
        expect(
          styles.filter((style) => !policy.get('style-src')?.includes(style)),
          `${page.route} style-src`,
        ).toEqual([]);
        expect(
          scripts.filter((script) => !policy.get('script-src')?.includes(script)),
          `${page.route} script-src`,
        ).toEqual([]);
      }
    }
  });
});

describe('the headers the host sends with every page', () => {
  // The editor's page at /admin/ is left out: Decap CMS needs 'unsafe-eval' and inline styles (src/lib/cms/editor-csp.ts).
  it('grade A+ by the HTTP Observatory’s rules, with no penalty, at every public page and at an unknown address', () => {
    const pages = builtPages().filter((page) => !page.route.startsWith(CMS.path.replace(/\/$/, '')));
    const paths = [...pages.map((page) => page.route), '/no-such-page'];
    expect(paths).toEqual(expect.arrayContaining(['/', '/radio', '/plants/lavender', '/404']));
    for (const path of paths) {
      const { grade, tests } = gradeHeaders(headersForPath(rules, path));
      expect(grade, path).toBe('A+');
      expect(
        tests.filter((test) => test.modifier < 0),
        path,
      ).toEqual([]);
    }
  });
});
