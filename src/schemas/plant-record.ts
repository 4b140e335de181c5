import { matchesShape, type JsonShape } from '@/lib/shared/json-shape';
import type { PlantRecord } from './plants';
import PLANT_RECORD_SHAPE from './plant-record-shape.json';

/**
 * The check of a plant's record file (`/data/plants/<slug>.json`, written at build time), used by the build's tests on
 * every record written and by the island on a record it fetched, so that a record from another build, cut short or
 * edited by hand is refused whole rather than drawn half-empty. Its shape is generated from the zod schema
 * (plantRecordShape in src/schemas/plants.ts) by tests/unit/schemas/plant-record.test.ts, which fails when the two
 * differ; `npx vitest run --project unit tests/unit/schemas/plant-record.test.ts -u` writes it anew.
 */
export function isPanelRecord(value: unknown, slug: string): value is PlantRecord {
  return matchesShape(value, PLANT_RECORD_SHAPE as JsonShape) && (value as { slug: unknown }).slug === slug;
}
