import { readFileSync } from 'node:fs';
import { formatTeaserDate, orderTeasers } from '../../src/lib/blog';
import { checkContentWith } from '../helpers/content-check';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/content/${name}`, import.meta.url), 'utf8');

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
    const result = await checkContentWith({ 'src/content/blog/pruning-roses.md': fixture('blog-http-link.md') });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('pruning-roses.md');
    expect(result.output).toContain('link');
    expect(result.output).toContain('Use a full https:// address');
  });

  it('refuses a teaser without its link text', async () => {
    const result = await checkContentWith({ 'src/content/blog/sowing-tomatoes.md': fixture('blog-missing-link-label.md') });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('sowing-tomatoes.md');
    expect(result.output).toContain('linkLabel');
  });

  it('refuses a date that is not a date', async () => {
    const result = await checkContentWith({ 'src/content/blog/dividing-perennials.md': fixture('blog-bad-date.md') });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('dividing-perennials.md');
    expect(result.output).toContain('date');
  });
});
