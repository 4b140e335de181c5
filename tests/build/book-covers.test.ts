import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOKS } from '@/config/books';
import { distDir } from './built-site';

// /books on a phone (issue 46): the first row's covers stay placeholders until after the first paint, so their
// placeholder is drawn inside the page; a file of its own was one more request on the first screen's path, and kept
// /books 0.13 s over the floor in Lighthouse. Every other cover, and every cover that fails, uses the file, cached once.
// Read from the build output (run `npm run build` first).

const html = readFileSync(path.join(distDir, 'books', 'index.html'), 'utf8');
const placeholderFile = readFileSync(path.join(distDir, BOOKS.coverPlaceholder), 'utf8');
const images = [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const eager = images.filter((tag) => attribute(tag, 'loading') === 'eager');
const lazy = images.filter((tag) => attribute(tag, 'loading') === 'lazy');

describe('/books covers, read from the build', () => {
  it('draws the first row’s placeholder inside the page, the same drawing as the placeholder file', () => {
    expect(eager.length).toBeGreaterThan(0);
    for (const tag of eager) {
      const src = attribute(tag, 'src') ?? '';
      expect(src.startsWith('data:image/svg+xml,'), tag).toBe(true);
      expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(placeholderFile.trim());
    }
  });

  it('gives every later cover the placeholder file, and the grid the same file for covers that fail', () => {
    expect(lazy.length).toBeGreaterThan(0);
    for (const tag of lazy) expect(attribute(tag, 'src'), tag).toBe(BOOKS.coverPlaceholder);
    expect(html).toContain(`data-placeholder="${BOOKS.coverPlaceholder}"`);
    expect(placeholderFile).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
