import { foldAll, foldText } from '../shared/text';
import { PLANT_DATABASE, type AnyOption, type Pet, type PetToxicity, type PlantClimate, type PlantType, type PlantWater } from '../../site.config';

/**
 * The plant database's filter (product §5), as a pure function: every active filter must hold (AND).
 *
 * - Search: case-insensitive substring of the name, of the scientific name or of one of the other names the plant
 *   goes by (its aliases: common names, botanical synonyms). The search text is trimmed and its
 *   inner runs of white space count as one space, so a search of spaces only is an empty search (every plant).
 *   Letters are compared without their accents (both sides are Unicode-normalised), so 'ALOË' finds Aloe Vera and
 *   'aloe' would find an 'Aloë'. The text is only ever compared with `includes`: no character is special, so
 *   input such as '(*[' is just three characters to look for.
 * - Type, climate and water: equal to the chosen value, unless All.
 * - Light: the plant's light contains the chosen value ('Low' matches 'Low to Bright'), unless All.
 * - Safe for cats, Safe for dogs: the plant is recorded as non-toxic to each animal ticked. A plant whose safety is
 *   unknown is left out, since the visitor asked for plants known to be safe.
 */

/** The fields of a plant the filter reads. */
export interface FilterablePlant {
  readonly name: string;
  readonly scientificName: string;
  /** The other names it goes by; a plant without them is found by its names alone. */
  readonly aliases?: readonly string[] | undefined;
  readonly type: string;
  readonly climate: string;
  readonly light: string;
  readonly water: string;
  /**
   * Whether it is poisonous to each animal: the verdict alone (a search-index card) or with its source (a full
   * record). A plant without it counts as unknown.
   */
  readonly pets?: Readonly<Record<Pet, PetToxicity | { readonly toxicity: PetToxicity }>> | undefined;
}

/** A Light filter option (product §9). */
export type LightOption = (typeof PLANT_DATABASE.lightFilters)[number];

/** What the visitor chose: the search text and the four selects, each possibly All, and the animals ticked. */
export interface PlantCriteria {
  search: string;
  type: PlantType | AnyOption;
  climate: PlantClimate | AnyOption;
  light: LightOption | AnyOption;
  water: PlantWater | AnyOption;
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
  water: PLANT_DATABASE.anyOption,
  safeFor: Object.freeze([]),
});

/**
 * Whether the criteria are the default ones, so that every plant passes: the one "is default" test of the database.
 * A search of spaces only counts as no search.
 */
export function isDefaultCriteria(criteria: PlantCriteria): boolean {
  return foldText(criteria.search) === '' && isAny(criteria.type) && isAny(criteria.climate) && isAny(criteria.light) && isAny(criteria.water) && criteria.safeFor.length === 0;
}

/** A plant's names as the search compares them (foldText), its other names in their order. */
interface Haystack {
  readonly name: string;
  readonly scientificName: string;
  readonly aliases: readonly string[];
}

// Each plant's folded names, computed once per plant object rather than once per query.
const haystacks = new WeakMap<FilterablePlant, Haystack>();

/** The other names of every plant folded in one pass, handed back plant by plant. */
function foldAliases(plants: readonly FilterablePlant[]): string[][] {
  const flat = foldAll(plants.flatMap((plant) => plant.aliases ?? []));
  let next = 0;
  return plants.map((plant) => flat.slice(next, (next += plant.aliases?.length ?? 0)));
}

/**
 * Folds the names of every plant not folded yet, all in one pass (foldAll), so that the first search over thousands
 * of plants costs milliseconds rather than a long pause. `folded` may hand over names already folded, in the plants'
 * order, for a caller that needed them anyway (the search index's decoder).
 */
export function primeSearch(
  plants: readonly FilterablePlant[],
  folded?: { names: readonly string[]; scientificNames: readonly string[] },
): void {
  const missing = folded ? plants : plants.filter((plant) => !haystacks.has(plant));
  if (missing.length === 0) return;
  const names = folded?.names ?? foldAll(missing.map((plant) => plant.name));
  const scientificNames = folded?.scientificNames ?? foldAll(missing.map((plant) => plant.scientificName));
  const aliases = foldAliases(missing);
  missing.forEach((plant, at) => haystacks.set(plant, { name: names[at] ?? '', scientificName: scientificNames[at] ?? '', aliases: aliases[at] ?? [] }));
}

function haystackOf(plant: FilterablePlant): Haystack {
  let entry = haystacks.get(plant);
  if (!entry) {
    entry = { name: foldText(plant.name), scientificName: foldText(plant.scientificName), aliases: (plant.aliases ?? []).map(foldText) };
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
  if (!isAny(criteria.water) && plant.water !== criteria.water) return false;
  if (!criteria.safeFor.every((pet) => verdictOf(plant, pet) === 'non-toxic')) return false;
  if (foldedSearch === '') return true;
  const { name, scientificName, aliases } = haystackOf(plant);
  return name.includes(foldedSearch) || scientificName.includes(foldedSearch) || aliases.some((alias) => alias.includes(foldedSearch));
}

/**
 * The other name a search found the plant by, for the card to show ('also known as …'): null when the search is
 * empty, or finds the plant by its name or scientific name (those are on the card already), or does not find it.
 */
export function aliasFound(plant: FilterablePlant, search: string): string | null {
  const foldedSearch = foldText(search);
  if (foldedSearch === '') return null;
  const { name, scientificName, aliases } = haystackOf(plant);
  if (name.includes(foldedSearch) || scientificName.includes(foldedSearch)) return null;
  const at = aliases.findIndex((alias) => alias.includes(foldedSearch));
  return at === -1 ? null : (plant.aliases?.[at] ?? null);
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
