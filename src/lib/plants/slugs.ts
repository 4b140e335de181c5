import { PLANT_DATABASE } from '@/config/plants';
import { slugify } from '@/lib/shared/text';

/**
 * A plant's slug is its address: `/plants/<slug>/`, `/data/plants/<slug>.json` and `?plant=<slug>`. It is made from
 * the file name, so two files making the same slug would be one page; the build refuses them, naming both.
 */

const PLANT_FILE = /\.ya?ml$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NUMBER_ONLY = /^\d+$/;

/** The slug of a plant file's name: 'Snake Plant.yaml', 'snake_plant.yml' and 'snake-plant.yaml' all give 'snake-plant'. */
export function plantSlug(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? fileName;
  return slugify(base.replace(PLANT_FILE, ''));
}

/**
 * Whether a text can be a slug: lower-case letters and digits joined by single hyphens, not a number alone
 * (`/plants/2/` is the A–Z index's page 2). Checks addresses from visitors, so that nothing else is ever fetched.
 */
export function isPlantSlug(value: string): boolean {
  return SLUG.test(value) && !NUMBER_ONLY.test(value);
}

export function plantPagePath(slug: string): string {
  return `${PLANT_DATABASE.pagesPath}${slug}/`;
}

export function plantRecordPath(slug: string): string {
  return `${PLANT_DATABASE.recordsPath}${slug}.json`;
}

/** Problems with the plant files' names, for the editor: two files making one slug, or a name making none. */
export function plantFileProblems(fileNames: readonly string[], folder: string): string[] {
  const problems: string[] = [];
  const bySlug = new Map<string, string>();
  for (const fileName of [...fileNames].filter((name) => PLANT_FILE.test(name)).sort()) {
    const slug = plantSlug(fileName);
    if (!isPlantSlug(slug)) {
      problems.push(
        `${folder}/${fileName}: the file name must contain at least one letter (a–z), e.g. snake-plant.yaml; it becomes the plant's address.`,
      );
      continue;
    }
    const other = bySlug.get(slug);
    if (other !== undefined) {
      problems.push(
        `${folder}/${other} and ${folder}/${fileName} would both be the plant page ${plantPagePath(slug)}: rename or remove one of them.`,
      );
      continue;
    }
    bySlug.set(slug, fileName);
  }
  return problems;
}
