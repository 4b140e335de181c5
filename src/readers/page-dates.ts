import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lastModifiedByPath } from '../lib/sitemap/last-modified';

/**
 * The article pages' dates of last change (`updated` in src/content/pages/<route>.md, whose file name is the route),
 * read from the files at config time for the sitemap: the content collections are not loaded yet then.
 */
export function articlePageDates(root: string): Map<string, string> {
  const folder = path.join(root, 'src/content/pages');
  if (!existsSync(folder)) return new Map();
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({
      path: `/${name.slice(0, -'.md'.length)}`,
      markdown: readFileSync(path.join(folder, name), 'utf8'),
    }));
  return lastModifiedByPath(files, 'updated');
}
