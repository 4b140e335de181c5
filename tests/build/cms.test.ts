import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readHeadersFile } from '@/lib/security/headers-file';
import { pathPatternRegExp } from '@/lib/security/headers-file';
import { CMS } from '@/config/cms';
import { builtPages, distDir } from './built-site';

// Reads the build in ASTRO_OUT_DIR (default dist/): run `npm run build` first.
const rules = await readHeadersFile(path.join(distDir, '_headers'));
const pages = builtPages();
const editor = pages.find((page) => page.route === CMS.path.replace(/\/$/, ''))!;
const publicPages = pages.filter((page) => !page.route.startsWith(CMS.path.replace(/\/$/, '')));

/**
 * What only the editor may do: none of it may reach a public page's policy. (blob: is the editor's too, for image
 * previews, but the radio's MSE player needs blob: media and a blob: worker on its own pages: tests/build/security-headers.test.ts.)
 */
const EDITOR_ONLY = [
  "'unsafe-eval'",
  "'unsafe-inline'",
  'https://api.github.com',
  'https://avatars.githubusercontent.com',
  'localhost',
];

/** The files a page asks for: scripts, stylesheets, modules. */
const filesOf = (html: string) => [...html.matchAll(/\s(?:src|href)="(\/_astro\/[^"]+)"/g)].map((match) => match[1]);

describe('the browser editor at /admin/ costs the public site nothing', () => {
  it('is a page of its own that search engines are asked not to index', () => {
    expect(editor).toBeDefined();
    expect(editor.html).toContain('<meta name="robots" content="noindex, nofollow">');
    const editorRules = rules.filter((each) => each.for.startsWith('/admin/'));
    expect(editorRules.map((each) => each.for)).toEqual([
      '/admin/',
      '/admin/config.yml',
      '/admin/index.html',
      '/admin/preview.css',
    ]);
    for (const rule of editorRules) expect(rule.values['X-Robots-Tag']).toBe('noindex, nofollow');
  });

  it('has rules that match its own files only: neither a public page at /administration-fees nor a 404 under /admin/ gets the editor’s policy', () => {
    const editorRules = rules.filter((each) => each.for.startsWith('/admin/'));
    const matched = (path: string) => editorRules.some((rule) => pathPatternRegExp(rule.for).test(path));
    for (const path of ['/admin', '/admin/', '/admin/index.html', '/admin/config.yml', '/admin/preview.css'])
      expect(matched(path), path).toBe(true);
    for (const path of ['/administration-fees', '/admins/', '/admin-guide', '/admin/nope', '/admin/a/b/'])
      expect(matched(path), path).toBe(false);
  });

  it('has its own policy, with the editor’s allowances, written after the public rules', () => {
    const editorRules = rules.slice(-4);
    expect(editorRules.map((each) => each.for)).toEqual([
      '/admin/',
      '/admin/config.yml',
      '/admin/index.html',
      '/admin/preview.css',
    ]);
    const policy = editorRules[0]?.values['Content-Security-Policy'] ?? '';
    for (const rule of editorRules) expect(rule.values['Content-Security-Policy']).toBe(policy);
    for (const source of EDITOR_ONLY.slice(0, 3)) expect(policy).toContain(source);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    // A local build: decap-server on the editor's own machine stays allowed (a build on the host's machines drops it).
    expect(policy).toMatch(/connect-src [^;]*http:\/\/(localhost|127\.0\.0\.1):\d+/);
  });

  it('adds none of its allowances to any public page’s policy', () => {
    const publicRules = rules.filter(
      (rule) => !rule.for.startsWith('/admin/') && rule.values['Content-Security-Policy'],
    );
    expect(publicRules.length).toBeGreaterThan(0);
    for (const rule of publicRules) {
      for (const source of EDITOR_ONLY) expect(rule.values['Content-Security-Policy'], rule.for).not.toContain(source);
    }
  });

  it('is linked from no public page, and no public page loads a byte of its code', () => {
    const editorFiles = new Set(filesOf(editor.html));
    expect(editorFiles.size).toBeGreaterThan(0);
    for (const page of publicPages) {
      expect(page.html, page.route).not.toMatch(/href="\/admin/);
      for (const file of filesOf(page.html)) expect(editorFiles.has(file), `${page.route} loads ${file}`).toBe(false);
    }
  });

  it('is left out of the sitemap', () => {
    const sitemap = readFileSync(path.join(distDir, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain('/plants/lavender/');
    expect(sitemap).not.toContain('/admin');
  });

  it('serves its configuration, made from the schemas, beside it', () => {
    const config = readFileSync(path.join(distDir, 'admin', 'config.yml'), 'utf8');
    expect(config).toContain('"name": "plants"');
    expect(config).toContain('Write 40–600 characters.');
  });
});
