import { foldAll, foldText } from '../shared/text';
import { PLANT_DATABASE, type AnyOption, type Pet, type PetToxicity, type PlantClimate, type PlantType } from '../../site.config';

/**
 * The plant database's filter (product §5), as a pure function: every active filter must hold (AND).
 *
 * - Search: case-insensitive substring of the name or of the scientific name. The search text is trimmed and its
 *   inner runs of white space count as one space, so a search of spaces only is an empty search (every plant).
 *   Letters are compared without their accents (both sides are Unicode-normalised), so 'ALOË' finds Aloe Vera and
 *   'aloe' would find an 'Aloë'. The text is only ever compared with `includes`: no character is special, so
 *   input such as '(*[' is just three characters to look for.
 * - Type and climate: equal to the chosen value, unless All.
 * - Light: the plant's light contains the chosen value ('Low' matches 'Low to Bright'), unless All.
 * - Safe for cats, Safe for dogs: the plant is recorded as non-toxic to each animal ticked. A plant whose safety is
 *   unknown is left out, since the visitor asked for plants known to be safe.
 */

/** The fields of a plant the filter reads. */
export interface FilterablePlant {
  readonly name: string;
  readonly scientificName: string;
  readonly type: string;
  readonly climate: string;
  readonly light: string;
  /**
   * Whether it is poisonous to each animal: the verdict alone (a search-index card) or with its source (a full
   * record). A plant without it counts as unknown.
   */
  readonly pets?: Readonly<Record<Pet, PetToxicity | { readonly toxicity: PetToxicity }>> | undefined;
}

/** A Light filter option (product §9). */
export type LightOption = (typeof PLANT_DATABASE.lightFilters)[number];

/** What the visitor chose: the search text and the three filters, each possibly All. */
export interface PlantCriteria {
  search: string;
  type: PlantType | AnyOption;
  climate: PlantClimate | AnyOption;
  light: LightOption | AnyOption;
  /** The animals the plant must be known to be safe for ('Safe for cats', 'Safe for dogs'); none by default. */
  safeFor: readonly Pet[];
}

/**
 * The criteria of an untouched database: no search, every filter at All. The one default of the whole database: the
 * store starts from it, Clear Filters returns to it, and the address leaves out whatever equals it.
 */
export const DEFAULT_CRITERIA: Readonly<PlantCriteria> = Object.freeze({
  search: '',
  type: PLANT_DATABASE.anyOption,
  climate: PLANT_DATABASE.anyOption,
  light: PLANT_DATABASE.anyOption,
  safeFor: Object.freeze([]),
});

/**
 * Whether the criteria are the default ones, so that every plant passes: the one "is default" test of the database.
 * A search of spaces only counts as no search.
 */
export function isDefaultCriteria(criteria: PlantCriteria): boolean {
  return foldText(criteria.search) === '' && isAny(criteria.type) && isAny(criteria.climate) && isAny(criteria.light) && criteria.safeFor.length === 0;
}

// Each plant's folded name and scientific name, computed once per plant object rather than once per query.
const haystacks = new WeakMap<FilterablePlant, readonly [string, string]>();

/**
 * Folds the names of every plant not folded yet, all in one pass (foldAll), so that the first search over thousands
 * of plants costs milliseconds rather than a long pause. `folded` may hand over names already folded, in the plants'
 * order, for a caller that needed them anyway (the search index's decoder).
 */
export function primeSearch(
  plants: readonly FilterablePlant[],
  folded?: { names: readonly string[]; scientificNames: readonly string[] },
): void {
  if (folded) {
    plants.forEach((plant, at) => haystacks.set(plant, [folded.names[at] ?? '', folded.scientificNames[at] ?? '']));
    return;
  }
  const missing = plants.filter((plant) => !haystacks.has(plant));
  if (missing.length === 0) return;
  const names = foldAll(missing.map((plant) => plant.name));
  const scientificNames = foldAll(missing.map((plant) => plant.scientificName));
  missing.forEach((plant, at) => haystacks.set(plant, [names[at] ?? '', scientificNames[at] ?? '']));
}

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

/** Whether a plant is poisonous to an animal, as recorded; unknown when it is not recorded. */
function verdictOf(plant: FilterablePlant, pet: Pet): PetToxicity {
  const claim = plant.pets?.[pet];
  if (claim === undefined) return 'unknown';
  return typeof claim === 'string' ? claim : claim.toxicity;
}

/** Whether one plant passes every active filter; `foldedSearch` is the search already passed through foldText. */
function passes(plant: FilterablePlant, criteria: PlantCriteria, foldedSearch: string): boolean {
  if (!isAny(criteria.type) && plant.type !== criteria.type) return false;
  if (!isAny(criteria.climate) && plant.climate !== criteria.climate) return false;
  if (!isAny(criteria.light) && !plant.light.includes(criteria.light)) return false;
  if (!criteria.safeFor.every((pet) => verdictOf(plant, pet) === 'non-toxic')) return false;
  if (foldedSearch === '') return true;
  const [name, scientificName] = haystackOf(plant);
  return name.includes(foldedSearch) || scientificName.includes(foldedSearch);
}

/** Whether one plant passes every active filter. */
export function matchesPlant(plant: FilterablePlant, criteria: PlantCriteria): boolean {
  return passes(plant, criteria, foldText(criteria.search));
}

// The lists already primed, so that a keystroke does not look every plant up twice.
const primedLists = new WeakSet<readonly FilterablePlant[]>();

/** The plants that pass every active filter, in their original order. */
export function filterPlants<T extends FilterablePlant>(plants: readonly T[], criteria: PlantCriteria): T[] {
  const foldedSearch = foldText(criteria.search);
  if (foldedSearch !== '' && !primedLists.has(plants)) {
    primeSearch(plants);
    primedLists.add(plants);
  }
  return plants.filter((plant) => passes(plant, criteria, foldedSearch));
}
