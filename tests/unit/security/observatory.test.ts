import { SECURITY_HEADERS } from '@/config/security';
import { gradeFor, gradeHeaders } from '../../helpers/observatory';

// The grader's own rules. The site's real headers, as the build writes them, are graded in
// tests/build/security-headers.test.ts.

const result = (headers: Record<string, string>, name: string) =>
  gradeHeaders(headers).tests.find((entry) => entry.name === name)?.result;

describe('grading headers by the HTTP Observatory’s rules', () => {
  it('grades a response with no security headers D (30)', () => {
    expect(gradeHeaders({})).toMatchObject({ grade: 'D', score: 30 });
  });

  it('drops every bonus once penalties bring the score under 90', () => {
    const unsafe = {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': "default-src 'none'; script-src 'self' 'unsafe-inline'",
    };
    expect(result(unsafe, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline');
    expect(gradeHeaders(unsafe)).toMatchObject({ grade: 'B+', score: 80 });
  });

  it('ignores unsafe-inline next to a hash, as browsers do, but not a broad or http source', () => {
    expect(
      result(
        { 'Content-Security-Policy': "default-src 'self'; script-src 'sha256-a' 'unsafe-inline'; object-src 'none'" },
        'content-security-policy',
      ),
    ).toBe('csp-implemented-with-no-unsafe');
    expect(
      result({ 'Content-Security-Policy': "default-src 'none'; script-src https:" }, 'content-security-policy'),
    ).toBe('csp-implemented-with-unsafe-inline');
    expect(
      result(
        { 'Content-Security-Policy': "default-src 'none'; script-src 'self' http://ads.example" },
        'content-security-policy',
      ),
    ).toBe('csp-implemented-with-insecure-scheme');
    expect(
      result(
        { 'Content-Security-Policy': "default-src 'none'; img-src http://img.example" },
        'content-security-policy',
      ),
    ).toBe('csp-implemented-with-insecure-scheme-in-passive-content-only');
    expect(
      result({ 'Content-Security-Policy': "default-src 'none', default-src 'self'" }, 'content-security-policy'),
    ).toMatch(/invalid/);
  });

  it('wants HSTS for at least six months, and frame-ancestors or X-Frame-Options', () => {
    expect(result({ 'Strict-Transport-Security': 'max-age=300' }, 'strict-transport-security')).toBe(
      'hsts-implemented-max-age-less-than-six-months',
    );
    expect(result({ 'Strict-Transport-Security': 'includeSubDomains' }, 'strict-transport-security')).toBe(
      'hsts-header-invalid',
    );
    expect(result({ 'X-Frame-Options': 'DENY' }, 'x-frame-options')).toBe('x-frame-options-sameorigin-or-deny');
    expect(result({ 'Referrer-Policy': 'no-referrer, unsafe-url' }, 'referrer-policy')).toBe('referrer-policy-unsafe');
  });

  it('maps scores to the chart in steps of five', () => {
    expect([135, 100, 99, 90, 87, 80, 74, 64, 52, 47, 42, 33, 27, 24, 0].map(gradeFor)).toEqual([
      'A+',
      'A+',
      'A',
      'A',
      'A-',
      'B+',
      'B',
      'C+',
      'C',
      'C-',
      'D+',
      'D',
      'D-',
      'F',
      'F',
    ]);
  });
});
