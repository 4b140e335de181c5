// The plant lane's rules, from content file to page, each a pure function of plain data: how the plant
// collection becomes records in grid order (this file), the slug that is a plant's address (slugs.ts), the search
// index's gzip-friendly layout (search-index.ts), the filter (filter.ts), the grid and its counts (grid.ts), the state
// in the page address (query.ts), photo credits (photo.ts), a plant page's structured data (page.ts), the A–Z index
// (az.ts) and a plant's badges (badges.ts). The record type lives beside its schema (src/schemas/plants.ts); pages
// read records only through src/data/plants.ts.

import { aliasClashes } from './aliases';
import type { PlantCard } from './search-index';

/**
 * Prepares the plant collection at build time: plain, serialisable objects in a stable order, for the plant pages,
 * the A–Z index, the search index, the per-plant records and the landing page's first cards. Kept free of
 * `astro:content` so that it can be tested with plain data; src/data/plants.ts passes it the collection. The full
 * record type (`PlantRecord`) lives beside its schema in src/schemas/plants.ts: these functions name only the fields
 * they read, so that `lib` never depends on `schemas`.
 */

/** The fields of a plant file these functions read (a plant file has more: its schema, src/schemas/plants.ts). */
export interface PlantFields extends Omit<PlantCard, 'slug' | 'thumbnail' | 'pets' | 'aliases'> {
  id: number;
  /** The other names it goes by; a file may leave them out. */
  aliases?: readonly string[] | undefined;
  image: { src: string };
  /** Each animal's verdict; the file also names its source. */
  pets: { [Pet in keyof PlantCard['pets']]: { toxicity: PlantCard['pets'][Pet] } };
}

/** A collection entry as `getCollection('plants')` returns it. */
export interface PlantEntry<Data extends PlantFields = PlantFields> {
  id: string;
  data: Data;
  /** The file, relative to the project, e.g. 'src/content/plants/snake-plant.yaml'. */
  filePath?: string | undefined;
}

const fileOf = (entry: PlantEntry) => entry.filePath ?? `src/content/plants/${entry.id}.yaml`;

/**
 * The plants ordered by their `id` number (then by slug, so that the order never depends on the file system).
 * Throws, naming both files, when two plants share an id or one lists another's name among its other names, so
 * that the build stops and tells the editor.
 */
export function toPlantRecords<Data extends PlantFields>(entries: readonly PlantEntry<Data>[]): (Data & { slug: string })[] {
  const byNumber = new Map<number, PlantEntry<Data>>();
  for (const entry of entries) {
    const other = byNumber.get(entry.data.id);
    if (other !== undefined) {
      throw new Error(`Two plants share the id ${entry.data.id}: ${fileOf(other)} and ${fileOf(entry)}. Give each plant its own number.`);
    }
    byNumber.set(entry.data.id, entry);
  }
  const clashes = aliasClashes(
    entries.map((entry) => ({ ...entry.data, entry })),
    (plant) => fileOf(plant.entry),
  );
  if (clashes.length > 0) throw new Error(`The plants' other names need fixing:\n- ${clashes.join('\n- ')}`);
  return entries
    .map((entry) => ({ ...entry.data, image: { ...entry.data.image }, slug: entry.id }))
    .sort((a, b) => a.id - b.id || a.slug.localeCompare(b.slug));
}

/** What a card shows and the search reads: the part of a record that goes into the search index. */
export function toCard(plant: PlantFields & { slug: string }): PlantCard {
  return {
    slug: plant.slug,
    name: plant.name,
    scientificName: plant.scientificName,
    aliases: [...(plant.aliases ?? [])],
    type: plant.type,
    climate: plant.climate,
    light: plant.light,
    water: plant.water,
    thumbnail: plant.image.src,
    pets: { cats: plant.pets.cats.toxicity, dogs: plant.pets.dogs.toxicity },
  };
}

/**
 * What the landing page renders and hands to the island: the first page of cards and the number of plants. The
 * page's weight stays the same however many plants there are; the rest comes from the search index when needed.
 */
export function firstCards(plants: readonly (PlantFields & { slug: string })[], perPage: number): { cards: PlantCard[]; total: number } {
  return { cards: plants.slice(0, perPage).map(toCard), total: plants.length };
}
