import { z } from 'astro/zod';
import { PLANT_DATABASE } from '../site.config';

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** Parses an address, or returns null when it is not one. */
function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** A value from one of the specification's lists, with a message that names the allowed values. */
function oneOf<const T extends readonly [string, ...string[]]>(values: T, field: string) {
  return z.enum(values, { error: `Write the ${field} exactly as one of: ${quoted(values)}.` });
}

/** A plant photo's address: https, on a host the site allows for images. */
const imageAddress = z.string().refine(
  (value) => {
    const url = parseUrl(value);
    return url !== null && url.protocol === 'https:' && (PLANT_DATABASE.imageHosts as readonly string[]).includes(url.hostname);
  },
  {
    message: `Use an https:// address on ${PLANT_DATABASE.imageHosts.join(' or ')}, for example a Wikimedia Commons upload address (https://upload.wikimedia.org/wikipedia/commons/…).`,
  },
);

/** The plant's article on the English Wikipedia. */
const wikipediaArticle = z.string().refine(
  (value) => {
    const url = parseUrl(value);
    return (
      url !== null &&
      url.protocol === 'https:' &&
      url.hostname === PLANT_DATABASE.wikipediaHost &&
      /^\/wiki\/[^/]+$/.test(url.pathname)
    );
  },
  {
    message: `Use the address of the plant's English Wikipedia article: https://${PLANT_DATABASE.wikipediaHost}/wiki/Article_name.`,
  },
);

/**
 * One plant of the database (`src/content/plants/<plant-name>.yaml`, one file per plant; the file name, in
 * kebab-case, is the plant's address in shared links, e.g. `/?plant=snake-plant`). Adding a plant means adding
 * a file. The allowed values of type, climate, light and water come from `PLANT_DATABASE` in src/site.config.ts.
 */
export const plantSchema = z.strictObject({
  /** The plant's number: a whole number, unique among plants; the grid lists plants by this number. */
  id: z.number({ error: 'Give the plant a whole number as its id, e.g. 7, unique among plants.' }).int().positive(),
  /** The common name shown on the card, e.g. "Snake Plant". */
  name: z.string().trim().min(2).max(60),
  /** The botanical (Latin) name, e.g. "Dracaena trifasciata". */
  scientificName: z.string().trim().min(3).max(80),
  /** Where the plant is grown: Indoor or Outdoor. */
  type: oneOf(PLANT_DATABASE.types, 'type'),
  /** The climate the plant comes from: Tropical, Mediterranean, Arid or Temperate. */
  climate: oneOf(PLANT_DATABASE.climates, 'climate'),
  /** The light it wants: Indirect Light, Low to Bright, Bright Indirect, Full Sun or Partial Shade. */
  light: oneOf(PLANT_DATABASE.lights, 'light'),
  /** How much water it wants: Moderate or Low. */
  water: oneOf(PLANT_DATABASE.waters, 'water'),
  /** The photo: an https address with its size in pixels, so that the page reserves its space before it loads. */
  image: z.strictObject({
    /** The photo's https address (Wikimedia Commons). */
    src: imageAddress,
    /** The photo's width in pixels. */
    width: z.number().int().min(16).max(8000),
    /** The photo's height in pixels. */
    height: z.number().int().min(16).max(8000),
    /** What the photo shows, for people who cannot see it, e.g. "A potted snake plant with upright striped leaves". */
    alt: z.string().trim().min(5).max(200),
  }),
  /** Two or three sentences about the plant, shown in the detail panel. */
  description: z.string().trim().min(40).max(600),
  /** Care instructions: light, water, soil, temperature, in a few sentences. */
  care: z.string().trim().min(40).max(800),
  /** The plant's English Wikipedia article (https://en.wikipedia.org/wiki/…), opened by 'Read more on Wikipedia'. */
  wikiLink: wikipediaArticle,
});

export type PlantData = z.infer<typeof plantSchema>;
