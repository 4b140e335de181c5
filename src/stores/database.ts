import { atom } from 'nanostores';
import { DEFAULT_CRITERIA, type PlantCriteria } from '@/lib/plants/filter';
import { pickOption, type DatabaseQuery } from '@/lib/plants/query';
import { PLANT_DATABASE, type Pet } from '@/config/plants';

/**
 * The plant database's state (product §4): search text, filters, the Filters panel, the chosen plant and the pages
 * 'Show more' has opened. The island changes it only through the actions below. Search, filters and plant are
 * mirrored in the address by plant-database/mirror-address.ts, its one writer; nothing is kept in localStorage.
 */

export type FilterName = 'type' | 'climate' | 'light' | 'water';
/** The four selects, each possibly All, and the animals ticked under 'Safe for …'. */
export type DatabaseFilters = Pick<PlantCriteria, FilterName | 'safeFor'>;

/** The filters, in the order the panel shows them. */
export const FILTER_NAMES: readonly FilterName[] = ['type', 'climate', 'light', 'water'];

/** Each filter's options after All (product §9). */
export const FILTER_OPTIONS = {
  type: PLANT_DATABASE.types,
  climate: PLANT_DATABASE.climates,
  light: PLANT_DATABASE.lightFilters,
  water: PLANT_DATABASE.waters,
} as const;

function defaultFilters(): DatabaseFilters {
  const { search: _search, ...filters } = DEFAULT_CRITERIA;
  return filters;
}

export const $search = atom<string>(DEFAULT_CRITERIA.search);

export const $filters = atom<DatabaseFilters>(defaultFilters());

/** Pages of PLANT_DATABASE.cardsPerPage cards: 1, plus one per 'Show more'; not in the address. */
export const $shownPages = atom(1);

export const $filterPanelOpen = atom(false);

export const $selectedPlant = atom<string | null>(null);

export function setSearch(text: string): void {
  $search.set(text);
  $shownPages.set(1);
}

/** A value that is not one of the filter's options sets it to All. */
export function setFilter(name: FilterName, value: string): void {
  const options: readonly string[] = FILTER_OPTIONS[name];
  $filters.set({ ...$filters.get(), [name]: pickOption(options, value) });
  $shownPages.set(1);
}

export function setSafeFor(pet: Pet, on: boolean): void {
  const ticked = new Set($filters.get().safeFor);
  if (on) ticked.add(pet);
  else ticked.delete(pet);
  $filters.set({ ...$filters.get(), safeFor: PLANT_DATABASE.pets.filter((each) => ticked.has(each)) });
  $shownPages.set(1);
}

/** Clear Filters (product §4): the search too; the Filters panel stays as it was. */
export function clearFilters(): void {
  $search.set(DEFAULT_CRITERIA.search);
  $filters.set(defaultFilters());
  $shownPages.set(1);
}

export function showMore(): void {
  $shownPages.set($shownPages.get() + 1);
}

export function toggleFilterPanel(): void {
  $filterPanelOpen.set(!$filterPanelOpen.get());
}

export function setFilterPanelOpen(open: boolean): void {
  $filterPanelOpen.set(open);
}

export function selectPlant(slug: string | null): void {
  $selectedPlant.set(slug);
}

export function currentCriteria(): PlantCriteria {
  return { search: $search.get(), ...$filters.get() };
}

/** Everything the address mirrors. */
export function currentDatabaseQuery(): DatabaseQuery {
  return { ...currentCriteria(), plant: $selectedPlant.get() };
}

/** Replaces the mirrored state at once, e.g. with what the address asks for when the island starts. */
export function loadDatabaseQuery(query: DatabaseQuery): void {
  $search.set(query.search);
  $filters.set({
    type: query.type,
    climate: query.climate,
    light: query.light,
    water: query.water,
    safeFor: query.safeFor,
  });
  $selectedPlant.set(query.plant);
  $shownPages.set(1);
}

export function resetDatabase(): void {
  loadDatabaseQuery({ ...DEFAULT_CRITERIA, plant: null });
  $filterPanelOpen.set(false);
}
