// The site's links, as pure functions: the header's, the menu's and the footer's (this file), and links to other
// sites (external-link.ts). Where each link leads is in src/config/links.ts.

import { HOME_SECTIONS, PAGE_LINKS, type ConfigLink, type HomeSectionId, type SiteLink } from '@/config/links';

/** Link names by id, from `links` in src/content/words/layout.yaml. */
export type LinkNames = Readonly<Record<string, string>>;

/** A missing name stops the build, naming the link. */
export function nameOf(link: ConfigLink, names: LinkNames): string {
  const label = names[link.id];
  if (label === undefined)
    throw new Error(`The link "${link.id}" has no name in src/content/words/layout.yaml (links).`);
  return label;
}

export function withNames(links: readonly ConfigLink[], names: LinkNames): SiteLink[] {
  return links.map((link) => ({ label: nameOf(link, names), href: link.href }));
}

/** A bare anchor on the landing page, `/#id` from every other page. */
export function sectionHref(id: HomeSectionId, onHomePage: boolean): string {
  return onHomePage ? `#${id}` : `/#${id}`;
}

/** The main links for the header, its mobile menu and the footer: the landing sections, then books and radio. */
export function mainNavLinks(onHomePage: boolean, names: { sections: LinkNames; pages: LinkNames }): SiteLink[] {
  return [
    ...withNames(
      HOME_SECTIONS.map((section) => ({ id: section.id, href: sectionHref(section.id, onHomePage) })),
      names.sections,
    ),
    ...withNames([PAGE_LINKS.books, PAGE_LINKS.radio], names.pages),
  ];
}

/** The one place a section component takes its element id from. */
export function homeSection(id: HomeSectionId): (typeof HOME_SECTIONS)[number] {
  const section = HOME_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No landing-page section "${id}" in HOME_SECTIONS (src/config/links.ts).`);
  return section;
}

export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html';
}
