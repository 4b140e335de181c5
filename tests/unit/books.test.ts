import {
  affiliateDisclosure,
  bookCards,
  compareTitles,
  coverColourIndex,
  identifyBookEntries,
  isHttpsUrlOn,
  slugify,
  sortBooks,
  withAssociateTag,
} from '../../src/lib/books';
import { BOOKS } from '../../src/site.config';

const book = (title: string, cover?: string) => ({ title, url: `https://www.amazon.com/s?k=${encodeURIComponent(title)}&i=digital-text`, cover });

describe('sorting the books', () => {
  it('lists the titles alphabetically whatever their order in the file', () => {
    const sorted = sortBooks([book('The Art of War'), book('Billionaire Zen'), book('Meditations'), book('Billionaire Abundance')]);
    expect(sorted.map((b) => b.title)).toEqual(['Billionaire Abundance', 'Billionaire Zen', 'Meditations', 'The Art of War']);
  });

  it('ignores case and accents, and puts numbers in numeric order', () => {
    expect(sortBooks([book('billionaire yoga'), book('Billionaire Karma'), book('Ébauche')]).map((b) => b.title)).toEqual([
      'Billionaire Karma',
      'billionaire yoga',
      'Ébauche',
    ]);
    expect(compareTitles('Billionaire habits', 'Billionaire Habits')).toBe(0);
    expect(sortBooks([book('Book 10'), book('Book 9')]).map((b) => b.title)).toEqual(['Book 9', 'Book 10']);
  });

  it('leaves the list it was given untouched', () => {
    const list = [book('B'), book('A')];
    sortBooks(list);
    expect(list.map((b) => b.title)).toEqual(['B', 'A']);
  });
});

describe('the associate tag on product links', () => {
  it('is added to a link without one', () => {
    expect(withAssociateTag('https://www.amazon.com/dp/B0ABC12345', 'plantgazette-20')).toBe(
      'https://www.amazon.com/dp/B0ABC12345?tag=plantgazette-20',
    );
  });

  it('replaces a tag the link already carries, keeping every other parameter and the fragment', () => {
    const tagged = new URL(withAssociateTag('https://www.amazon.com/s?k=Billionaire+Zen&tag=someone-else-21&i=digital-text#top', 'plantgazette-20'));
    expect(tagged.searchParams.getAll('tag')).toEqual(['plantgazette-20']);
    expect(tagged.searchParams.get('k')).toBe('Billionaire Zen');
    expect(tagged.searchParams.get('i')).toBe('digital-text');
    expect(tagged.hash).toBe('#top');
  });

  it('leaves the link exactly as written when no tag is configured', () => {
    const url = 'https://www.amazon.com/s?k=Billionaire%20Zen&i=digital-text';
    expect(withAssociateTag(url, '')).toBe(url);
    expect(withAssociateTag(url, '   ')).toBe(url);
  });

  it('goes on every card, and the disclosure shows, only when a tag is configured', () => {
    const books = [book('Billionaire Zen'), book('Meditations')];
    const tagged = bookCards(books, { associateTag: 'plantgazette-20', eagerCount: 5 });
    expect(tagged.every((card) => new URL(card.url).searchParams.get('tag') === 'plantgazette-20')).toBe(true);
    expect(affiliateDisclosure('plantgazette-20', BOOKS.affiliateDisclosure)).toBe('As an Amazon Associate I earn from qualifying purchases.');

    const untagged = bookCards(books, { associateTag: '', eagerCount: 5 });
    expect(untagged.some((card) => card.url.includes('tag='))).toBe(false);
    expect(affiliateDisclosure('', BOOKS.affiliateDisclosure)).toBeUndefined();
  });
});

describe('retailer and cover hosts', () => {
  const hosts = BOOKS.retailerHosts;

  it('accepts https links on the retailer hosts', () => {
    expect(isHttpsUrlOn('https://www.amazon.com/dp/B0ABC12345', hosts)).toBe(true);
    expect(isHttpsUrlOn('https://amazon.com/s?k=Zen', hosts)).toBe(true);
    expect(isHttpsUrlOn('https://WWW.AMAZON.COM/dp/B0ABC12345', hosts)).toBe(true);
  });

  it('refuses http, other hosts, look-alikes and text that is no address', () => {
    expect(isHttpsUrlOn('http://www.amazon.com/dp/B0ABC12345', hosts)).toBe(false);
    expect(isHttpsUrlOn('https://www.amazon.com.deals.example.org/dp/B0', hosts)).toBe(false);
    expect(isHttpsUrlOn('https://smile.amazon.co.uk/dp/B0', hosts)).toBe(false);
    expect(isHttpsUrlOn('https://example.org/?u=https://www.amazon.com', hosts)).toBe(false);
    expect(isHttpsUrlOn('www.amazon.com/dp/B0', hosts)).toBe(false);
  });
});

describe('identifying the entries of the YAML list', () => {
  it('gives each entry an id made from its title', () => {
    const [first] = identifyBookEntries([{ title: 'The Art of War: Sun Tzu’s Strategy', url: 'https://www.amazon.com/' }]);
    expect(first?.id).toBe('the-art-of-war-sun-tzu-s-strategy');
    expect(slugify('Ébauche  de   Zen')).toBe('ebauche-de-zen');
  });

  it('marks a title repeated later in the list (case and spacing ignored) and keeps ids unique', () => {
    const entries = identifyBookEntries([
      { title: 'Billionaire Zen' },
      { title: 'Meditations' },
      { title: ' billionaire  ZEN ' },
    ]);
    expect(entries.map((entry) => entry.id)).toEqual(['billionaire-zen', 'meditations', 'billionaire-zen-2']);
    expect(entries[0]?.['duplicateOf']).toBeUndefined();
    expect(entries[2]?.['duplicateOf']).toBe('Billionaire Zen');
  });

  it('names an entry without a title by its position, for the schema to report', () => {
    expect(identifyBookEntries([{ title: 'A book' }, { url: 'https://www.amazon.com/' }, 'just text']).map((entry) => entry.id)).toEqual([
      'a-book',
      'entry-2',
      'entry-3',
    ]);
  });
});

describe('the cards', () => {
  const books = Array.from({ length: 12 }, (_, i) => book(`Billionaire ${String.fromCharCode(76 - i)}`, i % 2 ? 'https://m.media-amazon.com/images/I/x.jpg' : undefined));

  it('load the first row’s covers eagerly, the first with high priority, and every other lazily', () => {
    const cards = bookCards(books, { associateTag: '', eagerCount: 5 });
    expect(cards.map((card) => card.loading)).toEqual([...Array(5).fill('eager'), ...Array(7).fill('lazy')]);
    expect(cards.map((card) => card.fetchPriority)).toEqual(['high', ...Array(11).fill(undefined)]);
    expect(cards[0]?.title).toBe('Billionaire A');
  });
});

describe('the typographic cover’s colour', () => {
  it('is the same for a title on every build, and spreads titles over the palette', () => {
    expect(coverColourIndex('Billionaire Zen', 7)).toBe(coverColourIndex('Billionaire Zen', 7));
    const used = new Set(Array.from({ length: 50 }, (_, i) => coverColourIndex(`Billionaire book ${i}`, 7)));
    expect(used.size).toBe(7);
    for (const index of used) expect(index).toBeGreaterThanOrEqual(0);
  });
});
