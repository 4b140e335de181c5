import { PLANT_DATABASE, type Pet } from '@/config/plants';
import { DEFAULT_CRITERIA, isDefaultCriteria, type LightOption, type PlantCriteria } from './filter';
import { isPlantSlug } from './slugs';

/**
 * The database's state in the page address, so that a filtered view or a chosen plant can be shared and survives a
 * reload: `/?q=fig&type=Indoor&climate=Tropical&light=Bright+Indirect&water=Moderate&plant=fiddle-leaf-fig`.
 * Reading never fails: an unknown option is All (case aside: `type=indoor` is Indoor), a malformed slug is none, and
 * the island drops a slug once its record proves missing. Writing keeps other parameters and omits defaults, so the
 * untouched page keeps its clean address `/`.
 */

export const QUERY_KEYS = {
  search: 'q',
  type: 'type',
  climate: 'climate',
  light: 'light',
  water: 'water',
  plant: 'plant',
  /** Once per animal ticked, `safe=cats&safe=dogs`, as the form's checkboxes submit it. */
  safeFor: 'safe',
} as const;

export interface DatabaseQuery extends PlantCriteria {
  plant: string | null;
}

/** Longer search text in an address is cut, never refused. */
export const MAX_QUERY_SEARCH_LENGTH = 500;

export function pickOption<const T extends string>(
  options: readonly T[],
  raw: string | null | undefined,
): T | typeof PLANT_DATABASE.anyOption {
  if (!raw) return PLANT_DATABASE.anyOption;
  const wanted = raw.trim().toLocaleLowerCase('en');
  return options.find((option) => option.toLocaleLowerCase('en') === wanted) ?? PLANT_DATABASE.anyOption;
}

function petsIn(values: readonly string[]): Pet[] {
  const wanted = new Set(values.map((value) => value.trim().toLocaleLowerCase('en')));
  return PLANT_DATABASE.pets.filter((pet) => wanted.has(pet));
}

export function parseDatabaseQuery(search: string): DatabaseQuery {
  const params = new URLSearchParams(search);
  const plant = params.get(QUERY_KEYS.plant);
  return {
    search: (params.get(QUERY_KEYS.search) ?? '').slice(0, MAX_QUERY_SEARCH_LENGTH),
    type: pickOption(PLANT_DATABASE.types, params.get(QUERY_KEYS.type)),
    climate: pickOption(PLANT_DATABASE.climates, params.get(QUERY_KEYS.climate)),
    light: pickOption<LightOption>(PLANT_DATABASE.lightFilters, params.get(QUERY_KEYS.light)),
    water: pickOption(PLANT_DATABASE.waters, params.get(QUERY_KEYS.water)),
    plant: plant !== null && isPlantSlug(plant) ? plant : null,
    safeFor: petsIn(params.getAll(QUERY_KEYS.safeFor)),
  };
}

/** The query string ('' when empty), keeping `currentSearch`'s other parameters; a blank search is left out. */
export function writeDatabaseQuery(currentSearch: string, state: DatabaseQuery): string {
  const params = new URLSearchParams(currentSearch);
  const set = (key: string, value: string | null, fallback: string | null) => {
    if (value === null || value === fallback) params.delete(key);
    else params.set(key, value);
  };
  set(QUERY_KEYS.search, state.search.trim() === '' ? null : state.search, null);
  set(QUERY_KEYS.type, state.type, DEFAULT_CRITERIA.type);
  set(QUERY_KEYS.climate, state.climate, DEFAULT_CRITERIA.climate);
  set(QUERY_KEYS.light, state.light, DEFAULT_CRITERIA.light);
  set(QUERY_KEYS.water, state.water, DEFAULT_CRITERIA.water);
  set(QUERY_KEYS.plant, state.plant, null);
  params.delete(QUERY_KEYS.safeFor);
  for (const pet of state.safeFor) params.append(QUERY_KEYS.safeFor, pet);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The whole address; off the default view the anchor is the database's, so that a shared link opens there. */
export function writeDatabaseAddress(
  current: { pathname: string; search: string; hash: string },
  state: DatabaseQuery,
  sectionId: string,
): string {
  const untouched = isDefaultCriteria(state) && state.plant === null;
  const hash = untouched ? current.hash : `#${sectionId}`;
  return `${current.pathname}${writeDatabaseQuery(current.search, state)}${hash}`;
}
