import { parsePolicy } from '@/lib/security/csp-policy';
import { headersForPath } from '@/lib/security/headers-file';
import {
  allowanceProblems,
  insertAllowances,
  ownPageRules,
  pageAllowances,
  pagePath,
  RADIO_PLAYER_ALLOWANCES,
} from '@/lib/security/page-allowances';
import { POLICY_PAGES } from '@/config/csp-pages';

const SITE = "default-src 'none'; script-src 'self' 'sha256-a'; media-src 'self'; worker-src 'self'";
const RADIO = "default-src 'none'; script-src 'self' 'sha256-b'; media-src 'self' blob:; worker-src 'self'";
const LIST = 'POLICY_PAGES.radioPlayer';

describe('allowances that only some pages get', () => {
  it('gives the radio’s pages the player’s allowances, each with its reason, and every other page none', () => {
    for (const allowance of RADIO_PLAYER_ALLOWANCES) expect(allowance.why.length).toBeGreaterThan(30);
    for (const path of ['/radio', '/radio/', '/radio/index.html'])
      expect(pageAllowances(path, ['/radio']), path).toBe(RADIO_PLAYER_ALLOWANCES);
    for (const path of ['/', '/radios', '/radio/popout', '/books', '/404'])
      expect(pageAllowances(path, ['/radio']), path).toEqual([]);
    // A second player page opts in by its path alone.
    expect(pageAllowances('/radio/popout/', ['/radio', '/radio/popout'])).toBe(RADIO_PLAYER_ALLOWANCES);
    expect(POLICY_PAGES.radioPlayer).toContain('/radio');
  });

  it('adds them through Astro’s per-page API: script sources as resources, the rest as directives', () => {
    const calls: string[] = [];
    const csp = {
      insertDirective: (directive: string) => calls.push(`directive ${directive}`),
      insertScriptResource: (source: string) => calls.push(`script ${source}`),
      insertStyleResource: (source: string) => calls.push(`style ${source}`),
    };
    insertAllowances(csp, RADIO_PLAYER_ALLOWANCES);
    expect(calls).toEqual(['directive media-src blob:']);
    insertAllowances(undefined, []);
    expect(() => insertAllowances(undefined, RADIO_PLAYER_ALLOWANCES)).toThrow(/security\.csp/);
  });

  it('stops the build for a listed page the build did not make, one that lacks them, and an unlisted one that has them', () => {
    const page = (pathname: string, policy: string) => ({ pathname, policy: parsePolicy(policy) });
    expect(
      allowanceProblems([page('/radio', RADIO), page('/', SITE)], ['/radio'], RADIO_PLAYER_ALLOWANCES, LIST),
    ).toEqual([]);
    expect(
      allowanceProblems([page('/radio', RADIO)], ['/radio', '/radio/popout'], RADIO_PLAYER_ALLOWANCES, LIST),
    ).toEqual(['POLICY_PAGES.radioPlayer lists /radio/popout, but the build made no page there.']);
    const [lacking] = allowanceProblems(
      [page('/radio/popout', SITE)],
      ['/radio/popout'],
      RADIO_PLAYER_ALLOWANCES,
      LIST,
    );
    expect(lacking).toMatch(
      /^\/radio\/popout is listed in POLICY_PAGES\.radioPlayer, but its policy lacks media-src blob:/,
    );
    expect(
      allowanceProblems([page('/radio', RADIO), page('/books', RADIO)], ['/radio'], RADIO_PLAYER_ALLOWANCES, LIST),
    ).toEqual(['/books is not listed in POLICY_PAGES.radioPlayer, but its policy has media-src blob:.']);
  });

  it('writes the pages’ own rules after the site’s, so that the host sends each its own policy and no other page gets it', () => {
    const site = { for: '/*', values: { 'Content-Security-Policy': SITE, 'X-Content-Type-Options': 'nosniff' } };
    const rules = [site, ...ownPageRules([{ pathname: '/radio', policy: RADIO }])];
    expect(rules.map((rule) => rule.for)).toEqual(['/*', '/radio', '/radio/index.html']);
    for (const path of ['/radio', '/radio/', '/radio/index.html']) {
      expect(headersForPath(rules, path), path).toEqual({
        'Content-Security-Policy': RADIO,
        'X-Content-Type-Options': 'nosniff',
      });
    }
    for (const path of ['/', '/radios', '/radio/popout', '/no-such-page'])
      expect(headersForPath(rules, path)['Content-Security-Policy'], path).toBe(SITE);
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/index.html')).toBe('/');
  });
});
