import { handsOn } from '@/lib/radio/library-pieces';

describe('when the stream’s bytes reach the library (src/lib/radio/library-pieces.ts)', () => {
  const timing = { pieceMs: 500, startMs: 1000 };

  it('hands an answer’s first bytes on as they come: its burst, and a start on a slow link', () => {
    expect(handsOn(0, 0, 0, timing)).toBe(true);
    expect(handsOn(5, 0, 5, timing)).toBe(true);
    expect(handsOn(999, 0, 740, timing)).toBe(true);
  });

  it('after the start, holds what arrives until the oldest held has waited a piece’s time', () => {
    // Icecast's pieces of a 128 kbit/s stream, about 0.26 s apart: three go to the library as one.
    expect(handsOn(1040, 0, 1040, timing)).toBe(false);
    expect(handsOn(1300, 0, 1040, timing)).toBe(false);
    expect(handsOn(1560, 0, 1040, timing)).toBe(true);
  });

  it('hands bytes that came after a long silence on with the next arrival, however sparse', () => {
    expect(handsOn(5000, 0, 3000, timing)).toBe(true);
  });
});
