import { gzipSync } from 'node:zlib';
import { generatePlants } from '../../../scripts/lib/plant-generator.mjs';
import { DEFAULT_CRITERIA, filterPlants } from '@/lib/plants/filter';
import {
  compactThumbnail,
  decodeSearchIndex,
  encodeSearchIndex,
  expandThumbnail,
  TRAIT_WIDTH,
  type PlantCard,
} from '@/lib/plants/search-index';
import { PLANT_DATABASE } from '@/config/plants';
import { toCard } from '@/lib/plants/records';
import { LAVENDER_CARD } from '../../helpers/plants';

// Lavender's card, with a Commons thumbnail whose name needs escaping, as real ones do.
const LAVENDER: PlantCard = {
  ...LAVENDER_CARD,
  thumbnail:
    'https://upload.wikimedia.org/wikipedia/commons/thumb/b/be/%28MHNT%29_Bombus_pascuorum_on_Lavandula_angustifolia.jpg/500px-%28MHNT%29_Bombus_pascuorum_on_Lavandula_angustifolia.jpg',
};
/** The index as the island receives it: written, sent as JSON, read back. */
const roundTrip = (cards: PlantCard[]) => decodeSearchIndex(JSON.parse(JSON.stringify(encodeSearchIndex(cards))));

describe('the search index file', () => {
  it('gives back exactly the cards it was made from, in order', () => {
    const cards = [
      LAVENDER,
      {
        ...LAVENDER,
        slug: 'aloe-vera',
        name: 'Aloë Vera',
        scientificName: 'Aloe vera',
        aliases: ['Barbados Aloe', 'Medicine Plant'],
        type: 'Indoor',
        climate: 'Arid',
      },
      // A slug that is not the name made into a slug (the file was named otherwise) is written out.
      {
        ...LAVENDER,
        slug: 'english-lavender',
        name: 'Lavender',
        light: 'Low to Bright',
        water: 'Moderate',
        thumbnail: 'https://upload.wikimedia.org/wikipedia/commons/a/ab/Full.jpg',
      },
      ...generatePlants(200).map(toCard),
    ] satisfies PlantCard[];
    expect(roundTrip(cards)).toEqual(cards);
  });

  it('writes a Commons thumbnail as its folder and file, and any other address in full', () => {
    expect(compactThumbnail(LAVENDER.thumbnail)).toBe('be/%28MHNT%29_Bombus_pascuorum_on_Lavandula_angustifolia.jpg');
    const wide =
      'https://upload.wikimedia.org/wikipedia/commons/thumb/d/d6/Acer_palmatum0.jpg/640px-Acer_palmatum0.jpg';
    expect(compactThumbnail(wide)).toBe('d6/Acer_palmatum0.jpg/640');
    for (const src of [
      LAVENDER.thumbnail,
      wide,
      'https://upload.wikimedia.org/wikipedia/commons/thumb/d/d6/A.svg/500px-A.svg.png',
      'https://example.org/a.jpg',
    ]) {
      expect(expandThumbnail(compactThumbnail(src))).toBe(src);
    }
  });

  it('keeps each plant within 30 bytes gzipped at 10,000 plants of realistic length, a third with other names', () => {
    const cards = generatePlants(10_000).map(toCard);
    expect(cards.filter((card) => card.aliases.length > 0).length).toBeGreaterThan(3000);
    const bytes = gzipSync(JSON.stringify(encodeSearchIndex(cards)), { level: 9 }).length;
    expect(bytes / cards.length).toBeLessThanOrEqual(30);
  });

  it('packs every combination of type, climate, light and water into one character each, and back', () => {
    const { types, climates, lights, waters } = PLANT_DATABASE;
    const combinations = types.flatMap((type) =>
      climates.flatMap((climate) =>
        lights.flatMap((light) => waters.map((water) => ({ type, climate, light, water }))),
      ),
    );
    // 80 combinations today: one character per plant.
    expect(TRAIT_WIDTH).toBe(1);
    const cards = combinations.map((traits, at) => ({
      ...LAVENDER,
      slug: `plant-${at}`,
      name: `Plant ${at}`,
      ...traits,
    }));
    const file = encodeSearchIndex(cards);
    expect(new Set(file.traits).size).toBe(combinations.length);
    // No character JSON has to escape, so that each stays one byte in the file.
    expect(JSON.stringify(file.traits)).toHaveLength(file.traits.length + 2);
    expect(roundTrip(cards)).toEqual(cards);
  });

  it('writes other names only for the plants that have any', () => {
    const file = encodeSearchIndex([
      LAVENDER,
      { ...LAVENDER, slug: 'aloe', name: 'Aloe', aliases: ['Medicine Plant'] },
    ]);
    expect(file.aliases).toEqual({ 1: ['Medicine Plant'] });
  });

  it('leaves the cards ready to search, with the same results as cards that were never in an index', () => {
    const cards = generatePlants(300).map(toCard);
    const decoded = roundTrip(cards);
    for (const search of ['fern', 'SALVIA', "'aurora'", 'zz', 'ghost ivy', 'lemon']) {
      const criteria = { ...DEFAULT_CRITERIA, search };
      expect(
        filterPlants(decoded, criteria).map((card) => card.slug),
        search,
      ).toEqual(filterPlants(cards, criteria).map((card) => card.slug));
    }
  });

  it('refuses a file of another layout or an incomplete one, saying so', () => {
    const file = encodeSearchIndex([LAVENDER]);
    expect(() => decodeSearchIndex(null)).toThrow('unknown layout');
    expect(() => decodeSearchIndex({ ...file, version: 2 })).toThrow('unknown layout');
    expect(() => decodeSearchIndex({ ...file, aliases: undefined })).toThrow('incomplete');
    expect(() => decodeSearchIndex({ ...file, aliases: { 0: 'Medicine Plant' } })).toThrow('incomplete');
    expect(() => decodeSearchIndex({ ...file, scientificNames: [] })).toThrow('incomplete');
    expect(() => decodeSearchIndex({ ...file, traits: '' })).toThrow('incomplete');
    expect(() => decodeSearchIndex({ ...file, traits: '~' })).toThrow('unknown traits for Lavender');
    expect(() => decodeSearchIndex({ ...file, pets: '' })).toThrow('incomplete');
    expect(() => decodeSearchIndex({ ...file, pets: '9' })).toThrow('unknown pet safety for Lavender');
  });
});
