import { z } from 'astro/zod';
import { PLANT_DATABASE } from '../site.config';
import { httpsAddress, text } from './fields';

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** A photo's width or height in pixels. */
const pixels = z
  .number({ error: 'Give the size in pixels as a whole number, e.g. 500.' })
  .int({ error: 'Give the size in pixels as a whole number, e.g. 500.' })
  .min(16, { error: 'A photo is at least 16 pixels wide and high.' })
  .max(8000, { error: 'Give the size of a photo no larger than 8000 pixels.' });

const idMessage = 'Give the plant a whole number above 0 as its id, e.g. 7, unique among plants.';

/** A value from one of the specification's lists, with a message that names the allowed values. */
function oneOf<const T extends readonly [string, ...string[]]>(values: T, field: string) {
  return z.enum(values, { error: `Write the ${field} exactly as one of: ${quoted(values)}.` });
}

/** A plant photo's address: https, on a host the site allows for images. */
const imageAddress = httpsAddress({
  hosts: PLANT_DATABASE.imageHosts,
  message: `Use an https:// address on ${PLANT_DATABASE.imageHosts.join(' or ')}, for example a Wikimedia Commons upload address (https://upload.wikimedia.org/wikipedia/commons/…).`,
});

/** The plant's article on the English Wikipedia. */
const wikipediaArticle = httpsAddress({
  hosts: [PLANT_DATABASE.wikipediaHost],
  path: /^\/wiki\/[^/]+$/,
  message: `Use the address of the plant's English Wikipedia article: https://${PLANT_DATABASE.wikipediaHost}/wiki/Article_name.`,
});

/**
 * One plant of the database (`src/content/plants/<plant-name>.yaml`, one file per plant; the file name, in
 * kebab-case, is the plant's address in shared links, e.g. `/?plant=snake-plant`). Adding a plant means adding
 * a file. The allowed values of type, climate, light and water come from `PLANT_DATABASE` in src/site.config.ts.
 */
export const plantSchema = z.strictObject({
  /** The plant's number: a whole number, unique among plants; the grid lists plants by this number. */
  id: z
    .number({ error: idMessage })
    .int({ error: idMessage })
    .positive({ error: idMessage }),
  /** The common name shown on the card, e.g. "Snake Plant". */
  name: text(2, 60),
  /** The botanical (Latin) name, e.g. "Dracaena trifasciata". */
  scientificName: text(3, 80),
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
    width: pixels,
    /** The photo's height in pixels. */
    height: pixels,
    /** What the photo shows, for people who cannot see it, e.g. "A potted snake plant with upright striped leaves". */
    alt: text(5, 200),
  }),
  /** Two or three sentences about the plant, shown in the detail panel. */
  description: text(40, 600),
  /** Care instructions: light, water, soil, temperature, in a few sentences. */
  care: text(40, 800),
  /** The plant's English Wikipedia article (https://en.wikipedia.org/wiki/…), opened by 'Read more on Wikipedia'. */
  wikiLink: wikipediaArticle,
});

export type PlantData = z.infer<typeof plantSchema>;
