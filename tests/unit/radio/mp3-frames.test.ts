import { readFileSync } from 'node:fs';
import CodecParser from 'codec-parser';
import { firstFrameStart, frameHeaderAt, FIRST_FRAME_SEARCH_BYTES } from '@/lib/radio/mp3-frames';

/**
 * The first whole frame of a response that starts anywhere in a frame, as Icecast's burst does, checked against
 * codec-parser (the MP4 wrapper's frame reader, which trusts one header) on real MP3: 2 s of the radio tests' sweep at 128 kbit/s
 * (tests/helpers/radio-tone.ts), cut at a frame.
 */

const MP3 = new Uint8Array(readFileSync(new URL('../../fixtures/audio/sweep-128k.mp3', import.meta.url)));

/** The checksums of the frames codec-parser finds in `bytes`, fed as a network would (in 1,500-byte pieces). */
function framesRead(bytes: Uint8Array): number[] {
  const parser = new CodecParser('audio/mpeg', { enableLogging: false });
  const checksums: number[] = [];
  for (let at = 0; at < bytes.length; at += 1500) {
    // Typed as an iterator without its own iterator method; it is a generator.
    const frames = parser.parseChunk(bytes.subarray(at, at + 1500)) as unknown as Iterable<{ crc32: number }>;
    for (const frame of frames) checksums.push(frame.crc32);
  }
  return checksums;
}

const WHOLE = new Set(framesRead(MP3));
/** Every 3rd byte of the first 20,000 as the first of a response: thousands of starts inside frames. */
const STARTS = Array.from({ length: 20_000 / 3 }, (_, i) => i * 3);
const responseFrom = (start: number) => MP3.slice(start, start + 2500);

/** The response's bytes before its first whole frame zeroed: the reader passes on nothing before it. */
function fromFirstFrame(response: Uint8Array): Uint8Array {
  const start = firstFrameStart(response);
  expect(start, 'a first frame within the response').not.toBeNull();
  return response.fill(0, 0, start ?? 0);
}

describe('the first whole frame of a stream response (src/lib/radio/mp3-frames.ts)', () => {
  it(
    'codec-parser, fed a response as it comes, sometimes reads a first frame that is in no audio of the stream',
    { timeout: 30_000 },
    () => {
      const falseFirsts = STARTS.filter((start) => !WHOLE.has(framesRead(responseFrom(start))[0]!));
      expect(falseFirsts.length).toBeGreaterThan(0);
    },
  );

  it(
    'with the bytes before the first whole frame zeroed, the first frame read is always one of the stream’s',
    { timeout: 30_000 },
    () => {
      const falseFirsts = STARTS.filter((start) => !WHOLE.has(framesRead(fromFirstFrame(responseFrom(start)))[0]!));
      expect(falseFirsts).toEqual([]);
    },
  );

  it('a frame’s length comes from its header: 128 kbit/s at 44.1 kHz is 417 bytes, 418 with padding', () => {
    expect(frameHeaderAt(new Uint8Array([0xff, 0xfb, 0x90, 0x00]), 0)).toMatchObject({ length: 417 });
    expect(frameHeaderAt(new Uint8Array([0xff, 0xfb, 0x92, 0x00]), 0)).toMatchObject({ length: 418 });
    // Free bitrate, a reserved sample rate, Layer II: not taken.
    expect(frameHeaderAt(new Uint8Array([0xff, 0xfb, 0x00, 0x00]), 0)).toBeNull();
    expect(frameHeaderAt(new Uint8Array([0xff, 0xfb, 0x9c, 0x00]), 0)).toBeNull();
    expect(frameHeaderAt(new Uint8Array([0xff, 0xfd, 0x90, 0x00]), 0)).toBeNull();
  });

  it('tells no start until the frames after it have come, and none in bytes that hold no frames', () => {
    expect(firstFrameStart(MP3.slice(0, 3 * 418))).toBeNull();
    expect(firstFrameStart(MP3.slice(0, 4 * 418 + 4))).toBe(0);
    expect(firstFrameStart(new TextEncoder().encode('<html>Not found</html>'))).toBeNull();
    expect(firstFrameStart(new Uint8Array(FIRST_FRAME_SEARCH_BYTES).fill(0xff))).toBeNull();
  });
});
