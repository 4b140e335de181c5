import { readdirSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { DEFAULT_CRITERIA, filterPlants, primeSlips, suggestName } from '@/lib/plants/filter';
import { slipsAllowed, swapsOf } from '@/lib/plants/slip-search';
import { PLANT_SEARCH } from '@/config/plants';
import { SLIPS } from '../../helpers/plant-slips';

/** The site's own plants, as their files hold them (only the fields the search reads; every filter off). */
const folder = new URL('../../../src/content/plants/', import.meta.url);
const PLANTS = readdirSync(folder)
  .filter((file) => file.endsWith('.yaml'))
  .sort()
  .map((file) => {
    const data = yaml.load(readFileSync(new URL(file, folder), 'utf8')) as Record<string, unknown>;
    return {
      name: String(data['name']),
      scientificName: String(data['scientificName']),
      aliases: (data['aliases'] as string[] | undefined) ?? [],
      type: String(data['type']),
      climate: String(data['climate']),
      light: String(data['light']),
      water: String(data['water']),
    };
  });

const found = (search: string) => filterPlants(PLANTS, { ...DEFAULT_CRITERIA, search }).map((plant) => plant.name);

describe('the search that forgives a slip', () => {
  it.each<readonly [string, string]>([
    ...SLIPS,
    // Two letters swapped, a letter added, words in another order.
    ['lavendre', 'Lavender'],
    ['mapple japanese', 'Japanese Maple'],
    ['fig leaf', 'Fiddle Leaf Fig'],
  ])('finds %s as %s, first', (search, name) => {
    expect(found(search)[0]).toBe(name);
  });

  it('puts the exact name first, then names that start with the text, then names that contain it, then slips', () => {
    expect(found('fig')).toEqual(['Fiddle Leaf Fig']);
    // 'Lavender' is its own name; the others' names only contain the text or match with a slip.
    expect(found('lavender')[0]).toBe('Lavender');
    expect(found('plant')).toEqual(['Aloe Vera', 'Monstera Deliciosa', 'Snake Plant']);
    // 'Aloe vera' is a name; 'Aloe barbadensis' only starts with the text; a word of 'Barbados Aloe' matches.
    expect(found('aloe')).toEqual(['Aloe Vera']);
    expect(found('maple')).toEqual(['Japanese Maple']);
  });

  it('forgives one slip in a word of 4 to 8 letters, two in a longer word, none in a shorter one', () => {
    expect(slipsAllowed('fig')).toBe(0);
    expect(slipsAllowed('aloe')).toBe(1);
    expect(slipsAllowed('lavender')).toBe(1);
    expect(slipsAllowed('deliciosa')).toBe(2);
    expect(PLANT_SEARCH.slipsFrom.map((step) => step.letters)).toEqual([4, 9]);
    expect(found('fog')).toEqual([]);
    expect(found('lxvxnder')).toEqual([]);
    expect(found('delxcxosa')).toEqual(['Monstera Deliciosa']);
    expect(found('dxlxcxosa')).toEqual([]);
  });

  it('counts a swap of two neighbouring letters as one slip', () => {
    expect(swapsOf('abc')).toEqual(['bac', 'acb']);
    expect(swapsOf('aab')).toEqual(['aba']);
    // Two swaps are two slips: too many for eight letters.
    expect(found('lavednre')).toEqual([]);
  });

  it('treats markup, symbols, emoji and very long searches as text that finds nothing, without throwing', () => {
    for (const search of ['(*[', '🌵🌵', '<img src=x onerror=alert(1)>', 'a'.repeat(300), 'lavender '.repeat(40)]) {
      expect(found(search), search.slice(0, 20)).toEqual([]);
    }
  });

  it('suggests the closest name when nothing is found, as the name is written', () => {
    expect(found('lavvendr')).toEqual([]);
    expect(suggestName(PLANTS, 'lavvendr')).toBe('Lavender');
    expect(suggestName(PLANTS, 'xq')).toBeNull();
    expect(suggestName(PLANTS, '(*[')).toBeNull();
  });
});

describe('a list longer than PLANT_SEARCH.indexAtOnce', () => {
  it('is searched by the substring rule until its slip index is built in pieces, then forgives slips too', async () => {
    const filler = Array.from({ length: PLANT_SEARCH.indexAtOnce }, (_, at) => ({
      ...PLANTS[0]!,
      name: `Filler ${at}`,
      scientificName: `Fillerus ${at}`,
      aliases: [],
    }));
    const long = [...PLANTS, ...filler];
    const search = (text: string) => filterPlants(long, { ...DEFAULT_CRITERIA, search: text }).map((p) => p.name);
    expect(search('lavender')).toEqual(['Lavender']);
    expect(search('lavander')).toEqual([]);
    await primeSlips(long);
    expect(search('lavander')).toEqual(['Lavender']);
    expect(suggestName(long, 'lavvendr')).toBe('Lavender');
  });
});
