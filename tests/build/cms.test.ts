import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseHeadersFile } from '../../src/lib/security/headers-file';
import { CMS } from '../../src/site.config';
import { builtPages, distDir } from './built-site';

// Reads the build in ASTRO_OUT_DIR (default dist/): run `npm run build` first.
const rules = parseHeadersFile(readFileSync(path.join(distDir, '_headers'), 'utf8'));
const pages = builtPages();
const editor = pages.find((page) => page.route === CMS.path.replace(/\/$/, ''))!;
const publicPages = pages.filter((page) => !page.route.startsWith(CMS.path.replace(/\/$/, '')));

/**
 * What only the editor may do: none of it may reach a public page's policy. (blob: is the editor's too, for image
 * previews, but the radio's MSE player needs blob: media and a blob: worker on the public pages: src/lib/security/csp.ts.)
 */
const EDITOR_ONLY = ["'unsafe-eval'", "'unsafe-inline'", 'https://api.github.com', 'https://avatars.githubusercontent.com', 'localhost'];

/** The files a page asks for: scripts, stylesheets, modules. */
const filesOf = (html: string) => [...html.matchAll(/\s(?:src|href)="(\/_astro\/[^"]+)"/g)].map((match) => match[1]);

describe('the browser editor at /admin/ costs the public site nothing', () => {
  it('is a page of its own that search engines are asked not to index', () => {
    expect(editor).toBeDefined();
    expect(editor.html).toContain('<meta name="robots" content="noindex, nofollow">');
    const rule = rules.find((each) => each.for === '/admin/*');
    expect(rule?.values['X-Robots-Tag']).toBe('noindex, nofollow');
  });

  it('has its own policy, with the editor’s allowances, written after the public rules', () => {
    const policy = rules.at(-1)!;
    expect(policy.for).toBe('/admin/*');
    for (const source of EDITOR_ONLY.slice(0, 3)) expect(policy.values['Content-Security-Policy']).toContain(source);
    expect(policy.values['Content-Security-Policy']).toContain("default-src 'none'");
    expect(policy.values['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('adds none of its allowances to any public page’s policy', () => {
    const publicRules = rules.filter((rule) => rule.for !== '/admin/*' && rule.values['Content-Security-Policy']);
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
