import { shareImageUrl, shareTags } from '../../../src/lib/site/share';

const page = {
  title: 'Snake Plant (Dracaena trifasciata) | The Plant Gazette',
  description: 'An evergreen perennial from tropical West Africa.',
  url: 'https://plant-gazette.netlify.app/plants/snake-plant/',
  siteName: 'The Plant Gazette',
  locale: 'en',
  image: { url: 'https://upload.wikimedia.org/wikipedia/commons/thumb/f/fb/Snake.jpg/500px-Snake.jpg', width: 500, height: 375, alt: 'A potted snake plant' },
};

describe('what a shared link shows', () => {
  it('gives the Open Graph title, description, canonical address and picture, and asks X for its large card', () => {
    const tags = Object.fromEntries(shareTags(page).map((tag) => [`${tag.attribute} ${tag.key}`, tag.content]));
    expect(tags).toEqual({
      'property og:type': 'website',
      'property og:site_name': 'The Plant Gazette',
      'property og:locale': 'en',
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
    for (const address of ['http://upload.wikimedia.org/a.jpg', '/images/share-card.png', '//plant-gazette.netlify.app/a.png', 'data:image/png;base64,AAAA', '']) {
      expect(() => shareImageUrl(address), address).toThrow(`A page's og:image must be an absolute https:// address, not "${address}".`);
      expect(() => shareTags({ ...page, image: { ...page.image, url: address } }), address).toThrow('og:image');
    }
    expect(shareImageUrl('https://plant-gazette.netlify.app/images/share-card.png')).toBe('https://plant-gazette.netlify.app/images/share-card.png');
  });
});
