/**
 * The books page's rules, as pure functions: the order of the cards, the retailer's associate tag on product
 * links, which hosts count as the retailer, how a list entry gets its id, and which covers load first.
 * No DOM, no Astro: the content schema, the page and the unit tests all call these.
 */

/** A book as an editor writes it in src/content/books.yaml (after validation). */
export interface Book {
  readonly title: string;
  readonly url: string;
  readonly cover?: string | undefined;
}

/** A book as its card shows it: the link carries the associate tag, and the cover knows how eagerly to load. */
export interface BookCardData extends Book {
  /** 'eager' for the covers of the first row, 'lazy' for every other. */
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

/** True when the address is an https link on one of the given hosts (the retailer's, the covers'): exact host names, so look-alikes such as amazon.com.evil.example fail. */
export function isHttpsUrlOn(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && hosts.includes(parsed.hostname.toLowerCase());
}

/** The host name of an address, or the address itself when it cannot be read as one (for error messages). */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** A title reduced to what a reader would call the same title: case, accents and spacing ignored. */
export function titleKey(title: string): string {
  return title.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
}

/** A URL-safe id made from a title: 'The Art of War' becomes 'the-art-of-war'. */
export function slugify(title: string): string {
  return titleKey(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Gives each entry of the books list an id (from its title, so that an error names the book) and marks every
 * entry whose title repeats an earlier one with `duplicateOf`, which the schema then refuses. Anything that is not
 * an object, or has no usable title, is kept with a positional id ('entry-7') for the schema to report.
 */
export function identifyBookEntries(list: unknown): Array<Record<string, unknown> & { id: string }> {
  if (!Array.isArray(list)) return [];
  const firstByKey = new Map<string, string>();
  const used = new Set<string>();
  return list.map((raw: unknown, index) => {
    const entry: Record<string, unknown> = raw !== null && typeof raw === 'object' ? { ...raw } : { value: raw };
    const title = typeof entry['title'] === 'string' ? entry['title'] : '';
    const base = slugify(title) || `entry-${index + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    if (title.trim() !== '') {
      const key = titleKey(title);
      const first = firstByKey.get(key);
      if (first === undefined) firstByKey.set(key, title);
      else entry['duplicateOf'] = first;
    }
    return { ...entry, id };
  });
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
