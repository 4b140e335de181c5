import { useStore } from '@nanostores/react';
import type { RadioPlayerWords } from '@/schemas/radio-page-words';
import { RADIO } from '@/config/radio';
import { fill } from '@/lib/shared/text';
import { $radioSleep, $radioSleepShown, chooseSleepTimer, type SleepShown } from '@/stores/radio-sleep';
import { SLEEP_INPUT_NAME } from './sleep-timer';

type SleepWords = RadioPlayerWords['sleep'];

/** The line under the choices: the minutes left, the fade, or that the timer paused the radio. */
function shownText(words: SleepWords, { phase, minutesLeft }: SleepShown): string {
  if (phase === 'running') return fill(words.left, { minutes: minutesLeft });
  if (phase === 'fading') return words.fading;
  return phase === 'ended' ? words.ended : '';
}

/**
 * What a screen reader is told, politely, when it changes: that the timer was set (for how long), that it fades, ended
 * or was cancelled; never the minutes as they pass, which the line under the choices shows and the group's description
 * gives to whoever asks.
 */
function saidText(words: SleepWords, phase: SleepShown['phase'], minutes: number | undefined): string {
  if (phase === 'running' && minutes !== undefined) return fill(words.set, { minutes });
  if (phase === 'fading') return words.fading;
  if (phase === 'ended') return words.ended;
  return phase === 'cancelled' ? words.cancelled : '';
}

/**
 * The sleep timer on the player card (docs/radio.md, "Sleep timer"): Off and each of RADIO.sleepMinutes as a group of
 * radio buttons, so that the keyboard and screen readers know it as one choice, like the stream quality. A choice made
 * before the player started is recorded (src/browser/intent.ts) and taken by ./sleep-timer.ts.
 */
export function SleepTimer({ words }: { words: SleepWords }) {
  const timer = useStore($radioSleep);
  const shown = useStore($radioSleepShown);
  const chosen = timer?.minutes ?? 0;
  return (
    <fieldset className="mt-4" aria-describedby="radio-sleep-left">
      <legend className="mb-1 text-sm font-semibold text-ink">{words.label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {[0, ...RADIO.sleepMinutes].map((minutes) => (
          <label
            key={minutes}
            className="inline-flex min-h-touch cursor-pointer items-center gap-2 rounded-full border border-rule px-3 text-sm text-ink has-checked:border-accent has-checked:bg-tint has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={SLEEP_INPUT_NAME}
              value={minutes}
              checked={chosen === minutes}
              data-intent={SLEEP_INPUT_NAME}
              data-intent-value={minutes}
              onChange={() => chooseSleepTimer(minutes || null)}
              className="size-4 accent-accent"
            />
            {minutes ? fill(words.choice, { minutes }) : words.off}
          </label>
        ))}
      </div>
      <p id="radio-sleep-left" className="mt-1 min-h-5 text-sm text-ink-soft">
        {shownText(words, shown)}
      </p>
      <p aria-live="polite" className="sr-only">
        {saidText(words, shown.phase, timer?.minutes)}
      </p>
    </fieldset>
  );
}
