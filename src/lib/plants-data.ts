import type { PlantData } from '../schemas/plants';

/**
 * Prepares the plant collection for the database island at build time: plain, serialisable objects in a stable
 * order. Kept free of `astro:content` so that it can be tested with plain data; the section passes it
 * `await getCollection('plants')`.
 */

/** A plant as the island receives it: the content file's fields plus its slug (the file name). */
export interface PlantRecord extends PlantData {
  /** The file name without extension, e.g. 'snake-plant'; the plant's key in the address (`?plant=`). */
  slug: string;
}

/** A collection entry as `getCollection('plants')` returns it. */
export interface PlantEntry {
  id: string;
  data: PlantData;
}

/**
 * The plants ordered by their `id` number (then by slug, so that the order never depends on the file system).
 * Throws, naming both files, when two plants share an id, so that the build stops and tells the editor.
 */
export function toPlantRecords(entries: readonly PlantEntry[]): PlantRecord[] {
  const byNumber = new Map<number, string>();
  for (const entry of entries) {
    const other = byNumber.get(entry.data.id);
    if (other !== undefined) {
      throw new Error(
        `Two plants share the id ${entry.data.id}: src/content/plants/${other}.yaml and src/content/plants/${entry.id}.yaml. Give each plant its own number.`,
      );
    }
    byNumber.set(entry.data.id, entry.id);
  }
  return entries
    .map((entry) => ({ ...entry.data, image: { ...entry.data.image }, slug: entry.id }))
    .sort((a, b) => a.id - b.id || a.slug.localeCompare(b.slug));
}
