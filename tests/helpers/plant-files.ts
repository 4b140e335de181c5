import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load as parseYaml } from 'js-yaml';
import type { Pet, PetToxicity } from '@/config/plants';

const plantsFolder = path.resolve(import.meta.dirname, '../../src/content/plants');

/** A plant's file as the build reads it: its address, id, names and what it says about each animal. */
export interface PlantFile {
  slug: string;
  id: number;
  name: string;
  /** The other names it goes by, when it lists any. */
  aliases?: string[];
  pets: Record<Pet, { toxicity: PetToxicity; source?: string; signs?: string[]; advice?: string }>;
}

/**
 * The site's plant files (`src/content/plants/*.yaml`) in grid order (by id), so that browser tests assert what a
 * visitor is shown for the plants as they are today, verdicts and sources included, without copying them.
 */
export function readPlantFiles(): PlantFile[] {
  return readdirSync(plantsFolder)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({
      slug: name.replace(/\.yaml$/, ''),
      ...(parseYaml(readFileSync(path.join(plantsFolder, name), 'utf8')) as Omit<PlantFile, 'slug'>),
    }))
    .sort((a, b) => a.id - b.id);
}
