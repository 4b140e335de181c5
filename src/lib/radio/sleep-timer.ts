import type { RADIO } from '@/config/radio';

/**
 * The sleep timer's rules (docs/radio.md, "Sleep timer"): what the card shows, when the sound fades and how loud it is
 * at each moment of the fade, and when the radio pauses. A timer is its end, as a time of the clock the listener's
 * windows share (ms since the epoch), so that it moves with the stream from window to window unchanged; every rule
 * takes the time (`now`) and needs no clock or timer of its own. The adapter: src/islands/radio-player/sleep-timer.ts.
 */

export interface SleepTimer {
  /** When the radio pauses, in ms since the epoch. */
  endsAt: number;
  /** The choice it was set with (one of RADIO.sleepMinutes), which the card shows as chosen. */
  minutes: number;
}

/** The sleep timer's settings (RADIO in src/config/radio.ts). */
export type SleepRules = Pick<typeof RADIO, 'sleepMinutes' | 'sleepFadeMs' | 'sleepFadeStepMs'>;

/** `running`: counting down at full volume; `fading`: the last sleepFadeMs; `ended`: time to pause. */
export type SleepPhase = 'running' | 'fading' | 'ended';

export interface SleepView {
  phase: SleepPhase;
  /** Whole minutes left, rounded up: 30 just after a 30-minute choice, 1 in the last minute, 0 once ended. */
  minutesLeft: number;
  /** What the listener's volume is multiplied by: 1 until the fade, falling to 0 at the end. */
  gain: number;
  /** When to look again (ms): when the minutes shown change, the fade starts, its next step is due or it ends. */
  nextCheckMs: number | null;
}

const MINUTE_MS = 60_000;

/** A timer of `minutes` from `now`. */
export function startSleepTimer(minutes: number, now: number): SleepTimer {
  return { endsAt: now + minutes * MINUTE_MS, minutes };
}

/**
 * The fade's loudness with `share` (1 to 0) of it left. The square of the share: the ear hears loudness roughly on a
 * logarithmic scale, and a straight line from 1 to 0 in amplitude seems to hold on and then drop at the very end.
 */
export function fadeGain(share: number): number {
  const clamped = Math.min(1, Math.max(0, share));
  return clamped * clamped;
}

/** The timer as it stands at `now`. */
export function sleepView(timer: SleepTimer, now: number, rules: SleepRules): SleepView {
  const left = timer.endsAt - now;
  if (left <= 0) return { phase: 'ended', minutesLeft: 0, gain: 0, nextCheckMs: null };
  const minutesLeft = Math.ceil(left / MINUTE_MS);
  if (left <= rules.sleepFadeMs) {
    return {
      phase: 'fading',
      minutesLeft,
      gain: fadeGain(left / rules.sleepFadeMs),
      nextCheckMs: Math.min(rules.sleepFadeStepMs, left),
    };
  }
  // The minutes shown change when what is left falls to the whole minute below.
  const toNextMinute = left - (minutesLeft - 1) * MINUTE_MS;
  return { phase: 'running', minutesLeft, gain: 1, nextCheckMs: Math.min(toNextMinute, left - rules.sleepFadeMs) };
}

/**
 * Whether a play that begins at `now` (in this window or, by a hand-over, another) cancels the timer: only during the
 * fade, when the listener pressing Play again is the plain wish to keep listening. Earlier, the timer goes on, and moves
 * with the stream to the window that now plays.
 */
export function playCancelsSleep(timer: SleepTimer | null, now: number, rules: SleepRules): boolean {
  return timer !== null && sleepView(timer, now, rules).phase === 'fading';
}

/** Whether `minutes` is one of the choices the card offers. */
export const isSleepChoice = (minutes: number, rules: SleepRules): boolean => rules.sleepMinutes.includes(minutes);

/**
 * A timer as another window sent it: a timer, null (none), or undefined for anything else (an older version of the
 * site in another tab), which the receiver ignores.
 */
export function parseSleepTimer(value: unknown): SleepTimer | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object' || value === undefined) return undefined;
  const { endsAt, minutes } = value as Record<string, unknown>;
  if (typeof endsAt !== 'number' || !Number.isFinite(endsAt) || endsAt <= 0) return undefined;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes <= 0 || minutes > 24 * 60) return undefined;
  return { endsAt, minutes };
}
