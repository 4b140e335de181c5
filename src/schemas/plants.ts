import { readdirSync } from 'node:fs';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { PLANT_DATABASE } from '../site.config';
import { aliasClashes, aliasProblems, type NamedPlant } from '../lib/plants/aliases';
import { claimDetailsProblem, claimSourceProblem, SOURCE_MESSAGE } from '../lib/plants/pet-claims';
import { commonsFilePage, isCommonsUpload, isFilePageOf, photoWidthsProblem } from '../lib/plants/photo';
import { plantFileProblems, plantSlug } from '../lib/plants/slugs';
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
 * Whether the plant is poisonous to one animal, and where that is said. Plain zod (an enum, a url and one rule over
 * both, src/lib/plants/pet-claims.ts), so that the editing interface can be generated from it; the browser editor
 * applies the same rule through its claim field (src/admin/pet-claim.ts).
 */
function petClaim(animal: string) {
  return z
    .strictObject({
      /** `toxic`, `non-toxic`, or `unknown` when no source could be checked (never guess). */
      toxicity: z.enum(PLANT_DATABASE.petToxicity, {
        error: `Write whether it is toxic to ${animal} as one of: ${quoted(PLANT_DATABASE.petToxicity)}; write "unknown" when no source could be checked.`,
      }),
      /** The https address of the page that makes the claim, e.g. the plant's ASPCA page. Needed unless unknown. */
      source: httpsAddress({ message: SOURCE_MESSAGE }).optional(),
      /**
       * The clinical signs that source lists, a few words each as it writes them, e.g. "Vomiting"; toxic only. Shown
       * under 'Signs to watch for' on the plant's page and in the panel.
       */
      signs: z
        .array(text(2, 60), { error: 'Write the signs as a list, each on its own line starting with "- ".' })
        .max(12, { error: 'List at most 12 signs, as the source lists them.' })
        .optional(),
      /** What that source advises, in a sentence or two close to its words; toxic only. */
      advice: text(10, 300).optional(),
    })
    .superRefine((claim, context) => {
      const problem = claimSourceProblem(claim, animal);
      if (problem) context.addIssue({ code: 'custom', path: ['source'], message: problem });
      const details = claimDetailsProblem(claim, animal);
      if (details) context.addIssue({ code: 'custom', path: [details.field], message: details.message });
    });
}

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
  /**
   * Other names the plant goes by, which the search finds like its name: common names and botanical synonyms, e.g.
   * "Mother-in-law's Tongue" and "Sansevieria trifasciata" for the snake plant. Up to 10, each 2–60 characters, none
   * written twice, none the plant's own name or scientific name, none another plant's name. Take them from a source
   * you can cite (the ASPCA's plant list, PFAF, the plant's Wikipedia article) and name it in a comment above them.
   */
  aliases: z
    .array(text(2, 60), { error: 'Write the other names as a list, each on its own line starting with "- ".' })
    .max(10, { error: 'List at most 10 other names: the ones people search for most.' })
    .optional(),
  /** Where the plant is grown: Indoor or Outdoor. */
  type: oneOf(PLANT_DATABASE.types, 'type'),
  /** The climate the plant comes from: Tropical, Mediterranean, Arid or Temperate. */
  climate: oneOf(PLANT_DATABASE.climates, 'climate'),
  /** The light it wants: Indirect Light, Low to Bright, Bright Indirect, Full Sun or Partial Shade. */
  light: oneOf(PLANT_DATABASE.lights, 'light'),
  /** How much water it wants: Moderate or Low. */
  water: oneOf(PLANT_DATABASE.waters, 'water'),
  /**
   * The photo: an https address with its size in pixels, so that the page reserves its space before it loads, and
   * its credit. A photo from Wikimedia Commons must be credited and name its Commons file page.
   */
  image: z
    .strictObject({
      /**
       * The photo's https address on Wikimedia Commons, as its file page gives it: the original or a thumbnail
       * (…/thumb/a/ab/<file>/500px-<file>) of a JPEG, PNG or WebP, so that the site can offer it at every standard width.
       */
      src: imageAddress,
      /** The width in pixels of the photo at that address. */
      width: pixels,
      /** The height in pixels of the photo at that address. */
      height: pixels,
      /**
       * The file's own width on Commons, as its file page gives it ("3,264 × 2,448 pixels": 3264). With it, large and
       * high-density screens are offered the photo sharper, up to that width; without it, never wider than `width`.
       */
      originalWidth: z
        .number({ error: 'Give the width in pixels as a whole number, e.g. 3264.' })
        .int({ error: 'Give the width in pixels as a whole number, e.g. 3264.' })
        .min(16, { error: 'A photo is at least 16 pixels wide.' })
        .max(100_000, { error: 'Give the width as the file page writes it, in pixels.' })
        .optional(),
      /** What the photo shows, for people who cannot see it, e.g. "A potted snake plant with upright striped leaves". */
      alt: text(5, 200),
      /**
       * Who made the photo, as its file page names them, e.g. "Jane Doe"; or "Wikimedia Commons" when the author
       * cannot be checked (never guess a name). Shown as 'Photo: <credit>, <licence>' under the photo.
       */
      credit: text(2, 120).optional(),
      /** The photo's licence exactly as its file page writes it, e.g. "CC BY-SA 4.0"; leave it out until checked. */
      licence: z
        .enum(PLANT_DATABASE.photoLicences, {
          error: `Write the licence exactly as one of: ${quoted(PLANT_DATABASE.photoLicences)}, as the photo's file page shows it, or leave licence: out until it is checked.`,
        })
        .optional(),
      /** The photo's page at its source: for Commons, https://commons.wikimedia.org/wiki/File:<file name>. */
      source: httpsAddress({
        message: 'Give the address of the photo\'s own page at its source, starting with https://.',
      }).optional(),
    })
    .superRefine((image, context) => {
      const widths = photoWidthsProblem(image.src);
      if (widths) context.addIssue({ code: 'custom', path: ['src'], message: widths });
      if (image.originalWidth !== undefined && image.originalWidth < image.width) {
        context.addIssue({ code: 'custom', path: ['originalWidth'], message: `The file is at least as wide as the photo at its address (${image.width} pixels): give its own width, from its file page.` });
      }
      if (!isCommonsUpload(image.src)) return;
      const page = commonsFilePage(image.src);
      if (!image.credit) {
        context.addIssue({
          code: 'custom',
          path: ['credit'],
          message: `A photo from Wikimedia Commons must be credited: write its author as the file page (${page}) names them, or "${PLANT_DATABASE.commonsCredit}" if the author cannot be checked.`,
        });
      }
      if (!image.source || !isFilePageOf(image.source, image.src)) {
        context.addIssue({
          code: 'custom',
          path: ['source'],
          message: `Give the photo's Wikimedia Commons file page, which names its author and licence: ${page}`,
        });
      }
    }),
  /** Two or three sentences about the plant, shown in the detail panel. */
  description: text(40, 600),
  /** Care instructions: light, water, soil, temperature, in a few sentences. */
  care: text(40, 800),
  /** The plant's English Wikipedia article (https://en.wikipedia.org/wiki/…), opened by 'Read more on Wikipedia'. */
  wikiLink: wikipediaArticle,
  /**
   * Whether the plant is safe for pets: for cats and for dogs, each `toxic`, `non-toxic` or `unknown` with its source,
   * and for a toxic verdict the clinical signs and advice that source gives.
   */
  pets: z.strictObject(
    {
      /** Whether it is poisonous to cats. */
      cats: petClaim('cats'),
      /** Whether it is poisonous to dogs. */
      dogs: petClaim('dogs'),
    },
    { error: 'Say whether the plant is toxic to cats and to dogs (pets: with cats: and dogs:, each with toxicity: and source:).' },
  ),
})
  // Over several fields, so the browser editor cannot check it; the build does (src/lib/plants/aliases.ts).
  .superRefine((plant, context) => {
    for (const { at, message } of aliasProblems(plant)) context.addIssue({ code: 'custom', path: ['aliases', at], message });
  });

export type PlantData = z.infer<typeof plantSchema>;

/**
 * A plant's full record as pages, the per-plant JSON file and the detail panel see it: the file's fields plus its
 * slug. Built by src/data/plants.ts, the one place that reads the plant collection.
 */
export interface PlantRecord extends PlantData {
  /** The file name made into a slug, e.g. 'snake-plant'; the plant's address (src/lib/plants/slugs.ts). */
  slug: string;
}

/**
 * Loads one plant per YAML file of `folder` with Astro's glob() loader, each keyed by the slug of its file name
 * (src/lib/plants/slugs.ts), which is the plant's address. glob() lets a second file with the same key replace the
 * first (with only a warning, or silently when both files are alike), so this loader first looks at every file name
 * and stops the build, naming both files, when two would be the same page. Once every file is read, it stops the
 * build, naming both files, when a plant lists another plant's name among its other names.
 */
export function plantsLoader(folder: string): Loader {
  const inner = glob({ pattern: '*.{yaml,yml}', base: folder, generateId: ({ entry }) => plantSlug(entry) });
  return {
    name: 'plants-loader',
    load: async (context) => {
      const names = readdirSync(new URL(folder, context.config.root));
      const problems = plantFileProblems(names, folder.replace(/^\.\//, ''));
      if (problems.length > 0) throw new Error(`The plant files need fixing:\n- ${problems.join('\n- ')}`);
      await inner.load(context);
      const plants = context.store.values().map((entry) => ({ ...(entry.data as unknown as NamedPlant), file: entry.filePath ?? entry.id }));
      const clashes = aliasClashes(plants, (plant) => plant.file);
      if (clashes.length > 0) throw new Error(`The plants' other names need fixing:\n- ${clashes.join('\n- ')}`);
    },
  };
}
