import { readFileSync } from 'node:fs';
import { FIRST_FRAME_SEARCH_BYTES } from '@/lib/radio/mp3-frames';
import { frameKey, isNotMp3, NEW_FRAME_READING, readFrames, type Frame } from '@/lib/radio/stream-frames';
import { joinBytes } from '@/lib/shared/bytes';

/**
 * A stream response read frame by frame, as the stream reader reads it (src/lib/radio/stream-frames.ts), on real MP3:
 * the demo stream (src/server/demo-stream.mp3), MPEG-1 Layer III at 48 kbit/s and 44.1 kHz, whole frames from its
 * first byte to its last.
 */

const MP3 = new Uint8Array(readFileSync(new URL('../../../src/server/demo-stream.mp3', import.meta.url)));
/** How long one frame of the demo stream plays: 1,152 samples at 44.1 kHz. */
const FRAME_SECONDS = 1152 / 44100;

/** `bytes` read as they would come in pieces of `size(i)` bytes (the i-th piece), every frame in order. */
function readInPieces(bytes: Uint8Array, size: (i: number) => number = () => bytes.length): Frame[] {
  let reading = NEW_FRAME_READING;
  const frames: Frame[] = [];
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const piece = bytes.slice(at, at + Math.max(1, size(i)));
    at += piece.length;
    const read = readFrames(reading, piece);
    reading = read.reading;
    frames.push(...read.frames);
  }
  return frames;
}

/** Pseudo-random numbers in [0, 1), the same on every run (mulberry32). */
function randomFrom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const keysOf = (frames: Frame[]) => frames.map((frame) => frame.key);
const bytesIn = (frames: Frame[]) => frames.reduce((sum, frame) => sum + frame.bytes.length, 0);

const WHOLE = readInPieces(MP3);
/** Where each of the demo stream's frames starts in it. */
const OFFSETS = WHOLE.map((_, i) => bytesIn(WHOLE.slice(0, i)));

describe('a stream response read as whole MP3 frames (src/lib/radio/stream-frames.ts)', () => {
  it('a response in one piece gives every frame of the stream, back to back, and nothing else', () => {
    expect(WHOLE.length).toBeGreaterThan(300);
    expect(joinBytes(WHOLE.map((frame) => frame.bytes))).toEqual(MP3);
    // Each frame starts with a frame header: 0xfffb, MPEG-1 Layer III.
    expect(WHOLE.every((frame) => frame.bytes[0] === 0xff && frame.bytes[1] === 0xfb)).toBe(true);
    expect(new Set(WHOLE.map((frame) => frame.bytes.length))).toEqual(new Set([156, 157]));
  });

  it('each frame plays 1,152 samples at 44.1 kHz, so the whole response plays as long as its frames', () => {
    for (const frame of WHOLE) expect(frame.seconds).toBeCloseTo(FRAME_SECONDS, 12);
    const seconds = WHOLE.reduce((sum, frame) => sum + frame.seconds, 0);
    expect(seconds).toBeCloseTo((WHOLE.length * 1152) / 44100, 9);
    expect(seconds).toBeGreaterThan(8);
    expect(seconds).toBeLessThan(8.1);
  });

  it('the same response in 1-byte, 7-byte or randomly sized pieces gives the very same frames', () => {
    const random = randomFrom(7);
    const cuts: Array<(i: number) => number> = [
      () => 1,
      () => 7,
      () => 1 + Math.floor(random() * 3000),
      (i) => (i % 2 === 0 ? 3 : 400),
    ];
    for (const size of cuts) {
      const frames = readInPieces(MP3, size);
      expect(keysOf(frames)).toEqual(keysOf(WHOLE));
      expect(bytesIn(frames)).toBe(MP3.length);
      expect(frames.map((frame) => frame.seconds)).toEqual(WHOLE.map((frame) => frame.seconds));
    }
  });

  it('the bytes a reading keeps between pieces are its own: a network that reuses its buffer spoils no frame', () => {
    let reading = NEW_FRAME_READING;
    const frames: Frame[] = [];
    const piece = new Uint8Array(500);
    for (let at = 0; at < MP3.length; at += 500) {
      piece.fill(0).set(MP3.subarray(at, at + 500));
      const read = readFrames(reading, piece.subarray(0, Math.min(500, MP3.length - at)));
      reading = read.reading;
      // Kept by the worker as they come: a copy, as a transfer would make it.
      frames.push(...read.frames.map((frame) => ({ ...frame, bytes: frame.bytes.slice() })));
    }
    expect(keysOf(frames)).toEqual(keysOf(WHOLE));
    expect(frames.every((frame) => frameKey(frame.bytes) === frame.key)).toBe(true);
  });

  it('a response that starts anywhere in a frame (a burst) starts at the first whole frame after it', () => {
    // Every start within the first 20 frames, each response 8,000 bytes long.
    for (let start = 0; start < OFFSETS[20]!; start++) {
      const end = start + 8000;
      const expected = WHOLE.filter((frame, i) => OFFSETS[i]! >= start && OFFSETS[i]! + frame.bytes.length <= end);
      expect(keysOf(readInPieces(MP3.slice(start, end))), `a response from byte ${start}`).toEqual(keysOf(expected));
    }
  });

  it('a burst that starts in a frame and comes in small pieces gives the same frames as in one piece', () => {
    const random = randomFrom(11);
    for (const start of [1, 77, 155, 157, 1000, 20_001]) {
      const response = MP3.slice(start);
      const first = OFFSETS.findIndex((offset) => offset >= start);
      expect(keysOf(readInPieces(response, () => 1))).toEqual(keysOf(WHOLE.slice(first)));
      expect(keysOf(readInPieces(response, () => 1 + Math.floor(random() * 200)))).toEqual(keysOf(WHOLE.slice(first)));
    }
  });

  it('a run of damaged bytes in the middle: the frames before it are read, then the reading finds its step again', () => {
    // Zeros from inside frame 100 to inside frame 103: frames 101 and 102 lose their headers.
    const damaged = MP3.slice();
    damaged.fill(0, OFFSETS[100]! + 10, OFFSETS[103]! - 20);
    for (const size of [damaged.length, 1, 13]) {
      const keys = keysOf(readInPieces(damaged, () => size));
      expect(keys.slice(0, 100), `in ${size}-byte pieces`).toEqual(keysOf(WHOLE.slice(0, 100)));
      // Frame 100 is read with its damaged bytes: a key the stream does not have.
      expect(keys[100]).not.toBe(WHOLE[100]!.key);
      expect(keys.slice(101), `in ${size}-byte pieces`).toEqual(keysOf(WHOLE.slice(103)));
    }
  });

  it('bytes lost in the middle of a response: the reading finds its step again and reads on to the end', () => {
    // 1,000 bytes gone from inside frame 150 on: frame 150 is read to its length, into the bytes after the loss.
    const cut = OFFSETS[150]! + 40;
    const lost = joinBytes([MP3.subarray(0, cut), MP3.subarray(cut + 1000)]);
    const spoiledEnd = OFFSETS[151]! + 1000;
    const next = OFFSETS.findIndex((offset) => offset >= spoiledEnd);
    expect(WHOLE.length - next).toBeGreaterThan(100);
    for (const size of [lost.length, 1, 100]) {
      const keys = keysOf(readInPieces(lost, () => size));
      expect(keys.slice(0, 150), `in ${size}-byte pieces`).toEqual(keysOf(WHOLE.slice(0, 150)));
      expect(keysOf(WHOLE)).not.toContain(keys[150]);
      // The first whole frame after the spoiled one, and every frame to the end.
      expect(keys.slice(151), `in ${size}-byte pieces`).toEqual(keysOf(WHOLE.slice(next)));
    }
  });

  it('garbage between two stretches of audio is skipped, wherever the pieces cut it', () => {
    const random = randomFrom(3);
    const garbage = Uint8Array.from({ length: 3000 }, () => Math.floor(random() * 256));
    // A lone frame header in it, which no frame follows: not a frame.
    garbage.set(MP3.subarray(0, 4), 500);
    const response = joinBytes([MP3.subarray(0, OFFSETS[50]!), garbage, MP3.subarray(OFFSETS[200]!)]);
    for (const size of [response.length, 1, 50, 4096]) {
      const keys = keysOf(readInPieces(response, () => size));
      expect(keys, `in ${size}-byte pieces`).toEqual(keysOf([...WHOLE.slice(0, 50), ...WHOLE.slice(200)]));
    }
  });

  it('a response without audio gives no frames and keeps no more than the bytes a first frame is looked for in', () => {
    const page = new TextEncoder().encode('<!doctype html><title>Not here</title>'.repeat(1000));
    let reading = NEW_FRAME_READING;
    for (let at = 0; at < page.length; at += 1000) {
      const read = readFrames(reading, page.subarray(at, at + 1000));
      expect(read.frames).toEqual([]);
      expect(read.reading.inStep).toBe(false);
      expect(read.reading.rest.length).toBeLessThanOrEqual(FIRST_FRAME_SEARCH_BYTES);
      reading = read.reading;
    }
    // Audio after it is still found.
    expect(keysOf(readFrames(reading, MP3).frames)).toEqual(keysOf(WHOLE));
  });

  it('a reading keeps only the bytes of a frame not yet whole, and the new reading is never changed by use', () => {
    const read = readFrames(NEW_FRAME_READING, MP3.subarray(0, OFFSETS[10]! + 60));
    expect(keysOf(read.frames)).toEqual(keysOf(WHOLE.slice(0, 10)));
    expect(read.reading).toEqual({ rest: MP3.slice(OFFSETS[10]!, OFFSETS[10]! + 60), inStep: true });
    expect(NEW_FRAME_READING).toEqual({ rest: new Uint8Array(0), inStep: false });
  });
});

describe('a frame’s key', () => {
  it('is the same for the same bytes, wherever they are held', () => {
    const frame = WHOLE[42]!;
    expect(frameKey(frame.bytes.slice())).toBe(frame.key);
    expect(frameKey(MP3.slice(OFFSETS[42]!, OFFSETS[43]!))).toBe(frame.key);
  });

  it('changes with any one byte changed, so no two frames of the demo stream share one', () => {
    const frame = WHOLE[42]!.bytes;
    for (let at = 0; at < frame.length; at++) {
      for (const flip of [1, 0x80, 0xff]) {
        const changed = frame.slice();
        changed[at]! ^= flip;
        expect(frameKey(changed), `byte ${at} ^ ${flip}`).not.toBe(WHOLE[42]!.key);
      }
    }
    expect(new Set(keysOf(WHOLE)).size).toBe(WHOLE.length);
  });

  it('is 32-bit FNV-1a, as documented', () => {
    expect(frameKey(new Uint8Array(0))).toBe(0x811c9dc5);
    expect(frameKey(new TextEncoder().encode('a'))).toBe(0xe40c292c);
    expect(frameKey(new TextEncoder().encode('foobar'))).toBe(0xbf9cf968);
  });
});

describe('a response that is not MP3', () => {
  it('is told only once its first bytes up to the limit hold no whole frame', () => {
    expect(isNotMp3(65_535, 0, 65_536)).toBe(false);
    expect(isNotMp3(65_536, 0, 65_536)).toBe(true);
    expect(isNotMp3(1_000_000, 1, 65_536)).toBe(false);
  });

  it('AAC, as an origin that changed its codec sends, holds no frame the reading takes', () => {
    // ADTS headers (0xfff1) every 371 bytes: a sync word, but no MPEG-1/2 Layer III frame.
    const adts = new Uint8Array(70_000);
    for (let at = 0; at + 7 <= adts.length; at += 371) adts.set([0xff, 0xf1, 0x50, 0x80, 0x2e, 0x7f, 0xfc], at);
    const frames = readInPieces(adts, () => 1500);
    expect(frames).toEqual([]);
    expect(isNotMp3(adts.length, frames.length, 65_536)).toBe(true);
  });
});
