import { jsonForScript, plantJsonLd, shortDescription } from '@/lib/plants/page';
import { LAVENDER } from '../../helpers/plants';

describe('what a plant page tells search engines', () => {
  it('cuts a long description at a word, under 160 characters, with an ellipsis', () => {
    const long =
      'An evergreen shrub of the mint family, native to the dry, rocky hillsides of the western Mediterranean, with narrow grey-green leaves and fragrant spikes of purple summer flowers.';
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short).toMatch(/ spikes of…$/);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(shortDescription('Short  and\nsweet.')).toBe('Short and sweet.');
  });

  it('describes the page as being about the taxon, with its scientific name, photo and credit (schema.org)', () => {
    const data = plantJsonLd(LAVENDER, {
      url: 'https://site.test/plants/lavender/',
      title: 'Lavender',
      description: 'An evergreen shrub.',
      siteName: 'Site',
      siteUrl: 'https://site.test/',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      url: 'https://site.test/plants/lavender/',
      about: { '@type': 'Taxon', name: 'Lavandula angustifolia', alternateName: 'Lavender', sameAs: LAVENDER.wikiLink },
      primaryImageOfPage: {
        '@type': 'ImageObject',
        contentUrl: LAVENDER.image.src,
        creditText: 'Wikimedia Commons',
        acquireLicensePage: LAVENDER.image.source,
      },
    });
  });

  it('writes JSON that no text inside can end the script element with', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
