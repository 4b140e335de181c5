import { readFileSync } from 'node:fs';
import { checkContentWith } from '../helpers/content-check';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/content/${name}`, import.meta.url), 'utf8');
// Astro colours its messages; the assertions read the plain text.
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Runs `astro sync` (the build's own validation) with src/content/books.yaml replaced by a fixture. */
async function checkBooks(name: string) {
  const result = await checkContentWith({ 'src/content/books.yaml': fixture(name) });
  return { ok: result.ok, output: plain(result.output) };
}

describe('a broken books list fails the build, naming the book and the field', { timeout: 60_000 }, () => {
  it('refuses a title listed twice (case ignored), naming both', async () => {
    const result = await checkBooks('books-duplicate-title.yaml');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('books → billionaire-mindset-spiritual-laws-of-wealth-creation-2');
    expect(result.output).toMatch(/title: "billionaire mindset: spiritual laws of wealth creation" is listed twice/);
    expect(result.output).toContain('"Billionaire Mindset: Spiritual Laws of Wealth Creation"');
  });

  it('refuses a link that is not https', async () => {
    const result = await checkBooks('books-http-link.yaml');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('books → billionaire-karma-cause-effect-and-compound-interest');
    expect(result.output).toContain('url: The link of "Billionaire Karma: Cause, Effect and Compound Interest" must start with https://');
  });

  it('refuses a link off the retailer hosts, even a look-alike', async () => {
    const result = await checkBooks('books-off-retailer.yaml');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('books → billionaire-zen-effortless-action-and-abundant-living');
    expect(result.output).toContain('url: The link of "Billionaire Zen: Effortless Action and Abundant Living" leads to www.amazon.com.deals.example.org');
    expect(result.output).toContain('www.amazon.com or amazon.com');
  });

  it('refuses a cover on a host the Content-Security-Policy would block', async () => {
    const result = await checkBooks('books-cover-off-host.yaml');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('books → meditations-marcus-aurelius-on-discipline-and-inner-wealth');
    expect(result.output).toContain('cover: The cover of "Meditations: Marcus Aurelius on Discipline and Inner Wealth" is on images.example.org');
  });

  it('refuses a misspelt field instead of ignoring it', async () => {
    const result = await checkBooks('books-misspelt-field.yaml');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('books → billionaire-yoga-body-breath-and-business');
    expect(result.output).toContain('Unknown field "cover_url"');
  });

  it('fails, with the line, on a file that is not valid YAML (Astro alone would build an empty page)', async () => {
    const result = await checkBooks('books-bad-yaml.yaml');
    expect(result.ok).toBe(false);
    expect(result.output).toContain('src/content/books.yaml could not be loaded: bad indentation');
    expect(result.output).toContain('(3:4)');
  });
});
