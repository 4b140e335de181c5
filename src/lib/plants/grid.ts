import { filterPlants, isDefaultCriteria, suggestName, type FilterablePlant, type PlantCriteria } from './filter';
import { fill } from '@/lib/shared/text';
import { SITE } from '@/site.config';

/**
 * What the landing page's grid shows. The page renders the first cards; every plant is known only once the search
 * index arrives. Until then the default view is the first cards, and a search or filter waits for the index.
 */

export interface GridInput<T> {
  /** Every plant once known (the search index, or the first cards when they are all there is); else null. */
  all: readonly T[] | null;
  firstCards: readonly T[];
  total: number;
  criteria: PlantCriteria;
  /** Pages of cards open ('Show more' adds one). */
  pages: number;
  perPage: number;
}

export interface GridView<T> {
  visible: T[];
  /** How many plants match; null until the index arrives. */
  matches: number | null;
  hasMore: boolean;
  /** What it shows is not yet the answer to the criteria. */
  waiting: boolean;
  /** When nothing matches, a name close to the search ("Did you mean …?"), else null. */
  suggestion: string | null;
}

export function gridView<T extends FilterablePlant>({
  all,
  firstCards,
  total,
  criteria,
  pages,
  perPage,
}: GridInput<T>): GridView<T> {
  const limit = pages * perPage;
  if (all) {
    const results = filterPlants(all, criteria);
    return {
      visible: results.slice(0, limit),
      matches: results.length,
      hasMore: results.length > limit,
      waiting: false,
      suggestion: results.length === 0 ? suggestName(all, criteria.search) : null,
    };
  }
  const untouched = isDefaultCriteria(criteria);
  return {
    visible: firstCards.slice(0, limit),
    matches: untouched ? total : null,
    hasMore: untouched && total > Math.min(limit, firstCards.length),
    waiting: !untouched || limit > firstCards.length,
    suggestion: null,
  };
}

export interface CountWords {
  count: string;
  pagedCount: string;
  loading: string;
}

/** Numbers the same on the server and in every browser: 10,000. */
export const formatCount = (value: number): string => value.toLocaleString(SITE.locale);

/**
 * The result count for the polite live region: 'Showing 3 of 6 plants', 'Showing 12 of 812 matching plants' when a
 * search finds more than is shown, or 'Searching all 10,000 plants…' while the index is on its way.
 */
export function resultCount(words: CountWords, view: GridView<unknown>, total: number, untouched: boolean): string {
  if (view.matches === null) return fill(words.loading, { total: formatCount(total) });
  const shown = formatCount(view.visible.length);
  if (!untouched && view.matches > view.visible.length)
    return fill(words.pagedCount, { shown, count: formatCount(view.matches) });
  return fill(words.count, { shown, total: formatCount(total) });
}
