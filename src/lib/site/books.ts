/**
 * The books page's rules, as pure functions: the order of the cards, the retailer's associate tag on product
 * links, how a list entry gets its id, and which covers load first.
 * No DOM, no Astro: the content schema, the page and the unit tests all call these.
 */

import { foldText, slugify } from '../shared/text';

/** A book as an editor writes it in src/content/books.yaml (after validation). */
export interface Book {
  readonly title: string;
  readonly url: string;
  readonly cover?: string | undefined;
}

/** A book as its card shows it: the link carries the associate tag, and the cover knows how eagerly to load. */
export interface BookCardData extends Book {
  /**
   * 'eager' for the covers of the first row, which load at once on windows where that row is on the first screen
   * (see BookCard.astro); 'lazy' for every other.
   */
  readonly loading: 'eager' | 'lazy';
  /** 'high' for the very first cover, which is likely the page's largest image on screen. */
  readonly fetchPriority?: 'high' | undefined;
}

/** Compares titles alphabetically in the site's language, ignoring case and accents, with numbers in order. */
export function compareTitles(a: string, b: string, locale = 'en'): number {
  return a.localeCompare(b, locale, { sensitivity: 'base', numeric: true });
}

/** A new array of the books in alphabetical order of their titles, whatever their order in the file. */
export function sortBooks<T extends Pick<Book, 'title'>>(books: readonly T[], locale = 'en'): T[] {
  return [...books].sort((a, b) => compareTitles(a.title, b.title, locale));
}

/**
 * The product link with the associate tag in its `tag` query parameter: added when missing, replaced when the
 * link already carries another one; every other parameter and the fragment are kept. An empty tag leaves the
 * link exactly as written.
 */
export function withAssociateTag(url: string, tag: string): string {
  const trimmed = tag.trim();
  if (trimmed === '') return url;
  const parsed = new URL(url);
  parsed.searchParams.set('tag', trimmed);
  return parsed.href;
}

/** The affiliate disclosure to show, or undefined when no associate tag is configured (then no link carries one). */
export function affiliateDisclosure(tag: string, text: string): string | undefined {
  return tag.trim() === '' ? undefined : text;
}

/**
 * The books list keyed by id, as the content loader stores it: each entry's id is made from its title (so that an
 * error names the book) and is not part of the entry. Anything that is not an object, or has no usable title, gets a
 * positional id ('entry-7') for the schema to report. Throws, naming both titles, when a title repeats an earlier one
 * (case, accents and spacing ignored).
 */
export function keyBooksByTitle(list: readonly unknown[]): Record<string, Record<string, unknown>> {
  const firstByKey = new Map<string, string>();
  const keyed: Record<string, Record<string, unknown>> = {};
  list.forEach((raw: unknown, index) => {
    const entry: Record<string, unknown> = raw !== null && typeof raw === 'object' ? { ...raw } : { value: raw };
    const title = typeof entry['title'] === 'string' ? entry['title'] : '';
    if (title.trim() !== '') {
      const first = firstByKey.get(foldText(title));
      if (first !== undefined) {
        throw new Error(`title: "${title}" is listed twice (the same title as "${first}"): remove one of the two entries.`);
      }
      firstByKey.set(foldText(title), title);
    }
    const base = slugify(title) || `entry-${index + 1}`;
    let id = base;
    for (let n = 2; id in keyed; n++) id = `${base}-${n}`;
    keyed[id] = entry;
  });
  return keyed;
}

/**
 * The cards in page order: sorted by title, each product link tagged, the first row's covers eager (the first
 * with high priority) and the rest lazy.
 */
export function bookCards(
  books: readonly Book[],
  options: { associateTag: string; eagerCount: number; locale?: string },
): BookCardData[] {
  return sortBooks(books, options.locale).map((book, index) => ({
    title: book.title,
    url: withAssociateTag(book.url, options.associateTag),
    cover: book.cover,
    loading: index < options.eagerCount ? 'eager' : 'lazy',
    fetchPriority: index === 0 ? 'high' : undefined,
  }));
}

/**
 * An index into a palette of `size` colours, chosen from the title so that a book keeps its colour from build to
 * build and neighbours rarely share one (FNV-1a hash of the title).
 */
export function coverColourIndex(title: string, size: number): number {
  let hash = 0x811c9dc5;
  for (const char of title) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % size;
}
