import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CMS } from '@/config/cms';
import { builtPages, distDir } from './built-site';

/**
 * A Markdown table's column alignment reaches the page as a class (src/markdown/table-alignment.ts): the site's
 * stylesheet defines each one, and no built page carries a style attribute, which the Content-Security-Policy would
 * refuse. A page whose table uses one keeps its rule, as it keeps every class it uses (each page carries only the CSS
 * it uses: tests/build/page-css.test.ts).
 */
const pages = builtPages();
const ALIGNMENTS = [
  ['text-left', 'left'],
  ['text-right', 'right'],
  ['text-center', 'center'],
] as const;
/** The whole site stylesheet: the editor's preview copy, which the build leaves whole. */
const siteCss = readFileSync(path.join(distDir, `.${CMS.path}`, 'preview.css'), 'utf8');

describe('table alignment in the build', () => {
  it('the site stylesheet defines the alignment classes', () => {
    for (const [name, value] of ALIGNMENTS) expect(siteCss).toContain(`.${name}{text-align:${value}}`);
  });

  it('no page has a style attribute', () => {
    expect(pages.filter((page) => /<[a-z][^>]*\sstyle="/i.test(page.html)).map((page) => page.route)).toEqual([]);
  });
});
