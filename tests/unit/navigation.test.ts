import { homeSection, isHomePath, mainNavLinks, sectionHref } from '../../src/lib/navigation';

describe('navigation links', () => {
  it('uses bare anchors on the landing page and /#anchor elsewhere', () => {
    expect(sectionHref('about', true)).toBe('#about');
    expect(sectionHref('about', false)).toBe('/#about');
  });

  it('lists the five landing sections, then the books and radio pages', () => {
    expect(mainNavLinks(false).map((link) => link.href)).toEqual([
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
  it('are found by id, with the label the navigation shows', () => {
    expect(homeSection('database')).toEqual({ id: 'database', label: 'Plant Database' });
  });
});
