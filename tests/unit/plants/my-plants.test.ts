import { MY_PLANTS } from '@/config/plants';
import {
  mergeSaved,
  parseSavedPlants,
  readShareFragment,
  shareFragment,
  storedSavedPlants,
  withPlant,
} from '@/lib/plants/my-plants';

const KNOWN = new Set(['snake-plant', 'lavender', 'aloe-vera', 'monstera-deliciosa', 'fiddle-leaf-fig']);

/** `count` distinct, well-formed slugs: plant-0, plant-1, … */
function slugs(count: number, prefix = 'plant'): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
}

describe('the stored list (src/lib/plants/my-plants.ts)', () => {
  it('reads the documented shape back in the order saved', () => {
    expect(parseSavedPlants('{"version":1,"plants":["snake-plant","lavender"]}')).toEqual(['snake-plant', 'lavender']);
    expect(parseSavedPlants(JSON.stringify(storedSavedPlants(['aloe-vera', 'lavender'])))).toEqual([
      'aloe-vera',
      'lavender',
    ]);
    expect(parseSavedPlants('{"version":1,"plants":[]}')).toEqual([]);
  });

  it('reads nothing from a missing, empty or corrupt value', () => {
    for (const raw of [null, undefined, '', 'not json', '{"version":1,"plants":["snake-plant"', '{', '\u0000']) {
      expect(parseSavedPlants(raw), String(raw)).toBeNull();
    }
  });

  it('reads nothing from another version or a shape it does not know, and never throws', () => {
    for (const raw of [
      '{"version":2,"plants":["snake-plant"]}',
      '{"version":"1","plants":["snake-plant"]}',
      '{"plants":["snake-plant"]}',
      '{"plants":"x"}',
      '{"version":1,"plants":"snake-plant"}',
      '{"version":1,"plants":{"0":"snake-plant"}}',
      '{"version":1}',
      '42',
      '"snake-plant"',
      'true',
      'null',
    ]) {
      expect(parseSavedPlants(raw), raw).toBeNull();
    }
  });

  it('still reads the first shape, a bare array of slugs, so that an older visit’s list is kept', () => {
    expect(parseSavedPlants('["snake-plant","lavender"]')).toEqual(['snake-plant', 'lavender']);
    expect(parseSavedPlants('["a"]')).toEqual(['a']);
    expect(parseSavedPlants('["snake-plant",3,null,{"slug":"lavender"},["aloe-vera"]]')).toEqual(['snake-plant']);
    expect(parseSavedPlants('[]')).toEqual([]);
  });

  it('leaves out entries that are not plant slugs, markup among them', () => {
    const raw = JSON.stringify({
      version: 1,
      plants: ['snake-plant', '<script>alert(1)</script>', 'Snake Plant', '2', '../x', '(*[', 7, null, 'lavender'],
    });
    expect(parseSavedPlants(raw)).toEqual(['snake-plant', 'lavender']);
  });

  it('keeps a plant stored twice once, where it was first saved', () => {
    expect(parseSavedPlants('{"version":1,"plants":["lavender","snake-plant","lavender","snake-plant"]}')).toEqual([
      'lavender',
      'snake-plant',
    ]);
  });

  it('keeps at most the cap, the plants saved first', () => {
    const many = slugs(MY_PLANTS.cap + 50);
    expect(parseSavedPlants(JSON.stringify({ version: 1, plants: many }))).toEqual(many.slice(0, MY_PLANTS.cap));
    expect(parseSavedPlants(JSON.stringify(many))).toEqual(many.slice(0, MY_PLANTS.cap));
  });
});

describe('saving and removing a plant', () => {
  it('saves a plant at the end of the list, once', () => {
    expect(withPlant(['snake-plant'], 'lavender', true)).toEqual({ list: ['snake-plant', 'lavender'], full: false });
    expect(withPlant(['snake-plant', 'lavender'], 'snake-plant', true)).toEqual({
      list: ['snake-plant', 'lavender'],
      full: false,
    });
    expect(withPlant([], 'aloe-vera', true)).toEqual({ list: ['aloe-vera'], full: false });
  });

  it('removes a plant, and removing one not saved changes nothing', () => {
    expect(withPlant(['snake-plant', 'lavender', 'aloe-vera'], 'lavender', false)).toEqual({
      list: ['snake-plant', 'aloe-vera'],
      full: false,
    });
    expect(withPlant(['snake-plant'], 'lavender', false)).toEqual({ list: ['snake-plant'], full: false });
  });

  it('leaves a full list as it is and says so, but still removes from it', () => {
    const full = slugs(MY_PLANTS.cap);
    expect(withPlant(full, 'lavender', true)).toEqual({ list: full, full: true });
    expect(withPlant(full, 'plant-0', true)).toEqual({ list: full, full: false });
    expect(withPlant(full, 'plant-0', false)).toEqual({ list: full.slice(1), full: false });
  });

  it('does not save a text that is not a slug, and leaves the list it was given untouched', () => {
    const list = ['snake-plant'];
    expect(withPlant(list, '<script>', true)).toEqual({ list: ['snake-plant'], full: false });
    withPlant(list, 'lavender', true);
    withPlant(list, 'snake-plant', false);
    expect(list).toEqual(['snake-plant']);
  });
});

describe('saving a shared list', () => {
  it('keeps what was saved first, then adds the shared plants not yet saved, in their order', () => {
    expect(mergeSaved(['lavender', 'snake-plant'], ['aloe-vera', 'snake-plant', 'fiddle-leaf-fig'])).toEqual({
      list: ['lavender', 'snake-plant', 'aloe-vera', 'fiddle-leaf-fig'],
      full: false,
    });
    expect(mergeSaved([], ['aloe-vera', 'aloe-vera'])).toEqual({ list: ['aloe-vera'], full: false });
    expect(mergeSaved(['lavender'], [])).toEqual({ list: ['lavender'], full: false });
  });

  it('stops at the cap and says so, without pushing out anything saved', () => {
    const saved = slugs(MY_PLANTS.cap - 2);
    const { list, full } = mergeSaved(saved, ['lavender', 'plant-0', 'aloe-vera', 'snake-plant']);
    expect(full).toBe(true);
    expect(list).toEqual([...saved, 'lavender', 'aloe-vera']);
    expect(mergeSaved(saved, ['lavender', 'aloe-vera'])).toEqual({
      list: [...saved, 'lavender', 'aloe-vera'],
      full: false,
    });
  });

  it('adds nothing that is not a slug', () => {
    expect(mergeSaved(['lavender'], ['<b>x</b>', 'Snake Plant', 'aloe-vera'])).toEqual({
      list: ['lavender', 'aloe-vera'],
      full: false,
    });
  });
});

describe('a shared address', () => {
  it('carries the list in its fragment, and reads back the same list', () => {
    const list = ['snake-plant', 'lavender'];
    expect(shareFragment(list)).toBe('#plants=snake-plant,lavender');
    expect(readShareFragment(shareFragment(list), KNOWN)).toEqual({ plants: list, unknown: 0, capped: false });
    expect(readShareFragment(shareFragment([]), KNOWN)).toEqual({ plants: [], unknown: 0, capped: false });
  });

  it('reads as no shared list when the fragment carries none', () => {
    for (const hash of ['', '#', '#top', '#plant=lavender', '#plantsx=lavender', '#other=1&x=lavender']) {
      expect(readShareFragment(hash, KNOWN), hash).toBeNull();
    }
  });

  it('reads the list with or without the #, among other keys, and with spaces or empty entries', () => {
    const lavenderAndAloe = { plants: ['lavender', 'aloe-vera'], unknown: 0, capped: false };
    expect(readShareFragment('plants=lavender,aloe-vera', KNOWN)).toEqual(lavenderAndAloe);
    expect(readShareFragment('#x=1&plants=lavender,aloe-vera&y=2', KNOWN)).toEqual(lavenderAndAloe);
    expect(readShareFragment('#plants=%20lavender%20,,aloe-vera,', KNOWN)).toEqual(lavenderAndAloe);
    expect(readShareFragment('#plants=lavender%2Caloe-vera', KNOWN)).toEqual(lavenderAndAloe);
  });

  it('leaves out plants it does not know and says how many', () => {
    expect(readShareFragment('#plants=lavender,cactus,snake-plant,rose', KNOWN)).toEqual({
      plants: ['lavender', 'snake-plant'],
      unknown: 2,
      capped: false,
    });
  });

  it('counts markup and odd text as unknown and never hands it back', () => {
    for (const entry of [
      '<script>alert(1)</script>',
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '<img src=x onerror=alert(1)>',
      '(*[',
      '"><svg onload=alert(1)>',
      'Lavender',
      '2',
      '🌵',
    ]) {
      const shared = readShareFragment(`#plants=lavender,${entry}`, KNOWN);
      expect(shared, entry).toEqual({ plants: ['lavender'], unknown: 1, capped: false });
    }
  });

  it('survives a malformed escape: that entry is unknown, the rest still read', () => {
    expect(() => readShareFragment('#plants=%E0%A4%A', KNOWN)).not.toThrow();
    expect(readShareFragment('#plants=%E0%A4%A', KNOWN)).toEqual({ plants: [], unknown: 1, capped: false });
    expect(readShareFragment('#plants=lavender,%E0%A4%A,snake-plant,%,%zz', KNOWN)).toEqual({
      plants: ['lavender', 'snake-plant'],
      unknown: 3,
      capped: false,
    });
  });

  it('keeps a plant given twice once, and counts an unknown given twice once', () => {
    expect(readShareFragment('#plants=lavender,aloe-vera,lavender,cactus,cactus,aloe-vera', KNOWN)).toEqual({
      plants: ['lavender', 'aloe-vera'],
      unknown: 1,
      capped: false,
    });
  });

  it('caps a long list, keeping its first plants, and says it did', () => {
    const many = slugs(MY_PLANTS.cap + 20);
    const known = new Set(many);
    expect(readShareFragment(shareFragment(many), known)).toEqual({
      plants: many.slice(0, MY_PLANTS.cap),
      unknown: 0,
      capped: true,
    });
    const atCap = many.slice(0, MY_PLANTS.cap);
    expect(readShareFragment(shareFragment(atCap), known)).toEqual({ plants: atCap, unknown: 0, capped: false });
  });

  it('reads 5,000 entries of known, unknown and repeated plants', () => {
    const entries = [...slugs(2500, 'unknown'), ...Array.from({ length: 2500 }, (_, index) => [...KNOWN][index % 5])];
    expect(readShareFragment(`#plants=${entries.join(',')}`, KNOWN)).toEqual({
      plants: ['snake-plant', 'lavender', 'aloe-vera', 'monstera-deliciosa', 'fiddle-leaf-fig'],
      unknown: 2500,
      capped: false,
    });
  });
});
