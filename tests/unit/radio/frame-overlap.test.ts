import { framesBeforeLast, linedUp, overlapOf } from '@/lib/radio/frame-overlap';

/**
 * A join at a cut, frame by frame (src/lib/radio/frame-overlap.ts): the new response's burst mostly repeats what the
 * buffer holds, and the listener must hear neither a gap nor a second twice. Frames are their keys here: plain numbers.
 */

const RULES = { confirm: 3, giveUpAfter: 20 };

/** The keys from..to, both included: consecutive frames of the station. */
const frames = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The buffer as the listener hears it after the join appends what the overlap says is new. */
function heard(buffered: number[], fresh: number[], rules = RULES): number[] {
  const overlap = overlapOf(buffered, fresh, rules);
  if (!overlap.found) throw new Error(`no overlap found: ${JSON.stringify(overlap)}`);
  return [...buffered, ...fresh.slice(overlap.skip)];
}

describe('where a new response’s frames continue the buffered ones (src/lib/radio/frame-overlap.ts)', () => {
  it('a new response that starts with the last frames buffered skips just those, and the audio goes on exactly', () => {
    const buffered = frames(1, 100);
    for (const repeated of [1, 2, 3, 4, 10, 50, 100]) {
      const fresh = frames(101 - repeated, 160);
      expect(overlapOf(buffered, fresh, RULES), `${repeated} repeated`).toEqual({ found: true, skip: repeated });
      expect(heard(buffered, fresh)).toEqual(frames(1, 160));
    }
  });

  it('a new response that starts before the buffer’s end and goes past it adds only the frames after it', () => {
    // The burst: 5 s of frames, the last 3 s of them buffered.
    const buffered = frames(1, 300);
    const fresh = frames(186, 420);
    expect(overlapOf(buffered, fresh, RULES)).toEqual({ found: true, skip: 115 });
    expect(heard(buffered, fresh)).toEqual(frames(1, 420));
  });

  it('a new response that so far holds only buffered frames skips them and the buffered ones still to come', () => {
    const buffered = frames(1, 100);
    const fresh = frames(40, 50);
    const overlap = overlapOf(buffered, fresh, RULES);
    // Frames 40–100 are buffered: the 11 read so far, and 50 more still to come in this response.
    expect(overlap).toEqual({ found: true, skip: 61 });
    expect(fresh.slice(overlap.found ? overlap.skip : 0)).toEqual([]);
    // Read on, the same response skips the same frames: it continues the buffer from frame 101.
    expect(heard(buffered, frames(40, 130))).toEqual(frames(1, 130));
  });

  it('a match is not taken before the frames that confirm it have come', () => {
    const buffered = frames(1, 100);
    expect(overlapOf(buffered, [], RULES)).toEqual({ found: false, decided: false });
    expect(overlapOf(buffered, frames(40, 41), RULES)).toEqual({ found: false, decided: false });
    expect(overlapOf(buffered, frames(40, 42), RULES)).toEqual({ found: false, decided: false });
    // One more frame, and the three after the first confirm it.
    expect(overlapOf(buffered, frames(40, 43), RULES)).toEqual({ found: true, skip: 61 });
  });

  it('near the buffer’s end, as many frames confirm a match as the buffer has after it', () => {
    const buffered = frames(1, 100);
    expect(overlapOf(buffered, [100], RULES)).toEqual({ found: true, skip: 1 });
    expect(overlapOf(buffered, [99, 100], RULES)).toEqual({ found: true, skip: 2 });
    expect(overlapOf(buffered, [99], RULES)).toEqual({ found: false, decided: false });
    // The frame after the buffered one differs: not a match.
    expect(overlapOf(buffered, [99, 700, 800, 900], { confirm: 3, giveUpAfter: 4 })).toEqual({
      found: false,
      decided: true,
    });
  });

  it('a new response with no buffered frame is played as new once enough of it has come to be sure', () => {
    const buffered = frames(1, 100);
    // The station restarted: frames never heard.
    expect(overlapOf(buffered, frames(1001, 1019), RULES)).toEqual({ found: false, decided: false });
    expect(overlapOf(buffered, frames(1001, 1020), RULES)).toEqual({ found: false, decided: true });
    expect(overlapOf(buffered, frames(1001, 1100), RULES)).toEqual({ found: false, decided: true });
    // Nothing buffered at all.
    expect(overlapOf([], frames(1, 20), RULES)).toEqual({ found: false, decided: true });
  });

  it('one frame alike by chance, with different frames after it, is no match', () => {
    const buffered = frames(1, 100);
    const fresh = [1001, 1002, 50, 1003, 1004, 1005, ...frames(1006, 1030)];
    expect(overlapOf(buffered, fresh, RULES)).toEqual({ found: false, decided: true });
  });

  it('a match waiting for confirmation keeps the join undecided, even past the frames it gives up after', () => {
    const buffered = frames(1, 100);
    const fresh = [...frames(1001, 1020), 60, 61];
    expect(overlapOf(buffered, fresh, RULES)).toEqual({ found: false, decided: false });
    expect(overlapOf(buffered, [...fresh, 62, 63], RULES)).toEqual({ found: true, skip: 20 + 41 });
  });

  it('in silence (many alike frames) the place in the buffer the frames after it confirm is taken', () => {
    // 0: a frame of silence. The buffer ends 0 0 0 9 after a longer silence further back.
    const buffered = [5, 0, 0, 0, 0, 0, 6, 0, 0, 0, 9];
    const fresh = [0, 0, 0, 9, 10, 11];
    expect(overlapOf(buffered, fresh, RULES)).toEqual({ found: true, skip: 4 });
    expect(heard(buffered, fresh)).toEqual([...buffered, 10, 11]);
  });

  it('of two silences that both confirm a match, the latest is taken, so that no new audio is dropped', () => {
    const buffered = [5, 0, 0, 0, 0, 6, 0, 0, 0, 0, 9];
    const fresh = [0, 0, 0, 0, 9, 10, 11];
    // The earlier silence would skip 10 frames: 10 and 11, and 3 more still to come, never heard.
    expect(overlapOf(buffered, fresh, RULES)).toEqual({ found: true, skip: 5 });
    expect(heard(buffered, fresh)).toEqual([...buffered, 10, 11]);
  });

  it('a first fresh frame older than the buffer is skipped too: the skip counts from the new response’s first frame', () => {
    const buffered = frames(50, 100);
    const fresh = frames(40, 130);
    expect(overlapOf(buffered, fresh, RULES)).toEqual({ found: true, skip: 61 });
    expect(heard(buffered, fresh)).toEqual(frames(50, 130));
    // Even when the older frames are not the station's order: they are simply not in the buffer.
    const strays = [7000, 7001, ...frames(90, 120)];
    expect(overlapOf(buffered, strays, RULES)).toEqual({ found: true, skip: 2 + 11 });
    expect(heard(buffered, strays)).toEqual(frames(50, 120));
  });

  it('the earliest fresh frames that match decide, whatever later ones would say', () => {
    const buffered = frames(1, 10);
    // Frames 2–5 come again later in the response (a jingle played twice): the first match, at frame 7, counts.
    const fresh = [7, 8, 9, 10, 11, 2, 3, 4, 5];
    expect(overlapOf(buffered, fresh, RULES)).toEqual({ found: true, skip: 4 });
    expect(heard(buffered, fresh)).toEqual([...frames(1, 11), 2, 3, 4, 5]);
  });

  it('a place confirmed by its frames wins over one the buffer’s end cut short, so no audio is heard twice', () => {
    // The buffer ends in a frame of silence (0) that the new response also has, earlier, before ten new frames.
    const buffered = [1, 2, 3, 4, 0, ...frames(10, 19), 0];
    const fresh = [0, ...frames(10, 19), 0, 20, 21, 22];
    expect(overlapOf(buffered, fresh, { confirm: 8, giveUpAfter: 40 })).toEqual({ found: true, skip: 12 });
  });

  it('while an earlier frame’s match waits for frames, a later frame’s match decides nothing yet', () => {
    const buffered = [...frames(1, 9), 0, ...frames(10, 19)];
    const rules = { confirm: 8, giveUpAfter: 40 };
    // 3 and 4 match early in the buffer and wait for more frames; 0 alone would match at once near the end.
    expect(overlapOf(buffered, [3, 4, 0], rules)).toEqual({ found: false, decided: false });
    expect(overlapOf(buffered, [3, 4, 5, 6, 7, 8, 9, 0, 10, 11], rules)).toEqual({ found: true, skip: 18 });
  });

  it('more confirmation asked for waits for more frames', () => {
    const buffered = frames(1, 100);
    const strict = { confirm: 10, giveUpAfter: 20 };
    expect(overlapOf(buffered, frames(40, 49), strict)).toEqual({ found: false, decided: false });
    expect(overlapOf(buffered, frames(40, 50), strict)).toEqual({ found: true, skip: 61 });
    // A mismatch ten frames on is found.
    expect(overlapOf(buffered, [...frames(40, 49), 999, ...frames(1000, 1020)], strict)).toEqual({
      found: false,
      decided: true,
    });
  });
});

describe('the frames of a burst before its last seconds, at a switch of encoding', () => {
  const burst = (count: number, seconds = 0.026) => Array.from({ length: count }, () => ({ seconds }));

  it('keeps the frames that play the seconds since the old response’s last bytes, and drops those before', () => {
    // 0.1 s is 3.8 frames of 0.026 s: the last 4 frames are kept.
    expect(framesBeforeLast(burst(100), 0.1)).toBe(96);
    expect(framesBeforeLast(burst(10), 0.1)).toBe(6);
    expect(framesBeforeLast(burst(100), 1)).toBe(100 - 39);
  });

  it('keeps a frame for any part of it, and no frame more than the seconds take', () => {
    expect(framesBeforeLast(burst(10, 0.25), 0.5)).toBe(8);
    expect(framesBeforeLast(burst(10, 0.25), 0.5000001)).toBe(7);
    expect(framesBeforeLast(burst(10, 0.25), 0.0000001)).toBe(9);
  });

  it('no time since the old response keeps no frame of the burst', () => {
    expect(framesBeforeLast(burst(100), 0)).toBe(100);
    expect(framesBeforeLast(burst(100), -0.5)).toBe(100);
    expect(framesBeforeLast([], 0)).toBe(0);
  });

  it('more time than the burst plays keeps all of it', () => {
    expect(framesBeforeLast(burst(100), 2.6001)).toBe(0);
    expect(framesBeforeLast(burst(100), 60)).toBe(0);
    expect(framesBeforeLast([], 5)).toBe(0);
  });

  it('counts the frames’ own lengths, which differ between encodings', () => {
    const frames = [...burst(5, 0.026), ...burst(5, 0.052)];
    // The last 0.1 s: two frames of 0.052 s.
    expect(framesBeforeLast(frames, 0.1)).toBe(8);
    expect(framesBeforeLast(frames, 0.27)).toBe(4);
  });
});

describe('when a new response is lined up with the audio held', () => {
  const LINING = { confirm: 3, giveUpAfter: 20, burstMs: 300 };
  const keyed = (keys: number[]) => keys.map((key) => ({ key, seconds: 0.026 }));

  it('a join is lined up once its frames confirm a match, dropping the frames held already', () => {
    const buffered = frames(1, 50);
    expect(linedUp({ kind: 'join' }, keyed(frames(45, 47)), buffered, 0, LINING)).toBeNull();
    expect(linedUp({ kind: 'join' }, keyed(frames(45, 49)), buffered, 0, LINING)).toBe(6);
  });

  it('a join whose frames overlap none held (a relay out of step) is lined up as new, dropping nothing', () => {
    expect(linedUp({ kind: 'join' }, keyed(frames(1000, 1010)), frames(1, 50), 0, LINING)).toBeNull();
    expect(linedUp({ kind: 'join' }, keyed(frames(1000, 1020)), frames(1, 50), 0, LINING)).toBe(0);
  });

  it('a switch waits for its burst, then keeps only what the station played since the old response’s last bytes', () => {
    const switching = { kind: 'switch', firstAt: 10_000, lastDataAt: 9_900 } as const;
    const burst = keyed(frames(1, 100));
    expect(linedUp(switching, burst, [], 10_299, LINING)).toBeNull();
    // 0.4 s since the old response's last bytes (0.1 s before the new one's first, 0.3 s of it since): the last 16
    // frames of 0.026 s are new.
    expect(linedUp(switching, burst, [], 10_300, LINING)).toBe(84);
  });
});
