import { getCollection } from 'astro:content';
import { toPlantRecords } from '@/lib/plants/records';
import type { PlantRecord } from '@/schemas/plants';

/**
 * The plants (`src/content/plants/*.yaml`, checked by src/schemas/plants.ts) as plain, serialisable records in grid
 * order (by `id`), for every page and endpoint; a shared id stops the build (src/lib/plants/records.ts).
 */
export async function plantRecords(): Promise<PlantRecord[]> {
  return toPlantRecords(await getCollection('plants'));
}
