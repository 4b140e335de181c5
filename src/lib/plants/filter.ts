import { foldAll, foldText } from '../shared/text';
import {
  PLANT_DATABASE,
  PLANT_SEARCH,
  type AnyOption,
  type Pet,
  type PetToxicity,
  type PlantClimate,
  type PlantType,
  type PlantWater,
} from '../../config/plants';
import type { PetVerdicts } from './pet-claims';
import { slipIndex, slipIndexInChunks, type SlipIndex } from './slip-search';

/**
 * The plant database's filter (product §5), as a pure function: every active filter must hold (AND).
 * - Search: a substring of the name, the scientific name or an alias, both sides folded (foldText: case, accents and
 *   runs of white space aside), so 'ALOË' finds Aloe Vera and a search of spaces only finds every plant. Only
 *   `includes` compares, so no character is special: '(*[' is three characters to look for. Beyond that rule, a
 *   plant whose name's words the search's words match with a slip or two (./slip-search.ts). Best match first: the
 *   exact name, names that start with the search, names that contain it, then by fewer slips; ties in list order.
 * - Type, climate and water: equal to the choice; light: contains it ('Low' matches 'Low to Bright'). All is off.
 * - Safe for cats, Safe for dogs: recorded as non-toxic to each animal ticked. Unknown safety is left out, since the
 *   visitor asked for plants known to be safe.
 */

export interface FilterablePlant {
  readonly name: string;
  readonly scientificName: string;
  readonly aliases?: readonly string[] | undefined;
  readonly type: string;
  readonly climate: string;
  readonly light: string;
  readonly water: string;
  /** A card's verdicts (the grid filters cards); missing counts as unknown. */
  readonly pets?: PetVerdicts | undefined;
}

/** A Light filter option (product §9). */
export type LightOption = (typeof PLANT_DATABASE.lightFilters)[number];

export interface PlantCriteria {
  search: string;
  type: PlantType | AnyOption;
  climate: PlantClimate | AnyOption;
  light: LightOption | AnyOption;
  water: PlantWater | AnyOption;
  safeFor: readonly Pet[];
}

/** The one default of the database: the store starts from it, Clear Filters returns to it, the address omits it. */
export const DEFAULT_CRITERIA: Readonly<PlantCriteria> = Object.freeze({
  search: '',
  type: PLANT_DATABASE.anyOption,
  climate: PLANT_DATABASE.anyOption,
  light: PLANT_DATABASE.anyOption,
  water: PLANT_DATABASE.anyOption,
  safeFor: Object.freeze([]),
});

/** Whether every plant passes: the one "is default" test (a search of spaces only counts as no search). */
export function isDefaultCriteria(criteria: PlantCriteria): boolean {
  return (
    foldText(criteria.search) === '' &&
    isAny(criteria.type) &&
    isAny(criteria.climate) &&
    isAny(criteria.light) &&
    isAny(criteria.water) &&
    criteria.safeFor.length === 0
  );
}

interface Haystack {
  readonly name: string;
  readonly scientificName: string;
  readonly aliases: readonly string[];
}

// Each plant's folded names, computed once per plant object rather than once per query.
const haystacks = new WeakMap<FilterablePlant, Haystack>();
// Each list's slip index, built once per list: a short one at its first search, a long one as it arrives (primeSlips).
const slipIndexes = new WeakMap<readonly FilterablePlant[], SlipIndex>();

function foldAliases(plants: readonly FilterablePlant[]): string[][] {
  const flat = foldAll(plants.flatMap((plant) => plant.aliases ?? []));
  let next = 0;
  return plants.map((plant) => flat.slice(next, (next += plant.aliases?.length ?? 0)));
}

/**
 * Folds the names of every plant not folded yet in one pass (foldAll), so that the first search over thousands of
 * plants takes milliseconds, not a long pause. `folded`: names already folded, in order (the index decoder has them).
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
  missing.forEach((plant, at) =>
    haystacks.set(plant, {
      name: names[at] ?? '',
      scientificName: scientificNames[at] ?? '',
      aliases: aliases[at] ?? [],
    }),
  );
}

const writtenNames = (plant: FilterablePlant) => [plant.name, plant.scientificName, ...(plant.aliases ?? [])];

/** The list's slip index; null for a long list until primeSlips has built it. */
function slipIndexOf(plants: readonly FilterablePlant[]): SlipIndex | null {
  let index = slipIndexes.get(plants);
  if (!index && plants.length <= PLANT_SEARCH.indexAtOnce) {
    index = slipIndex(
      plants.map((plant) => namesOf(haystackOf(plant))),
      plants.map(writtenNames),
    );
    slipIndexes.set(plants, index);
  }
  return index ?? null;
}

/** Builds a list's slip index in pieces between other work (PLANT_SEARCH.indexChunk names at a time). */
export async function primeSlips(plants: readonly FilterablePlant[]): Promise<void> {
  if (slipIndexes.has(plants)) return;
  primeSearch(plants);
  const names = plants.map((plant) => namesOf(haystackOf(plant)));
  slipIndexes.set(plants, await slipIndexInChunks(names, plants.map(writtenNames), PLANT_SEARCH.indexChunk));
}

const namesOf = ({ name, scientificName, aliases }: Haystack) => [name, scientificName, ...aliases];

function haystackOf(plant: FilterablePlant): Haystack {
  let entry = haystacks.get(plant);
  if (!entry) {
    entry = {
      name: foldText(plant.name),
      scientificName: foldText(plant.scientificName),
      aliases: (plant.aliases ?? []).map(foldText),
    };
    haystacks.set(plant, entry);
  }
  return entry;
}

export function isAny(value: string): value is AnyOption {
  return value === PLANT_DATABASE.anyOption;
}

function verdictOf(plant: FilterablePlant, pet: Pet): PetToxicity {
  return plant.pets?.[pet] ?? 'unknown';
}

function passesFilters(plant: FilterablePlant, criteria: PlantCriteria): boolean {
  if (!isAny(criteria.type) && plant.type !== criteria.type) return false;
  if (!isAny(criteria.climate) && plant.climate !== criteria.climate) return false;
  if (!isAny(criteria.light) && !plant.light.includes(criteria.light)) return false;
  if (!isAny(criteria.water) && plant.water !== criteria.water) return false;
  return criteria.safeFor.every((pet) => verdictOf(plant, pet) === 'non-toxic');
}

/** How well the search text matches a name of the plant (product §5's rule): 0 exact, 1 start, 2 within; else null. */
function textRank({ name, scientificName, aliases }: Haystack, foldedSearch: string): number | null {
  // Nothing made per plant: it runs for every plant at every keystroke.
  let rank = better(rankOf(name, foldedSearch), rankOf(scientificName, foldedSearch));
  for (const alias of aliases) rank = better(rank, rankOf(alias, foldedSearch));
  return rank;
}

/** One look per name: most names of a long list do not hold the search at all. */
function rankOf(text: string, search: string): number | null {
  const at = text.indexOf(search);
  return at === -1 ? null : at > 0 ? 2 : text.length === search.length ? 0 : 1;
}
const better = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** Word matches rank after every match of the text, by their slips. */
const SLIP_RANK = 3;
const MOST_SLIPS = Math.max(...PLANT_SEARCH.slipsFrom.map((step) => step.slips));

function passes(plant: FilterablePlant, criteria: PlantCriteria, foldedSearch: string): boolean {
  return passesFilters(plant, criteria) && (foldedSearch === '' || textRank(haystackOf(plant), foldedSearch) !== null);
}

/** The alias a search found the plant by, for the card's 'also known as …'; null unless only an alias matched. */
export function aliasFound(plant: FilterablePlant, search: string): string | null {
  const foldedSearch = foldText(search);
  if (foldedSearch === '') return null;
  const { name, scientificName, aliases } = haystackOf(plant);
  if (name.includes(foldedSearch) || scientificName.includes(foldedSearch)) return null;
  const at = aliases.findIndex((alias) => alias.includes(foldedSearch));
  return at === -1 ? null : (plant.aliases?.[at] ?? null);
}

export function matchesPlant(plant: FilterablePlant, criteria: PlantCriteria): boolean {
  return passes(plant, criteria, foldText(criteria.search));
}

// Each list's folded names in its order, so that a keystroke reads them by place rather than looking each plant up.
const listHaystacks = new WeakMap<readonly FilterablePlant[], Haystack[]>();

function haystacksOf(plants: readonly FilterablePlant[]): Haystack[] {
  let list = listHaystacks.get(plants);
  if (!list) {
    primeSearch(plants);
    list = plants.map(haystackOf);
    listHaystacks.set(plants, list);
  }
  return list;
}

export function filterPlants<T extends FilterablePlant>(plants: readonly T[], criteria: PlantCriteria): T[] {
  const foldedSearch = foldText(criteria.search);
  if (foldedSearch === '') return plants.filter((plant) => passesFilters(plant, criteria));
  const names = haystacksOf(plants);
  const slips = slipIndexOf(plants)?.find(foldedSearch) ?? new Map<number, number>();
  // One list per rank, filled in the list's order (A–Z): read in turn, they are the best match first with ties A–Z,
  // with no sort and no object per plant found (a one-letter search finds most of 10,000).
  const byRank: T[][] = Array.from({ length: SLIP_RANK + MOST_SLIPS + 1 }, () => []);
  plants.forEach((plant, at) => {
    if (!passesFilters(plant, criteria)) return;
    const slipped = slips.get(at);
    const rank = textRank(names[at]!, foldedSearch) ?? (slipped === undefined ? null : SLIP_RANK + slipped);
    if (rank !== null) byRank[rank]!.push(plant);
  });
  return byRank.flat();
}

/** "Did you mean …?": when a search finds nothing, the name within PLANT_SEARCH.suggestSlips of it, as written. */
export function suggestName(plants: readonly FilterablePlant[], search: string): string | null {
  const foldedSearch = foldText(search);
  return foldedSearch === '' ? null : (slipIndexOf(plants)?.suggest(foldedSearch) ?? null);
}
