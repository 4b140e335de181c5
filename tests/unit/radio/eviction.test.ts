import { removalOf } from '@/lib/radio/eviction';

const KEPT = { spanS: 30, keptS: 20 };

describe('how much buffered audio the stream reader removes (src/lib/radio/eviction.ts)', () => {
  it('removes nothing until the buffer spans more than spanS, then all but the last keptS', () => {
    expect(removalOf(null, KEPT, false)).toBeNull();
    expect(removalOf({ start: 0, end: 30 }, KEPT, false)).toBeNull();
    expect(removalOf({ start: 0, end: 30.5 }, KEPT, false)).toEqual({ from: 0, to: 10.5 });
    expect(removalOf({ start: 100, end: 140 }, KEPT, false)).toEqual({ from: 100, to: 120 });
  });

  it('once the engine refused an append for want of room, removes half of what is kept too, and a second at least', () => {
    expect(removalOf({ start: 0, end: 25 }, KEPT, true)).toEqual({ from: 0, to: 15 });
    expect(removalOf({ start: 4, end: 8 }, KEPT, true)).toEqual({ from: 4, to: 5 });
    expect(removalOf(null, KEPT, true)).toBeNull();
  });
});
