// The plant lane's rules, pure functions of plain data: records (this file), slugs, search-index, filter, grid,
// query (the address's state), photo, page (structured data), az (the A–Z index), badges, aliases, pet-claims and
// poisoning, each in its own .ts file here. Pages read records only through src/readers/plant-records.ts.

import { aliasClashes } from './aliases';
import type { PetClaims } from './pet-claims';
import type { PlantCard } from './search-index';

/**
 * The plant collection as plain, serialisable records in a stable order, at build time. Free of `astro:content` so
 * that it tests with plain data; it names only the fields it reads, so `lib` never depends on `schemas`.
 */

/** The fields these functions read (the full `PlantRecord` lives beside its schema, src/schemas/plants.ts). */
export interface PlantFields extends Omit<PlantCard, 'slug' | 'thumbnail' | 'pets' | 'aliases'> {
  id: number;
  aliases?: readonly string[] | undefined;
  image: { src: string };
  pets: PetClaims;
}

/** A collection entry as `getCollection('plants')` returns it. */
export interface PlantEntry<Data extends PlantFields = PlantFields> {
  id: string;
  data: Data;
  filePath?: string | undefined;
}

const fileOf = (entry: PlantEntry) => entry.filePath ?? `src/content/plants/${entry.id}.yaml`;

/**
 * By `id`, then slug, so that the order never depends on the file system. Throws, naming both files, when two plants
 * share an id or one lists another's name among its other names, so that the build stops and tells the editor.
 */
export function toPlantRecords<Data extends PlantFields>(
  entries: readonly PlantEntry<Data>[],
): (Data & { slug: string })[] {
  const byNumber = new Map<number, PlantEntry<Data>>();
  for (const entry of entries) {
    const other = byNumber.get(entry.data.id);
    if (other !== undefined) {
      throw new Error(
        `Two plants share the id ${entry.data.id}: ${fileOf(other)} and ${fileOf(entry)}. Give each plant its own number.`,
      );
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

/** The landing page's first cards and the count: the page weighs the same however many plants there are. */
export function firstCards(
  plants: readonly (PlantFields & { slug: string })[],
  perPage: number,
): { cards: PlantCard[]; total: number } {
  return { cards: plants.slice(0, perPage).map(toCard), total: plants.length };
}
