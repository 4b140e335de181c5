/**
 * The books page's rules, as pure functions with no DOM and no Astro (the content schema, the page and the unit tests
 * call them): the order of the cards, the associate tag on product links, an entry's id, and which covers load first.
 */

import { foldText, slugify } from '@/lib/shared/text';

/** A book as written in src/content/books.yaml (after validation). */
export interface Book {
  readonly title: string;
  readonly url: string;
  readonly cover?: string | undefined;
}

export interface BookCardData extends Book {
  /** 'eager' for the first row's covers, on the first screen of many windows (see BookCard.astro). */
  readonly loading: 'eager' | 'lazy';
  /** 'high' for the very first cover, likely the page's largest image on screen. */
  readonly fetchPriority?: 'high' | undefined;
}

export function compareTitles(a: string, b: string, locale = 'en'): number {
  return a.localeCompare(b, locale, { sensitivity: 'base', numeric: true });
}

export function sortBooks<T extends Pick<Book, 'title'>>(books: readonly T[], locale = 'en'): T[] {
  return [...books].sort((a, b) => compareTitles(a.title, b.title, locale));
}

/** The link with `tag` set to the associate tag (added or replaced, all else kept); an empty tag leaves it as is. */
export function withAssociateTag(url: string, tag: string): string {
  const trimmed = tag.trim();
  if (trimmed === '') return url;
  const parsed = new URL(url);
  parsed.searchParams.set('tag', trimmed);
  return parsed.href;
}

/** Undefined when no associate tag is configured (then no link carries one). */
export function affiliateDisclosure(tag: string, text: string): string | undefined {
  return tag.trim() === '' ? undefined : text;
}

/**
 * The books keyed by id, as the content loader stores them: from the title (so that an error names the book), or
 * 'entry-7' by position. Throws, naming both, when a title repeats (case, accents and spacing aside).
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
        throw new Error(
          `title: "${title}" is listed twice (the same title as "${first}"): remove one of the two entries.`,
        );
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

/** A palette index from the title (FNV-1a): a book keeps its colour across builds, and neighbours rarely share one. */
export function coverColourIndex(title: string, size: number): number {
  let hash = 0x811c9dc5;
  for (const char of title) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % size;
}
