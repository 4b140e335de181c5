import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptEntries } from '@/lib/css/page-html';
import { distDir } from './built-site';

// The plant parts (photo with credit, badges, poisoning note, other names) and the external link are React components
// that the island draws too; the static pages render them on the server with no client directive. Read from the build
// output (run `npm run build` first): a plant page and /books ship no script for them, only the site frame's.

const read = (route: string) => readFileSync(path.join(distDir, route, 'index.html'), 'utf8');
const ISLAND = /<astro-island\b[\s\S]*?<\/astro-island>/g;
const islandsOf = (html: string) => [...html.matchAll(ISLAND)].map((match) => match[0]);
const componentOf = (island: string) => /component-url="\/_astro\/([^."]+)/.exec(island)?.[1];
/** The page's markup outside its islands: what the server rendered for good. */
const staticMarkup = (html: string) => html.replace(ISLAND, '');

/** The page frame's islands and script files, from a page that has none of the parts. */
const frame = read('privacy');

describe.each([
  // A toxic plant with other names, so that every part is on the page.
  {
    route: 'plants/snake-plant',
    parts: ['data-plant-figure', '<dl class="flex flex-wrap gap-2 text-sm">', 'data-poisoning', 'data-aliases'],
  },
  { route: 'books', parts: ['rel="sponsored noopener noreferrer"'] },
])('/$route, read from the build', ({ route, parts }) => {
  const html = read(route);

  it('renders the parts and its links to other sites as static HTML, outside any island', () => {
    for (const part of [...parts, 'target="_blank"']) expect(staticMarkup(html), part).toContain(part);
    for (const island of islandsOf(html))
      for (const part of parts) expect(island, `${componentOf(island)}: ${part}`).not.toContain(part);
  });

  it('hydrates and loads only what the site frame does: no island and no script file for the parts', () => {
    expect(islandsOf(html).map(componentOf)).toEqual(islandsOf(frame).map(componentOf));
    expect(new Set(scriptEntries(html))).toEqual(new Set(scriptEntries(frame)));
  });
});
