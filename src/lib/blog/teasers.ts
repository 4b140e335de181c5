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
