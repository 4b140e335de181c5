import type { PlantCard } from '@/lib/plants/search-index';
import { LAVENDER_CARD } from '../../helpers/plants';

/**
 * The index's packing of type, climate, light and water follows the value lists in src/config/plants.ts: with a sixth
 * light and a third water added to a scratch copy of the lists (144 combinations, more than the 91 one character can
 * hold), every combination still gets a code of its own, two characters per plant, and reads back as it was written.
 */
describe('the search index with longer value lists', () => {
  afterEach(() => {
    vi.doUnmock('@/config/plants');
    vi.resetModules();
  });

  it('round-trips every combination when a value is added to the lists', async () => {
    vi.resetModules();
    vi.doMock('@/config/plants', async (original) => {
      const config = await original<typeof import('@/config/plants')>();
      const { lights, waters } = config.PLANT_DATABASE;
      return {
        ...config,
        PLANT_DATABASE: { ...config.PLANT_DATABASE, lights: [...lights, 'Deep Shade'], waters: [...waters, 'High'] },
      };
    });
    const { PLANT_DATABASE } = await import('@/config/plants');
    const { decodeSearchIndex, encodeSearchIndex, TRAIT_WIDTH } = await import('@/lib/plants/search-index');
    const { types, climates, lights, waters } = PLANT_DATABASE;
    expect(lights).toContain('Deep Shade');
    const combinations = types.flatMap((type) =>
      climates.flatMap((climate) =>
        lights.flatMap((light) => waters.map((water) => ({ type, climate, light, water }))),
      ),
    );
    expect(combinations).toHaveLength(2 * 4 * 6 * 3);
    expect(TRAIT_WIDTH).toBe(2);
    const cards = combinations.map(
      (traits, at) => ({ ...LAVENDER_CARD, slug: `plant-${at}`, name: `Plant ${at}`, ...traits }) as PlantCard,
    );
    const file = encodeSearchIndex(cards);
    expect(file.traits).toHaveLength(2 * cards.length);
    expect(new Set(file.traits.match(/../g)).size).toBe(combinations.length);
    expect(decodeSearchIndex(JSON.parse(JSON.stringify(file)))).toEqual(cards);
  });
});
