import { parseUrl } from '../shared/urls';

/**
 * What a page tells chat apps and social networks about itself when its address is shared (Open Graph, and the card
 * X draws from it), as a pure function of the page's facts: its title, description, canonical address and picture.
 * A picture must be an absolute https:// address: networks fetch it from their own servers, and one on http is
 * blocked or dropped by most of them, so such an address stops the build instead of going out.
 */

/** A page's picture for link previews. */
export interface ShareImage {
  /** The absolute https:// address. */
  url: string;
  width: number;
  height: number;
  /** What it shows, for people who cannot see it. */
  alt: string;
}

/** What the page says about itself. */
export interface SharedPage {
  /** The title as the browser tab shows it. */
  title: string;
  description: string;
  /** The page's canonical address, absolute. */
  url: string;
  siteName: string;
  locale: string;
  image: ShareImage;
}

/** One meta tag: Open Graph's are named by `property`, X's by `name`. */
export interface MetaTag {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** The address itself when it is absolute https; otherwise throws, naming it, so that the build stops. */
export function shareImageUrl(address: string): string {
  const url = parseUrl(address);
  if (url?.protocol !== 'https:') throw new Error(`A page's og:image must be an absolute https:// address, not "${address}".`);
  return url.href;
}

/** The Open Graph and X tags of a page, in the order the page writes them. */
export function shareTags(page: SharedPage): MetaTag[] {
  const og = (key: string, content: string | number): MetaTag => ({ attribute: 'property', key: `og:${key}`, content: String(content) });
  return [
    og('type', 'website'),
    og('site_name', page.siteName),
    og('locale', page.locale),
    og('title', page.title),
    og('description', page.description),
    og('url', page.url),
    og('image', shareImageUrl(page.image.url)),
    og('image:width', page.image.width),
    og('image:height', page.image.height),
    og('image:alt', page.image.alt),
    // X draws its large card from the Open Graph tags above; it only needs to be told which card.
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
  ];
}
