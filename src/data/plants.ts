import { getCollection } from 'astro:content';
import { toPlantRecords } from '../lib/plants/records';
import type { PlantRecord } from '../schemas/plants';

/**
 * The plants (`src/content/plants/*.yaml`, checked by src/schemas/plants.ts at build time), for every page and
 * endpoint that shows them: plain, serialisable records in grid order (by `id`). The build stops, naming both files,
 * when two plants share an id (src/lib/plants/records.ts says how records are made).
 */
export async function plantRecords(): Promise<PlantRecord[]> {
  return toPlantRecords(await getCollection('plants'));
}
