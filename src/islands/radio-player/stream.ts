import { needsWatchdog, RADIO_RULES, radioReducer, type RadioEffect, type RadioEvent } from '@/lib/radio/machine';
import { cutTitle, tidyTitle } from '@/lib/radio/icecast-status';
import { RADIO, STREAM_ENDPOINTS, STREAM_URL } from '@/config/radio';
import {
  $radioQuality,
  $radioQualityChosen,
  $radioOutput,
  moveToSaverForSlowLink,
  showPlayback,
  showStreamTitle,
  titlesNotInStream,
} from '@/stores/radio';
import { offersSaver } from '@/lib/radio/slow-link';
import { nextLookInMs } from '@/lib/radio/watch-pace';
import { streamUrlFor, type StreamQuality } from '@/lib/radio/quality';
import { createMseTransport } from './mse';
import { mediaSourceForMp3, type MediaSourceForMp3 } from './media-source-probe';
import type { MseOptions, RadioTransport } from './transport';
import { createWorkerTransport, playsFromWorker } from './worker-transport';
import { elementTransport } from './element';
import type { PlayerState } from './player-state';

/**
 * The adapter between the radio's state machine (src/lib/radio/machine.ts) and the <audio> element: it reports events,
 * presses and watchdog ticks to the machine, carries out its effects and shows the outcome in the store. Connections go
 * through MSE where the browser has it for MP3 (./mse.ts), else the element plays the address itself (./element.ts,
 * older iOS). Volume and mute are set here too: this is the one file that drives the element.
 */

/**
 * The element as the server renders it: the stream's address (plays without MSE), no preload, CORS for the relays. As
 * markup, not an element of React's, which the island moves out of its root when it starts (../RadioPlayer.tsx): React
 * listens to every media event of an element under its root (`timeupdate` four times a second, `progress`), which
 * costs the main thread for nothing the whole time the radio plays.
 */
export const AUDIO_ELEMENT_HTML = `<audio src="${STREAM_URL}" preload="none" crossorigin="anonymous"></audio>`;

/** The stream's controls: the store's play and pause reach them through the channel (./channel.ts), or directly. */
export interface RadioStream {
  play(): void;
  pause(): void;
  destroy(): void;
  /** Resolves once the stream's connection is closed after a pause (at once when none was open). */
  disconnected(): Promise<void>;
}

function bufferedEnd(audio: HTMLMediaElement): number {
  const { buffered } = audio;
  return buffered?.length ? buffered.end(buffered.length - 1) : 0;
}

/** Seconds of audio downloaded beyond the playing position; a busy device can stall with plenty left. */
const bufferedAhead = (audio: HTMLMediaElement): number =>
  audio.buffered?.length ? bufferedEnd(audio) - audio.currentTime : 0;

/**
 * How this engine plays the stream: through Media Source (standard or managed, ./mse.ts), or `element`: the element
 * plays the address itself (./element.ts).
 */
export type PlaybackPath = MediaSourceForMp3 | 'element';

/** The addresses of the standard stream or the data saver, the stream's own first, then its relays. */
export const endpointsFor = (quality: StreamQuality) =>
  STREAM_ENDPOINTS.map((url) => streamUrlFor(quality, url, RADIO.dataSaver));

/**
 * Attaches the radio to `audio`, moving the player's state (./player-state.ts); its endpoints follow the stream chosen
 * in `$radioQuality`.
 */
export function attachRadioStream(
  audio: HTMLAudioElement,
  player: PlayerState,
  path: PlaybackPath = mediaSourceForMp3() ?? 'element',
): RadioStream {
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let watchdog: ReturnType<typeof setTimeout> | null = null;
  /** A look is under way: it sets the next itself. */
  let watchingNow = false;
  let destroyed = false;

  const dispatch = (event: RadioEvent) => {
    if (destroyed) return;
    const transition = radioReducer(player.machine, event, RADIO_RULES);
    player.machine = transition.state;
    for (const effect of transition.effects) run(effect);
    showPlayback(player.machine);
    const watching = needsWatchdog(player.machine);
    if (watching && watchdog === null && !watchingNow) {
      watchdog = setTimeout(watch, RADIO.watchdogIntervalMs);
    } else if (!watching && watchdog !== null) {
      clearTimeout(watchdog);
      watchdog = null;
    }
  };

  /** Whether the player may move to the data saver by itself on a slow link (src/lib/radio/slow-link.ts). */
  const saverOffered = () => offersSaver($radioQuality.get(), RADIO.dataSaver !== null, $radioQualityChosen.get());
  const canPlay = () => audio.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA;

  function watch() {
    watchdog = null;
    watchingNow = true;
    const at = Date.now();
    const look = { at, time: audio.currentTime, ahead: bufferedAhead(audio), end: bufferedEnd(audio) };
    try {
      dispatch({ type: 'tick', ...look, canPlay: canPlay(), saverOffered: saverOffered() });
      // The one timer of an open connection: the transport's own looks (holes, a frozen connection) ride on it. A tick
      // that closed the connection finds nothing left to look at there.
      transport.look?.(look.ahead * 1000);
    } finally {
      watchingNow = false;
    }
    // The next look, sooner or later by what is left ahead (src/lib/radio/watch-pace.ts), while a connection is open.
    if (needsWatchdog(player.machine) && watchdog === null && !destroyed)
      watchdog = setTimeout(
        watch,
        nextLookInMs(look.ahead, transport.watchesData === true, {
          intervalMs: RADIO.watchdogIntervalMs,
          calm: RADIO.watchdogCalm,
        }),
      );
  }

  const cancelRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  /** The element's own reports, which it makes only when it plays the address itself. */
  const elementListeners: [string, () => void][] = [
    ['progress', () => dispatch({ type: 'progress', at: Date.now() })],
    ['ended', () => audio.ended && dispatch({ type: 'ended', at: Date.now() })],
    // A queued error of a source already replaced finds `audio.error` cleared by the new load.
    ['error', () => audio.error && current() && dispatch({ type: 'error', at: Date.now() })],
  ];
  const playTheAddress = (): RadioTransport => {
    for (const [type, listener] of elementListeners) audio.addEventListener(type, listener);
    return elementTransport(audio, player, dispatch);
  };
  // Through Media Source the library reports the stream's data, end and errors itself. An engine that refuses the type
  // it claimed hands the connection to the element at once, for good: one fallback, no message.
  const mediaSourceOptions = (source: MediaSourceForMp3): MseOptions => ({
    source,
    probeMs: RADIO.mediaSourceProbeMs,
    onRefused: (refused, endpoint) => {
      transport.destroy();
      transport = playTheAddress();
      transport.load(refused, endpoint);
    },
    bufferSeconds: RADIO.startBufferS,
    switchStallMs: RADIO.switchStallMs,
    frozen: RADIO.frozen,
    holeMaxSeconds: RADIO.holeMaxSeconds,
    pieces: RADIO.libraryPieces,
    report: dispatch,
    onTitle: (raw) => showStreamTitle(cutTitle(tidyTitle(raw), RADIO.nowPlayingMaxChars)),
    onStreamTitles: (carried) => carried || titlesNotInStream(),
  });
  // Where the engine plays a Media Source made in a worker, the stream's work leaves the main thread (./worker-transport.ts).
  let transport: RadioTransport =
    path === 'element'
      ? playTheAddress()
      : (playsFromWorker(path) ? createWorkerTransport : createMseTransport)(audio, player, mediaSourceOptions(path));

  function run(effect: RadioEffect) {
    if (effect.type === 'load') transport.load(effect.connection, effect.endpoint);
    else if (effect.type === 'halt') transport.halt();
    else if (effect.type === 'cancel') cancelRetry();
    else if (effect.type === 'useSaver') {
      // The next load plays the data saver's addresses; the store's listener below then finds them playing already.
      transport.switchTo(endpointsFor('saver'), true);
      moveToSaverForSlowLink();
    } else {
      cancelRetry();
      retryTimer = setTimeout(() => {
        retryTimer = null;
        dispatch({ type: 'retry', at: Date.now() });
      }, effect.delayMs);
    }
  }

  const current = () => transport.current();
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
    // The MSE library parks a stopped element on a data: URL of silence, which is not the stream playing.
    [
      'playing',
      () =>
        current() &&
        !audio.currentSrc.startsWith('data:') &&
        dispatch({ type: 'playing', at: Date.now(), time: audio.currentTime }),
    ],
    // The end of the stream pauses the element too; `ended` deals with that.
    [
      'pause',
      () => !audio.ended && current() && transport.pausedFromOutside() && dispatch({ type: 'paused', at: Date.now() }),
    ],
  ];
  const unsubscribeQuality = $radioQuality.listen((quality) => {
    const next = endpointsFor(quality);
    if (next[0] !== player.endpoints[0]) transport.switchTo(next);
  });
  const onOnline = () => dispatch({ type: 'online', at: Date.now() });
  // The listener's volume, lowered by the sleep timer's fade (src/stores/radio.ts).
  const unsubscribeSettings = $radioOutput.subscribe(({ volume, muted }) => {
    audio.volume = volume;
    audio.muted = muted;
  });
  for (const [type, listener] of listeners) audio.addEventListener(type, listener);
  window.addEventListener('online', onOnline);

  return {
    play: () => dispatch({ type: 'play', at: Date.now() }),
    pause: () => dispatch({ type: 'pause', at: Date.now() }),
    disconnected: () => transport.closed(),
    destroy() {
      destroyed = true;
      unsubscribeSettings();
      unsubscribeQuality();
      for (const [type, listener] of [...listeners, ...elementListeners]) audio.removeEventListener(type, listener);
      window.removeEventListener('online', onOnline);
      cancelRetry();
      if (watchdog !== null) clearTimeout(watchdog);
      transport.destroy();
    },
  };
}

/** Whether this device applies volume changes; iOS ignores them and always reads back 1. */
export function volumeIsSettable(): boolean {
  try {
    const probe = document.createElement('audio');
    probe.volume = 0.5;
    return Math.abs(probe.volume - 0.5) < 0.01;
  } catch {
    return false;
  }
}
