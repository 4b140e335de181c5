import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PLANT_DATABASE } from '@/config/plants';
import { SITE } from '@/site.config';
import type { PlantRecord } from '@/schemas/plants';
import { builtPages, distDir } from './built-site';

// What every built page tells chat apps, social networks and search engines about itself when its address is shared
// (src/lib/share/share-tags.ts), read from the build output (run `npm run build` first). The editor (/admin/) is not for
// visitors and is left out.

/** A meta tag's content by its property or name, decoded as a browser reads it. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1]?.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
}
const pages = builtPages().filter((page) => !page.route.startsWith('/admin'));
const isPlantPage = (route: string) => /^\/plants\/[a-z0-9-]*[a-z][a-z0-9-]*$/.test(route);

describe('link previews and canonical addresses, on every page', () => {
  it('builds the pages it checks', () => expect(pages.length).toBeGreaterThan(8));

  for (const page of pages) {
    describe(page.route, () => {
      const { html } = page;
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

      it('names its canonical address on this site, and gives the same as og:url', () => {
        expect(canonical).toMatch(new RegExp(`^${SITE.origin.replaceAll('.', '\\.')}/`));
        expect(meta(html, 'og:url')).toBe(canonical);
      });

      it('names its language as SITE.locale says, and the same as og:locale in Open Graph’s language_TERRITORY form', () => {
        expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe(SITE.locale);
        expect(meta(html, 'og:locale')).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
        expect(meta(html, 'og:locale')).toBe(SITE.locale.replace('-', '_'));
      });

      it('gives its title and description as og:title and og:description, and asks X for a large card', () => {
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]?.replaceAll('&#39;', "'").replaceAll('&amp;', '&');
        expect(meta(html, 'og:title')).toBe(title);
        expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
        expect(meta(html, 'og:description')?.length).toBeGreaterThan(20);
        expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      });

      it('shows an https picture with its size and description: the plant’s photo on its page, the site’s own elsewhere', () => {
        const image = meta(html, 'og:image') ?? '';
        expect(image).toMatch(/^https:\/\//);
        expect(Number(meta(html, 'og:image:width'))).toBeGreaterThanOrEqual(200);
        expect(Number(meta(html, 'og:image:height'))).toBeGreaterThanOrEqual(200);
        expect(meta(html, 'og:image:alt')?.length).toBeGreaterThan(4);
        if (isPlantPage(page.route)) {
          const slug = page.route.slice(PLANT_DATABASE.pagesPath.length);
          const record = JSON.parse(
            readFileSync(path.join(distDir, 'data/plants', `${slug}.json`), 'utf8'),
          ) as PlantRecord;
          expect(PLANT_DATABASE.imageHosts).toContain(new URL(image).hostname);
          expect(image).toBe(record.image.src);
          expect(meta(html, 'og:image:alt')).toBe(record.image.alt);
          // Credited on the page, as the licence asks, wherever the picture is shown.
          expect(html).toContain(`href="${record.image.source}"`);
        } else {
          expect(image).toBe(new URL(SITE.shareImage.path, SITE.origin).href);
        }
      });
    });
  }

  it('publishes the site’s own picture at the size it claims', () => {
    const file = path.join(distDir, SITE.shareImage.path);
    expect(existsSync(file)).toBe(true);
    const png = readFileSync(file);
    // A PNG's width and height are the first two numbers of its IHDR chunk, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SITE.shareImage.width, SITE.shareImage.height]);
  });
});
