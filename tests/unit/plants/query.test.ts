import { DEFAULT_CRITERIA } from '@/lib/plants/filter';
import {
  parseDatabaseQuery,
  pickOption,
  writeDatabaseAddress,
  writeDatabaseQuery,
  type DatabaseQuery,
} from '@/lib/plants/query';

const DEFAULT_QUERY: DatabaseQuery = { ...DEFAULT_CRITERIA, plant: null };
const parse = (search: string) => parseDatabaseQuery(search);

describe('reading the database state from the address', () => {
  it('gives the default state for an address without a query', () => {
    expect(parse('')).toEqual(DEFAULT_QUERY);
    expect(parse('?')).toEqual(DEFAULT_QUERY);
  });

  it('reads the search, the four selects and the plant', () => {
    expect(
      parse('?q=fig&type=Indoor&climate=Tropical&light=Bright+Indirect&water=Moderate&plant=fiddle-leaf-fig'),
    ).toEqual({
      search: 'fig',
      type: 'Indoor',
      climate: 'Tropical',
      light: 'Bright Indirect',
      water: 'Moderate',
      plant: 'fiddle-leaf-fig',
      safeFor: [],
    });
  });

  it("reads 'Safe for cats' and 'Safe for dogs' as the form submits them, dropping anything else", () => {
    expect(parse('?safe=dogs&safe=cats').safeFor).toEqual(['cats', 'dogs']);
    expect(parse('?safe=Cats&safe=cats&safe=hamsters').safeFor).toEqual(['cats']);
    expect(writeDatabaseQuery('?utm_source=news', { ...DEFAULT_QUERY, safeFor: ['cats', 'dogs'] })).toBe(
      '?utm_source=news&safe=cats&safe=dogs',
    );
    expect(writeDatabaseQuery('?safe=cats', DEFAULT_QUERY)).toBe('');
  });

  it('reads option values without regard to case and spaces around them', () => {
    expect(parse('?type=outdoor&climate=%20ARID%20&light=full%20sun&water=LOW')).toMatchObject({
      type: 'Outdoor',
      climate: 'Arid',
      light: 'Full Sun',
      water: 'Low',
    });
  });

  it('falls back to All for unknown values, without an error', () => {
    expect(parse('?type=Underwater&climate=Lunar&light=Moonlight&water=Flooded')).toEqual(DEFAULT_QUERY);
    expect(parse('?type=&climate=&light=&water=')).toEqual(DEFAULT_QUERY);
    // A plant's light value is not a filter option: 'Low to Bright' is reached through 'Low'.
    expect(parse('?light=Low+to+Bright').light).toBe('All');
  });

  it('reads any well-formed slug as the plant (whether it exists is known once its record is fetched)', () => {
    expect(parse('?plant=triffid').plant).toBe('triffid');
    expect(parse('?plant=swiss-cheese-plant-2').plant).toBe('swiss-cheese-plant-2');
  });

  it('ignores a plant that cannot be a slug, so that nothing else is ever fetched', () => {
    for (const plant of ['', 'Snake-Plant', '../index', 'snake--plant', '-snake', '2', 'a%2Fb', 'snake plant']) {
      expect(parse(`?plant=${encodeURIComponent(plant)}`).plant, plant).toBeNull();
    }
  });

  it('takes the first of repeated parameters', () => {
    expect(parse('?type=Outdoor&type=Indoor').type).toBe('Outdoor');
  });

  it('keeps the search text as written, special characters included, and cuts a very long one', () => {
    expect(parse('?q=%28*%5B').search).toBe('(*[');
    expect(parse('?q=ALO%C3%8B').search).toBe('ALOË');
    expect(parse(`?q=${'x'.repeat(5000)}`).search).toHaveLength(500);
  });

  it('survives malformed percent-encoding', () => {
    expect(() => parse('?q=%E0%A4%A&type=%')).not.toThrow();
    expect(parse('?q=%E0%A4%A&type=%').type).toBe('All');
  });
});

describe('writing the database state into the address', () => {
  it('writes nothing for the default state', () => {
    expect(writeDatabaseQuery('', DEFAULT_QUERY)).toBe('');
  });

  it('writes only what differs from the default', () => {
    expect(writeDatabaseQuery('', { ...DEFAULT_QUERY, type: 'Outdoor' })).toBe('?type=Outdoor');
    expect(writeDatabaseQuery('', { ...DEFAULT_QUERY, plant: 'lavender' })).toBe('?plant=lavender');
  });

  it('leaves out a search of spaces only', () => {
    expect(writeDatabaseQuery('', { ...DEFAULT_QUERY, search: '   ' })).toBe('');
  });

  it('keeps other parameters and removes the database’s own when they return to the default', () => {
    expect(writeDatabaseQuery('?utm_source=news&q=fig', { ...DEFAULT_QUERY, light: 'Low' })).toBe(
      '?utm_source=news&light=Low',
    );
    expect(writeDatabaseQuery('?q=fig&type=Indoor', DEFAULT_QUERY)).toBe('');
  });

  it('encodes special characters so that they read back unchanged (round trip)', () => {
    const states: DatabaseQuery[] = [
      {
        search: 'fig',
        type: 'Indoor',
        climate: 'Tropical',
        light: 'Bright Indirect',
        water: 'Moderate',
        plant: 'fiddle-leaf-fig',
        safeFor: ['cats'],
      },
      {
        search: '(*[ & = ? # %',
        type: 'All',
        climate: 'Arid',
        light: 'All',
        water: 'Low',
        plant: null,
        safeFor: ['cats', 'dogs'],
      },
      {
        search: 'ALOË vera 🌿',
        type: 'Outdoor',
        climate: 'All',
        light: 'Partial Shade',
        water: 'All',
        plant: 'aloe-vera',
        safeFor: ['dogs'],
      },
      { search: ' spaced  out ', type: 'All', climate: 'All', light: 'Low', water: 'All', plant: null, safeFor: [] },
      DEFAULT_QUERY,
    ];
    for (const state of states) expect(parse(writeDatabaseQuery('', state))).toEqual(state);
  });

  it('round-trips every combination of options', () => {
    for (const type of ['All', 'Indoor', 'Outdoor'] as const) {
      for (const climate of ['All', 'Tropical', 'Mediterranean', 'Arid', 'Temperate'] as const) {
        for (const light of ['All', 'Low', 'Indirect Light', 'Bright Indirect', 'Full Sun', 'Partial Shade'] as const) {
          for (const water of ['All', 'Moderate', 'Low'] as const) {
            const state = { ...DEFAULT_QUERY, type, climate, light, water };
            expect(parse(writeDatabaseQuery('', state))).toEqual(state);
          }
        }
      }
    }
  });
});

describe('the whole address', () => {
  const here = { pathname: '/', search: '', hash: '' };

  it('points at the database section while the view is not the default one', () => {
    expect(writeDatabaseAddress(here, { ...DEFAULT_QUERY, search: 'fig' }, 'database')).toBe('/?q=fig#database');
    expect(writeDatabaseAddress({ ...here, hash: '#about' }, { ...DEFAULT_QUERY, plant: 'lavender' }, 'database')).toBe(
      '/?plant=lavender#database',
    );
  });

  it('keeps the current anchor for the default view', () => {
    expect(
      writeDatabaseAddress({ pathname: '/', search: '?q=fig', hash: '#database' }, DEFAULT_QUERY, 'database'),
    ).toBe('/#database');
    expect(writeDatabaseAddress({ pathname: '/', search: '', hash: '#contact' }, DEFAULT_QUERY, 'database')).toBe(
      '/#contact',
    );
  });

  it('treats a search of spaces only as the default view, and a filter as not', () => {
    expect(writeDatabaseAddress(here, { ...DEFAULT_QUERY, search: '  ' }, 'database')).toBe('/');
    expect(writeDatabaseAddress(here, { ...DEFAULT_QUERY, climate: 'Arid' }, 'database')).toBe(
      '/?climate=Arid#database',
    );
  });
});

describe('pickOption', () => {
  it('returns the canonical spelling, or All', () => {
    expect(pickOption(['Indoor', 'Outdoor'], 'INDOOR')).toBe('Indoor');
    expect(pickOption(['Indoor', 'Outdoor'], null)).toBe('All');
    expect(pickOption(['Indoor', 'Outdoor'], 'All')).toBe('All');
    expect(pickOption(['Indoor', 'Outdoor'], 'constructor')).toBe('All');
  });
});
