/**
 * Grades a response's headers by Mozilla's HTTP Observatory rules, offline. The Observatory's own package scans a
 * live https host and downloads lists at install time, so it cannot run here; this implements the scoring the MDN
 * HTTP Observatory documents ("Tests & Scoring", developer.mozilla.org/en-US/observatory/docs/tests_and_scoring,
 * scoring algorithm version 4) for every test that a response's headers decide:
 *
 *   Content Security Policy, Cookies, CORS, Referrer Policy, Strict-Transport-Security, X-Content-Type-Options,
 *   X-Frame-Options, Cross-Origin-Resource-Policy.
 *
 * Two tests need more than one response and are not graded here: Redirection (http → https, done by the host for
 * every Netlify site) and Subresource Integrity (this site loads no script from another origin). HSTS preload-list
 * membership (+5) needs Chromium's list and is never counted, so a real scan can only score higher.
 *
 * Scoring: every site starts at 100 and each test adds its modifier; bonuses count only when the score without them
 * is at least 90. Grades: 100 and above A+, 90 A, 85 A-, 80 B+, 70 B, 65 B-, 60 C+, 50 C, 45 C-, 40 D+, 30 D, 25 D-,
 * below that F.
 */
export interface GradedTest {
  name: string;
  result: string;
  modifier: number;
}

export interface Grade {
  grade: string;
  score: number;
  tests: GradedTest[];
}

const BROAD = new Set(['*', 'http:', 'https:', 'ftp:', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const SIX_MONTHS = 15_768_000;

/** Grades one response's headers (names in any case). */
export function gradeHeaders(input: Record<string, string | undefined>): Grade {
  const headers = new Map(Object.entries(input).map(([name, value]) => [name.toLowerCase(), value]));
  const tests = [
    contentSecurityPolicy(headers.get('content-security-policy')),
    cookies(headers.get('set-cookie')),
    cors(headers.get('access-control-allow-origin'), headers.get('access-control-allow-credentials')),
    referrerPolicy(headers.get('referrer-policy')),
    strictTransportSecurity(headers.get('strict-transport-security')),
    xContentTypeOptions(headers.get('x-content-type-options')),
    xFrameOptions(headers.get('x-frame-options'), headers.get('content-security-policy')),
    crossOriginResourcePolicy(headers.get('cross-origin-resource-policy')),
  ];
  const penalties = tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const withBonuses = tests.reduce((sum, test) => sum + test.modifier, 0);
  const score = Math.max(0, 100 + (100 + penalties >= 90 ? withBonuses : penalties));
  return { grade: gradeFor(score), score, tests };
}

/** The letter for a score, by the Observatory's chart (steps of five). */
export function gradeFor(score: number): string {
  const step = Math.min(100, score - (score % 5));
  const chart: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return chart.find(([floor]) => step >= floor)?.[1] ?? 'F';
}

const test = (name: string, result: string, modifier: number): GradedTest => ({ name, result, modifier });

function contentSecurityPolicy(value: string | undefined): GradedTest {
  const name = 'content-security-policy';
  if (!value) return test(name, 'csp-not-implemented', -25);
  // Two policies in one header need the Observatory's merging rules, which this grader does not implement.
  if (value.includes(',')) return test(name, 'csp-header-invalid (more than one policy)', -25);
  const csp = new Map<string, Set<string>>();
  for (const part of value.split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (directive && !csp.has(directive.toLowerCase())) csp.set(directive.toLowerCase(), new Set(sources));
  }
  if (csp.size === 0) return test(name, 'csp-header-invalid', -25);
  const fallback = (directive: string) => new Set(csp.get(directive) ?? csp.get('default-src') ?? ['*']);
  const script = fallback('script-src');
  const style = fallback('style-src');
  const object = fallback('object-src');
  const hashed = (sources: Set<string>) =>
    [...sources].some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source));
  for (const sources of [script, style]) if (hashed(sources)) sources.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (!hashed(script)) return test(name, 'csp-header-invalid', -25);
    for (const source of [...script]) {
      if (source === "'self'" || source === "'unsafe-inline'" || [...BROAD].some((broad) => source.startsWith(broad)))
        script.delete(source);
    }
  }
  const passive = new Set(['img-src', 'media-src']);
  const active = [...csp]
    .filter(([directive]) => !passive.has(directive) && directive !== 'script-src')
    .flatMap(([, sources]) => [...sources]);
  const passiveSources = [...passive].flatMap((directive) => [...(csp.get(directive) ?? csp.get('default-src') ?? [])]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  if (
    [...script].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source)) ||
    [...object].some((source) => BROAD.has(source))
  ) {
    return test(name, 'csp-implemented-with-unsafe-inline', -20);
  }
  if ([...active, ...script].some(insecure)) return test(name, 'csp-implemented-with-insecure-scheme', -20);
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return test(name, 'csp-implemented-with-unsafe-eval', -10);
  if (passiveSources.some(insecure))
    return test(name, 'csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  if ([...style].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source))) {
    return test(name, 'csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  }
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return test(name, 'csp-implemented-with-no-unsafe-default-src-none', 10);
  return test(name, 'csp-implemented-with-no-unsafe', 5);
}

function cookies(value: string | undefined): GradedTest {
  // This site sets no cookies; the cookie rules (Secure, HttpOnly, SameSite per cookie) are not implemented.
  if (value) throw new Error(`A cookie is set (${value.slice(0, 60)}); grading cookies is not implemented.`);
  return test('cookies', 'cookies-not-found', 0);
}

function cors(allowOrigin: string | undefined, allowCredentials: string | undefined): GradedTest {
  if (!allowOrigin) return test('cross-origin-resource-sharing', 'cross-origin-resource-sharing-not-implemented', 0);
  if (allowOrigin.trim() !== '*' && allowCredentials?.trim().toLowerCase() === 'true') {
    return test(
      'cross-origin-resource-sharing',
      'cross-origin-resource-sharing-implemented-with-universal-access',
      -50,
    );
  }
  return test(
    'cross-origin-resource-sharing',
    'cross-origin-resource-sharing-implemented-with-public-or-restricted-access',
    0,
  );
}

function referrerPolicy(value: string | undefined): GradedTest {
  const name = 'referrer-policy';
  if (!value) return test(name, 'referrer-policy-not-implemented', 0);
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  // Browsers use the last value they understand.
  const last = value
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => good.includes(token) || bad.includes(token))
    .at(-1);
  if (last && good.includes(last)) return test(name, 'referrer-policy-private', 5);
  if (last) return test(name, 'referrer-policy-unsafe', -5);
  return test(name, 'referrer-policy-header-invalid', -5);
}

function strictTransportSecurity(value: string | undefined): GradedTest {
  const name = 'strict-transport-security';
  if (!value) return test(name, 'hsts-not-implemented', -20);
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value)?.[1];
  if (value.includes(',') || maxAge === undefined) return test(name, 'hsts-header-invalid', -20);
  return Number(maxAge) >= SIX_MONTHS
    ? test(name, 'hsts-implemented-max-age-at-least-six-months', 0)
    : test(name, 'hsts-implemented-max-age-less-than-six-months', -10);
}

function xContentTypeOptions(value: string | undefined): GradedTest {
  if (!value) return test('x-content-type-options', 'x-content-type-options-not-implemented', -5);
  return value.trim().toLowerCase() === 'nosniff'
    ? test('x-content-type-options', 'x-content-type-options-nosniff', 0)
    : test('x-content-type-options', 'x-content-type-options-header-invalid', -5);
}

function xFrameOptions(value: string | undefined, csp: string | undefined): GradedTest {
  const name = 'x-frame-options';
  if (csp && /(^|;)\s*frame-ancestors\s/i.test(csp)) return test(name, 'x-frame-options-implemented-via-csp', 5);
  if (!value) return test(name, 'x-frame-options-not-implemented', -20);
  const option = value.trim().toLowerCase();
  if (option === 'deny' || option === 'sameorigin') return test(name, 'x-frame-options-sameorigin-or-deny', 0);
  if (option.startsWith('allow-from')) return test(name, 'x-frame-options-allow-from-origin', 0);
  return test(name, 'x-frame-options-header-invalid', -20);
}

function crossOriginResourcePolicy(value: string | undefined): GradedTest {
  const name = 'cross-origin-resource-policy';
  const policy = value?.trim().toLowerCase();
  if (!policy) return test(name, 'corp-not-implemented', 0);
  if (policy === 'same-origin' || policy === 'same-site') return test(name, `corp-implemented-with-${policy}`, 10);
  if (policy === 'cross-origin') return test(name, 'corp-implemented-with-cross-origin', 0);
  return test(name, 'corp-header-invalid', -5);
}
