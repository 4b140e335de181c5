import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SECURITY_TXT } from '@/config/security';
import { SITE } from '@/site.config';
import { distDir } from './built-site';

// The small files and fields that crawlers, search engines and people who find a security problem look for, as the
// build wrote them (run `npm run build` first): /.well-known/security.txt and the sitemap's lastmod.

const projectRoot = path.resolve(import.meta.dirname, '../..');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('/.well-known/security.txt (RFC 9116)', () => {
  const file = path.join(distDir, SECURITY_TXT.path);
  const text = readFileSync(file, 'utf8');
  const fields = new Map(
    text
      .trimEnd()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
  );

  it('says where to write, as the config says, and that the file is this one on the site’s origin', () => {
    expect(fields.get('Contact')).toBe(SECURITY_TXT.contact);
    expect(fields.get('Canonical')).toBe(`${SITE.origin}/.well-known/security.txt`);
    expect(fields.get('Preferred-Languages')).toBe('en');
    expect([...fields.keys()].sort()).toEqual(['Canonical', 'Contact', 'Expires', 'Preferred-Languages']);
  });

  it('expires SECURITY_TXT.expiresAfterDays after the build, under a year ahead', () => {
    const expires = fields.get('Expires') ?? '';
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const built = statSync(file).mtimeMs;
    const ahead = Date.parse(expires) - built;
    // The date is taken while the build renders the file, a few seconds before it is written.
    expect(Math.abs(ahead - SECURITY_TXT.expiresAfterDays * DAY_MS)).toBeLessThan(10 * 60 * 1000);
    expect(ahead).toBeLessThan(365 * DAY_MS);
    expect(Date.parse(expires)).toBeGreaterThan(Date.now());
  });
});

describe('the sitemap’s lastmod', () => {
  const sitemaps = readdirSync(distDir).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  const entries = sitemaps.flatMap((name) =>
    [
      ...readFileSync(path.join(distDir, name), 'utf8').matchAll(
        /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g,
      ),
    ].map((match) => ({
      path: new URL(match[1] ?? '').pathname.replace(/\/$/, '') || '/',
      lastmod: match[2],
    })),
  );
  const pageFiles = readdirSync(path.join(projectRoot, 'src/content/pages')).filter((name) => name.endsWith('.md'));

  it('gives each article page the date its content file says it was updated', () => {
    expect(pageFiles.length).toBeGreaterThanOrEqual(2);
    for (const name of pageFiles) {
      const updated = /^updated: (\d{4}-\d\d-\d\d)$/m.exec(
        readFileSync(path.join(projectRoot, 'src/content/pages', name), 'utf8'),
      )?.[1];
      const route = `/${name.replace(/\.md$/, '')}`;
      expect(updated, name).toBeDefined();
      const lastmod = entries.find((entry) => entry.path === route)?.lastmod ?? '';
      // A W3C date-time, as sitemaps take it: the day itself or its midnight in UTC.
      expect(lastmod, route).toMatch(/^\d{4}-\d\d-\d\d(?:T00:00:00(?:\.000)?Z)?$/);
      expect(Date.parse(lastmod), route).toBe(Date.parse(`${updated}T00:00:00Z`));
    }
  });

  it('gives no date to a page whose content file has none, rather than the build’s', () => {
    const dated = new Set(pageFiles.map((name) => `/${name.replace(/\.md$/, '')}`));
    const others = entries.filter((entry) => !dated.has(entry.path));
    expect(others.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/', '/books', '/radio']));
    for (const entry of others) expect(entry.lastmod, entry.path).toBeUndefined();
  });
});
