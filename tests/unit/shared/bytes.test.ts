import { joinBytes } from '@/lib/shared/bytes';

describe('joining bytes (src/lib/shared/bytes.ts)', () => {
  it('puts the pieces one after another in a new array', () => {
    const first = Uint8Array.of(1, 2);
    const joined = joinBytes([first, Uint8Array.of(), Uint8Array.of(3)]);
    expect([...joined]).toEqual([1, 2, 3]);
    expect(joinBytes([first])).not.toBe(first);
    expect(joinBytes([])).toHaveLength(0);
  });
});
