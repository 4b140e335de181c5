/** The fields of a blog teaser that decide its place on the page. */
export interface SortableTeaser {
  /** The content file's name without extension. */
  id: string;
  date?: Date | undefined;
}

/** Teasers in page order: newest first, undated ones after the dated ones, ties by file name. */
export function orderTeasers<T extends SortableTeaser>(teasers: readonly T[]): T[] {
  return [...teasers].sort((a, b) => {
    const byDate = (b.date?.getTime() ?? -Infinity) - (a.date?.getTime() ?? -Infinity);
    if (byDate !== 0 && !Number.isNaN(byDate)) return byDate;
    return a.id.localeCompare(b.id);
  });
}

/** A date as the teasers print it, e.g. "4 March 2026" (the calendar day as written, whatever the time zone). */
export function formatTeaserDate(date: Date, locale = 'en-GB'): string {
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
