import { homeSection, isHomePath, mainNavLinks, sectionHref, withNames } from '@/lib/links/navigation';
import { layoutWordsSchema } from '@/schemas/layout-words';
import { PARTNER_SITES } from '@/config/links';
import { readWords } from '../../helpers/words';

const names = readWords('layout', layoutWordsSchema).links;

describe('navigation links', () => {
  it('uses bare anchors on the landing page and /#anchor elsewhere', () => {
    expect(sectionHref('about', true)).toBe('#about');
    expect(sectionHref('about', false)).toBe('/#about');
  });

  it('lists the five landing sections, then the books and radio pages, each named by the words file', () => {
    const links = mainNavLinks(false, names);
    expect(links.map((link) => link.label)).toEqual([
      names.sections.home,
      names.sections.about,
      names.sections.database,
      names.sections.blog,
      names.sections.contact,
      names.pages.books,
      names.pages.radio,
    ]);
    expect(links.map((link) => link.href)).toEqual([
      '/#home',
      '/#about',
      '/#database',
      '/#blog',
      '/#contact',
      '/books',
      '/radio',
    ]);
  });

  it('knows the landing page by its path', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/index.html')).toBe(true);
    expect(isHomePath('/books')).toBe(false);
  });
});

describe('landing-page sections', () => {
  it('are found by id', () => {
    expect(homeSection('database')).toEqual({ id: 'database' });
  });
});

describe('naming the config’s links', () => {
  it('gives each link the name the words file has for its id, keeping its address', () => {
    expect(withNames(PARTNER_SITES, { 'herb-almanac': 'Herbs', 'seed-exchange': 'Seeds' })).toEqual([
      { label: 'Herbs', href: PARTNER_SITES[0].href },
      { label: 'Seeds', href: PARTNER_SITES[1].href },
    ]);
  });

  it('stops the build, naming the link, when the words file has no name for it', () => {
    expect(() => withNames(PARTNER_SITES, { 'herb-almanac': 'Herbs' })).toThrow('The link "seed-exchange" has no name');
  });
});
