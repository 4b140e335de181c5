// Types for scripts/lib/plant-generator.mjs, imported by the unit tests.
import type { PlantRecord } from '../../src/schemas/plants';

export interface GenerateOptions {
  seed?: number;
  firstId?: number;
  /** Slugs already taken (the real plants'), which no generated plant may have. */
  avoidSlugs?: readonly string[];
}
export declare function slugOf(name: string): string;
export declare function commonsThumbnail(fileName: string, width?: number): { src: string; source: string };
export declare function generatePlants(count: number, options?: GenerateOptions): PlantRecord[];
