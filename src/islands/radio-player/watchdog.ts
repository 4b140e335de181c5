import { nextLookInMs } from '@/lib/radio/watch-pace';
import { RADIO } from '@/config/radio';

/** What the watchdog sees of the element at a look. */
export interface Look {
  at: number;
  time: number;
  /** Seconds of audio downloaded beyond the position; a busy device can stall with plenty left. */
  ahead: number;
  end: number;
}

function bufferedEnd(audio: HTMLMediaElement): number {
  const { buffered } = audio;
  return buffered?.length ? buffered.end(buffered.length - 1) : 0;
}

export const bufferedAhead = (audio: HTMLMediaElement): number =>
  audio.buffered?.length ? bufferedEnd(audio) - audio.currentTime : 0;

/**
 * The radio's watchdog: one timer while a connection is open, whose look (`look`) runs the state machine's look and
 * the transport's own looks. The next look comes sooner or later by what is left ahead (src/lib/radio/watch-pace.ts);
 * `quietTold`: the transport tells of a quiet connection itself.
 */
export function createWatchdog(audio: HTMLMediaElement, look: (seen: Look) => void, quietTold: () => boolean) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** A look is under way: it sets the next itself. */
  let looking = false;
  let wanted = false;
  const pace = { intervalMs: RADIO.watchdogIntervalMs, calm: RADIO.watchdogCalm };

  function fire() {
    timer = null;
    looking = true;
    const seen = { at: Date.now(), time: audio.currentTime, ahead: bufferedAhead(audio), end: bufferedEnd(audio) };
    try {
      look(seen);
    } finally {
      looking = false;
    }
    if (wanted && timer === null) timer = setTimeout(fire, nextLookInMs(seen.ahead, quietTold(), pace));
  }

  return {
    /** Whether looks are wanted (a connection is open); the first comes one interval after they are. */
    want(watching: boolean) {
      wanted = watching;
      if (watching && timer === null && !looking) timer = setTimeout(fire, pace.intervalMs);
      else if (!watching && timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
    },
  };
}
