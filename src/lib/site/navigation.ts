// The rules of the pages themselves, as pure functions: where the header's and footer's links lead (this
// file), how a link to another site is written (external-link.ts), when the donation pop-up shows (donation.ts), how
// dates are printed (dates.ts), the order of the blog teasers (blog.ts) and the books page's cards (books.ts).

import { HOME_SECTIONS, PAGE_LINKS, type ConfigLink, type HomeSectionId, type SiteLink } from '../../site.config';

/** Names of links by their id, as src/content/words/layout.yaml gives them under `links`. */
export type LinkNames = Readonly<Record<string, string>>;

/** The name the words file gives a link of the config; a missing one stops the build, naming the link. */
export function nameOf(link: ConfigLink, names: LinkNames): string {
  const label = names[link.id];
  if (label === undefined) throw new Error(`The link "${link.id}" has no name in src/content/words/layout.yaml (links).`);
  return label;
}

/** The config's links (ids and addresses) as the pages show them: each one's name and address, in the config's order. */
export function withNames(links: readonly ConfigLink[], names: LinkNames): SiteLink[] {
  return links.map((link) => ({ label: nameOf(link, names), href: link.href }));
}

/**
 * The address of a landing-page section: a bare anchor on the landing page itself,
 * `/#id` from every other page so that the link leads back to it.
 */
export function sectionHref(id: HomeSectionId, onHomePage: boolean): string {
  return onHomePage ? `#${id}` : `/#${id}`;
}

/**
 * The site's own main links, for the header, its mobile menu and the footer: the landing sections, then the books
 * and radio pages, named by `names` (layout.yaml, links.sections and links.pages).
 */
export function mainNavLinks(onHomePage: boolean, names: { sections: LinkNames; pages: LinkNames }): SiteLink[] {
  return [
    ...withNames(
      HOME_SECTIONS.map((section) => ({ id: section.id, href: sectionHref(section.id, onHomePage) })),
      names.sections,
    ),
    ...withNames([PAGE_LINKS.books, PAGE_LINKS.radio], names.pages),
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
