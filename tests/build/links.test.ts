import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtPages, distDir } from './built-site';

const pages = builtPages();
const byRoute = new Map(pages.map((page) => [page.route, page]));

const decode = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1] ?? '')));
const anchorsOf = (html: string) => [...html.matchAll(/<a\s[^>]*>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1] ?? '') : undefined;
};

/** Whether an internal path is served by the build (a page, or a file such as an image). */
function resolves(pathname: string): boolean {
  if (byRoute.has(pathname.replace(/\/$/, '') || '/')) return true;
  return existsSync(path.join(distDir, decodeURIComponent(pathname)));
}

describe('link integrity across the built site', () => {
  it('finds every route', () => {
    expect([...byRoute.keys()].sort()).toEqual(
      expect.arrayContaining(['/', '/404', '/books', '/pet-safety', '/privacy', '/radio', '/terms']),
    );
  });

  for (const page of pages) {
    it(`${page.route}: every internal link and #anchor resolves`, () => {
      const broken: string[] = [];
      const ids = idsOf(page.html);
      for (const tag of anchorsOf(page.html)) {
        const href = attr(tag, 'href');
        if (href === undefined || /^(https?:|mailto:|tel:)/.test(href)) continue;
        const url = new URL(href, `https://site.test${page.route}`);
        const target = href.startsWith('#') ? page : byRoute.get(url.pathname.replace(/\/$/, '') || '/');
        if (!href.startsWith('#') && !resolves(url.pathname)) {
          broken.push(`${href}: no such page`);
          continue;
        }
        if (url.hash && url.hash !== '#') {
          const targetIds = target ? (target === page ? ids : idsOf(target.html)) : new Set<string>();
          if (!targetIds.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${href}: no element with that id`);
        }
        if (href === '#') broken.push('href="#" leads nowhere');
      }
      expect(broken).toEqual([]);
    });

    it(`${page.route}: every link that opens a new tab carries noopener`, () => {
      const unsafe = anchorsOf(page.html)
        .filter((tag) => attr(tag, 'target') === '_blank')
        .filter((tag) => !(attr(tag, 'rel') ?? '').split(/\s+/).includes('noopener'));
      expect(unsafe).toEqual([]);
    });

    it(`${page.route}: every external link is https`, () => {
      const insecure = anchorsOf(page.html)
        .map((tag) => attr(tag, 'href') ?? '')
        .filter((href) => href.startsWith('http://'));
      expect(insecure).toEqual([]);
    });
  }
});
