import { keptLinks, plantSlugOfPath, titleOf } from '@/lib/offline/kept';

const paths = {
  offlinePage: '/offline/',
  editorFolder: '/admin/',
  neverKept: ['/api/'],
  plantPages: '/plants/',
  siteName: 'The Plant Gazette',
};
const page = (path: string, title: string) => ({ url: `http://127.0.0.1:4321${path}`, title });

describe('what the offline page lists', () => {
  it('reads a kept page’s title, decoding its entities, and finds a plant page’s slug', () => {
    expect(titleOf('<html><head><title>Books &amp; more | The Plant Gazette</title>')).toBe(
      'Books & more | The Plant Gazette',
    );
    expect(titleOf('<p>no title</p>')).toBe('');
    expect(plantSlugOfPath('/plants/lavender/', '/plants/')).toBe('lavender');
    expect(plantSlugOfPath('/plants/', '/plants/')).toBeNull();
    expect(plantSlugOfPath('/books/', '/plants/')).toBeNull();
  });

  it('lists each kept page once by its title without the site name, never itself, and plants apart', () => {
    const links = keptLinks(
      [
        page('/books/', 'Books | The Plant Gazette'),
        page('/books', 'Books | The Plant Gazette'),
        page('/', 'The Plant Gazette'),
        page('/?plant=lavender', 'The Plant Gazette'),
        page('/offline/', 'You are offline | The Plant Gazette'),
        // The editor, kept by an older worker, is no page for a visitor; a look-alike address is.
        page('/admin/', 'Editing The Plant Gazette'),
        page('/admin', 'Editing The Plant Gazette'),
        page('/administration-fees', 'Administration fees | The Plant Gazette'),
        page('/plants/lavender/', 'Lavender (Lavandula angustifolia) | The Plant Gazette'),
      ],
      [],
      paths,
    );
    expect(links.pages).toEqual([
      { href: '/administration-fees/', label: 'Administration fees' },
      { href: '/books/', label: 'Books' },
      { href: '/', label: 'The Plant Gazette' },
    ]);
    expect(links.plants).toEqual([{ href: '/plants/lavender/', label: 'Lavender (Lavandula angustifolia)' }]);
  });

  it('never lists an address whose path begins with // as a link: it would lead to another site', () => {
    const links = keptLinks(
      [
        page('//evil.example/', 'The Plant Gazette'),
        page('//evil.example/plants/lavender/', 'Lavender'),
        page('/books/', 'Books'),
      ],
      [],
      paths,
    );
    expect(links.pages).toEqual([{ href: '/books/', label: 'Books' }]);
    expect(links.plants).toEqual([]);
  });

  it('reads a kept address as the host does: the editor and the radio’s /api/ are never listed, however spelled', () => {
    const links = keptLinks(
      [
        page('/%61dmin/', 'Editing The Plant Gazette'),
        page('/%2561dmin/', 'Editing The Plant Gazette'),
        page('/ADMIN/', 'Editing The Plant Gazette'),
        page('/books/../admin/', 'Editing The Plant Gazette'),
        page('/%61pi/stream', 'Radio'),
        page('/b%6Foks/', 'Books | The Plant Gazette'),
      ],
      [],
      paths,
    );
    expect(links.pages).toEqual([{ href: '/books/', label: 'Books' }]);
  });

  it('links a plant whose record is kept to its own page if kept, else to the landing page’s panel if kept, else not at all', () => {
    const plants = [
      { slug: 'lavender', name: 'Lavender' },
      { slug: 'aloe-vera', name: 'Aloe Vera' },
    ];
    expect(keptLinks([page('/plants/lavender/', 'Lavender (…) | The Plant Gazette')], plants, paths).plants).toEqual([
      { href: '/plants/lavender/', label: 'Lavender' },
    ]);
    expect(keptLinks([page('/', 'The Plant Gazette'), page('/plants/lavender/', 'x')], plants, paths).plants).toEqual([
      { href: '/?plant=aloe-vera', label: 'Aloe Vera' },
      { href: '/plants/lavender/', label: 'Lavender' },
    ]);
    expect(keptLinks([], plants, paths)).toEqual({ pages: [], plants: [] });
  });
});
