import { atom } from 'nanostores';
import { startSleepTimer, type SleepTimer } from '@/lib/radio/sleep-timer';

/**
 * The listener's sleep timer (docs/radio.md, "Sleep timer"): the same in every window of the listener, which tell each
 * other over the players' channel (src/islands/radio-player/channel.ts); the window that plays carries it out
 * (src/islands/radio-player/sleep-timer.ts, by the rules of src/lib/radio/sleep-timer.ts). Not stored: a timer lasts as
 * long as the windows that know it.
 * - `$radioSleep`: the timer, or null.
 * - `$radioSleepShown`: what the card says of it, changed only when its words change (at most once a minute while it
 *   runs), so that the fade's steps wake no one.
 */

/** `cancelled` and `ended` are `off` with a word said about it; the next play or choice makes them `off` again. */
export type SleepShownPhase = 'off' | 'running' | 'fading' | 'ended' | 'cancelled';

export interface SleepShown {
  phase: SleepShownPhase;
  /** Whole minutes left while the timer runs or fades; 0 otherwise. */
  minutesLeft: number;
}

export const $radioSleep = atom<SleepTimer | null>(null);
export const $radioSleepShown = atom<SleepShown>({ phase: 'off', minutesLeft: 0 });

/** Shows `shown` unless the card already says it. */
export function showSleep(shown: SleepShown): void {
  const current = $radioSleepShown.get();
  if (current.phase !== shown.phase || current.minutesLeft !== shown.minutesLeft) $radioSleepShown.set(shown);
}

let share: ((timer: SleepTimer | null) => void) | null = null;

/** The player of this window tells the listener's other windows of a choice made here; returns its removal. */
export function shareSleepTimer(to: (timer: SleepTimer | null) => void): () => void {
  share = to;
  return () => {
    if (share === to) share = null;
  };
}

/** A timer another window set, or its cancellation (null): shown here, and carried out if this window plays. */
export function takeSleepTimer(timer: SleepTimer | null): void {
  const before = $radioSleep.get();
  $radioSleep.set(timer);
  if (!timer && before) showSleep({ phase: 'cancelled', minutesLeft: 0 });
}

/** The listener's choice on the card: a timer of `minutes` from `now`, or null to cancel; every window takes it. */
export function chooseSleepTimer(minutes: number | null, now: number = Date.now()): void {
  const timer = minutes === null ? null : startSleepTimer(minutes, now);
  takeSleepTimer(timer);
  share?.(timer);
}

/** The timer has run out: every window sees it by the clock they share, so none is told. */
export function endSleepTimer(): void {
  $radioSleep.set(null);
  showSleep({ phase: 'ended', minutesLeft: 0 });
}

/** For tests. */
export function resetSleepTimer(): void {
  share = null;
  $radioSleep.set(null);
  $radioSleepShown.set({ phase: 'off', minutesLeft: 0 });
}
