import type { RadioEvent } from '@/lib/radio/machine';
import type { RadioTransport } from './transport';
import { bufferedAhead } from './watchdog';

/**
 * The element's own events, as the radio adapter (./stream.ts) tells them to the state machine: those of every path,
 * and those the element makes only when it plays the address itself.
 */

/** The element's events, told to the machine while they belong to the open connection; returns their removal. */
export function listenToElement(
  audio: HTMLAudioElement,
  dispatch: (event: RadioEvent) => void,
  transport: () => RadioTransport,
  saverOffered: () => boolean,
): () => void {
  const current = () => transport().current();
  const canPlay = () => audio.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA;
  const listeners: [string, () => void][] = [
    [
      'waiting',
      () =>
        current() &&
        dispatch({
          type: 'waiting',
          at: Date.now(),
          ahead: bufferedAhead(audio),
          canPlay: canPlay(),
          saverOffered: saverOffered(),
        }),
    ],
    ['playing', () => current() && dispatch({ type: 'playing', at: Date.now(), time: audio.currentTime })],
    // The end of the stream pauses the element too; `ended` deals with that.
    [
      'pause',
      () =>
        !audio.ended && current() && transport().pausedFromOutside() && dispatch({ type: 'paused', at: Date.now() }),
    ],
  ];
  for (const [type, listener] of listeners) audio.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) audio.removeEventListener(type, listener);
  };
}

/** The reports the element makes only when it plays the address itself (through Media Source the reader makes them). */
export function listenAsElement(
  audio: HTMLAudioElement,
  dispatch: (event: RadioEvent) => void,
  current: () => boolean,
) {
  const listeners: [string, () => void][] = [
    ['progress', () => dispatch({ type: 'progress', at: Date.now() })],
    ['ended', () => audio.ended && dispatch({ type: 'ended', at: Date.now() })],
    // A queued error of a source already replaced finds `audio.error` cleared by the new load.
    ['error', () => audio.error && current() && dispatch({ type: 'error', at: Date.now() })],
  ];
  for (const [type, listener] of listeners) audio.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) audio.removeEventListener(type, listener);
  };
}
