import {
  aliasFound,
  DEFAULT_CRITERIA,
  filterPlants,
  isDefaultCriteria,
  matchesPlant,
  primeSearch,
  type PlantCriteria,
} from '@/lib/plants/filter';
import { PLANT_DATABASE } from '@/config/plants';
import { toCard } from '@/lib/plants/records';
import { generatePlants } from '../../../scripts/lib/plant-generator.mjs';

// The six plants of the site, with the values of src/content/plants/*.yaml (only the fields the filter reads).
const PLANTS = [
  {
    name: 'Monstera Deliciosa',
    scientificName: 'Monstera deliciosa',
    type: 'Indoor',
    climate: 'Tropical',
    light: 'Indirect Light',
    water: 'Moderate',
  },
  {
    name: 'Snake Plant',
    scientificName: 'Dracaena trifasciata',
    type: 'Indoor',
    climate: 'Tropical',
    light: 'Low to Bright',
    water: 'Low',
  },
  {
    name: 'Fiddle Leaf Fig',
    scientificName: 'Ficus lyrata',
    type: 'Indoor',
    climate: 'Tropical',
    light: 'Bright Indirect',
    water: 'Moderate',
  },
  {
    name: 'Lavender',
    scientificName: 'Lavandula angustifolia',
    type: 'Outdoor',
    climate: 'Mediterranean',
    light: 'Full Sun',
    water: 'Low',
  },
  {
    name: 'Japanese Maple',
    scientificName: 'Acer palmatum',
    type: 'Outdoor',
    climate: 'Temperate',
    light: 'Partial Shade',
    water: 'Moderate',
  },
  { name: 'Aloe Vera', scientificName: 'Aloe vera', type: 'Indoor', climate: 'Arid', light: 'Full Sun', water: 'Low' },
] as const;

const names = (criteria: Partial<PlantCriteria>) =>
  filterPlants(PLANTS, { ...DEFAULT_CRITERIA, ...criteria }).map((plant) => plant.name);
const ALL = PLANTS.map((plant) => plant.name);

describe('plant filter (product §5)', () => {
  describe('with nothing chosen', () => {
    it('lets every plant through, in the original order', () => {
      expect(names({})).toEqual(ALL);
    });

    it('returns a new array and leaves the input alone', () => {
      const input = [...PLANTS];
      const output = filterPlants(input, DEFAULT_CRITERIA);
      expect(output).not.toBe(input);
      expect(input.map((plant) => plant.name)).toEqual(ALL);
    });

    it('is empty for no plants', () => {
      expect(filterPlants([], { ...DEFAULT_CRITERIA, search: 'fig' })).toEqual([]);
    });
  });

  describe('name search', () => {
    it('matches a substring of the name', () => {
      expect(names({ search: 'Leaf' })).toEqual(['Fiddle Leaf Fig']);
      expect(names({ search: 'ple' })).toEqual(['Japanese Maple']);
    });

    it('matches a substring of the scientific name', () => {
      expect(names({ search: 'lyrata' })).toEqual(['Fiddle Leaf Fig']);
      expect(names({ search: 'Dracaena' })).toEqual(['Snake Plant']);
      expect(names({ search: 'palmatum' })).toEqual(['Japanese Maple']);
    });

    it('matches either field, so one search can find plants through both', () => {
      // 'an' is in the names 'Snake Plant' and 'Japanese Maple', and only in Lavender's scientific name.
      expect(names({ search: 'an' })).toEqual(['Snake Plant', 'Lavender', 'Japanese Maple']);
    });

    it('ignores case, both ways', () => {
      expect(names({ search: 'MONSTERA' })).toEqual(['Monstera Deliciosa']);
      expect(names({ search: 'monstera deliciosa' })).toEqual(['Monstera Deliciosa']);
      expect(names({ search: 'fIcUs' })).toEqual(['Fiddle Leaf Fig']);
    });

    it('finds nothing for text in neither field', () => {
      expect(names({ search: 'cactus' })).toEqual([]);
    });

    it('does not match across the name and the scientific name', () => {
      // 'Aloe Vera' + 'Aloe vera' must not read as 'veraaloe'; the words of one name match in any order.
      expect(names({ search: 'veraaloe' })).toEqual([]);
      expect(names({ search: 'vera aloe' })).toEqual(['Aloe Vera']);
      expect(names({ search: 'vera lyrata' })).toEqual([]);
    });

    it('matches mixed-case Unicode: accents are ignored on both sides', () => {
      expect(names({ search: 'ALOË' })).toEqual(['Aloe Vera']);
      expect(names({ search: 'lavandulà' })).toEqual(['Lavender']);
      const accented = [{ ...PLANTS[5], name: 'Aloë Vera', scientificName: 'Aloë vera' }];
      expect(filterPlants(accented, { ...DEFAULT_CRITERIA, search: 'aloe' })).toHaveLength(1);
      expect(filterPlants(accented, { ...DEFAULT_CRITERIA, search: 'ALOË' })).toHaveLength(1);
      // Composed (U+00CB) and decomposed (E + U+0308) spellings are the same letter.
      expect(filterPlants(accented, { ...DEFAULT_CRITERIA, search: 'ALOE\u0308' })).toHaveLength(1);
    });

    it('does not depend on the visitor’s locale (a Turkish dotted capital İ is still an i)', () => {
      expect(names({ search: 'FİCUS' })).toEqual(['Fiddle Leaf Fig']);
      expect(names({ search: 'FICUS' })).toEqual(['Fiddle Leaf Fig']);
    });
  });

  describe('bad input is just a search', () => {
    it('treats pattern characters such as (*[ as plain text, without an error', () => {
      expect(() => names({ search: '(*[' })).not.toThrow();
      expect(names({ search: '(*[' })).toEqual([]);
      expect(names({ search: '.*' })).toEqual([]);
      expect(names({ search: '\\' })).toEqual([]);
      const odd = [{ ...PLANTS[0], name: 'Plant (*[ odd' }];
      expect(filterPlants(odd, { ...DEFAULT_CRITERIA, search: '(*[' })).toHaveLength(1);
    });

    it('handles a search of 500 characters', () => {
      expect(names({ search: 'a'.repeat(500) })).toEqual([]);
      expect(names({ search: `fig${' '.repeat(497)}` })).toEqual(['Fiddle Leaf Fig']);
    });

    it('treats a search of spaces only (or tabs and new lines) as no search', () => {
      expect(names({ search: '   ' })).toEqual(ALL);
      expect(names({ search: ' \t\n ' })).toEqual(ALL);
      expect(isDefaultCriteria({ ...DEFAULT_CRITERIA, search: '  \t  ' })).toBe(true);
    });

    it('trims the search and reads runs of spaces inside it as one', () => {
      expect(names({ search: '  snake  ' })).toEqual(['Snake Plant']);
      expect(names({ search: 'snake    plant' })).toEqual(['Snake Plant']);
    });

    it('survives emoji and other scripts', () => {
      expect(names({ search: '🌿' })).toEqual([]);
      expect(names({ search: 'モンステラ' })).toEqual([]);
    });
  });

  describe('type and climate', () => {
    it('keep plants whose type equals the chosen one', () => {
      expect(names({ type: 'Outdoor' })).toEqual(['Lavender', 'Japanese Maple']);
      expect(names({ type: 'Indoor' })).toEqual(['Monstera Deliciosa', 'Snake Plant', 'Fiddle Leaf Fig', 'Aloe Vera']);
    });

    it('keep plants whose climate equals the chosen one', () => {
      expect(names({ climate: 'Arid' })).toEqual(['Aloe Vera']);
      expect(names({ climate: 'Mediterranean' })).toEqual(['Lavender']);
      expect(names({ climate: 'Temperate' })).toEqual(['Japanese Maple']);
      expect(names({ climate: 'Tropical' })).toEqual(['Monstera Deliciosa', 'Snake Plant', 'Fiddle Leaf Fig']);
    });

    it('compare whole values, not parts', () => {
      const partial = [{ ...PLANTS[0], type: 'Indoor/Outdoor' }];
      expect(filterPlants(partial, { ...DEFAULT_CRITERIA, type: 'Indoor' })).toEqual([]);
    });

    it('are off when All', () => {
      expect(names({ type: 'All', climate: 'All' })).toEqual(ALL);
    });
  });

  describe('water', () => {
    it('keeps plants whose water need equals the chosen one, whole values only, and is off when All', () => {
      expect(names({ water: 'Low' })).toEqual(['Snake Plant', 'Lavender', 'Aloe Vera']);
      expect(names({ water: 'Moderate' })).toEqual(['Monstera Deliciosa', 'Fiddle Leaf Fig', 'Japanese Maple']);
      expect(filterPlants([{ ...PLANTS[0], water: 'Low to Moderate' }], { ...DEFAULT_CRITERIA, water: 'Low' })).toEqual(
        [],
      );
      expect(names({ water: 'All' })).toEqual(ALL);
    });

    it('combines with the other filters (AND)', () => {
      expect(names({ type: 'Indoor', water: 'Low' })).toEqual(['Snake Plant', 'Aloe Vera']);
      expect(names({ type: 'Outdoor', light: 'Full Sun', water: 'Moderate' })).toEqual([]);
    });
  });

  describe('light', () => {
    it('matches when the plant’s light contains the chosen value', () => {
      expect(names({ light: 'Low' })).toEqual(['Snake Plant']);
      expect(names({ light: 'Full Sun' })).toEqual(['Lavender', 'Aloe Vera']);
      expect(names({ light: 'Partial Shade' })).toEqual(['Japanese Maple']);
    });

    it('keeps Indirect Light and Bright Indirect apart', () => {
      expect(names({ light: 'Indirect Light' })).toEqual(['Monstera Deliciosa']);
      expect(names({ light: 'Bright Indirect' })).toEqual(['Fiddle Leaf Fig']);
    });

    it('is off when All', () => {
      expect(names({ light: 'All' })).toEqual(ALL);
    });

    it('offers only options that some plant value can contain', () => {
      for (const option of PLANT_DATABASE.lightFilters) {
        expect(
          PLANT_DATABASE.lights.some((light) => light.includes(option)),
          option,
        ).toBe(true);
      }
    });
  });

  describe('all filters together (AND)', () => {
    it('keeps only plants that pass every active filter', () => {
      expect(names({ type: 'Indoor', light: 'Full Sun' })).toEqual(['Aloe Vera']);
      expect(names({ type: 'Indoor', climate: 'Tropical', search: 'fi' })).toEqual(['Fiddle Leaf Fig']);
      expect(names({ search: 'a', type: 'Outdoor', climate: 'Temperate', light: 'Partial Shade' })).toEqual([
        'Japanese Maple',
      ]);
    });

    it('is empty when the filters contradict each other', () => {
      expect(names({ type: 'Outdoor', climate: 'Tropical' })).toEqual([]);
      expect(names({ search: 'lavender', light: 'Low' })).toEqual([]);
    });

    it('finds the plants matchesPlant finds, for every combination (searches too short for a slip)', () => {
      const byName = (list: readonly { name: string }[]) => list.map((plant) => plant.name).sort();
      const searches = ['', 'a', 'fig', 'ZZZ'];
      for (const search of searches) {
        for (const type of ['All', ...PLANT_DATABASE.types] as const) {
          for (const climate of ['All', ...PLANT_DATABASE.climates] as const) {
            for (const light of ['All', ...PLANT_DATABASE.lightFilters] as const) {
              for (const water of ['All', ...PLANT_DATABASE.waters] as const) {
                const criteria = { search, type, climate, light, water, safeFor: [] };
                expect(byName(filterPlants(PLANTS, criteria))).toEqual(
                  byName(PLANTS.filter((plant) => matchesPlant(plant, criteria))),
                );
              }
            }
          }
        }
      }
    });
  });

  describe('other names', () => {
    // Two of the site's plants with the other names their files list.
    const NAMED = [
      { ...PLANTS[1], aliases: ["Mother-in-law's Tongue", "Saint George's Sword", 'Sansevieria trifasciata'] },
      { ...PLANTS[3], aliases: ['English Lavender', 'True Lavender', 'Lavandula officinalis'] },
      PLANTS[2],
    ];
    const found = (search: string) => filterPlants(NAMED, { ...DEFAULT_CRITERIA, search }).map((plant) => plant.name);

    it('finds a plant by a substring of any other name it goes by, case and accents aside, as by its name', () => {
      expect(found('mother-in-law')).toEqual(['Snake Plant']);
      expect(found('GEORGE')).toEqual(['Snake Plant']);
      expect(found('sansevieria')).toEqual(['Snake Plant']);
      expect(found('Énglish lav')).toEqual(['Lavender']);
      expect(found('officinalis')).toEqual(['Lavender']);
      expect(found('true')).toEqual(['Lavender']);
      expect(found('tongue sword')).toEqual([]);
    });

    it('finds them the same through primeSearch as without it', () => {
      const primed = NAMED.map((plant) => ({ ...plant }));
      primeSearch(primed);
      for (const search of ['tongue', 'lav', 'ficus', 'zz']) {
        expect(
          filterPlants(primed, { ...DEFAULT_CRITERIA, search }).map((plant) => plant.name),
          search,
        ).toEqual(found(search));
      }
    });

    it('says which other name a search found a plant by, only when its names did not match', () => {
      const [snake, lavender, fig] = NAMED;
      expect(aliasFound(snake!, 'tongue')).toBe("Mother-in-law's Tongue");
      expect(aliasFound(snake!, '  SAINT ')).toBe("Saint George's Sword");
      expect(aliasFound(snake!, 'snake')).toBeNull();
      expect(aliasFound(snake!, 'trifasciata')).toBeNull();
      expect(aliasFound(lavender!, 'lavender')).toBeNull();
      expect(aliasFound(lavender!, 'true')).toBe('True Lavender');
      expect(aliasFound(fig!, 'tongue')).toBeNull();
      expect(aliasFound(snake!, '')).toBeNull();
    });
  });

  describe('at scale', () => {
    it('filters 10,000 generated plants consistently with the rule', () => {
      const plants = generatePlants(10_000).map(toCard);
      const result = filterPlants(plants, { ...DEFAULT_CRITERIA, search: 'FICUS', type: 'Indoor' });
      expect(result.length).toBeGreaterThan(0);
      for (const plant of result) {
        expect(plant.type).toBe('Indoor');
        expect(`${plant.name} ${plant.scientificName} ${(plant.aliases ?? []).join(' ')}`.toLowerCase()).toContain(
          'ficus',
        );
      }
    });
  });
});

describe('the one default of the database', () => {
  it('is every plant: no search and every filter at All', () => {
    expect(DEFAULT_CRITERIA).toEqual({
      search: '',
      type: 'All',
      climate: 'All',
      light: 'All',
      water: 'All',
      safeFor: [],
    });
    expect(Object.isFrozen(DEFAULT_CRITERIA)).toBe(true);
  });

  it('isDefaultCriteria is true for it and false once anything is chosen', () => {
    expect(isDefaultCriteria(DEFAULT_CRITERIA)).toBe(true);
    expect(isDefaultCriteria({ ...DEFAULT_CRITERIA, search: 'x' })).toBe(false);
    for (const change of [
      { type: 'Indoor' },
      { climate: 'Arid' },
      { light: 'Low' },
      { water: 'Low' },
      { safeFor: ['dogs'] },
    ] as const) {
      expect(isDefaultCriteria({ ...DEFAULT_CRITERIA, ...change }), JSON.stringify(change)).toBe(false);
    }
  });
});

describe('preparing many plants for searching at once', () => {
  it('finds the same plants whether the names were folded one by one, all at once, or handed over', () => {
    const plants = generatePlants(500).map(({ name, scientificName, type, climate, light, water }) => ({
      name,
      scientificName,
      type,
      climate,
      light,
      water,
    }));
    const accented = [...plants, { ...plants[0]!, name: 'Aloë  Véra', scientificName: 'ALOE\u0308 vera' }];
    const expected = (search: string) =>
      accented.filter((plant) => matchesPlant(plant, { ...DEFAULT_CRITERIA, search }));
    const copies = accented.map((plant) => ({ ...plant }));
    primeSearch(copies);
    for (const search of ['aloe vera', 'FICUS', 'a', 'ë', '(*[']) {
      // In any order: the best match comes first (tests/unit/plants/slip-search.test.ts); here, what is found.
      expect(
        filterPlants(copies, { ...DEFAULT_CRITERIA, search })
          .map((plant) => plant.name)
          .sort(),
        search,
      ).toEqual(
        expected(search)
          .map((plant) => plant.name)
          .sort(),
      );
    }
  });
});

describe("'Safe for cats' and 'Safe for dogs'", () => {
  // Made-up verdicts (these are not the real plants' claims): the rule is what is tested.
  const pets = [
    {
      name: 'Cat-safe',
      scientificName: 'Felis tuta',
      type: 'Indoor',
      climate: 'Arid',
      light: 'Full Sun',
      water: 'Low',
      pets: { cats: 'non-toxic', dogs: 'toxic' },
    },
    {
      name: 'Both-safe',
      scientificName: 'Omnia tuta',
      type: 'Indoor',
      climate: 'Arid',
      light: 'Full Sun',
      water: 'Low',
      pets: { cats: 'non-toxic', dogs: 'non-toxic' },
    },
    {
      name: 'Unknown',
      scientificName: 'Ignota',
      type: 'Indoor',
      climate: 'Arid',
      light: 'Full Sun',
      water: 'Low',
      pets: { cats: 'unknown', dogs: 'unknown' },
    },
    { name: 'Unrecorded', scientificName: 'Nulla', type: 'Indoor', climate: 'Arid', light: 'Full Sun', water: 'Low' },
  ] as const;
  const safe = (safeFor: PlantCriteria['safeFor'], search = '') =>
    filterPlants(pets, { ...DEFAULT_CRITERIA, search, safeFor }).map((plant) => plant.name);

  it('keeps only plants recorded as non-toxic to every animal ticked', () => {
    expect(safe([])).toEqual(['Cat-safe', 'Both-safe', 'Unknown', 'Unrecorded']);
    expect(safe(['cats'])).toEqual(['Cat-safe', 'Both-safe']);
    expect(safe(['dogs'])).toEqual(['Both-safe']);
    expect(safe(['cats', 'dogs'])).toEqual(['Both-safe']);
  });

  it('leaves out a plant whose safety is unknown or not recorded, and combines with the search (AND)', () => {
    expect(safe(['cats'], 'unknown')).toEqual([]);
    expect(safe(['cats'], 'both')).toEqual(['Both-safe']);
  });
});
