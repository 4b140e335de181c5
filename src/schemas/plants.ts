import { readdirSync } from 'node:fs';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { PLANT_DATABASE } from '@/config/plants';
import { aliasClashes, aliasProblems, type NamedPlant } from '@/lib/plants/aliases';
import { claimDetailsProblem, claimSourceProblem, SOURCE_MESSAGE } from '@/lib/plants/pet-claims';
import { commonsFilePage, isCommonsUpload, isFilePageOf, photoWidthsProblem } from '@/lib/plants/photo';
import { plantFileProblems, plantSlug } from '@/lib/plants/slugs';
import type { JsonShape } from '@/lib/shared/json-shape';
import { httpsAddress, text } from './fields';
import { jsonShapeOf } from './json-shape';

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

const pixels = z
  .number({ error: 'Give the size in pixels as a whole number, e.g. 500.' })
  .int({ error: 'Give the size in pixels as a whole number, e.g. 500.' })
  .min(16, { error: 'A photo is at least 16 pixels wide and high.' })
  .max(8000, { error: 'Give the size of a photo no larger than 8000 pixels.' });

const idMessage = 'Give the plant a whole number above 0 as its id, e.g. 7, unique among plants.';

function oneOf<const T extends readonly [string, ...string[]]>(values: T, field: string) {
  return z.enum(values, { error: `Write the ${field} exactly as one of: ${quoted(values)}.` });
}

const imageAddress = httpsAddress({
  hosts: PLANT_DATABASE.imageHosts,
  message: `Use an https:// address on ${PLANT_DATABASE.imageHosts.join(' or ')}, for example a Wikimedia Commons upload address (https://upload.wikimedia.org/wikipedia/commons/…).`,
});

const wikipediaArticle = httpsAddress({
  hosts: [PLANT_DATABASE.wikipediaHost],
  path: /^\/wiki\/[^/]+$/,
  message: `Use the address of the plant's English Wikipedia article: https://${PLANT_DATABASE.wikipediaHost}/wiki/Article_name.`,
});

/**
 * Whether the plant is poisonous to one animal, and who says so. Plain zod (an enum, a url and one rule over both,
 * src/lib/plants/pet-claims.ts), so that the editing interface can be generated from it; the browser editor applies
 * the same rule through its claim field (src/browser/admin/pet-claim.ts).
 */
function petClaim(animal: string) {
  return z
    .strictObject({
      /** `toxic`, `non-toxic`, or `unknown` when no source could be checked (never guess). */
      toxicity: z.enum(PLANT_DATABASE.petToxicity, {
        error: `Write whether it is toxic to ${animal} as one of: ${quoted(PLANT_DATABASE.petToxicity)}; write "unknown" when no source could be checked.`,
      }),
      /** The page that makes the claim, e.g. the plant's ASPCA page; needed unless unknown. */
      source: httpsAddress({ message: SOURCE_MESSAGE }).optional(),
      /** The clinical signs the source lists, a few words each in its words, e.g. "Vomiting"; toxic only. */
      signs: z
        .array(text(2, 60), { error: 'Write the signs as a list, each on its own line starting with "- ".' })
        .max(12, { error: 'List at most 12 signs, as the source lists them.' })
        .optional(),
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
 * a file. The allowed values of type, climate, light and water come from `PLANT_DATABASE` in src/config/plants.ts.
 */
export const plantSchema = z
  .strictObject({
    /** Unique among plants; the grid lists plants by this number. */
    id: z.number({ error: idMessage }).int({ error: idMessage }).positive({ error: idMessage }),
    name: text(2, 60),
    scientificName: text(3, 80),
    /** Common names and botanical synonyms the search also finds, from a citable source named in a comment above. */
    aliases: z
      .array(text(2, 60), { error: 'Write the other names as a list, each on its own line starting with "- ".' })
      .max(10, { error: 'List at most 10 other names: the ones people search for most.' })
      .optional(),
    type: oneOf(PLANT_DATABASE.types, 'type'),
    climate: oneOf(PLANT_DATABASE.climates, 'climate'),
    light: oneOf(PLANT_DATABASE.lights, 'light'),
    water: oneOf(PLANT_DATABASE.waters, 'water'),
    /** The photo, with its size so that the page reserves its space before it loads, and its credit. */
    image: z
      .strictObject({
        /**
         * As the Commons file page gives it: the original or a thumbnail (…/thumb/a/ab/<file>/500px-<file>) of a JPEG,
         * PNG or WebP, so that the site can offer it at every standard width.
         */
        src: imageAddress,
        /** Width and height in pixels of the photo at that address. */
        width: pixels,
        height: pixels,
        /**
         * The file's own width, from its Commons file page ("3,264 × 2,448 pixels": 3264). With it, large and
         * high-density screens are offered the photo sharper, up to that width; without it, never wider than `width`.
         */
        originalWidth: z
          .number({ error: 'Give the width in pixels as a whole number, e.g. 3264.' })
          .int({ error: 'Give the width in pixels as a whole number, e.g. 3264.' })
          .min(16, { error: 'A photo is at least 16 pixels wide.' })
          .max(100_000, { error: 'Give the width as the file page writes it, in pixels.' })
          .optional(),
        alt: text(5, 200),
        /** The author as the file page names them, or "Wikimedia Commons" when that cannot be checked (never guess). */
        credit: text(2, 120).optional(),
        licence: z
          .enum(PLANT_DATABASE.photoLicences, {
            error: `Write the licence exactly as one of: ${quoted(PLANT_DATABASE.photoLicences)}, as the photo's file page shows it, or leave licence: out until it is checked.`,
          })
          .optional(),
        source: httpsAddress({
          message: "Give the address of the photo's own page at its source, starting with https://.",
        }).optional(),
      })
      .superRefine((image, context) => {
        const widths = photoWidthsProblem(image.src);
        if (widths) context.addIssue({ code: 'custom', path: ['src'], message: widths });
        if (image.originalWidth !== undefined && image.originalWidth < image.width) {
          context.addIssue({
            code: 'custom',
            path: ['originalWidth'],
            message: `The file is at least as wide as the photo at its address (${image.width} pixels): give its own width, from its file page.`,
          });
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
    description: text(40, 600),
    care: text(40, 800),
    wikiLink: wikipediaArticle,
    pets: z.strictObject(
      {
        cats: petClaim('cats'),
        dogs: petClaim('dogs'),
      },
      {
        error:
          'Say whether the plant is toxic to cats and to dogs (pets: with cats: and dogs:, each with toxicity: and source:).',
      },
    ),
  })
  // Over several fields, so the browser editor cannot check it; the build does (src/lib/plants/aliases.ts).
  .superRefine((plant, context) => {
    for (const { at, message } of aliasProblems(plant))
      context.addIssue({ code: 'custom', path: ['aliases', at], message });
  });

export type PlantData = z.infer<typeof plantSchema>;

/** A plant's full record as pages and the detail panel see it: its file plus its slug (built by src/readers/plant-records.ts). */
export interface PlantRecord extends PlantData {
  /** The file name as a slug, e.g. 'snake-plant': the plant's address (src/lib/plants/slugs.ts). */
  slug: string;
}

/**
 * The JSON shape of a plant's record file (`/data/plants/<slug>.json`): the plant file's, as the schema above states
 * it, and its slug. src/schemas/plant-record-shape.json is generated from this for the browser's check.
 */
export function plantRecordShape(): JsonShape {
  const { fields, optional } = jsonShapeOf(plantSchema) as Extract<JsonShape, { fields: unknown }>;
  return { fields: { slug: 'string', ...fields }, ...(optional ? { optional } : {}) };
}

/**
 * One plant per YAML file of `folder` with Astro's glob() loader, keyed by the slug of its file name (the plant's
 * address). glob() lets a second file with the same key replace the first, with a warning or silently, so this loader
 * first stops the build, naming both files, when two would be the same page; and, once every file is read, when a
 * plant lists another plant's name among its other names.
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
      const plants = context.store
        .values()
        .map((entry) => ({ ...(entry.data as unknown as NamedPlant), file: entry.filePath ?? entry.id }));
      const clashes = aliasClashes(plants, (plant) => plant.file);
      if (clashes.length > 0) throw new Error(`The plants' other names need fixing:\n- ${clashes.join('\n- ')}`);
    },
  };
}
