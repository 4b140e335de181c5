import { expectRefused } from '../helpers/content-check';

describe('a broken books list fails the build, naming the book and the field', { timeout: 60_000 }, () => {
  it('refuses a title listed twice (case ignored), naming both', async () => {
    await expectRefused('src/content/books.yaml', 'books-duplicate-title.yaml', [
      'books → billionaire-mindset-spiritual-laws-of-wealth-creation-2',
      /title: "billionaire mindset: spiritual laws of wealth creation" is listed twice/,
      '"Billionaire Mindset: Spiritual Laws of Wealth Creation"',
    ]);
  });

  it('refuses a link that is not https', async () => {
    await expectRefused('src/content/books.yaml', 'books-http-link.yaml', [
      'books → billionaire-karma-cause-effect-and-compound-interest',
      'url: The link of "Billionaire Karma: Cause, Effect and Compound Interest" must start with https://',
    ]);
  });

  it('refuses a link off the retailer hosts, even a look-alike', async () => {
    await expectRefused('src/content/books.yaml', 'books-off-retailer.yaml', [
      'books → billionaire-zen-effortless-action-and-abundant-living',
      'url: The link of "Billionaire Zen: Effortless Action and Abundant Living" leads to www.amazon.com.deals.example.org',
      'www.amazon.com or amazon.com',
    ]);
  });

  it('refuses a cover on a host the Content-Security-Policy would block', async () => {
    await expectRefused('src/content/books.yaml', 'books-cover-off-host.yaml', [
      'books → meditations-marcus-aurelius-on-discipline-and-inner-wealth',
      'cover: The cover of "Meditations: Marcus Aurelius on Discipline and Inner Wealth" is on images.example.org',
    ]);
  });

  it('refuses a misspelt field instead of ignoring it', async () => {
    await expectRefused('src/content/books.yaml', 'books-misspelt-field.yaml', [
      'books → billionaire-yoga-body-breath-and-business',
      'Unknown field "cover_url"',
    ]);
  });

  it('fails, with the line, on a file that is not valid YAML (Astro alone would build an empty page)', async () => {
    await expectRefused('src/content/books.yaml', 'books-bad-yaml.yaml', [
      'src/content/books.yaml could not be loaded: bad indentation',
      '(3:4)',
    ]);
  });
});
