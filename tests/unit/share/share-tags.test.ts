import { openGraphLocale, shareImageUrl, shareTags } from '@/lib/share/share-tags';

const page = {
  title: 'Snake Plant (Dracaena trifasciata) | The Plant Gazette',
  description: 'An evergreen perennial from tropical West Africa.',
  url: 'https://plant-gazette.netlify.app/plants/snake-plant/',
  siteName: 'The Plant Gazette',
  locale: 'en-GB',
  image: {
    url: 'https://upload.wikimedia.org/wikipedia/commons/thumb/f/fb/Snake.jpg/500px-Snake.jpg',
    width: 500,
    height: 375,
    alt: 'A potted snake plant',
  },
};

describe('what a shared link shows', () => {
  it('gives the Open Graph title, description, canonical address and picture, and asks X for its large card', () => {
    const tags = Object.fromEntries(shareTags(page).map((tag) => [`${tag.attribute} ${tag.key}`, tag.content]));
    expect(tags).toEqual({
      'property og:type': 'website',
      'property og:site_name': 'The Plant Gazette',
      'property og:locale': 'en_GB',
      'property og:title': page.title,
      'property og:description': page.description,
      'property og:url': page.url,
      'property og:image': page.image.url,
      'property og:image:width': '500',
      'property og:image:height': '375',
      'property og:image:alt': 'A potted snake plant',
      'name twitter:card': 'summary_large_image',
    });
  });

  it('refuses a picture that is not an absolute https:// address, naming it', () => {
    for (const address of [
      'http://upload.wikimedia.org/a.jpg',
      '/images/share-card.png',
      '//plant-gazette.netlify.app/a.png',
      'data:image/png;base64,AAAA',
      '',
    ]) {
      expect(() => shareImageUrl(address), address).toThrow(
        `A page's og:image must be an absolute https:// address, not "${address}".`,
      );
      expect(() => shareTags({ ...page, image: { ...page.image, url: address } }), address).toThrow('og:image');
    }
    expect(shareImageUrl('https://plant-gazette.netlify.app/images/share-card.png')).toBe(
      'https://plant-gazette.netlify.app/images/share-card.png',
    );
  });
});

describe('the locale a shared link names', () => {
  it('writes a language and its territory as Open Graph does, language_TERRITORY', () => {
    expect(openGraphLocale('en-GB')).toBe('en_GB');
    expect(openGraphLocale('en-US')).toBe('en_US');
    expect(openGraphLocale('pt-BR')).toBe('pt_BR');
  });

  it('refuses a language without its territory, or anything else, naming it', () => {
    for (const tag of ['en', 'en_GB', 'EN-gb', 'en-GB-oxendict', '']) {
      expect(() => openGraphLocale(tag), tag).toThrow(`not "${tag}"`);
      expect(() => shareTags({ ...page, locale: tag }), tag).toThrow('SITE.locale');
    }
  });
});
