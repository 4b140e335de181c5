import type { PhotoCredit } from './photo';

/** What a plant's page tells search engines and link previews: a short description and JSON-LD (schema.org). */

/** The longest meta description search results show in full. */
export const META_DESCRIPTION_LENGTH = 160;

/** Cut to `limit` characters at a word boundary, with an ellipsis when anything was cut. */
export function shortDescription(text: string, limit = META_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const atSpace = cut.lastIndexOf(' ');
  return `${(atSpace > limit / 2 ? cut.slice(0, atSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The record's fields the structured data reads (the whole record: src/schemas/plants.ts). */
export interface PlantFacts {
  name: string;
  scientificName: string;
  wikiLink: string;
  image: { src: string; width: number; height: number; alt: string } & Pick<PhotoCredit, 'credit' | 'source'>;
}

export function plantJsonLd(
  plant: PlantFacts,
  page: { url: string; title: string; description: string; siteName: string; siteUrl: string },
) {
  const { image } = plant;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': page.url,
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: 'en',
    isPartOf: { '@type': 'WebSite', name: page.siteName, url: page.siteUrl },
    about: {
      '@type': 'Taxon',
      name: plant.scientificName,
      alternateName: plant.name,
      sameAs: plant.wikiLink,
    },
    primaryImageOfPage: {
      '@type': 'ImageObject',
      contentUrl: image.src,
      width: image.width,
      height: image.height,
      caption: image.alt,
      ...(image.credit ? { creditText: image.credit } : {}),
      ...(image.source ? { acquireLicensePage: image.source } : {}),
    },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped, so that no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
