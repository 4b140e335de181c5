import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkContentWith, contentFixture, expectBuildRefuses } from '../helpers/content-check';

// The build's own validation, for real: each case runs `astro sync` on a scratch copy of the project with one broken
// file, one case per kind of collection and per loader's own refusal (every rule of every schema is tested in-process,
// beside its schema's other tests; each sync costs seconds of both cores).
// Each case has its own copy, so the cases run side by side (the content project's maxConcurrency): a sync spends
// much of its time waiting on files and on esbuild, and one after another they took over a minute.
describe(
  'a broken content file stops the build, naming the file and the field',
  { timeout: 120_000, concurrent: true },
  () => {
    it('accepts the project as it is', async () => {
      const result = await checkContentWith({});
      expect(result.output).not.toMatch(/error/i);
      expect(result.ok).toBe(true);
    });

    it('pages: a date that is not a date', async () => {
      await expectBuildRefuses('src/content/pages/cookies.md', contentFixture('page-bad-date.md'), [
        'pages → cookies data does not match collection schema',
        'updated: Write the date of the last change as YYYY-MM-DD',
      ]);
    });

    it('home: a link that looks local but leads to another site', async () => {
      await expectBuildRefuses('src/content/home/hero.md', contentFixture('home-protocol-relative-link.md'), [
        'home → hero data does not match collection schema',
        'actions.0.href: A path on this site starts with one /',
      ]);
    });

    it('pages: a legal page whose address would be in the browser editor’s folder, naming its file; a look-alike is fine', async () => {
      const page = (title: string) =>
        [
          '---',
          `title: ${title}`,
          'description: A legal page an editor added, named like the editor.',
          'updated: 2026-11-01',
          '---',
          'Text.',
          '',
        ].join('\n');
      await expectBuildRefuses('src/content/pages/admin.md', page('Admin'), [
        "src/content/pages/admin.md: the page /admin would be served inside the browser editor's folder /admin/, with the editor's policy.",
      ]);
      const lookAlike = await checkContentWith({
        'src/content/pages/administration-fees.md': page('Administration fees'),
      });
      expect(lookAlike.ok, lookAlike.output).toBe(true);
    });

    it('pages: raw HTML and trick links in the Markdown body, naming the file and each line', async () => {
      await expectBuildRefuses('src/content/pages/cookies.md', contentFixture('page-unsafe-body.md'), [
        'src/content/pages/cookies.md:11: Raw HTML is not allowed in the text',
        'src/content/pages/cookies.md:13: The link "javascript:alert(1)" is refused.',
        'src/content/pages/cookies.md:13: The link "//evil.example/terms" is refused.',
      ]);
    });

    it('plants: a light outside the specification’s set, and a Wikimedia photo without its credit', async () => {
      await expectBuildRefuses('src/content/plants/rosemary.yaml', contentFixture('plant-bad-light.yaml'), [
        'plants → rosemary data does not match collection schema',
        'light: Write the light exactly as one of: "Indirect Light", "Low to Bright"',
        'image.credit: A photo from Wikimedia Commons must be credited',
      ]);
    });

    it('plants: a verdict without its source (a rule over two fields)', async () => {
      await expectBuildRefuses('src/content/plants/rosemary.yaml', contentFixture('plant-pets-no-source.yaml'), [
        'plants → rosemary data does not match collection schema',
        'pets.cats.source: A claim that the plant is toxic or non-toxic to cats needs its source.',
      ]);
    });

    it('plants: two files that would be the same page, naming both (the loader’s own refusal)', async () => {
      const snakePlant = readFileSync(
        path.resolve(import.meta.dirname, '../../src/content/plants/snake-plant.yaml'),
        'utf8',
      );
      await expectBuildRefuses('src/content/plants/snake-plant.yml', snakePlant, [
        'src/content/plants/snake-plant.yaml and src/content/plants/snake-plant.yml would both be the plant page /plants/snake-plant/',
      ]);
    });

    it("plants: another plant's name among a plant's other names, naming both files (the loader's own refusal)", async () => {
      const snakePlant = readFileSync(
        path.resolve(import.meta.dirname, '../../src/content/plants/snake-plant.yaml'),
        'utf8',
      );
      await expectBuildRefuses(
        'src/content/plants/snake-plant.yaml',
        snakePlant.replace(/^aliases:\n/m, 'aliases:\n  - LAVENDER\n'),
        [
          'src/content/plants/snake-plant.yaml lists "LAVENDER" among its other names, but it is the name of the plant in src/content/plants/lavender.yaml',
        ],
      );
    });

    it('books: a title listed twice, naming both (the loader’s own refusal)', async () => {
      await expectBuildRefuses('src/content/books.yaml', contentFixture('books-duplicate-title.yaml'), [
        'src/content/books.yaml could not be loaded: title: "billionaire mindset: spiritual laws of wealth creation" is listed twice (the same title as "Billionaire Mindset: Spiritual Laws of Wealth Creation")',
      ]);
    });

    it('blog: a link that is not https', async () => {
      await expectBuildRefuses('src/content/blog/pruning-roses.md', contentFixture('blog-http-link.md'), [
        'blog → pruning-roses data does not match collection schema',
        'link: Use a full https:// address of the article',
      ]);
    });

    // Every words file is a collection of its own with its own schema (src/schemas/registry.ts), and
    // each schema's rules are tested beside it; here one words file goes through the real thing.
    it('words: radio-page.yaml without {size} in the data cost line', async () => {
      const radio = readFileSync(new URL('../../src/content/words/radio-page.yaml', import.meta.url), 'utf8');
      await expectBuildRefuses(
        'src/content/words/radio-page.yaml',
        radio.replace(/^dataCost: .*$/m, 'dataCost: About 58 MB per hour'),
        ['radioPage → radio-page data does not match collection schema', 'dataCost: Keep {size} in the text'],
      );
    });
  },
);
