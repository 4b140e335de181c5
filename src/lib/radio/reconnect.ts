/**
 * When to try the radio stream again after it failed (RADIO in src/site.config.ts). The ceiling of each wait doubles
 * from about 1 second up to 2 seconds during the first minute of failures, so that the station is heard again within
 * a few seconds of a short outage; after a minute it keeps doubling up to 30 seconds, so that a long outage costs
 * the origin little. Each wait is a random share of its ceiling ("full jitter"): listeners cut off together, when the
 * origin restarts, do not all come back in the same instant.
 */

/** The back-off's settings. */
export interface BackOff {
  /** The first ceiling. */
  reconnectBaseMs: number;
  /** The ceiling during the first `reconnectSlowAfterMs` of failures. */
  reconnectMaxMs: number;
  /** The ceiling after that. */
  reconnectCapMs: number;
  /** How long failures last before waits may grow past `reconnectMaxMs`. */
  reconnectSlowAfterMs: number;
}

/**
 * The longest wait before attempt number `attempt` (0 for the first retry) when the stream has been failing for
 * `failingForMs`: base × 2^attempt, capped at the maximum for the first minute and at the cap after it.
 */
export function reconnectCeiling(attempt: number, backOff: BackOff, failingForMs = 0): number {
  const exponent = Math.max(0, Math.floor(attempt));
  const ceiling = failingForMs >= backOff.reconnectSlowAfterMs ? backOff.reconnectCapMs : backOff.reconnectMaxMs;
  // 2^31 already exceeds any sensible ceiling; stop doubling before the number overflows.
  return Math.min(ceiling, backOff.reconnectBaseMs * 2 ** Math.min(exponent, 31));
}

/** The wait before attempt number `attempt`: a share `random()` (from 0 to 1) of its ceiling, in whole milliseconds. */
export function reconnectDelay(attempt: number, backOff: BackOff, failingForMs = 0, random: () => number = Math.random): number {
  return Math.round(Math.min(1, Math.max(0, random())) * reconnectCeiling(attempt, backOff, failingForMs));
}

/** The first ceilings of the schedule within the first minute of failures, for documentation and tests. */
export function reconnectSchedule(count: number, backOff: BackOff, failingForMs = 0): number[] {
  return Array.from({ length: count }, (_, attempt) => reconnectCeiling(attempt, backOff, failingForMs));
}

/**
 * How many stream requests one listener's player sends, on average, during an outage of `outageMs` (docs/radio.md):
 * each wait is on average half its ceiling, and each try asks every one of the `endpointCount` endpoints once (the
 * stream's own address and its relays, when all are down). The player stops trying after `giveUpAfterMs`, so longer
 * outages cost nothing more until the listener presses Play.
 */
export function averageRequestsDuringOutage(outageMs: number, backOff: BackOff, giveUpAfterMs: number, endpointCount = 1): number {
  let elapsed = 0;
  let requests = 0;
  for (let attempt = 0; elapsed < Math.min(outageMs, giveUpAfterMs); attempt++) {
    elapsed += Math.max(1, reconnectCeiling(attempt, backOff, elapsed) / 2);
    requests += endpointCount;
  }
  return requests;
}
