import { vi } from 'vitest';
import { generatePlants } from '../../scripts/lib/plant-generator.mjs';
import { encodeSearchIndex } from '@/lib/plants/search-index';
import { toCard } from '@/lib/plants/records';
import type { PlantRecord } from '@/schemas/plants';
import { databaseSectionWordsSchema } from '@/schemas/database-section-words';
import { layoutWordsSchema } from '@/schemas/layout-words';
import { readWords } from './words';

/** A plant record for island tests, its texts made from its name so that a test can look for them. */
export function plantRecord(
  id: number,
  slug: string,
  name: string,
  scientificName: string,
  traits: Pick<PlantRecord, 'type' | 'climate' | 'light' | 'water'> & Partial<Pick<PlantRecord, 'pets'>>,
): PlantRecord {
  return {
    id,
    slug,
    name,
    scientificName,
    pets: { cats: { toxicity: 'unknown' }, dogs: { toxicity: 'unknown' } },
    ...traits,
    image: {
      src: `https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/${slug}.jpg/500px-${slug}.jpg`,
      width: 500,
      height: 375,
      alt: `A photo of ${name}`,
      credit: 'Wikimedia Commons',
      source: `https://commons.wikimedia.org/wiki/File:${slug}.jpg`,
    },
    description: `${name} description.`,
    care: `${name} care instructions.`,
    wikiLink: `https://en.wikipedia.org/wiki/${scientificName.replace(' ', '_')}`,
  };
}

/**
 * The site's six plants, with the values of src/content/plants/*.yaml that the island reads, except pet safety: every
 * verdict is unknown here, and a test that needs verdicts gives its own, so that island tests do not change when a
 * source is checked. What the plant files say about pets is asserted on the built site (tests/e2e/plant-*.spec.ts).
 */
export const SIX_PLANTS: PlantRecord[] = [
  plantRecord(1, 'monstera-deliciosa', 'Monstera Deliciosa', 'Monstera deliciosa', {
    type: 'Indoor',
    climate: 'Tropical',
    light: 'Indirect Light',
    water: 'Moderate',
  }),
  plantRecord(2, 'snake-plant', 'Snake Plant', 'Dracaena trifasciata', {
    type: 'Indoor',
    climate: 'Tropical',
    light: 'Low to Bright',
    water: 'Low',
  }),
  plantRecord(3, 'fiddle-leaf-fig', 'Fiddle Leaf Fig', 'Ficus lyrata', {
    type: 'Indoor',
    climate: 'Tropical',
    light: 'Bright Indirect',
    water: 'Moderate',
  }),
  plantRecord(4, 'lavender', 'Lavender', 'Lavandula angustifolia', {
    type: 'Outdoor',
    climate: 'Mediterranean',
    light: 'Full Sun',
    water: 'Low',
  }),
  plantRecord(5, 'japanese-maple', 'Japanese Maple', 'Acer palmatum', {
    type: 'Outdoor',
    climate: 'Temperate',
    light: 'Partial Shade',
    water: 'Moderate',
  }),
  plantRecord(6, 'aloe-vera', 'Aloe Vera', 'Aloe vera', {
    type: 'Indoor',
    climate: 'Arid',
    light: 'Full Sun',
    water: 'Low',
  }),
];

/** Lavender's record, and the card the search index holds for it: the plant the single-plant tests use. */
export const LAVENDER: PlantRecord = SIX_PLANTS.find((plant) => plant.slug === 'lavender') ?? SIX_PLANTS[0]!;
export const LAVENDER_CARD = toCard(LAVENDER);

/** The six plants and `extra` generated ones, in grid order. */
export function manyPlants(extra: number): PlantRecord[] {
  return [...SIX_PLANTS, ...generatePlants(extra, { firstId: 100, avoidSlugs: SIX_PLANTS.map((plant) => plant.slug) })];
}

/** The island's words, as the editor wrote them in src/content/words/database-section.yaml. */
export function databaseWords() {
  const {
    kicker: _kicker,
    heading: _heading,
    intro: _intro,
    ...words
  } = readWords('database-section', databaseSectionWordsSchema);
  return words;
}

/** The island's props for a database of these plants: the first 12 cards, as the landing page renders them. */
export function islandProps(plants: readonly PlantRecord[]) {
  return {
    firstCards: plants.slice(0, 12).map(toCard),
    total: plants.length,
    sectionId: 'database',
    words: databaseWords(),
    newTab: readWords('layout', layoutWordsSchema).newTab,
  };
}

/**
 * A stand-in for the site's files, installed as the page's fetch: the search index and every plant's record, each
 * answer held back while `hold(path)` says so (until `release()`), and any path in `failing` answering with an error.
 */
export function fakeSite(plants: readonly PlantRecord[]) {
  const held: (() => void)[] = [];
  const site = {
    requests: [] as string[],
    failing: new Set<string>(),
    hold: (_path: string) => false,
    release: () => held.splice(0).forEach((go) => go()),
  };
  const answer = (path: string): Response => {
    if (site.failing.has(path)) return new Response('Server error', { status: 500 });
    if (path === '/data/plant-index.json') return Response.json(encodeSearchIndex(plants.map(toCard)));
    const record = plants.find((plant) => path === `/data/plants/${plant.slug}.json`);
    return record ? Response.json(record) : new Response('Not found', { status: 404 });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      site.requests.push(path);
      if (!site.hold(path)) return Promise.resolve(answer(path));
      return new Promise<Response>((resolve) => held.push(() => resolve(answer(path))));
    }),
  );
  return site;
}
