import { builtPages } from './built-site';

/**
 * A Markdown table's column alignment reaches the page as a class (src/integrations/table-alignment.ts): the
 * stylesheet of every page that renders editors' Markdown defines each one, and no built page carries a style
 * attribute, which the Content-Security-Policy would refuse.
 */
const pages = builtPages();
const markdownPages = pages.filter((page) => ['/privacy', '/terms', '/'].includes(page.route));

describe('table alignment in the build', () => {
  it.each(markdownPages.map((page) => [page.route, page] as const))('%s: its stylesheet defines the alignment classes', (_route, page) => {
    for (const [name, value] of [['text-left', 'left'], ['text-right', 'right'], ['text-center', 'center']]) {
      expect(page.html).toContain(`.${name}{text-align:${value}}`);
    }
  });

  it('no page has a style attribute', () => {
    expect(pages.filter((page) => /<[a-z][^>]*\sstyle="/i.test(page.html)).map((page) => page.route)).toEqual([]);
  });
});
