import { ExternalLink } from '@/components/links/ExternalLink';
import type { SiteLink } from '@/config/links';

/** Where the header's links are drawn: in its bar from the tablet width up, or in the mobile menu below it. */
export type SiteLinksPlace = 'bar' | 'menu';

const MENU_LINK = 'flex min-h-touch items-center rounded px-3 text-base font-medium text-white hover:bg-white/10';
const LOOK = {
  // Partner sites in the bar are lighter and carry an arrow, beside the site's own pages on one line.
  bar: {
    own: 'flex min-h-touch items-center rounded px-1.5 hover:bg-white/10 lg:px-2',
    partner: 'flex min-h-touch items-center gap-1 rounded px-1.5 text-leaf-100 hover:bg-white/10 lg:px-2',
    arrow: true,
  },
  // The menu's partner sites sit under their own heading, so they look like the rest.
  menu: { own: MENU_LINK, partner: MENU_LINK, arrow: false },
} as const satisfies Record<SiteLinksPlace, { own: string; partner: string; arrow: boolean }>;

export interface SiteLinkItemsProps {
  links: readonly SiteLink[];
  /** Given for links to other sites (the partners): they open in a new tab, and this hint says so. */
  newTab?: string | undefined;
  place: SiteLinksPlace;
}

/**
 * The header's links as the items of a list, written once for the header's bar (src/components/layout/Header.astro,
 * rendered on the server with no client directive) and the mobile menu (src/islands/MobileMenu.tsx).
 */
export function SiteLinkItems({ links, newTab, place }: SiteLinkItemsProps) {
  const look = LOOK[place];
  return links.map((link) => (
    <li key={link.href}>
      {newTab === undefined ? (
        <a className={look.own} href={link.href}>
          {link.label}
        </a>
      ) : (
        <ExternalLink arrow={look.arrow} className={look.partner} href={link.href} newTab={newTab}>
          {link.label}
        </ExternalLink>
      )}
    </li>
  ));
}
