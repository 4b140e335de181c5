import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkContentWith, contentFixture, expectBuildRefuses } from '../helpers/content-check';

// The build's own validation, for real: each case runs `astro sync` on a scratch copy of the project with one broken
// file, one case per collection (every rule of every schema is tested in-process, beside its schema's other tests).
// Each case has its own copy, so the cases run side by side (the content project's maxConcurrency): a sync spends
// much of its time waiting on files and on esbuild, and one after another they took over a minute.
describe('a broken content file stops the build, naming the file and the field', { timeout: 120_000, concurrent: true }, () => {
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

  it.each([
    ['a file without its pet fields', 'plant-pets-missing.yaml', 'pets: Say whether the plant is toxic to cats and to dogs'],
    ['a pet source that is http', 'plant-pets-http-source.yaml', 'pets.cats.source: Give the https:// address of the page that says so'],
    ['a verdict without its source', 'plant-pets-no-source.yaml', 'pets.cats.source: A claim that the plant is toxic or non-toxic to cats needs its source.'],
  ])('plants: %s', async (_what, fixture, message) => {
    await expectBuildRefuses('src/content/plants/rosemary.yaml', contentFixture(fixture), ['plants → rosemary data does not match collection schema', message]);
  });

  it('plants: two files that would be the same page, naming both (the loader’s own refusal)', async () => {
    const snakePlant = readFileSync(path.resolve(import.meta.dirname, '../../src/content/plants/snake-plant.yaml'), 'utf8');
    await expectBuildRefuses('src/content/plants/snake-plant.yml', snakePlant, [
      'src/content/plants/snake-plant.yaml and src/content/plants/snake-plant.yml would both be the plant page /plants/snake-plant/',
    ]);
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

  const wordsCases: [file: string, contents: string, expected: string[]][] = [
    ['database-section.yaml', 'kicker: Plant Database\nintro: Search by name.\n', ['databaseSection → database-section', 'heading']],
    ['blog-section.yaml', 'kicker: Blog\nheading: From the potting shed\nintro: Stories.\nfeedTitle: News\nfeedNote: The feed appears here.\nfeedLink: Open the feed on {host}\n', ['blogSection → blog-section', 'feedNote: Keep {host} in the text']],
    ['contact-section.yaml', contentFixture('words-contact-bad-email.yaml'), ['contactSection → contact-section', 'details.email: Write a whole e-mail address']],
    ['books-page.yaml', contentFixture('words-books-page-no-count.yaml'), ['booksPage → books-page', 'intro: Keep {count} in the text']],
    ['plant-pages.yaml', 'plant:\n  title: A plant\n  backLink: Back\n  azLink: All plants\naz:\n  title: All plants\n', ['plantPages → plant-pages', 'plant.title: Keep {name} in the text', 'az.description']],
    ['not-found-page.yaml', 'title: Page not found\ndescription: The page you asked for does not exist here.\nheading: Oops! Page not found\nhomeLnk: Return to Home\n', ['notFoundPage → not-found-page', 'homeLink']],
    ['donation.yaml', 'charityName: Green Futures Trust\nheading: Help a garden grow\nmessage: A small gift plants the next garden.\ndonate: Donate Now\n', ['donation → donation', 'close']],
    ['mobile-menu.yaml', 'toggle: Menu\nnavigation: Mobile\npartners: P\nfallback: The menu could not start; its links still work.\n', ['mobileMenu → mobile-menu', 'partners: Write at least 2 characters.']],
    ['layout.yaml', 'skipToContent: Skip to content\nmainNavigation: Main\nad:\n  label: Advertisement\n  placeholder: Your ad could be here\n', ['layout → layout', 'footer']],
  ];
  it.each(wordsCases)('words: %s', async (file, contents, expected) => {
    await expectBuildRefuses(`src/content/words/${file}`, contents, expected);
  });

  it('radioPage: the radio page’s words without {size} in the data cost line', async () => {
    const radio = readFileSync(new URL('../../src/content/words/radio-page.yaml', import.meta.url), 'utf8');
    await expectBuildRefuses('src/content/words/radio-page.yaml', radio.replace(/^dataCost: .*$/m, 'dataCost: About 58 MB per hour'), [
      'radioPage → radio-page data does not match collection schema',
      'dataCost: Keep {size} in the text',
    ]);
  });
});
