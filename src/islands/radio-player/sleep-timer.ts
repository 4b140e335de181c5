import type { Intent } from '@/browser/intent';
import { RADIO } from '@/config/radio';
import { isSleepChoice, playCancelsSleep, sleepView } from '@/lib/radio/sleep-timer';
import { $radio, $radioFade, pauseRadio } from '@/stores/radio';
import { $radioSleep, chooseSleepTimer, endSleepTimer, showSleep } from '@/stores/radio-sleep';

/** The card's sleep timer choices, a radio group whose Off is "0" (./SleepTimer.tsx); also the name of their intent. */
export const SLEEP_INPUT_NAME = 'radio-sleep';

/**
 * Carries out the listener's sleep timer (src/stores/radio-sleep.ts) in this window, by the rules of
 * src/lib/radio/sleep-timer.ts: it looks at the timer when the rules say something changes (the minutes shown, each
 * step of the fade, the end) and does what they say. Every window shows the timer and lowers its volume by the fade
 * (src/stores/radio.ts, `$radioFade`), which only the window that plays makes heard; at the end that window pauses,
 * which closes its connection and stops any reconnection (src/lib/radio/machine.ts, `pause`), and the volume is the
 * listener's again for the next play. A play that begins during the fade, here or by a hand-over, cancels the timer.
 * A choice pressed on the server-rendered card before the player started (`intents`, src/browser/intent.ts) is taken;
 * without one, a choice the browser restored on a reload is undone, since no timer runs. Returns its stop.
 */
export function runSleepTimer(host: HTMLElement | null, intents: readonly Intent[]): () => void {
  let timeout: ReturnType<typeof setTimeout> | null = null;
  let wanted = $radio.get().wantsToPlay;

  const clear = () => {
    if (timeout !== null) clearTimeout(timeout);
    timeout = null;
  };
  const look = () => {
    clear();
    const timer = $radioSleep.get();
    if (!timer) return $radioFade.set(1);
    const view = sleepView(timer, Date.now(), RADIO);
    if (view.phase === 'ended') {
      // Paused first, so that the listener's volume comes back on a silent element.
      if ($radio.get().wantsToPlay) pauseRadio();
      $radioFade.set(1);
      return endSleepTimer();
    }
    $radioFade.set(view.gain);
    showSleep({ phase: view.phase, minutesLeft: view.minutesLeft });
    timeout = setTimeout(look, view.nextCheckMs ?? 0);
  };

  const unsubscribeTimer = $radioSleep.subscribe(look);
  const unsubscribePlay = $radio.subscribe(({ wantsToPlay }) => {
    if (wantsToPlay && !wanted) {
      if (playCancelsSleep($radioSleep.get(), Date.now(), RADIO)) chooseSleepTimer(null);
      // What was said of a timer that ended or was cancelled goes with the next play.
      else if (!$radioSleep.get()) showSleep({ phase: 'off', minutesLeft: 0 });
    }
    wanted = wantsToPlay;
  });

  const early = intents.filter((intent) => intent.name === SLEEP_INPUT_NAME).at(-1);
  const minutes = Number(early?.value);
  if (early) chooseSleepTimer(isSleepChoice(minutes, RADIO) ? minutes : null);
  else
    for (const input of host?.querySelectorAll<HTMLInputElement>(`[name="${SLEEP_INPUT_NAME}"]`) ?? [])
      input.checked = input.defaultChecked;

  return () => {
    unsubscribeTimer();
    unsubscribePlay();
    clear();
    $radioFade.set(1);
  };
}
