/**
 * When to retry the radio stream after it failed (RADIO in src/config/radio.ts). Each wait's ceiling doubles from about
 * 1 s up to 2 s in the first minute of failures, so a short outage is over within seconds, then up to 30 s, so a long
 * one costs the origin little. Each wait is a random share of its ceiling ("full jitter"): listeners cut off together
 * by an origin restart do not all come back in the same instant.
 */

export interface BackOff {
  reconnectBaseMs: number;
  /** The ceiling during the first `reconnectSlowAfterMs` of failures; `reconnectCapMs` is the one after. */
  reconnectMaxMs: number;
  reconnectCapMs: number;
  reconnectSlowAfterMs: number;
}

/** The longest wait before retry `attempt` (0 for the first) after `failingForMs` of failures. */
export function reconnectCeiling(attempt: number, backOff: BackOff, failingForMs = 0): number {
  const exponent = Math.max(0, Math.floor(attempt));
  const ceiling = failingForMs >= backOff.reconnectSlowAfterMs ? backOff.reconnectCapMs : backOff.reconnectMaxMs;
  // 2^31 ms exceeds any ceiling; stop doubling before the number overflows.
  return Math.min(ceiling, backOff.reconnectBaseMs * 2 ** Math.min(exponent, 31));
}

/** The wait before retry `attempt`: a share `random()` (0 to 1) of its ceiling, in whole milliseconds. */
export function reconnectDelay(
  attempt: number,
  backOff: BackOff,
  failingForMs = 0,
  random: () => number = Math.random,
): number {
  return Math.round(Math.min(1, Math.max(0, random())) * reconnectCeiling(attempt, backOff, failingForMs));
}

/** The first `count` ceilings, for documentation and tests. */
export function reconnectSchedule(count: number, backOff: BackOff, failingForMs = 0): number[] {
  return Array.from({ length: count }, (_, attempt) => reconnectCeiling(attempt, backOff, failingForMs));
}

/**
 * Stream requests one player sends on average during an outage of `outageMs` (docs/radio.md): each try asks all
 * `endpointCount` endpoints (the stream and its relays), and none is sent after `giveUpAfterMs` until Play is pressed.
 */
export function averageRequestsDuringOutage(
  outageMs: number,
  backOff: BackOff,
  giveUpAfterMs: number,
  endpointCount = 1,
): number {
  let elapsed = 0;
  let requests = 0;
  for (let attempt = 0; elapsed < Math.min(outageMs, giveUpAfterMs); attempt++) {
    elapsed += Math.max(1, reconnectCeiling(attempt, backOff, elapsed) / 2);
    requests += endpointCount;
  }
  return requests;
}
