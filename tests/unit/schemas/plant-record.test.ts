import { readFileSync } from 'node:fs';
import { isPanelRecord } from '@/schemas/plant-record';
import { plantRecordShape } from '@/schemas/plants';
import { LAVENDER } from '../../helpers/plants';

const SHAPE_FILE = '../../../src/schemas/plant-record-shape.json';
/** A record as the island receives it: through JSON. */
const fetched = (record: unknown) => JSON.parse(JSON.stringify(record)) as Record<string, unknown>;

describe('a plant record’s check (src/schemas/plant-record.ts)', () => {
  it('is generated from the zod schema, so that the two cannot drift (`-u` writes it anew)', async () => {
    await expect(`${JSON.stringify(plantRecordShape(), null, 2)}\n`).toMatchFileSnapshot(SHAPE_FILE);
    expect(readFileSync(new URL(SHAPE_FILE, import.meta.url), 'utf8')).toContain('"toxicity"');
  });

  it('accepts a whole record of the plant asked for, its optional fields left out or not', () => {
    expect(isPanelRecord(fetched(LAVENDER), 'lavender')).toBe(true);
    const { aliases: _aliases, ...withoutAliases } = fetched(LAVENDER);
    expect(isPanelRecord(withoutAliases, 'lavender')).toBe(true);
  });

  it('refuses another plant’s record, one cut short, one of another build’s layout, and a value out of its list', () => {
    const record = fetched(LAVENDER);
    expect(isPanelRecord(record, 'snake-plant')).toBe(false);
    const { care: _care, ...cutShort } = record;
    expect(isPanelRecord(cutShort, 'lavender')).toBe(false);
    expect(isPanelRecord({ ...record, height: 40 }, 'lavender')).toBe(false);
    expect(isPanelRecord({ ...record, light: 'Moonlight' }, 'lavender')).toBe(false);
    expect(
      isPanelRecord({ ...record, pets: { ...(record['pets'] as object), cats: { toxicity: 'maybe' } } }, 'lavender'),
    ).toBe(false);
    expect(isPanelRecord({ ...record, image: { ...(record['image'] as object), width: '500' } }, 'lavender')).toBe(
      false,
    );
    for (const value of [null, 'lavender', [], 42]) expect(isPanelRecord(value, 'lavender')).toBe(false);
  });
});
