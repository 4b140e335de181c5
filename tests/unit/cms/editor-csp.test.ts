import { cmsAllowances, editorFolderClashes, editorLocalBackend, editorRules, isUnder } from '@/lib/cms/editor-csp';
import { pathPatternRegExp } from '@/lib/security/headers-file';
import { allowanceDirectives } from '@/lib/security/page-allowances';

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

  it('allows no local backend in a build on the host’s machines, and keeps it in a local build', () => {
    const fallback = 'http://localhost:8081/api/v1';
    expect(editorLocalBackend({ NETLIFY: 'true', CONTEXT: 'production' }, fallback)).toBeNull();
    expect(
      editorLocalBackend({ NETLIFY: 'true', DECAP_SERVER_URL: 'http://127.0.0.1:9000/api/v1' }, fallback),
    ).toBeNull();
    expect(editorLocalBackend({}, fallback)).toBe(fallback);
    expect(editorLocalBackend({ DECAP_SERVER_URL: 'http://127.0.0.1:9000/api/v1' }, fallback)).toBe(
      'http://127.0.0.1:9000/api/v1',
    );
    const deployed = allowanceDirectives(cmsAllowances(null));
    expect(deployed).toContain('connect-src https://api.github.com');
    expect(deployed.join(' ')).not.toMatch(/localhost|127\.0\.0\.1|http:/);
  });

  it('knows the editor’s paths, and no look-alike', () => {
    expect(['/admin', '/admin/', '/admin/config.yml'].every((path) => isUnder('/admin/', path))).toBe(true);
    expect(['/', '/administration', '/plants/admin'].some((path) => isUnder('/admin/', path))).toBe(false);
  });

  it('gives the editor’s page and files rules of their own, noindex, no other path under its folder, and none when the build has no editor', () => {
    const pages = [
      { pathname: '/', route: '/', policy: "default-src 'none'; script-src 'self'" },
      { pathname: '/admin', route: '/admin', policy: "default-src 'none'; script-src 'self' 'unsafe-eval'" },
    ];
    const values = {
      'Content-Security-Policy': "default-src 'none'; script-src 'self' 'unsafe-eval'",
      'X-Robots-Tag': 'noindex, nofollow',
    };
    const rules = editorRules('/admin/', pages, ['/admin/index.html', '/admin/config.yml', '/about/index.html']);
    expect(rules).toEqual([
      { for: '/admin/', values },
      { for: '/admin/config.yml', values },
      { for: '/admin/index.html', values },
    ]);
    // Read as the host reads a rule's path (@netlify/headers-parser's pattern, mirrored and checked in the deploy test).
    const matched = (path: string) => rules.some((rule) => pathPatternRegExp(rule.for).test(path));
    for (const path of ['/admin', '/admin/', '/admin/index.html', '/admin/config.yml'])
      expect(matched(path), path).toBe(true);
    // Any other address under the folder is the 404 page, which gets the public policy like every 404.
    for (const path of [
      '/admin/a/b',
      '/admin/nope',
      '/admin/config.yml/x',
      '/administration-fees',
      '/admins',
      '/admin-guide/',
      '/plants/admin',
      '/',
      '/adminx/y',
    ]) {
      expect(matched(path), path).toBe(false);
    }
    expect(editorRules('/admin/', pages.slice(0, 1))).toEqual([]);
  });

  it('refuses a public page whose address is in the editor’s folder, naming its file, and lets look-alikes be', () => {
    const clashes = editorFolderClashes('/admin/', [
      { pathname: '/admin', file: 'src/pages/admin/index.astro' },
      { pathname: '/admin', file: 'src/content/pages/admin.md' },
      { pathname: '/admin/fees', file: 'src/pages/[...path].astro' },
      { pathname: '/administration-fees', file: 'src/content/pages/administration-fees.md' },
    ]);
    expect(clashes).toEqual([
      "src/content/pages/admin.md: the page /admin would be served inside the browser editor's folder /admin/, with the editor's policy. Rename it so that its address does not begin with /admin/.",
      "src/pages/[...path].astro: the page /admin/fees would be served inside the browser editor's folder /admin/, with the editor's policy. Rename it so that its address does not begin with /admin/.",
    ]);
  });
});
