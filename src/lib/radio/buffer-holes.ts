/**
 * Holes in the audio a Media Source holds. An engine may evict what it buffered, even ahead of the playing position (a
 * ManagedMediaSource under memory pressure, docs/radio.md): the element then stops at the hole's edge while the stream
 * goes on arriving past it, and would wait there until the stall watchdog rejoined (RADIO.stallTimeoutMs). The player
 * steps over the hole instead: the listener loses what was evicted and hears the rest at once.
 */

/** Buffered ranges, as [start, end] in seconds, in order (an element's `buffered`). */
export type BufferedRanges = readonly (readonly [start: number, end: number])[];

/** Closer than this to a range's end, the position has run out of audio there. */
const RUN_DRY_SECONDS = 0.1;

/**
 * Where to move `position` to play on: the start of the next buffered range, when the position has run out of audio
 * (outside every range, or at a range's end) and that range starts no more than `maxSeconds` on. Null when there is
 * audio to play at the position, or nothing yet beyond it.
 */
export function holeEnd(position: number, ranges: BufferedRanges, maxSeconds: number): number | null {
  if (ranges.some(([start, end]) => position >= start && position < end - RUN_DRY_SECONDS)) return null;
  const next = ranges.find(([start]) => start > position);
  return next && next[0] - position <= maxSeconds ? next[0] : null;
}

/** An element's `buffered` as plain ranges. */
export function rangesOf(buffered: TimeRanges): BufferedRanges {
  return Array.from({ length: buffered.length }, (_, index) => [buffered.start(index), buffered.end(index)] as const);
}
