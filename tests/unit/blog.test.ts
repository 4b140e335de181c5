import { formatTeaserDate, orderTeasers } from '../../src/lib/blog';
import { expectRefused } from '../helpers/content-check';

describe('blog teasers (src/lib/blog)', () => {
  it('come newest first, undated ones last, ties by file name', () => {
    const ordered = orderTeasers([
      { id: 'undated-b' },
      { id: 'older', date: new Date('2026-01-05') },
      { id: 'undated-a' },
      { id: 'newer', date: new Date('2026-03-02') },
      { id: 'also-newer', date: new Date('2026-03-02') },
    ]);
    expect(ordered.map((teaser) => teaser.id)).toEqual(['also-newer', 'newer', 'older', 'undated-a', 'undated-b']);
  });

  it('print their date as the calendar day written in the file', () => {
    expect(formatTeaserDate(new Date('2026-03-02'))).toBe('2 March 2026');
  });
});

// Each case runs `astro sync` on a scratch copy of the project: the same validation as the build.
describe('a broken blog teaser fails the build, naming the file and the field', { timeout: 60_000 }, () => {
  it('refuses a link that is not https, with a message for the editor', async () => {
    await expectRefused('src/content/blog/pruning-roses.md', 'blog-http-link.md', [
      'pruning-roses.md',
      'link',
      'Use a full https:// address',
    ]);
  });

  it('refuses a teaser without its link text', async () => {
    await expectRefused('src/content/blog/sowing-tomatoes.md', 'blog-missing-link-label.md', [
      'sowing-tomatoes.md',
      'linkLabel',
    ]);
  });

  it('refuses a date that is not a date', async () => {
    await expectRefused('src/content/blog/dividing-perennials.md', 'blog-bad-date.md', [
      'dividing-perennials.md',
      'date',
    ]);
  });
});
