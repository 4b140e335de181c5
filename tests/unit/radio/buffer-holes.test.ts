import { holeEnd } from '@/lib/radio/buffer-holes';

describe('stepping over a hole in the buffered audio (src/lib/radio/buffer-holes.ts)', () => {
  it('leaves a position with audio to play alone', () => {
    expect(holeEnd(5, [[0, 10]], 30)).toBeNull();
    expect(
      holeEnd(
        5,
        [
          [0, 10],
          [12, 20],
        ],
        30,
      ),
    ).toBeNull();
  });

  it('moves a position that ran out of audio at a hole to the start of the audio after it', () => {
    // The engine evicted 5.1–9 s: the element stops at 5.1 while the stream arrives from 9 on.
    expect(
      holeEnd(
        5.1,
        [
          [0, 5.1],
          [9, 11],
        ],
        30,
      ),
    ).toBe(9);
    expect(
      holeEnd(
        5.05,
        [
          [0, 5.1],
          [9, 11],
        ],
        30,
      ),
    ).toBe(9);
    // Outside every range.
    expect(
      holeEnd(
        6,
        [
          [0, 5.1],
          [9, 11],
        ],
        30,
      ),
    ).toBe(9);
  });

  it('waits at the live edge, where nothing lies beyond yet', () => {
    expect(holeEnd(10.95, [[0, 11]], 30)).toBeNull();
    expect(holeEnd(0, [], 30)).toBeNull();
  });

  it('does not step over a hole wider than the limit: the stall watchdog rejoins instead', () => {
    expect(
      holeEnd(
        5.1,
        [
          [0, 5.1],
          [40, 45],
        ],
        30,
      ),
    ).toBeNull();
  });
});
