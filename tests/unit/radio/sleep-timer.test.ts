import { RADIO } from '@/config/radio';
import {
  fadeGain,
  isSleepChoice,
  parseSleepTimer,
  playCancelsSleep,
  sleepView,
  startSleepTimer,
  type SleepRules,
} from '@/lib/radio/sleep-timer';

const MINUTE = 60_000;
const rules: SleepRules = { sleepMinutes: [15, 30, 60, 90], sleepFadeMs: 10_000, sleepFadeStepMs: 100 };
const T0 = 1_700_000_000_000;

describe('sleep timer rules', () => {
  it('offers 15, 30, 60 and 90 minutes and fades over about 10 seconds, as configured', () => {
    expect(RADIO.sleepMinutes).toEqual([15, 30, 60, 90]);
    expect(RADIO.sleepFadeMs).toBe(10_000);
    expect(RADIO.sleepFadeStepMs).toBeLessThan(RADIO.sleepFadeMs / 20);
    for (const minutes of RADIO.sleepMinutes) expect(isSleepChoice(minutes, RADIO)).toBe(true);
    expect(isSleepChoice(45, RADIO)).toBe(false);
  });

  it('ends at an absolute time of the shared clock, the chosen minutes after it was set', () => {
    expect(startSleepTimer(30, T0)).toEqual({ endsAt: T0 + 30 * MINUTE, minutes: 30 });
  });

  it('shows whole minutes left, rounded up, and looks again exactly when the minutes shown change', () => {
    const timer = startSleepTimer(15, T0);
    expect(sleepView(timer, T0, rules)).toEqual({ phase: 'running', minutesLeft: 15, gain: 1, nextCheckMs: MINUTE });
    expect(sleepView(timer, T0 + 1, rules)).toMatchObject({ minutesLeft: 15, nextCheckMs: MINUTE - 1 });
    expect(sleepView(timer, T0 + MINUTE, rules)).toMatchObject({ minutesLeft: 14, nextCheckMs: MINUTE });
    expect(sleepView(timer, T0 + 14 * MINUTE + 30_000, rules)).toMatchObject({ minutesLeft: 1 });
  });

  it('in the last minute, looks again when the fade is due, not at the minute', () => {
    const timer = startSleepTimer(15, T0);
    const lastMinute = T0 + 14 * MINUTE;
    expect(sleepView(timer, lastMinute, rules)).toEqual({
      phase: 'running',
      minutesLeft: 1,
      gain: 1,
      nextCheckMs: MINUTE - rules.sleepFadeMs,
    });
  });

  it('fades over the last sleepFadeMs, in steps, from full volume to silence, ever quieter', () => {
    const timer = startSleepTimer(15, T0);
    const fadeStart = timer.endsAt - rules.sleepFadeMs;
    expect(sleepView(timer, fadeStart - 1, rules)).toMatchObject({ phase: 'running', gain: 1, nextCheckMs: 1 });
    expect(sleepView(timer, fadeStart, rules)).toMatchObject({ phase: 'fading', gain: 1, nextCheckMs: 100 });
    const halfway = sleepView(timer, fadeStart + rules.sleepFadeMs / 2, rules);
    expect(halfway).toMatchObject({ phase: 'fading', minutesLeft: 1, gain: 0.25 });
    expect(sleepView(timer, timer.endsAt - 50, rules)).toMatchObject({ phase: 'fading', nextCheckMs: 50 });
    let last = 1;
    for (let at = fadeStart; at < timer.endsAt; at += rules.sleepFadeStepMs) {
      const { gain } = sleepView(timer, at, rules);
      expect(gain).toBeLessThanOrEqual(last);
      last = gain;
    }
    expect(last).toBeLessThan(0.001);
  });

  it('ends at its end time, silent, with nothing more to look at; a look that comes late ends it too', () => {
    const timer = startSleepTimer(30, T0);
    const ended = { phase: 'ended', minutesLeft: 0, gain: 0, nextCheckMs: null };
    expect(sleepView(timer, timer.endsAt, rules)).toEqual(ended);
    // A timer of a throttled background tab fires late: the radio pauses then, without the fade it missed.
    expect(sleepView(timer, timer.endsAt + 45_000, rules)).toEqual(ended);
  });

  it('keeps the fade’s loudness between 0 and 1 for any share', () => {
    expect([fadeGain(2), fadeGain(1), fadeGain(0.5), fadeGain(0), fadeGain(-1)]).toEqual([1, 1, 0.25, 0, 0]);
  });

  it('a play that begins during the fade cancels the timer; before the fade, or without a timer, it does not', () => {
    const timer = startSleepTimer(15, T0);
    expect(playCancelsSleep(timer, T0 + MINUTE, rules)).toBe(false);
    expect(playCancelsSleep(timer, timer.endsAt - rules.sleepFadeMs + 1, rules)).toBe(true);
    expect(playCancelsSleep(timer, timer.endsAt, rules)).toBe(false);
    expect(playCancelsSleep(null, T0, rules)).toBe(false);
  });

  it('reads a timer another window sent, and refuses anything else', () => {
    expect(parseSleepTimer({ endsAt: T0, minutes: 30 })).toEqual({ endsAt: T0, minutes: 30 });
    expect(parseSleepTimer(null)).toBeNull();
    for (const bad of [
      undefined,
      'soon',
      { endsAt: 'tomorrow', minutes: 30 },
      { endsAt: Number.NaN, minutes: 30 },
      { endsAt: T0, minutes: 0 },
      { endsAt: T0, minutes: 2.5 },
      { endsAt: T0, minutes: 100_000 },
      { endsAt: -1, minutes: 15 },
    ]) {
      expect(parseSleepTimer(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });
});
