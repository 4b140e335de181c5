import { atom } from 'nanostores';
import { DEFAULT_CRITERIA, type PlantCriteria } from '../lib/plants/filter';
import { pickOption, type DatabaseQuery } from '../lib/plants/query';
import { PLANT_DATABASE, type Pet } from '../site.config';

/**
 * The plant database's state (product §4): the search text, the Type, Climate, Light and Water filters, whether the Filters
 * panel is open, and the chosen plant; and how many pages of cards 'Show more' has opened. The island reads these
 * stores and changes them only through the actions below. The search, the filters and the chosen plant are mirrored in the page address by the island
 * (plant-database/mirror-address.ts), the one place that writes it; nothing is kept in localStorage.
 */

/** The selects of the Filters panel by name. */
export type FilterName = 'type' | 'climate' | 'light' | 'water';
/** The filters' values: the four selects, each possibly All, and the animals ticked under 'Safe for …'. */
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

/** The filters of DEFAULT_CRITERIA, the database's one default. */
function defaultFilters(): DatabaseFilters {
  const { search: _search, ...filters } = DEFAULT_CRITERIA;
  return filters;
}

/** The search text as typed. */
export const $search = atom<string>(DEFAULT_CRITERIA.search);

/** The Type, Climate, Light and Water filters, each All or one of its options, and the animals ticked. */
export const $filters = atom<DatabaseFilters>(defaultFilters());

/**
 * How many pages of cards the grid shows (PLANT_DATABASE.cardsPerPage each): 1, plus one per 'Show more'. Not kept
 * in the address; a new search or filter starts again from one page.
 */
export const $shownPages = atom(1);

/** Whether the Filters panel (the four selects, 'Safe for …' and Clear Filters) is open. */
export const $filterPanelOpen = atom(false);

/** The chosen plant's slug, or null when none is chosen. */
export const $selectedPlant = atom<string | null>(null);

/** Changes the search text; the grid starts again from its first page. */
export function setSearch(text: string): void {
  $search.set(text);
  $shownPages.set(1);
}

/** Sets one filter; a value that is not one of its options sets it to All. The grid starts again from its first page. */
export function setFilter(name: FilterName, value: string): void {
  const options: readonly string[] = FILTER_OPTIONS[name];
  $filters.set({ ...$filters.get(), [name]: pickOption(options, value) });
  $shownPages.set(1);
}

/** Ticks or unticks 'Safe for cats' or 'Safe for dogs'. The grid starts again from its first page. */
export function setSafeFor(pet: Pet, on: boolean): void {
  const ticked = new Set($filters.get().safeFor);
  if (on) ticked.add(pet);
  else ticked.delete(pet);
  $filters.set({ ...$filters.get(), safeFor: PLANT_DATABASE.pets.filter((each) => ticked.has(each)) });
  $shownPages.set(1);
}

/** Resets the search to empty, the four selects to All and unticks 'Safe for …' (product §4); the Filters panel stays as it was. */
export function clearFilters(): void {
  $search.set(DEFAULT_CRITERIA.search);
  $filters.set(defaultFilters());
  $shownPages.set(1);
}

/** Shows one more page of cards ('Show more'). */
export function showMore(): void {
  $shownPages.set($shownPages.get() + 1);
}

/** Opens the Filters panel when closed, closes it when open. */
export function toggleFilterPanel(): void {
  $filterPanelOpen.set(!$filterPanelOpen.get());
}

/** Opens or closes the Filters panel. */
export function setFilterPanelOpen(open: boolean): void {
  $filterPanelOpen.set(open);
}

/** Chooses a plant by slug, or none with null. */
export function selectPlant(slug: string | null): void {
  $selectedPlant.set(slug);
}

/** The criteria the grid is filtered by. */
export function currentCriteria(): PlantCriteria {
  return { search: $search.get(), ...$filters.get() };
}

/** Everything the address mirrors. */
export function currentDatabaseQuery(): DatabaseQuery {
  return { ...currentCriteria(), plant: $selectedPlant.get() };
}

/** Replaces the mirrored state at once, e.g. with what an address asked for when the island starts. */
export function loadDatabaseQuery(query: DatabaseQuery): void {
  $search.set(query.search);
  $filters.set({ type: query.type, climate: query.climate, light: query.light, water: query.water, safeFor: query.safeFor });
  $selectedPlant.set(query.plant);
  $shownPages.set(1);
}

/** Returns the database to an untouched page's state: default criteria, no plant, one page, the panel closed. */
export function resetDatabase(): void {
  loadDatabaseQuery({ ...DEFAULT_CRITERIA, plant: null });
  $filterPanelOpen.set(false);
}
