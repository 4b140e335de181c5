import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { load as parseYaml } from 'js-yaml';
import { creditLine } from '@/lib/plants/photo';
import { booksPageWordsSchema } from '@/schemas/books-page-words';
import { blogSectionWordsSchema } from '@/schemas/blog-section-words';
import { contactSectionWordsSchema } from '@/schemas/contact-section-words';
import { databaseSectionWordsSchema } from '@/schemas/database-section-words';
import { donationWordsSchema } from '@/schemas/donation-words';
import { layoutWordsSchema } from '@/schemas/layout-words';
import { plantPagesWordsSchema } from '@/schemas/plant-pages-words';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { fill } from '@/lib/shared/text';
import { BOOKS } from '@/config/books';
import { NEWS_FEED } from '@/config/news-feed';
import { SITE } from '@/site.config';
import { readPlantFiles } from '../helpers/plant-files';
import { readWords } from '../helpers/words';
import { expect, test } from './fixtures';

// What a reader gets on paper (product §10): Chromium prints the built page to PDF, and Poppler's tools read it back,
// its text (pdftotext), its raster images (pdfimages) and its first page as pixels (pdftoppm). The tests run offline:
// photo and cover hosts answer with a small PNG, so that a printed photo is really there (or really left out).

const layout = readWords('layout', layoutWordsSchema);
const database = readWords('database-section', databaseSectionWordsSchema);
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAAECAIAAADETxJQAAAAEElEQVR4nGNocFCAIAa8LADWqAqBkMjsKAAAAABJRU5ErkJggg==',
  'base64',
);
/** A white pixel: a photo that leaves the paper white, for the test of the page's own ink. */
const WHITE_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);
const IMAGE_HOSTS = ['upload.wikimedia.org', ...BOOKS.coverHosts];

/** Words of the site's frame that never belong on paper, whatever the page. */
const FRAME_WORDS = [
  layout.skipToContent,
  layout.footer.rights,
  layout.footer.quickLinks,
  layout.ad.label,
  layout.ad.placeholder,
  layout.newTab,
  ...Object.values(layout.links.partners),
];

interface Paper {
  /** The text, each run of white space one space (a line break, the no-break space before an address). */
  text: string;
  /** The text with no white space at all: an address broken over two lines is whole again. */
  unbroken: string;
  /** Each page's text, in order. */
  pages: string[];
  /** The page (from 1) of each raster image. */
  imagePages: number[];
  file: string;
}

async function serveImages(page: Page, body = PHOTO): Promise<void> {
  for (const host of IMAGE_HOSTS) {
    await page.route(`https://${host}/**`, (route) => route.fulfill({ contentType: 'image/png', body }));
  }
}

/**
 * Prints the page on A4 with background graphics on, as a reader may set them: the print styles, not the browser's
 * default of leaving backgrounds out, must keep the paper white.
 */
async function printOnPaper(page: Page, testInfo: TestInfo, name: string): Promise<Paper> {
  const file = testInfo.outputPath(`${name}.pdf`);
  await page.pdf({ path: file, format: 'A4', printBackground: true });
  const raw = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const imagePages = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => Number(line.trim().split(/\s+/)[0]));
  // pdftotext ends every page with a form feed.
  const pages = raw
    .split('\f')
    .slice(0, -1)
    .map((text) => text.replace(/\s+/g, ' '));
  return { text: raw.replace(/\s+/g, ' '), unbroken: raw.replace(/\s+/g, ''), pages, imagePages, file };
}

/**
 * The first page at 50 dpi: the share of its pixels that are dark, its darkest pixel (0 is black), and the pixels in
 * colour (channels more than 48 apart: a green or yellow rule, say; grey anti-aliasing is not colour).
 */
function inkOfFirstPage(paper: Paper): { darkShare: number; darkest: number; coloured: number } {
  const stem = paper.file.replace(/\.pdf$/, '-page1');
  execFileSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', '-singlefile', paper.file, stem]);
  const picture = readFileSync(`${stem}.ppm`);
  // Binary PPM: "P6", width, height, the largest value, one white-space character, then three bytes per pixel.
  const header = /^P6\s+\d+\s+\d+\s+\d+\s/.exec(picture.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a binary PPM');
  const pixels = picture.subarray(header[0].length);
  let dark = 0;
  let darkest = 255;
  let coloured = 0;
  for (let index = 0; index + 2 < pixels.length; index += 3) {
    const [r = 0, g = 0, b = 0] = [pixels[index], pixels[index + 1], pixels[index + 2]];
    const grey = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    if (grey < 128) dark++;
    darkest = Math.min(darkest, grey);
    if (Math.max(r, g, b) - Math.min(r, g, b) > 48) coloured++;
  }
  return { darkShare: dark / (pixels.length / 3), darkest, coloured };
}

/**
 * Each phrase on paper, case and white space aside: labels are printed in capitals as the stylesheet sets them, a drop
 * capital stands apart from its word, and an address may break over two lines.
 */
function expectOnPaper(paper: Paper, phrases: readonly string[]) {
  const text = paper.unbroken.toLowerCase();
  expect(
    phrases.filter((phrase) => !text.includes(phrase.replace(/\s+/g, '').toLowerCase())),
    'missing on paper',
  ).toEqual([]);
}

function expectNotOnPaper(paper: Paper, phrases: readonly string[]) {
  const text = paper.text.toLowerCase();
  expect(
    phrases.filter((phrase) => text.includes(phrase.toLowerCase())),
    'printed but should not be',
  ).toEqual([]);
}

/** Each address printed whole in brackets after its link's text. */
function expectAddresses(paper: Paper, addresses: readonly string[]) {
  expect(
    addresses.filter((address) => !paper.unbroken.includes(`(${address})`)),
    'addresses missing on paper',
  ).toEqual([]);
}

test.describe('printing', () => {
  test.beforeEach(async ({ page }) => {
    await serveImages(page);
  });

  test('a plant’s page prints as a care sheet: names, photo with its credit, facts, description, care and the links’ addresses; no site frame', async ({
    page,
  }, testInfo) => {
    const plant = parseYaml(
      readFileSync(path.resolve(import.meta.dirname, '../../src/content/plants/aloe-vera.yaml'), 'utf8'),
    ) as {
      name: string;
      scientificName: string;
      description: string;
      care: string;
      wikiLink: string;
      image: { credit: string; source: string; licence?: string };
      pets: Record<'cats' | 'dogs', { source: string; signs: string[] }>;
    };
    const plantWords = readWords('plant-pages', plantPagesWordsSchema).plant;
    await page.goto('/plants/aloe-vera/');
    const photo = page.locator('[data-plant-figure] img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const paper = await printOnPaper(page, testInfo, 'aloe-vera');

    const credit = creditLine(database.plant, plant.image) ?? '';
    const { type, climate, light, water, cats, dogs, toxic } = { ...database.plant.badges, ...database.plant.pets };
    expectOnPaper(paper, [
      plant.name,
      plant.scientificName,
      plant.description,
      database.plant.care,
      plant.care,
      credit,
      // The facts, each label with its value.
      `${type} Indoor`,
      `${climate} Arid`,
      `${light} Full Sun`,
      `${water} Low`,
      `${cats} ${toxic}`,
      `${dogs} ${toxic}`,
      database.plant.poisoning.heading,
      ...plant.pets.cats.signs,
    ]);
    expectAddresses(paper, [plant.image.source, plant.wikiLink, plant.pets.cats.source]);
    expectNotOnPaper(paper, [...FRAME_WORDS, plantWords.backLink, plantWords.azLink]);
    // The photo is printed once, on the first page, with the names, its credit and the first facts.
    expect(paper.imagePages).toEqual([1]);
    expectOnPaper({ ...paper, unbroken: paper.pages[0]!.replace(/\s+/g, '') }, [plant.name, credit, `${type} Indoor`]);
  });

  test(
    '/privacy and /terms print as an article: heading, standfirst, text and every section; no site frame',
    { tag: '@once' },
    async ({ page }, testInfo) => {
      for (const name of ['privacy', 'terms']) {
        const file = readFileSync(path.resolve(import.meta.dirname, `../../src/content/pages/${name}.md`), 'utf8');
        const frontMatter = parseYaml(/^---\n([\s\S]*?)\n---/.exec(file)?.[1] ?? '') as {
          title: string;
          standfirst: string;
        };
        const sections = [...file.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
        expect(sections.length, name).toBeGreaterThan(2);
        await page.goto(`/${name}`);
        const firstParagraph = (await page.locator('.prose-article > p').first().textContent()) ?? '';
        expect(firstParagraph.length, name).toBeGreaterThan(40);
        const paper = await printOnPaper(page, testInfo, name);
        // The first paragraph's drop capital is drawn on its own, before the page's heading in the PDF's order.
        expectOnPaper(paper, [frontMatter.title, frontMatter.standfirst, firstParagraph.slice(1), ...sections]);
        expectNotOnPaper(paper, FRAME_WORDS);
      }
    },
  );

  test(
    'print is black on white, with no background and no coloured rule, even when the phone is in dark mode',
    { tag: '@once' },
    async ({ page }, testInfo) => {
      // The photo keeps its colours on paper; here it is white, so that every dark pixel is the page's own ink.
      await page.unrouteAll();
      await serveImages(page, WHITE_PHOTO);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const route of ['/terms', '/plants/aloe-vera/', '/']) {
          await page.goto(route);
          const ink = inkOfFirstPage(
            await printOnPaper(page, testInfo, `${colorScheme}-${route.replaceAll('/', '_')}`),
          );
          // On screen the page band alone is a fifth of the first page in dark green, and the text is ink-green (38).
          expect(ink.darkShare, `${route} in ${colorScheme} mode: share of dark pixels`).toBeLessThan(0.1);
          expect(ink.darkest, `${route} in ${colorScheme} mode: darkest pixel`).toBeLessThanOrEqual(16);
          expect(ink.coloured, `${route} in ${colorScheme} mode: pixels in colour`).toBe(0);
        }
      }
    },
  );

  test(
    'a link whose text is its own address does not print it twice; anchors, e-mail and phone links print none',
    { tag: '@once' },
    async ({ page }, testInfo) => {
      await page.goto('/terms');
      // As the Markdown renderer writes an address an editor typed into the text (src/markdown/print-addresses.ts,
      // tested with the renderer in tests/unit/print/link-addresses.test.ts), beside a link with words of its own.
      await page
        .locator('.prose-article > p')
        .first()
        .evaluate((paragraph) => {
          paragraph.insertAdjacentHTML(
            'beforeend',
            ' Typed: <a href="https://example.org/typed-care" data-address-shown="">https://example.org/typed-care</a>.' +
              ' Worded: <a href="https://example.org/worded-care">the care guide</a>. Here: <a href="#top">top</a>.' +
              ' Write: <a href="mailto:care@example.org">care@example.org</a>, call <a href="tel:+15550100">555 0100</a>.',
          );
        });
      const paper = await printOnPaper(page, testInfo, 'addresses');
      expectOnPaper(paper, ['https://example.org/typed-care', 'the care guide', 'care@example.org', '555 0100']);
      expectAddresses(paper, ['https://example.org/worded-care']);
      expect(paper.unbroken).not.toContain('(https://example.org/typed-care)');
      for (const kind of ['(#', '(mailto:', '(tel:']) expect(paper.unbroken).not.toContain(kind);
    },
  );

  test(
    'the landing page prints its words, the plant cards with their addresses, the teasers and the contact details; no search, pop-up, feed or form',
    { tag: '@once' },
    async ({ page }, testInfo) => {
      const blog = readWords('blog-section', blogSectionWordsSchema);
      const contact = readWords('contact-section', contactSectionWordsSchema);
      const donation = readWords('donation', donationWordsSchema);
      await page.goto('/');
      // The donation pop-up is on screen when the reader prints.
      await expect(page.getByRole('dialog', { name: donation.heading })).toBeVisible();
      const cards = await page.locator('[data-plant]').evaluateAll((links) =>
        links.map((link) => ({
          name: link.querySelector('.font-serif')?.textContent ?? '',
          path: link.getAttribute('href') ?? '',
        })),
      );
      expect(cards.map((card) => card.name)).toEqual(readPlantFiles().map((plant) => plant.name));
      const teasers = await page.locator('[data-blog-teaser]').evaluateAll((articles) =>
        articles.map((article) => ({
          title: article.querySelector('h3')?.textContent ?? '',
          href: article.querySelector('a')?.getAttribute('href') ?? '',
        })),
      );
      expect(teasers.length).toBeGreaterThan(0);
      const paper = await printOnPaper(page, testInfo, 'landing');

      expectOnPaper(paper, [
        (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
        ...cards.map((card) => card.name),
        ...teasers.map((teaser) => teaser.title),
        contact.details.email,
        contact.details.phone,
        contact.details.address,
      ]);
      // A card leads to a page of this site: its full address, as a reader would type it.
      expectAddresses(paper, [
        ...cards.map((card) => new URL(card.path, SITE.origin).href),
        ...teasers.map((teaser) => teaser.href),
      ]);
      expectNotOnPaper(paper, [
        ...FRAME_WORDS,
        donation.heading,
        donation.donate,
        database.search.label,
        database.filters.toggle,
        database.details.noSelection,
        fill(blog.feedNote, { host: new URL(NEWS_FEED.url).host }),
        fill(blog.feedLink, { host: new URL(NEWS_FEED.url).host }),
        contact.newsletter.heading,
        contact.newsletter.button,
        contact.form.heading,
        contact.followHeading,
      ]);
      // No card photos: a list of plants to look up, not a contact sheet.
      expect(paper.imagePages).toEqual([]);
    },
  );

  test(
    '/books prints as a list: every title with the retailer’s address, and no covers',
    { tag: '@once' },
    async ({ page }, testInfo) => {
      const words = readWords('books-page', booksPageWordsSchema);
      const { books } = parseYaml(
        readFileSync(path.resolve(import.meta.dirname, '../../src/content/books.yaml'), 'utf8'),
      ) as { books: { title: string }[] };
      await page.goto('/books');
      const cards = await page.locator('#book-grid a').evaluateAll((links) =>
        links.map((link) => ({
          title: link.querySelector('[data-book-title]')?.textContent ?? '',
          href: link.getAttribute('href') ?? '',
        })),
      );
      expect(cards.map((card) => card.title).sort()).toEqual(books.map((book) => book.title).sort());
      const paper = await printOnPaper(page, testInfo, 'books');
      expectOnPaper(paper, [words.title, ...cards.map((card) => card.title)]);
      expectAddresses(
        paper,
        cards.map((card) => card.href),
      );
      expectNotOnPaper(paper, [...FRAME_WORDS, words.backLink, words.cardAction]);
      expect(paper.imagePages).toEqual([]);
    },
  );

  test(
    '/radio prints the station’s words without the player’s controls',
    { tag: '@once' },
    async ({ page }, testInfo) => {
      const words = readWords('radio-page', radioPageWordsSchema);
      await page.goto('/radio');
      await expect(page.getByRole('button', { name: words.player.controls.play })).toBeVisible();
      const paper = await printOnPaper(page, testInfo, 'radio');
      expectOnPaper(paper, [words.title, words.subtitle, words.tip]);
      expectNotOnPaper(paper, [
        ...FRAME_WORDS,
        words.player.nowPlayingHeading,
        words.player.controls.volume,
        words.player.quality.label,
        words.player.quality.saver,
      ]);
    },
  );
});
