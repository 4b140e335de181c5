import { HOME_SECTIONS, PAGE_LINKS, type SiteLink } from '../site.config';

/** A navigation entry; `external` links open in a new tab. */
export interface NavLink extends SiteLink {
  readonly external?: boolean;
}

/**
 * The address of a landing-page section: a bare anchor on the landing page itself,
 * `/#id` from every other page so that the link leads back to it.
 */
export function sectionHref(id: string, onHomePage: boolean): string {
  return onHomePage ? `#${id}` : `/#${id}`;
}

/** The header's links: the landing sections, then the books and radio pages. */
export function mainNavLinks(onHomePage: boolean): NavLink[] {
  return [
    ...HOME_SECTIONS.map((section) => ({ label: section.label, href: sectionHref(section.id, onHomePage) })),
    PAGE_LINKS.books,
    PAGE_LINKS.radio,
  ];
}

/** True when a pathname is the landing page. */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}
