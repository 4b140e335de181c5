/**
 * When to try the radio stream again after it failed: about 1 second, then 2 seconds between attempts for as long
 * as the outage lasts (RADIO in src/site.config.ts). A short wait at first catches a brief hiccup; the ceiling is
 * short too, so that the station is heard again within a few seconds of its return after any outage, while one
 * listener's player still asks the origin no more than once per ceiling while it is down.
 */

/** The back-off's first wait and its ceiling. */
export interface BackOff {
  reconnectBaseMs: number;
  reconnectMaxMs: number;
}

/** The wait before attempt number `attempt` (0 for the first retry): base × 2^attempt, capped at the maximum. */
export function reconnectDelay(attempt: number, { reconnectBaseMs, reconnectMaxMs }: BackOff): number {
  const exponent = Math.max(0, Math.floor(attempt));
  // 2^31 already exceeds any sensible ceiling; stop doubling before the number overflows.
  return Math.min(reconnectMaxMs, reconnectBaseMs * 2 ** Math.min(exponent, 31));
}

/** The first waits of the schedule, for documentation and tests: [1000, 2000, 2000, …]. */
export function reconnectSchedule(count: number, backOff: BackOff): number[] {
  return Array.from({ length: count }, (_, attempt) => reconnectDelay(attempt, backOff));
}
