import { parseUrl } from '@/lib/shared/urls';

/**
 * What a page tells chat apps and social networks when its address is shared (Open Graph, and X's card), from its
 * title, description, canonical address and picture. A picture must be absolute https: networks fetch it from their
 * own servers and most block or drop http, so such an address stops the build instead of going out.
 */

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface SharedPage {
  title: string;
  description: string;
  /** Canonical, absolute. */
  url: string;
  siteName: string;
  /** BCP 47 with its territory, as the page's `lang`: `en-GB`. */
  locale: string;
  image: ShareImage;
}

/** Open Graph's tags are named by `property`, X's by `name`. */
export interface MetaTag {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

export function shareImageUrl(address: string): string {
  const url = parseUrl(address);
  if (url?.protocol !== 'https:')
    throw new Error(`A page's og:image must be an absolute https:// address, not "${address}".`);
  return url.href;
}

/**
 * Open Graph's `og:locale` is `language_TERRITORY` (`en_GB`, `en_US`), not a bare language: a language tag without
 * its territory stops the build, naming it, since networks would read it as no locale at all.
 */
export function openGraphLocale(tag: string): string {
  const parts = /^([a-z]{2,3})-([A-Z]{2})$/.exec(tag);
  if (!parts)
    throw new Error(`SITE.locale must be a language and its territory, such as en-GB or en-US, not "${tag}".`);
  return `${parts[1]}_${parts[2]}`;
}

export function shareTags(page: SharedPage): MetaTag[] {
  const og = (key: string, content: string | number): MetaTag => ({
    attribute: 'property',
    key: `og:${key}`,
    content: String(content),
  });
  return [
    og('type', 'website'),
    og('site_name', page.siteName),
    og('locale', openGraphLocale(page.locale)),
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
