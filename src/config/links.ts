import { MY_PLANTS } from './plants';

/**
 * Every link the header, the footer, the phone menu and the contact section show: where each leads, by an id. What a
 * link says is under that id in src/content/words/layout.yaml (`links`; src/schemas/layout-words.ts checks both agree).
 */

/** A link with its words, as the pages and the phone menu draw it. */
export interface SiteLink {
  readonly label: string;
  readonly href: string;
}

/** Its words are under `id` in src/content/words/layout.yaml (`links`); this file says only where it leads. */
export interface ConfigLink {
  readonly id: string;
  readonly href: string;
}

/** The landing page's sections, in order; their ids are its anchors (their names: layout.yaml, links.sections). */
export const HOME_SECTIONS = [
  { id: 'home' },
  { id: 'about' },
  { id: 'database' },
  { id: 'blog' },
  { id: 'contact' },
] as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

/** Site pages outside the landing page, by the id that names them in layout.yaml (links.pages). */
export const PAGE_LINKS = {
  books: { id: 'books', href: '/books' },
  radio: { id: 'radio', href: '/radio' },
  privacy: { id: 'privacy', href: '/privacy' },
  terms: { id: 'terms', href: '/terms' },
  myPlants: { id: 'my-plants', href: MY_PLANTS.path },
} as const satisfies Record<string, ConfigLink>;

/** The two partner sites linked from the header and the footer (their names: layout.yaml, links.partners). */
export const PARTNER_SITES = [
  { id: 'herb-almanac', href: 'https://herb-almanac.example.org/' },
  { id: 'seed-exchange', href: 'https://seed-exchange.example.org/' },
] as const satisfies readonly ConfigLink[];

/** Footer "Resources": placeholders until these guides exist (their names: layout.yaml, links.resources). */
export const RESOURCE_LINKS = [
  { id: 'care-guides', href: '/#database' },
  { id: 'gardening-tips', href: '/#blog' },
  { id: 'garden-radio', href: '/radio' },
  { id: 'reading-list', href: '/books' },
] as const satisfies readonly ConfigLink[];

/** Social profiles: placeholder links until the accounts exist (their names: layout.yaml, links.social). */
export const SOCIAL_LINKS = [
  { id: 'facebook', href: '#contact', icon: 'facebook' },
  { id: 'instagram', href: '#contact', icon: 'instagram' },
  { id: 'youtube', href: '#contact', icon: 'youtube' },
  { id: 'x', href: '#contact', icon: 'x' },
] as const satisfies readonly SocialLink[];

export interface SocialLink extends ConfigLink {
  readonly icon: 'facebook' | 'instagram' | 'youtube' | 'x';
}
