import { foldAll } from '../shared/text';

/**
 * The A–Z index of plants at /plants/: every plant by name, in pages of a fixed size, each page's plants grouped under
 * their initial letter, with a row of letters that leads to the page where each letter starts.
 */

/** What the index needs of a plant. */
export interface NamedPlant {
  name: string;
}

/** The heading a name is listed under: its first letter without accents, upper case, or '#' for anything else. */
export function initialOf(foldedName: string): string {
  const first = foldedName.charAt(0);
  return /[a-z]/.test(first) ? first.toUpperCase() : '#';
}

/**
 * The plants sorted by name as a reader expects (accents and case aside, 'Aloe' before 'aloë vera' before 'Aster'),
 * ties by the original order; each with its initial.
 */
export function sortByName<T extends NamedPlant>(plants: readonly T[]): { plant: T; initial: string }[] {
  const folded = foldAll(plants.map((plant) => plant.name));
  const order = plants.map((plant, at) => ({ plant, at, key: folded[at] ?? '' }));
  order.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.at - b.at));
  return order.map(({ plant, key }) => ({ plant, initial: initialOf(key) }));
}

/** One letter's plants on one page of the index. */
export interface LetterGroup<T> {
  initial: string;
  plants: T[];
}

/** A page's plants (already sorted) grouped by initial, in order. */
export function groupByInitial<T>(entries: readonly { plant: T; initial: string }[]): LetterGroup<T>[] {
  const groups: LetterGroup<T>[] = [];
  for (const { plant, initial } of entries) {
    const last = groups.at(-1);
    if (last?.initial === initial) last.plants.push(plant);
    else groups.push({ initial, plants: [plant] });
  }
  return groups;
}

/** For each initial, the number (from 1) of the first page where it appears, given the sorted list and page size. */
export function firstPageOfInitials(sorted: readonly { initial: string }[], pageSize: number): Map<string, number> {
  const pages = new Map<string, number>();
  sorted.forEach(({ initial }, at) => {
    if (!pages.has(initial)) pages.set(initial, Math.floor(at / pageSize) + 1);
  });
  return pages;
}
