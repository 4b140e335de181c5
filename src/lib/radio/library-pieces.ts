/**
 * When the bytes of the stream reach the stream library. Each piece it is handed runs its whole pipeline on the page's
 * main thread (the ICY reader, the frame parser with a checksum per frame, its frame queue, an append to the Media
 * Source and the engine's events after it), and Icecast sends a 128 kbit/s stream in about four pieces a second. The
 * Media Source connection (src/islands/radio-player/whole-frames.ts) holds what arrives and hands it on in fewer,
 * larger pieces: the most costly work of an hour of listening is then done about half as often
 * (docs/benchmark.md, "What an hour of listening costs"). Each event carries its time in ms.
 */

export interface PieceTiming {
  /** Bytes held since this long are handed on with the next that arrive; when none come for twice this, by themselves. */
  pieceMs: number;
  /** An answer's first bytes (its burst, the start of a slow link's) pass as they come for this long. */
  startMs: number;
}

/**
 * Whether what is held, and the bytes arriving `at`, go to the library now: during the answer's start (its first bytes
 * came `firstAt`), or once the oldest held arrived `pieceMs` ago (`heldSince`; `at` when nothing is held). What is
 * held when no more arrive goes on `2 × pieceMs` after the last arrival, and the end of the answer hands on the rest.
 */
export const handsOn = (at: number, firstAt: number, heldSince: number, timing: PieceTiming): boolean =>
  at - firstAt < timing.startMs || at - heldSince >= timing.pieceMs;
