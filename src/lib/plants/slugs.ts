import { PLANT_DATABASE } from '../../site.config';
import { slugify } from '../shared/text';

/**
 * A plant's slug is its address: the page `/plants/<slug>/`, the record `/data/plants/<slug>.json` and `?plant=<slug>`
 * on the landing page. It is made from the plant's file name, so two files whose names make the same slug would be
 * one page; the build refuses them, naming both, instead of letting one silently replace the other.
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
 * Whether a text can be a plant's slug: lower-case letters and digits in groups joined by single hyphens, and not a
 * number alone (`/plants/2/` is the A–Z index's second page). Used for addresses typed or shared by visitors, so that
 * nothing else is ever fetched.
 */
export function isPlantSlug(value: string): boolean {
  return SLUG.test(value) && !NUMBER_ONLY.test(value);
}

/** The page of a plant, e.g. '/plants/snake-plant/'. */
export function plantPagePath(slug: string): string {
  return `${PLANT_DATABASE.pagesPath}${slug}/`;
}

/** The full record of a plant the island fetches, e.g. '/data/plants/snake-plant.json'. */
export function plantRecordPath(slug: string): string {
  return `${PLANT_DATABASE.recordsPath}${slug}.json`;
}

/**
 * What is wrong with the plant files' names, as messages for the editor (empty when nothing is): two files that make
 * the same slug, naming both, and a name that makes no usable slug. `folder` is how the messages name the folder.
 */
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
