/**
 * Silence from samples of the page's clock and the audio element's position, taken together, as the radio's browser
 * tests and benchmarks record them: silence is clock time that the audio did not follow. Both are read in the same
 * sample, so a busy page that samples late does not count as silence.
 */

/** [the page's clock in ms, audio.currentTime in s] */
export type ClockSample = readonly [number, number];

/**
 * How far the audio has fallen behind the clock (s) at each sample. The seconds played add up the element's
 * advances, since each new MediaSource (and each new connection of a plain <audio>) starts its position at 0 again.
 */
export function lagsOf(samples: readonly ClockSample[]): { at: number; lag: number; time: number }[] {
  let played = 0;
  let previous = 0;
  return samples.map(([at, time]) => {
    if (time < previous) played += previous;
    previous = time;
    return { at, lag: at / 1000 - (played + time), time };
  });
}

/**
 * The longest silence among these lags: the most the lag grew within any `windowMs` (ms), and the page-clock time at
 * which that stretch began, so that a report can say whether it lay at a cut or elsewhere.
 */
export function longestSilence(
  lags: readonly { at: number; lag: number }[],
  windowMs = 4000,
): { ms: number; from: number } {
  let longest = { ms: 0, from: lags[0]?.at ?? 0 };
  for (const [i, from] of lags.entries()) {
    for (const to of lags.slice(i + 1)) {
      if (to.at - from.at > windowMs) break;
      const ms = (to.lag - from.lag) * 1000;
      if (ms > longest.ms) longest = { ms, from: from.at };
    }
  }
  return longest;
}

/** The longest silence (ms) among these lags: the most the lag grew within any `windowMs`. */
export function longestSilenceMs(lags: readonly { at: number; lag: number }[], windowMs = 4000): number {
  return longestSilence(lags, windowMs).ms;
}

/**
 * The lags with every bump that does not last `settleMs` taken out: each lag becomes the least of the lags within
 * `settleMs` after it. A silence stays, since the audio never makes up for it; a position that an engine reports in
 * steps (WebKit's, under load) rises and falls back, and goes. Used where an engine's clock is read, not its sound.
 */
export function settledLags<T extends { at: number; lag: number }>(lags: readonly T[], settleMs = 300): T[] {
  return lags.map((sample, i) => {
    let lag = sample.lag;
    for (const later of lags.slice(i + 1)) {
      if (later.at - sample.at > settleMs) break;
      lag = Math.min(lag, later.lag);
    }
    return { ...sample, lag };
  });
}

/**
 * Seconds of sound played over successive readings of the position, counted as lagsOf counts them: a position that
 * falls back is a new MediaSource (or a new connection of a plain <audio>) starting at 0 again, not sound taken back.
 * A null reading (the element paused) adds nothing.
 */
export function playedCounter(first: number | null): (now: number | null) => number {
  let previous = first ?? 0;
  let played = 0;
  return (now) => {
    if (now === null) return played;
    played += now >= previous ? now - previous : now;
    previous = now;
    return played;
  };
}

/**
 * Which connection of the stream each silence fell in, from the times its requests were made: 0 is the first (the
 * start, before any cut), n the connection that the nth cut's rejoin opened. A silence before the first cut is the
 * start's, however long after Play it comes; a silence at or after a rejoin's request is that cut's.
 */
export function connectionOf(silenceAt: number, requestsAt: readonly number[]): number {
  return Math.max(0, requestsAt.filter((at) => at <= silenceAt).length - 1);
}
