import { PLANT_DATABASE } from '@/config/plants';
import type { PlantRecord } from './plants';

/**
 * What the detail panel reads from a plant's record file (`/data/plants/<slug>.json`, written at build time): one
 * description, used by the build's tests on every record written and by the island on a record it fetched, so that a
 * record from another build, cut short or edited by hand is refused whole rather than drawn half-empty.
 */
export const PANEL_RECORD = {
  texts: ['slug', 'name', 'scientificName', 'description', 'care', 'wikiLink'],
  /** A plant file may leave these out. */
  optionalTextLists: ['aliases'],
  choices: {
    type: PLANT_DATABASE.types,
    climate: PLANT_DATABASE.climates,
    light: PLANT_DATABASE.lights,
    water: PLANT_DATABASE.waters,
  },
  image: { texts: ['src', 'alt'], numbers: ['width', 'height'] },
  pets: PLANT_DATABASE.pets,
} as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isOneOf = (list: readonly string[], value: unknown) => typeof value === 'string' && list.includes(value);

/** Whether a fetched record is the record of `slug` with every field the detail panel shows. */
export function isPanelRecord(value: unknown, slug: string): value is PlantRecord {
  if (!isObject(value) || value.slug !== slug) return false;
  if (!PANEL_RECORD.texts.every((field) => typeof value[field] === 'string')) return false;
  const isTextList = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  if (!PANEL_RECORD.optionalTextLists.every((field) => value[field] === undefined || isTextList(value[field]))) return false;
  if (!Object.entries(PANEL_RECORD.choices).every(([field, list]) => isOneOf(list, value[field]))) return false;
  const { image, pets } = value;
  if (!isObject(image)) return false;
  if (!PANEL_RECORD.image.texts.every((field) => typeof image[field] === 'string')) return false;
  if (!PANEL_RECORD.image.numbers.every((field) => typeof image[field] === 'number')) return false;
  if (!isObject(pets)) return false;
  return PANEL_RECORD.pets.every((pet) => {
    const claim = pets[pet];
    return isObject(claim) && isOneOf(PLANT_DATABASE.petToxicity, claim.toxicity) && (claim.source === undefined || typeof claim.source === 'string');
  });
}
