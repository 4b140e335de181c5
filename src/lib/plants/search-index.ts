import { PLANT_DATABASE, type PlantClimate, type PlantLight, type PlantType, type PlantWater } from '@/config/plants';
import { primeSearch } from './filter';
import type { PetVerdicts } from './pet-claims';
import { foldAll } from '@/lib/shared/text';

/**
 * The search index: one static JSON file, written at build time and fetched by the island at the visitor's first
 * sign of intent, holding only what searching, filtering and a card need. Thousands of plants must fit in a few
 * hundred kilobytes, so it is laid out for gzip:
 *
 * - one array per field (all names, then all scientific names, …), so that alike texts sit together;
 * - type, climate, light and water as one character per plant (`traits`: 2 × 4 × 5 × 2 = 80 combinations today;
 *   two characters once they outgrow 91);
 * - pet safety as one digit per plant (`pets`, 3 × 3 combinations);
 * - a Commons thumbnail as folder and file only (`be/File.jpg`, `/640` after it for another width);
 * - slugs only where they are not the name made a slug, aliases only where there are any (both by position).
 * `version` changes with the layout, so that an island never misreads another build's file.
 */

/** A plant's card: what the database shows of a plant before it is chosen, in the grid and as the detail panel's first lines. */
export interface PlantCard {
  slug: string;
  name: string;
  scientificName: string;
  aliases: string[];
  type: PlantType;
  climate: PlantClimate;
  light: PlantLight;
  water: PlantWater;
  thumbnail: string;
  pets: PetVerdicts;
}

export interface SearchIndexFile {
  version: typeof INDEX_VERSION;
  names: string[];
  scientificNames: string[];
  traits: string;
  pets: string;
  thumbnails: string[];
  slugs: Record<string, string>;
  aliases: Record<string, string[]>;
}

const INDEX_VERSION = 4;
/** The width of the Commons thumbnails the plants use; others carry their width. */
const USUAL_WIDTH = '500';
const COMMONS_THUMB =
  /^https:\/\/upload\.wikimedia\.org\/wikipedia\/commons\/thumb\/([0-9a-f])\/(\1[0-9a-f])\/([^/]+)\/(\d+)px-\3$/;
const COMMONS_THUMB_BASE = 'https://upload.wikimedia.org/wikipedia/commons/thumb/';
const { types, climates, lights, waters, petToxicity } = PLANT_DATABASE;
const TRAITS = [
  ['type', types],
  ['climate', climates],
  ['light', lights],
  ['water', waters],
] as const;
const TRAIT_COMBINATIONS = TRAITS.reduce((count, [, list]) => count * list.length, 1);
/** Printable ASCII from '#' on, without the backslash JSON would escape: 91 characters of one byte each. */
const TRAIT_ALPHABET = Array.from({ length: 127 - 35 }, (_, at) => String.fromCharCode(35 + at))
  .filter((character) => character !== '\\')
  .join('');
/** Characters per plant: one while the combinations fit the alphabet, two up to 91 × 91, and so on. */
export const TRAIT_WIDTH = Math.max(
  1,
  Math.ceil(Math.log(TRAIT_COMBINATIONS) / Math.log(TRAIT_ALPHABET.length) - 1e-9),
);

type Traits = Pick<PlantCard, 'type' | 'climate' | 'light' | 'water'>;

/** A card's traits as TRAIT_WIDTH characters: each value's position in its list, as digits of a mixed-radix number. */
function packTraits(card: Traits): string {
  let packed = 0;
  for (const [field, list] of [...TRAITS].reverse())
    packed = packed * list.length + (list as readonly string[]).indexOf(card[field]);
  let written = '';
  for (let digit = 0; digit < TRAIT_WIDTH; digit += 1) {
    written = TRAIT_ALPHABET.charAt(packed % TRAIT_ALPHABET.length) + written;
    packed = Math.floor(packed / TRAIT_ALPHABET.length);
  }
  return written;
}

function unpackTraits(characters: string): Traits | null {
  if (characters.length !== TRAIT_WIDTH) return null;
  let packed = 0;
  for (const character of characters) {
    const digit = TRAIT_ALPHABET.indexOf(character);
    if (digit < 0) return null;
    packed = packed * TRAIT_ALPHABET.length + digit;
  }
  if (packed >= TRAIT_COMBINATIONS) return null;
  const values: Record<string, string | undefined> = {};
  for (const [field, list] of TRAITS) {
    values[field] = list[packed % list.length];
    packed = Math.floor(packed / list.length);
  }
  return values as unknown as Traits;
}

export function compactThumbnail(src: string): string {
  const match = COMMONS_THUMB.exec(src);
  if (!match) return src;
  const [, , folder, file, width] = match;
  return width === USUAL_WIDTH ? `${folder}/${file}` : `${folder}/${file}/${width}`;
}

export function expandThumbnail(value: string): string {
  if (value.startsWith('https://')) return value;
  const [folder = '', file = '', width = USUAL_WIDTH] = value.split('/');
  return `${COMMONS_THUMB_BASE}${folder.charAt(0)}/${folder}/${file}/${width}px-${file}`;
}

function slugOfFolded(foldedName: string): string {
  return foldedName.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export function encodeSearchIndex(cards: readonly PlantCard[]): SearchIndexFile {
  const foldedNames = foldAll(cards.map((card) => card.name));
  const slugs: Record<string, string> = {};
  const aliases: Record<string, string[]> = {};
  let traits = '';
  let pets = '';
  cards.forEach((card, at) => {
    if (slugOfFolded(foldedNames[at] ?? '') !== card.slug) slugs[at] = card.slug;
    if (card.aliases.length > 0) aliases[at] = card.aliases;
    traits += packTraits(card);
    pets += String(petToxicity.indexOf(card.pets.cats) + petToxicity.length * petToxicity.indexOf(card.pets.dogs));
  });
  return {
    version: INDEX_VERSION,
    names: cards.map((card) => card.name),
    scientificNames: cards.map((card) => card.scientificName),
    traits,
    pets,
    thumbnails: cards.map((card) => compactThumbnail(card.thumbnail)),
    slugs,
    aliases,
  };
}

const isStringArray = (value: unknown, length: number): value is string[] =>
  Array.isArray(value) && value.length === length && value.every((item) => typeof item === 'string');

/** The cards in grid order, primed for searching; throws, saying what is wrong, for a file of another layout. */
export function decodeSearchIndex(file: unknown): PlantCard[] {
  const data = file as Partial<SearchIndexFile> | null;
  if (data?.version !== INDEX_VERSION || !Array.isArray(data.names))
    throw new Error('The plant index has an unknown layout.');
  const count = data.names.length;
  const { names, scientificNames, traits, pets, thumbnails, slugs, aliases } = data;
  if (!isStringArray(names, count) || !isStringArray(scientificNames, count) || !isStringArray(thumbnails, count)) {
    throw new Error('The plant index is incomplete.');
  }
  if (
    typeof traits !== 'string' ||
    traits.length !== count * TRAIT_WIDTH ||
    typeof pets !== 'string' ||
    pets.length !== count ||
    typeof slugs !== 'object' ||
    slugs === null
  ) {
    throw new Error('The plant index is incomplete.');
  }
  if (
    typeof aliases !== 'object' ||
    aliases === null ||
    !Object.values(aliases).every((list) => isStringArray(list, list.length))
  ) {
    throw new Error('The plant index is incomplete.');
  }
  const foldedNames = foldAll(names);
  const foldedScientificNames = foldAll(scientificNames);
  const cards = names.map((name, at): PlantCard => {
    const unpacked = unpackTraits(traits.slice(at * TRAIT_WIDTH, (at + 1) * TRAIT_WIDTH));
    if (!unpacked) throw new Error(`The plant index has unknown traits for ${name}.`);
    const petsPacked = Number(pets.charAt(at));
    const cats = petToxicity[petsPacked % petToxicity.length];
    const dogs = petToxicity[Math.floor(petsPacked / petToxicity.length)];
    if (!cats || !dogs) throw new Error(`The plant index has unknown pet safety for ${name}.`);
    return {
      slug: slugs[at] ?? slugOfFolded(foldedNames[at] ?? ''),
      name,
      scientificName: scientificNames[at] ?? '',
      aliases: aliases[at] ?? [],
      ...unpacked,
      thumbnail: expandThumbnail(thumbnails[at] ?? ''),
      pets: { cats, dogs },
    };
  });
  primeSearch(cards, { names: foldedNames, scientificNames: foldedScientificNames });
  return cards;
}
