import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeSearchIndex } from '@/lib/plants/search-index';
import { OFFLINE } from '@/config/offline';
import { MY_PLANTS, PLANT_DATABASE } from '@/config/plants';
import { RADIO } from '@/config/radio';
import { isPanelRecord } from '@/schemas/plant-record';
import type { PlantRecord } from '@/schemas/plants';
import { builtPages, distDir } from './built-site';
import { databaseSectionWordsSchema } from '@/schemas/database-section-words';
import { readWords } from '../helpers/words';

// The plant database at scale, read from the build output (run `npm run build` first): a page and a record for every
// plant, a search index with only what cards need, one cut of the stylesheet inlined on every plant page, and the sitemap.

/**
 * The limit for one plant page, raw: thousands of them are uploaded and browsed. 25 KB when the plant pages were
 * built; the offline worker's registration (0.6 KB, on every page) and the two pet-safety badges came later. Issue 28
 * adds up to 2.2 KB: a toxic plant's note on what to do, its other names, the link-preview tags and the photo's
 * srcset (three widths of a long Commons address, gzip makes them ~0.1 KB). The snake plant's page went from 25.6 to
 * 27.8 KB, a plant without other names or poisoning from 25.0 to 26.0 KB. Issue 35 writes the tab's icon into every
 * page (0.5 KB raw, 0.12 KB gzipped), where it was a request of its own with 2.4 KB of headers. Issue 46 inlines the
 * plant pages' stylesheet (19.2 KB raw, 4.6 KB gzipped), which they linked before: the lavender page went from 20.6 to
 * 39.3 KB raw, and its largest paint 0.13 s earlier on a phone (docs/benchmark.md, "Per-page CSS"). Issue 55 adds
 * the Save toggle (983 bytes raw, with its classes' CSS) and each pet badge's link to /pet-safety: the snake plant's
 * page went from 41,572 to 43,440 bytes.
 */
const PLANT_PAGE_MAX_BYTES = 44 * 1024;

const pages = builtPages();
const plantPages = pages.filter((page) => /^\/plants\/[a-z0-9-]*[a-z][a-z0-9-]*$/.test(page.route));
const slugs = plantPages.map((page) => page.route.slice('/plants/'.length)).sort();
const stylesheetLinks = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');

describe('the plant pages, read from the build', () => {
  it('has one page and one record for every plant file', () => {
    const files = readdirSync(path.resolve(import.meta.dirname, '../../src/content/plants')).filter((file) =>
      /\.ya?ml$/.test(file),
    );
    expect(slugs).toHaveLength(files.length);
    for (const slug of slugs) expect(existsSync(path.join(distDir, 'data/plants', `${slug}.json`)), slug).toBe(true);
  });

  it(`keeps every plant page within ${PLANT_PAGE_MAX_BYTES / 1024} KB raw`, () => {
    const sizes = plantPages.map((page) => [page.route, Buffer.byteLength(page.html)] as const);
    expect(sizes.filter(([, bytes]) => bytes > PLANT_PAGE_MAX_BYTES)).toEqual([]);
  });

  it('inlines one and the same cut of the stylesheet on every page under /plants/, and links none before the paint', () => {
    const underPlants = pages.filter((page) => page.route.startsWith('/plants'));
    const cuts = new Set(
      underPlants.map((page) =>
        [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
          .map((m) => m[1] ?? '')
          .filter((css) => css.length > 200)
          .join(''),
      ),
    );
    expect(cuts.size).toBe(1);
    expect([...cuts][0]).toContain('--color-leaf-700');
    for (const page of underPlants) expect(stylesheetLinks(page.html), page.route).toEqual([]);
  });

  it('gives the search index every plant, in grid order, and nothing a card does not draw', () => {
    const index = JSON.parse(read('data/plant-index.json')) as Record<string, unknown>;
    expect(Object.keys(index).sort()).toEqual([
      'aliases',
      'names',
      'pets',
      'scientificNames',
      'slugs',
      'thumbnails',
      'traits',
      'version',
    ]);
    const cards = decodeSearchIndex(index);
    expect(cards.map((card) => card.slug).sort()).toEqual(slugs);
    // Each card carries its pet-safety verdicts, as every built record has them, for the 'Safe for …' filters.
    for (const card of cards) {
      const built = JSON.parse(read(`data/plants/${card.slug}.json`)) as PlantRecord;
      expect(isPanelRecord(built, card.slug)).toBe(true);
      expect(card.pets).toEqual({ cats: built.pets.cats.toxicity, dogs: built.pets.dogs.toxicity });
      // And the other names its file lists, which the search finds like its name.
      expect(card.aliases).toEqual(built.aliases ?? []);
    }
    expect(cards.find((card) => card.slug === 'snake-plant')?.aliases).toContain("Mother-in-law's Tongue");
    const record = JSON.parse(read('data/plants/lavender.json')) as { description: string };
    expect(JSON.stringify(index)).not.toContain(record.description.slice(0, 40));
  });

  it("lists a plant's other names on its page, under its scientific name", () => {
    const html = read('plants/snake-plant/index.html');
    expect(/<p data-aliases[^>]*>([^<]*)<\/p>/.exec(html)?.[1]).toMatch(
      /Also known as Mother-in-law(&#39;|&#x27;|')s Tongue, Saint George(&#39;|&#x27;|')s Sword/,
    );
  });

  it('says what to do on every page of a plant toxic to cats or dogs, with its source, and the signs its file records', () => {
    const { plant: words } = readWords('database-section', databaseSectionWordsSchema);
    // An apostrophe is written &#39; or &#x27; (React's spelling), as HTML allows.
    const unescaped = (html: string) => html.replaceAll(/&#(39|x27);/g, "'");
    let toxicPages = 0;
    for (const slug of slugs) {
      const html = read(`plants/${slug}/index.html`);
      const built = JSON.parse(read(`data/plants/${slug}.json`)) as PlantRecord;
      const claims = Object.values(built.pets);
      const note = /<section data-poisoning[\s\S]*?<\/section>/.exec(unescaped(html))?.[0];
      if (!claims.some((claim) => claim.toxicity === 'toxic')) {
        expect(note, slug).toBeUndefined();
        continue;
      }
      toxicPages++;
      expect(note, slug).toContain(words.poisoning.whatToDo);
      expect(note, slug).toContain(`href="${words.poisoning.source}"`);
      for (const claim of claims)
        for (const sign of claim.signs ?? []) expect(note, `${slug}: ${sign}`).toContain(sign);
    }
    expect(toxicPages).toBeGreaterThan(0);
  });

  it('leaves the plants’ descriptions out of the landing page, which carries the first cards only', () => {
    const landing = read('index.html');
    const record = JSON.parse(read('data/plants/lavender.json')) as { description: string; care: string };
    expect(landing).not.toContain(record.description.slice(0, 40));
    expect(landing).not.toContain(record.care.slice(0, 40));
  });

  it('asks for each plant page’s photo, on another host, at low priority, so that the stylesheet and the name come first', () => {
    for (const slug of slugs) {
      const photo = /<img[^>]*src="https:\/\/upload\.wikimedia\.org[^>]*>/.exec(read(`plants/${slug}/index.html`))?.[0];
      // HTML's attribute names know no case: React writes fetchPriority, srcSet.
      expect(photo, slug).toMatch(/ fetchpriority="low"/i);
    }
  });

  it('offers each plant page’s photo at Wikimedia’s standard widths, none wider than the file, with sizes for the layout', () => {
    for (const slug of slugs) {
      const record = JSON.parse(read(`data/plants/${slug}.json`)) as PlantRecord;
      const photo =
        /<img[^>]*src="https:\/\/upload\.wikimedia\.org[^>]*>/.exec(read(`plants/${slug}/index.html`))?.[0] ?? '';
      const candidates = (/ srcset="([^"]+)"/i.exec(photo)?.[1] ?? '')
        .split(', ')
        .map((candidate) => candidate.split(' '));
      const widths = candidates.map(([, width]) => Number(width?.replace('w', '')));
      expect(widths.length, slug).toBeGreaterThanOrEqual(3);
      expect(
        widths.every(
          (width) =>
            PLANT_DATABASE.commonsWidths.includes(width as never) &&
            width <= (record.image.originalWidth ?? record.image.width),
        ),
        slug,
      ).toBe(true);
      expect(
        candidates.map(([address]) => address),
        slug,
      ).toContain(record.image.src);
      expect(/ sizes="([^"]+)"/.exec(photo)?.[1], slug).toMatch(
        /^\(min-width: 1280px\) 27rem, .*calc\(100vw - 2rem\)$/,
      );
    }
  });

  it('lists every page in the sitemap named by robots.txt, and no data file, error page, offline page, editor, pop-out player or My plants', () => {
    const robots = read('robots.txt');
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toBe('https://plant-gazette.netlify.app/sitemap-index.xml');
    const index = read('sitemap-index.xml');
    const parts = [...index.matchAll(/<loc>https:\/\/plant-gazette\.netlify\.app\/([^<]+)<\/loc>/g)].map(
      (m) => m[1] ?? '',
    );
    const listed = parts.flatMap((part) =>
      [...read(part).matchAll(/<loc>https:\/\/plant-gazette\.netlify\.app([^<]*)<\/loc>/g)].map((m) => m[1]),
    );
    // The browser editor (/admin/) is not for visitors: tests/build/cms.test.ts.
    const expected = pages
      .filter(
        (page) =>
          page.route !== '/404' &&
          page.route !== '/admin' &&
          page.route !== RADIO.popout.path &&
          page.route !== MY_PLANTS.path &&
          `${page.route}/` !== OFFLINE.pagePath,
      )
      .map((page) => (page.route === '/' ? '/' : `${page.route}/`));
    expect([...listed].sort()).toEqual(expected.sort());
  });
});
