/**
 * How much of the buffered audio the stream reader removes (src/islands/radio-player/stream-reader.ts): a live stream
 * is never sought back far, and an engine's buffer is finite. Times are on the Media Source's timeline, in s.
 */
export interface KeptAudio {
  /** Once the buffer spans more than this, the oldest audio goes. */
  spanS: number;
  /** What stays of it: the last this many seconds. */
  keptS: number;
}

export interface Removal {
  from: number;
  to: number;
}

/**
 * What to remove before the next append, or null. `full`: the engine refused the last append for want of room
 * (QuotaExceededError), when half of what is kept goes too, and always at least a second.
 */
export function removalOf(
  buffered: { start: number; end: number } | null,
  kept: KeptAudio,
  full: boolean,
): Removal | null {
  if (!buffered) return null;
  const { start, end } = buffered;
  if (full) return { from: start, to: Math.max(start + 1, end - kept.keptS / 2) };
  return end - start > kept.spanS ? { from: start, to: end - kept.keptS } : null;
}
