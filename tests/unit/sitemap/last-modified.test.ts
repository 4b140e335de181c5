import { frontMatterDate, lastModifiedByPath, withLastModified } from '@/lib/sitemap/last-modified';

const privacy = '---\ntitle: Privacy Policy\nupdated: 2026-11-01\n---\n## Who we are\n\nupdated: 1999-01-01\n';

/** A sitemap entry as @astrojs/sitemap hands it to `serialize`. */
const entry = (url: string): { url: string; lastmod?: string } => ({ url });

describe('the sitemap’s lastmod', () => {
  it('reads a date field of the front matter as the content schema does, and nothing from the body', () => {
    expect(frontMatterDate(privacy, 'updated')?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(frontMatterDate("---\nupdated: '2026-03-04'\n---\n", 'updated')?.toISOString()).toBe(
      '2026-03-04T00:00:00.000Z',
    );
    expect(frontMatterDate('---\ntitle: Terms\n---\nupdated: 2026-01-01\n', 'updated')).toBeNull();
    expect(frontMatterDate('## No front matter\nupdated: 2026-01-01\n', 'updated')).toBeNull();
    expect(frontMatterDate('---\nupdated: soon\n---\n', 'updated')).toBeNull();
  });

  it('gives each dated page its day, by its path, and leaves an undated page out', () => {
    const dates = lastModifiedByPath(
      [
        { path: '/privacy', markdown: privacy },
        { path: '/terms/', markdown: '---\nupdated: 2026-10-15\n---\n' },
        { path: '/about', markdown: '---\ntitle: About\n---\n' },
      ],
      'updated',
    );
    expect([...dates]).toEqual([
      ['/privacy', '2026-11-01'],
      ['/terms', '2026-10-15'],
    ]);
  });

  it('adds the date to the sitemap entry of that page, with or without its trailing slash, and to no other', () => {
    const dates = new Map([['/privacy', '2026-11-01']]);
    expect(withLastModified(entry('https://plant-gazette.org/privacy/'), dates)).toEqual({
      url: 'https://plant-gazette.org/privacy/',
      lastmod: '2026-11-01',
    });
    expect(withLastModified(entry('https://plant-gazette.org/privacy'), dates).lastmod).toBe('2026-11-01');
    expect(withLastModified(entry('https://plant-gazette.org/'), dates)).toEqual({ url: 'https://plant-gazette.org/' });
    expect(withLastModified(entry('https://plant-gazette.org/privacy-extra/'), dates).lastmod).toBeUndefined();
  });
});
