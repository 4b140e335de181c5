import { allowanceDirectives, cmsAllowances, editorRule, isUnder } from '../../../src/lib/cms/policy';

describe('the browser editor’s policy', () => {
  it('writes down why for every allowance, and allows decap-server only at its own address', () => {
    const allowances = cmsAllowances('http://127.0.0.1:8081/api/v1');
    for (const allowance of allowances) expect(allowance.why.length).toBeGreaterThan(20);
    expect(allowanceDirectives(allowances)).toEqual([
      "script-src 'unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      'connect-src https://api.github.com http://127.0.0.1:8081',
      'img-src blob: https://avatars.githubusercontent.com',
    ]);
  });

  it('knows the editor’s paths, and no look-alike', () => {
    expect(['/admin', '/admin/', '/admin/config.yml'].every((path) => isUnder('/admin/', path))).toBe(true);
    expect(['/', '/administration', '/plants/admin'].some((path) => isUnder('/admin/', path))).toBe(false);
  });

  it('gives the editor’s page a rule of its own, noindex, and none when the build has no editor', () => {
    const pages = [
      { pathname: '/', route: '/', policy: "default-src 'none'; script-src 'self'" },
      { pathname: '/admin', route: '/admin', policy: "default-src 'none'; script-src 'self' 'unsafe-eval'" },
    ];
    expect(editorRule('/admin/', pages)).toEqual({
      for: '/admin/*',
      values: { 'Content-Security-Policy': "default-src 'none'; script-src 'self' 'unsafe-eval'", 'X-Robots-Tag': 'noindex, nofollow' },
    });
    expect(editorRule('/admin/', pages.slice(0, 1))).toBeNull();
  });
});
