/**
 * Where the first whole MP3 frame of a stream response begins. Icecast starts a listener's burst anywhere in a frame,
 * and bytes inside that partial frame can look like a frame: a header-like pair whose length happens to point at a
 * real header. Such a false frame is in no buffered audio, so a join keyed on it would fail, and the MP4 wrapper's
 * reader would pass it on. A start is taken only when the frames after it follow at the lengths their headers give.
 */

/** Headers that must follow a frame, each where the one before ends, for it to count as a frame. */
export const FRAMES_CONFIRMING = 3;

/** The most bytes looked through for a first frame: a frame of MPEG-1 Layer III at 320 kbit/s and 32 kHz is 1,441. */
export const FIRST_FRAME_SEARCH_BYTES = 8192;

/** Layer III bitrates (kbit/s) by bitrate index: MPEG-1, then MPEG-2 and 2.5. Index 0 (free) and 15 are refused. */
const BITRATES = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
} as const;
/** Sample rates (Hz) by index, for MPEG-1; MPEG-2 halves them and MPEG-2.5 quarters them. */
const SAMPLE_RATES = [44100, 48000, 32000] as const;

interface FrameHeader {
  /** The four bits that stay the same from frame to frame of one stream: version, layer and sample rate. */
  kind: number;
  length: number;
  /** How long the frame plays: 1,152 samples in MPEG-1, 576 in MPEG-2 and 2.5. */
  seconds: number;
}

/** The MPEG Layer III header at `at`, or null. */
export function frameHeaderAt(bytes: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > bytes.length) return null;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0b11; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5, 1: reserved
  const layer = (b1 >> 1) & 0b11; // 1: Layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0b11;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const sampleRate = SAMPLE_RATES[rateIndex]! / (mpeg1 ? 1 : version === 2 ? 2 : 4);
  const bitrate = (mpeg1 ? BITRATES.mpeg1 : BITRATES.mpeg2)[bitrateIndex]! * 1000;
  const padding = (b2 >> 1) & 1;
  const length = Math.floor(((mpeg1 ? 144 : 72) * bitrate) / sampleRate) + padding;
  return { kind: (b1 & 0b0001_1110) | (rateIndex << 5), length, seconds: (mpeg1 ? 1152 : 576) / sampleRate };
}

/**
 * The offset of the first frame in `bytes` followed by FRAMES_CONFIRMING headers of the same kind, each where the one
 * before ends, or null when none can be told in these bytes: the caller waits for more, up to FIRST_FRAME_SEARCH_BYTES.
 */
export function firstFrameStart(bytes: Uint8Array): number | null {
  search: for (let start = 0; start + 4 <= bytes.length; start++) {
    const first = frameHeaderAt(bytes, start);
    if (!first) continue;
    let at = start + first.length;
    for (let confirmed = 0; confirmed < FRAMES_CONFIRMING; confirmed++) {
      const next = frameHeaderAt(bytes, at);
      if (!next || next.kind !== first.kind) continue search;
      at += next.length;
    }
    return start;
  }
  return null;
}
