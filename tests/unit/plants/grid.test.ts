import { DEFAULT_CRITERIA } from '@/lib/plants/filter';
import { gridView, resultCount } from '@/lib/plants/grid';

const plant = (n: number) => ({
  name: `Plant ${n}`,
  scientificName: n % 2 ? 'Ficus odd' : 'Aloe even',
  type: 'Indoor',
  climate: 'Arid',
  light: 'Full Sun',
  water: 'Low',
});
const ALL = Array.from({ length: 30 }, (_, at) => plant(at + 1));
const FIRST = ALL.slice(0, 12);
const WORDS = {
  count: 'Showing {shown} of {total} plants',
  pagedCount: 'Showing {shown} of {count} matching plants',
  loading: 'Searching all {total} plants…',
};
const view = (all: typeof ALL | null, search = '', pages = 1) =>
  gridView({ all, firstCards: FIRST, total: 30, criteria: { ...DEFAULT_CRITERIA, search }, pages, perPage: 12 });

describe('what the grid shows', () => {
  it('before the index: the first cards, with Show more when there are more plants', () => {
    expect(view(null)).toEqual({ visible: FIRST, matches: 30, hasMore: true, waiting: false, suggestion: null });
  });

  it('a search before the index arrives keeps the first cards on screen and waits', () => {
    expect(view(null, 'ficus')).toMatchObject({ visible: FIRST, matches: null, hasMore: false, waiting: true });
  });

  it('Show more before the index arrives waits for it', () => {
    expect(view(null, '', 2)).toMatchObject({ visible: FIRST, hasMore: true, waiting: true });
  });

  it('with every plant known: a page of matches at a time, and Show more while any are left', () => {
    expect(view(ALL, 'ficus')).toMatchObject({ matches: 15, hasMore: true, waiting: false });
    expect(view(ALL, 'ficus').visible).toHaveLength(12);
    expect(view(ALL, 'ficus', 2)).toMatchObject({ matches: 15, hasMore: false });
    expect(view(ALL, 'ficus', 2).visible).toHaveLength(15);
    expect(view(ALL, '', 3).visible).toEqual(ALL);
  });

  it('counts the cards on screen of every plant, or of the matches when there are more matches than shown', () => {
    const count = (all: typeof ALL | null, search = '', pages = 1) =>
      resultCount(WORDS, view(all, search, pages), 30, search === '');
    expect(count(null)).toBe('Showing 12 of 30 plants');
    expect(count(null, 'ficus')).toBe('Searching all 30 plants…');
    expect(count(ALL, 'ficus')).toBe('Showing 12 of 15 matching plants');
    expect(count(ALL, 'ficus', 2)).toBe('Showing 15 of 30 plants');
    expect(count(ALL, 'nothing')).toBe('Showing 0 of 30 plants');
    expect(count(ALL, '', 2)).toBe('Showing 24 of 30 plants');
  });

  it('writes large numbers with thousands separators', () => {
    const large = gridView({
      all: null,
      firstCards: FIRST,
      total: 10_000,
      criteria: DEFAULT_CRITERIA,
      pages: 1,
      perPage: 12,
    });
    expect(resultCount(WORDS, large, 10_000, true)).toBe('Showing 12 of 10,000 plants');
  });
});
