import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EDITOR_MARKDOWN } from '@/config/cms';
import { headingSlugs } from '@/lib/cms/heading-ids';
import { builtPages } from './built-site';

/**
 * Every heading an editor wrote in a legal page reaches the built page with the prefixed id
 * (src/markdown/heading-ids.ts), so that none can take a global name a script reads (`## adsbygoogle`).
 */
const pagesDir = path.resolve('src/content/pages');
const byRoute = new Map(builtPages().map((page) => [page.route, page]));

describe('editors’ heading ids in the build', () => {
  const files = readdirSync(pagesDir).filter((file) => file.endsWith('.md'));

  it.each(files)('src/content/pages/%s: each heading carries the prefix', (file) => {
    const body = readFileSync(path.join(pagesDir, file), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
    const headings = [...body.matchAll(/^(#{1,6}) (.+)$/gm)].map((match) => ({
      level: match[1]?.length ?? 0,
      text: (match[2] ?? '').replace(/[*_`]/g, ''),
    }));
    expect(headings.length).toBeGreaterThan(0);
    const page = byRoute.get(`/${file.replace(/\.md$/, '')}`);
    expect(page, `the built page of ${file}`).toBeDefined();
    const slugs = headingSlugs(headings.map((heading) => heading.text));
    headings.forEach((heading, index) => {
      expect(page?.html).toContain(`<h${heading.level} id="${EDITOR_MARKDOWN.headingIdPrefix}${slugs[index]}">`);
    });
  });
});
