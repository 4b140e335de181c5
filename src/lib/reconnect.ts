/**
 * When to try the radio stream again after it failed: exponential back-off, about 1, 2, 4, 8, 16 and then
 * 30 seconds between attempts, so that a listener hears the station again soon after a short outage while a long
 * outage does not flood the origin with requests.
 */

/** The back-off's first wait and its ceiling. */
export interface BackOff {
  baseMs: number;
  maxMs: number;
}

/** The wait before attempt number `attempt` (0 for the first retry): base × 2^attempt, capped at the maximum. */
export function reconnectDelay(attempt: number, { baseMs, maxMs }: BackOff): number {
  const exponent = Math.max(0, Math.floor(attempt));
  // 2^31 already exceeds any sensible ceiling; stop doubling before the number overflows.
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 31));
}

/** The first waits of the schedule, for documentation and tests: [1000, 2000, 4000, …]. */
export function reconnectSchedule(count: number, backOff: BackOff): number[] {
  return Array.from({ length: count }, (_, attempt) => reconnectDelay(attempt, backOff));
}

/** Runs a reconnection attempt after the right wait, one at a time. */
export interface Reconnector {
  /**
   * Plans the next attempt: `run` is called after the back-off wait for the current attempt number (or at once,
   * on the next tick, when `immediate`, which leaves the attempt number as it is), and the attempt number goes up.
   * A pending attempt is replaced.
   * Returns the wait in milliseconds.
   */
  schedule(run: () => void, options?: { immediate?: boolean }): number;
  /** Playback works again: cancels a pending attempt and starts the schedule over. */
  reset(): void;
  /** Cancels a pending attempt and keeps the attempt number (the listener paused). */
  cancel(): void;
  /** How many back-off attempts have been planned since the last reset. */
  readonly attempts: number;
  /** Whether an attempt is waiting to run. */
  readonly pending: boolean;
}

/** A reconnector on the global timers (setTimeout), so that tests drive it with fake timers. */
export function createReconnector(backOff: BackOff): Reconnector {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    schedule(run, { immediate = false } = {}) {
      cancel();
      // An immediate retry (a healthy stream that was cut) does not use up a step of the back-off.
      const wait = immediate ? 0 : reconnectDelay(attempts, backOff);
      if (!immediate) attempts += 1;
      timer = setTimeout(() => {
        timer = null;
        run();
      }, wait);
      return wait;
    },
    reset() {
      cancel();
      attempts = 0;
    },
    cancel,
    get attempts() {
      return attempts;
    },
    get pending() {
      return timer !== null;
    },
  };
}
