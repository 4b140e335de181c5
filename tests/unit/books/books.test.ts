import {
  affiliateDisclosure,
  bookCards,
  compareTitles,
  coverColourIndex,
  keyBooksByTitle,
  sortBooks,
  withAssociateTag,
} from '@/lib/books/books';

const book = (title: string, cover?: string) => ({
  title,
  url: `https://www.amazon.com/s?k=${encodeURIComponent(title)}&i=digital-text`,
  cover,
});

describe('sorting the books', () => {
  it('lists the titles alphabetically whatever their order in the file', () => {
    const sorted = sortBooks([
      book('The Art of War'),
      book('Billionaire Zen'),
      book('Meditations'),
      book('Billionaire Abundance'),
    ]);
    expect(sorted.map((b) => b.title)).toEqual([
      'Billionaire Abundance',
      'Billionaire Zen',
      'Meditations',
      'The Art of War',
    ]);
  });

  it('ignores case and accents, and puts numbers in numeric order', () => {
    expect(
      sortBooks([book('billionaire yoga'), book('Billionaire Karma'), book('Ébauche')]).map((b) => b.title),
    ).toEqual(['Billionaire Karma', 'billionaire yoga', 'Ébauche']);
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
    const tagged = new URL(
      withAssociateTag(
        'https://www.amazon.com/s?k=Billionaire+Zen&tag=someone-else-21&i=digital-text#top',
        'plantgazette-20',
      ),
    );
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
    const wording = 'As an Amazon Associate I earn from qualifying purchases.';
    expect(affiliateDisclosure('plantgazette-20', wording)).toBe(wording);

    const untagged = bookCards(books, { associateTag: '', eagerCount: 5 });
    expect(untagged.some((card) => card.url.includes('tag='))).toBe(false);
    expect(affiliateDisclosure('  ', wording)).toBeUndefined();
  });
});

describe('keying the entries of the YAML list by title', () => {
  it('gives each entry an id made from its title, and leaves the id out of the entry', () => {
    const keyed = keyBooksByTitle([{ title: 'The Art of War: Sun Tzu’s Strategy', url: 'https://www.amazon.com/' }]);
    expect(keyed).toEqual({
      'the-art-of-war-sun-tzu-s-strategy': {
        title: 'The Art of War: Sun Tzu’s Strategy',
        url: 'https://www.amazon.com/',
      },
    });
  });

  it('refuses a title repeated later in the list (case and spacing ignored), naming both', () => {
    expect(() =>
      keyBooksByTitle([{ title: 'Billionaire Zen' }, { title: 'Meditations' }, { title: ' billionaire  ZEN ' }]),
    ).toThrow(
      'title: " billionaire  ZEN " is listed twice (the same title as "Billionaire Zen"): remove one of the two entries.',
    );
  });

  it('keeps ids unique when different titles make the same id', () => {
    expect(Object.keys(keyBooksByTitle([{ title: 'Zen!' }, { title: 'Zen?' }]))).toEqual(['zen', 'zen-2']);
  });

  it('names an entry without a title by its position, for the schema to report', () => {
    expect(
      Object.keys(keyBooksByTitle([{ title: 'A book' }, { url: 'https://www.amazon.com/' }, 'just text'])),
    ).toEqual(['a-book', 'entry-2', 'entry-3']);
  });
});

describe('the cards', () => {
  const books = Array.from({ length: 12 }, (_, i) =>
    book(`Billionaire ${String.fromCharCode(76 - i)}`, i % 2 ? 'https://m.media-amazon.com/images/I/x.jpg' : undefined),
  );

  it('load the first row’s covers eagerly, the first with high priority, and every other lazily', () => {
    const cards = bookCards(books, { associateTag: '', eagerCount: 5 });
    expect(cards.map((card) => card.loading)).toEqual([...Array(5).fill('eager'), ...Array(7).fill('lazy')]);
    expect(cards.map((card) => card.fetchPriority)).toEqual(['high', ...Array(11).fill(undefined)]);
    expect(cards[0]?.title).toBe('Billionaire A');
  });
});

describe('the typographic cover’s colour', () => {
  it('is the title’s FNV-1a hash, so that a book keeps its colour on every build and machine', () => {
    // The published 32-bit FNV-1a test values; with a palette of 2³² colours the index is the hash itself.
    expect(coverColourIndex('a', 2 ** 32)).toBe(0xe40c292c);
    expect(coverColourIndex('foobar', 2 ** 32)).toBe(0xbf9cf968);
    expect(coverColourIndex('foobar', 7)).toBe(0xbf9cf968 % 7);
  });

  it('spreads titles over the palette', () => {
    const used = new Set(Array.from({ length: 50 }, (_, i) => coverColourIndex(`Billionaire book ${i}`, 7)));
    expect(used.size).toBe(7);
    for (const index of used) expect(index).toBeGreaterThanOrEqual(0);
  });
});
