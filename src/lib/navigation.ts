import { HOME_SECTIONS, PAGE_LINKS, type HomeSectionId, type SiteLink } from '../site.config';

/**
 * The address of a landing-page section: a bare anchor on the landing page itself,
 * `/#id` from every other page so that the link leads back to it.
 */
export function sectionHref(id: HomeSectionId, onHomePage: boolean): string {
  return onHomePage ? `#${id}` : `/#${id}`;
}

/** The site's own main links, for the header, its mobile menu and the footer: the landing sections, then the books and radio pages. */
export function mainNavLinks(onHomePage: boolean): SiteLink[] {
  return [
    ...HOME_SECTIONS.map((section) => ({ label: section.label, href: sectionHref(section.id, onHomePage) })),
    PAGE_LINKS.books,
    PAGE_LINKS.radio,
  ];
}

/** A landing-page section by its id: the one place a section component takes its element id from. */
export function homeSection(id: HomeSectionId): (typeof HOME_SECTIONS)[number] {
  const section = HOME_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No landing-page section "${id}" in HOME_SECTIONS (src/site.config.ts).`);
  return section;
}

/** True when a pathname is the landing page. */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}
