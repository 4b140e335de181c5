import { foldText } from './text';
import { PLANT_DATABASE, type AnyOption, type PlantClimate, type PlantType } from '../site.config';

/**
 * The plant database's filter (SPEC §5), as a pure function: every active filter must hold (AND).
 *
 * - Search: case-insensitive substring of the name or of the scientific name. The search text is trimmed and its
 *   inner runs of white space count as one space, so a search of spaces only is an empty search (every plant).
 *   Letters are compared without their accents (both sides are Unicode-normalised), so 'ALOË' finds Aloe Vera and
 *   'aloe' would find an 'Aloë'. The text is only ever compared with `includes`: no character is special, so
 *   input such as '(*[' is just three characters to look for.
 * - Type and climate: equal to the chosen value, unless All.
 * - Light: the plant's light contains the chosen value ('Low' matches 'Low to Bright'), unless All.
 */

/** The fields of a plant the filter reads. */
export interface FilterablePlant {
  readonly name: string;
  readonly scientificName: string;
  readonly type: string;
  readonly climate: string;
  readonly light: string;
}

/** A Light filter option (SPEC §9). */
export type LightOption = (typeof PLANT_DATABASE.lightFilters)[number];

/** What the visitor chose: the search text and the three filters, each possibly All. */
export interface PlantCriteria {
  search: string;
  type: PlantType | AnyOption;
  climate: PlantClimate | AnyOption;
  light: LightOption | AnyOption;
}

/** The criteria that let every plant through. */
export const NO_CRITERIA: Readonly<PlantCriteria> = Object.freeze({
  search: '',
  type: PLANT_DATABASE.anyOption,
  climate: PLANT_DATABASE.anyOption,
  light: PLANT_DATABASE.anyOption,
});

// Each plant's folded name and scientific name, computed once per plant object rather than once per query.
const haystacks = new WeakMap<FilterablePlant, readonly [string, string]>();

function haystackOf(plant: FilterablePlant): readonly [string, string] {
  let entry = haystacks.get(plant);
  if (!entry) {
    entry = [foldText(plant.name), foldText(plant.scientificName)];
    haystacks.set(plant, entry);
  }
  return entry;
}

/** Whether a filter is switched off. */
export function isAny(value: string): value is AnyOption {
  return value === PLANT_DATABASE.anyOption;
}

/** Whether one plant passes every active filter; `foldedSearch` is the search already passed through foldText. */
function passes(plant: FilterablePlant, criteria: PlantCriteria, foldedSearch: string): boolean {
  if (!isAny(criteria.type) && plant.type !== criteria.type) return false;
  if (!isAny(criteria.climate) && plant.climate !== criteria.climate) return false;
  if (!isAny(criteria.light) && !plant.light.includes(criteria.light)) return false;
  if (foldedSearch === '') return true;
  const [name, scientificName] = haystackOf(plant);
  return name.includes(foldedSearch) || scientificName.includes(foldedSearch);
}

/** Whether one plant passes every active filter. */
export function matchesPlant(plant: FilterablePlant, criteria: PlantCriteria): boolean {
  return passes(plant, criteria, foldText(criteria.search));
}

/** The plants that pass every active filter, in their original order. */
export function filterPlants<T extends FilterablePlant>(plants: readonly T[], criteria: PlantCriteria): T[] {
  const foldedSearch = foldText(criteria.search);
  return plants.filter((plant) => passes(plant, criteria, foldedSearch));
}

/** True when any filter or the search is active (a search of spaces only is not). */
export function hasActiveCriteria(criteria: PlantCriteria): boolean {
  return foldText(criteria.search) !== '' || !isAny(criteria.type) || !isAny(criteria.climate) || !isAny(criteria.light);
}
