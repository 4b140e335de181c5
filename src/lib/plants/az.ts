import type { NamedPlant } from './aliases';
import { foldAll } from '@/lib/shared/text';

/**
 * The A–Z index at /plants/: every plant by name, in pages of a fixed size, grouped by initial, with a row of letters
 * leading to the page where each letter starts.
 */

/** The heading a name is listed under: its first letter without accents, upper case, or '#' for anything else. */
export function initialOf(foldedName: string): string {
  const first = foldedName.charAt(0);
  return /[a-z]/.test(first) ? first.toUpperCase() : '#';
}

/** Sorted as a reader expects ('Aloe', 'aloë vera', 'Aster': accents and case aside), ties kept in order. */
export function sortByName<T extends Pick<NamedPlant, 'name'>>(plants: readonly T[]): { plant: T; initial: string }[] {
  const folded = foldAll(plants.map((plant) => plant.name));
  const order = plants.map((plant, at) => ({ plant, at, key: folded[at] ?? '' }));
  order.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.at - b.at));
  return order.map(({ plant, key }) => ({ plant, initial: initialOf(key) }));
}

export interface LetterGroup<T> {
  initial: string;
  plants: T[];
}

export function groupByInitial<T>(entries: readonly { plant: T; initial: string }[]): LetterGroup<T>[] {
  const groups: LetterGroup<T>[] = [];
  for (const { plant, initial } of entries) {
    const last = groups.at(-1);
    if (last?.initial === initial) last.plants.push(plant);
    else groups.push({ initial, plants: [plant] });
  }
  return groups;
}

/** Each initial's first page (from 1), given the sorted list and the page size. */
export function firstPageOfInitials(sorted: readonly { initial: string }[], pageSize: number): Map<string, number> {
  const pages = new Map<string, number>();
  sorted.forEach(({ initial }, at) => {
    if (!pages.has(initial)) pages.set(initial, Math.floor(at / pageSize) + 1);
  });
  return pages;
}
