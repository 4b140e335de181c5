import { keyBooksByTitle } from '@/lib/books/books';
import { blogTeaserSchema } from '@/schemas/blog';
import { bookSchema } from '@/schemas/books';
import { homeBlockSchema } from '@/schemas/home';
import { blogSectionWordsSchema } from '@/schemas/blog-section-words';
import { booksPageWordsSchema } from '@/schemas/books-page-words';
import { contactSectionWordsSchema } from '@/schemas/contact-section-words';
import { notFoundPageWordsSchema } from '@/schemas/not-found-page-words';
import { articlePageSchema } from '@/schemas/pages';
import { expectSchemaRefuses, fixtureData, schemaRefusal } from '../../helpers/content-check';
import { readWords } from '../../helpers/words';

// Every rule of the content schemas, in-process: each broken fixture goes through its collection's schema and the
// refusal is formatted as the build prints it (tests/content/content-build.test.ts proves one case per collection for
// real, through `astro sync`).

describe('article pages (src/content/pages)', () => {
  it('refuse a date that is not a date, and a missing description', () => {
    expectSchemaRefuses(
      articlePageSchema,
      { collection: 'pages', id: 'cookies', data: fixtureData('page-bad-date.md') },
      [
        'pages → cookies data does not match collection schema',
        'updated: Write the date of the last change as YYYY-MM-DD',
      ],
    );
    expectSchemaRefuses(
      articlePageSchema,
      { collection: 'pages', id: 'accessibility', data: fixtureData('page-missing-description.md') },
      ['description: Write this as text'],
    );
  });

  it('refuse an overlong title and an unknown field', () => {
    const page = {
      title: 'Cookies',
      description: 'How this site uses cookies, which is not at all.',
      updated: '2026-01-01',
    };
    expect(schemaRefusal(articlePageSchema, 'pages', 'cookies', page)).toBeNull();
    expectSchemaRefuses(
      articlePageSchema,
      { collection: 'pages', id: 'cookies', data: { ...page, title: 'x'.repeat(81) } },
      ['title: Keep it to 80 characters or fewer.'],
    );
    expectSchemaRefuses(
      articlePageSchema,
      { collection: 'pages', id: 'cookies', data: { ...page, updatd: '2026-01-02' } },
      ['updatd'],
    );
  });
});

describe('landing-page blocks (src/content/home)', () => {
  const hero = { heading: 'Grow with confidence', actions: [{ label: 'Explore plants', href: '#database' }] };

  it('accept https links, paths on this site and anchors', () => {
    for (const href of ['#database', '/radio', 'https://www.example.org/']) {
      expect(
        schemaRefusal(homeBlockSchema, 'home', 'hero', { ...hero, actions: [{ label: 'Go', href }] }),
        href,
      ).toBeNull();
    }
  });

  it('refuse an http link, and paths that look local but lead to another site', () => {
    expectSchemaRefuses(homeBlockSchema, { collection: 'home', id: 'hero', data: fixtureData('home-bad-link.md') }, [
      'home → hero',
      'actions.0.href: Use an https:// address',
    ]);
    for (const href of ['//plants.example.org/', '/\\plants.example.org/']) {
      expectSchemaRefuses(
        homeBlockSchema,
        { collection: 'home', id: 'hero', data: { ...hero, actions: [{ label: 'Go', href }] } },
        ['actions.0.href: A path on this site starts with one /'],
      );
    }
  });

  it('refuse more than two buttons and more than four highlights', () => {
    const button = { label: 'Go', href: '/books' };
    expectSchemaRefuses(
      homeBlockSchema,
      { collection: 'home', id: 'hero', data: { ...hero, actions: [button, button, button] } },
      ['actions: Give at most two buttons.'],
    );
    const highlight = { title: 'Free', text: 'No paywall.' };
    expectSchemaRefuses(
      homeBlockSchema,
      { collection: 'home', id: 'about', data: { ...hero, highlights: Array(5).fill(highlight) } },
      ['highlights: Give at most four highlights.'],
    );
  });
});

describe('blog teasers (src/content/blog)', () => {
  it('refuse a link that is not https, a missing link text and a date that is not a date', () => {
    expectSchemaRefuses(
      blogTeaserSchema,
      { collection: 'blog', id: 'pruning-roses', data: fixtureData('blog-http-link.md') },
      ['blog → pruning-roses', 'link: Use a full https:// address of the article'],
    );
    expectSchemaRefuses(
      blogTeaserSchema,
      { collection: 'blog', id: 'sowing-tomatoes', data: fixtureData('blog-missing-link-label.md') },
      ['linkLabel: Write this as text'],
    );
    expectSchemaRefuses(
      blogTeaserSchema,
      { collection: 'blog', id: 'dividing-perennials', data: fixtureData('blog-bad-date.md') },
      ['date: Write the date as YYYY-MM-DD'],
    );
  });
});

describe('books (src/content/books.yaml)', () => {
  /** The first refusal of any entry of a books fixture, as the build reports it. */
  const firstRefusal = (fixture: string) => {
    const keyed = keyBooksByTitle((fixtureData(fixture) as { books: unknown[] }).books);
    for (const [id, data] of Object.entries(keyed)) {
      const message = schemaRefusal(bookSchema, 'books', id, data);
      if (message) return message;
    }
    return null;
  };

  it('refuse a link that is not https, naming the book', () => {
    expect(firstRefusal('books-http-link.yaml')).toContain(
      'books → billionaire-karma-cause-effect-and-compound-interest',
    );
    expect(firstRefusal('books-http-link.yaml')).toContain(
      'url: The link must start with https:// (it is http://www.amazon.com/',
    );
  });

  it('refuse a link off the retailer hosts, even a look-alike', () => {
    expect(firstRefusal('books-off-retailer.yaml')).toContain(
      'books → billionaire-zen-effortless-action-and-abundant-living',
    );
    expect(firstRefusal('books-off-retailer.yaml')).toContain(
      'url: The link leads to www.amazon.com.deals.example.org; use a product page or search on www.amazon.com or amazon.com.',
    );
  });

  it('refuse a cover on a host the Content-Security-Policy would block', () => {
    expect(firstRefusal('books-cover-off-host.yaml')).toContain('cover: The cover is on images.example.org');
  });

  it('refuse a misspelt field instead of ignoring it', () => {
    expect(firstRefusal('books-misspelt-field.yaml')).toContain(
      'Unknown field "cover_url": a book has title, url and, optionally, cover.',
    );
  });

  it('keep the loader’s id out of what the editor writes: an id field is refused as unknown', () => {
    expect(
      schemaRefusal(bookSchema, 'books', 'zen', { title: 'Zen', url: 'https://www.amazon.com/dp/B0', id: 'zen' }),
    ).toContain('Unknown field "id"');
  });
});

describe('the words of pages and sections (src/content/words)', () => {
  it('accept the files as they are', () => {
    expect(readWords('contact-section', contactSectionWordsSchema).details.email).toContain('@');
    expect(readWords('books-page', booksPageWordsSchema).intro).toContain('{count}');
  });

  it('refuse a text that lost its placeholder, saying which', () => {
    const blog = readWords('blog-section', blogSectionWordsSchema);
    expectSchemaRefuses(
      blogSectionWordsSchema,
      { collection: 'blogSection', id: 'blog-section', data: { ...blog, feedNote: 'The feed appears here.' } },
      ['feedNote: Keep {host} in the text: the page puts the value there.'],
    );
    expectSchemaRefuses(
      booksPageWordsSchema,
      { collection: 'booksPage', id: 'books-page', data: fixtureData('words-books-page-no-count.yaml') },
      ['intro: Keep {count} in the text'],
    );
  });

  it('refuse contact details that are not an e-mail address or a phone number', () => {
    expectSchemaRefuses(
      contactSectionWordsSchema,
      { collection: 'contactSection', id: 'contact-section', data: fixtureData('words-contact-bad-email.yaml') },
      ['details.email: Write a whole e-mail address'],
    );
    const contact = readWords('contact-section', contactSectionWordsSchema);
    expectSchemaRefuses(
      contactSectionWordsSchema,
      {
        collection: 'contactSection',
        id: 'contact-section',
        data: { ...contact, details: { ...contact.details, phone: 'call us' } },
      },
      ['details.phone: Write the phone number with digits'],
    );
  });

  it('refuse an empty text, an overlong one and a misspelt field', () => {
    const notFound = {
      title: 'Page not found',
      description: 'The page you asked for does not exist here.',
      heading: 'Oops! Page not found',
      homeLink: 'Return to Home',
    };
    expect(schemaRefusal(notFoundPageWordsSchema, 'notFoundPage', 'not-found-page', notFound)).toBeNull();
    expectSchemaRefuses(
      notFoundPageWordsSchema,
      { collection: 'notFoundPage', id: 'not-found-page', data: { ...notFound, heading: '  ' } },
      ['heading: Write at least 3 characters.'],
    );
    expectSchemaRefuses(
      notFoundPageWordsSchema,
      { collection: 'notFoundPage', id: 'not-found-page', data: { ...notFound, homeLink: 'x'.repeat(41) } },
      ['homeLink: Keep it to 40 characters or fewer.'],
    );
    const { homeLink: _omitted, ...misspelt } = { ...notFound, homeLnk: notFound.homeLink };
    expectSchemaRefuses(notFoundPageWordsSchema, { collection: 'notFoundPage', id: 'not-found-page', data: misspelt }, [
      'homeLnk',
      'homeLink',
    ]);
  });
});
