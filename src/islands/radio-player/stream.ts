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
import { streamUrlFor, type StreamQuality } from '@/lib/radio/quality';
import { mediaSourceForMp3, type MediaSourceForMp3 } from './media-source-probe';
import type { MseOptions, RadioTransport } from './transport';
import { createReaderTransport } from './reader-transport';
import { elementTransport } from './element';
import type { PlayerState } from './player-state';
import { createWatchdog } from './watchdog';
import { listenAsElement, listenToElement } from './element-events';

/**
 * The adapter between the radio's state machine (src/lib/radio/machine.ts) and the <audio> element: it reports events,
 * presses and watchdog looks to the machine, carries out its effects and shows the outcome in the store. Connections go
 * through Media Source where the engine has it for MP3 (./reader-transport.ts), else the element plays the address
 * itself (./element.ts, older iOS). Volume and mute are set here too: this is the one file that drives the element.
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

/** How this engine plays the stream: through Media Source (standard or managed), or `element`: by the element itself. */
export type PlaybackPath = MediaSourceForMp3 | 'element';

/** The addresses of the standard stream or the data saver, the stream's own first, then its relays. */
export const endpointsFor = (quality: StreamQuality) =>
  STREAM_ENDPOINTS.map((url) => streamUrlFor(quality, url, RADIO.dataSaver));

/** What the Media Source way is given: the engine's source, the radio's settings, and where it reports. */
const mediaSourceOptions = (
  source: MediaSourceForMp3,
  report: (event: RadioEvent) => void,
  onRefused: MseOptions['onRefused'],
): MseOptions => ({
  source,
  probeMs: RADIO.mediaSourceProbeMs,
  onRefused,
  bufferSeconds: RADIO.startBufferS,
  switchStallMs: RADIO.switchStallMs,
  frozen: RADIO.frozen,
  holeMaxSeconds: RADIO.holeMaxSeconds,
  report,
  onTitle: (raw) => showStreamTitle(cutTitle(tidyTitle(raw), RADIO.nowPlayingMaxChars)),
  onStreamTitles: (carried) => carried || titlesNotInStream(),
});

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
  let destroyed = false;
  let stopListeningAsElement = () => {};

  /** Whether the player may move to the data saver by itself on a slow link (src/lib/radio/slow-link.ts). */
  const saverOffered = () => offersSaver($radioQuality.get(), RADIO.dataSaver !== null, $radioQualityChosen.get());
  const dispatch = (event: RadioEvent) => {
    if (destroyed) return;
    const transition = radioReducer(player.machine, event, RADIO_RULES);
    player.machine = transition.state;
    for (const effect of transition.effects) run(effect);
    showPlayback(player.machine);
    watchdog.want(needsWatchdog(player.machine));
  };
  const watchdog = createWatchdog(
    audio,
    (seen) => {
      dispatch({
        type: 'look',
        ...seen,
        canPlay: audio.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA,
        saverOffered: saverOffered(),
      });
      // A look that closed the connection finds nothing left to look at there.
      transport.look?.(seen.ahead * 1000);
    },
    () => transport.watchesData === true,
  );

  const cancelRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };
  const playTheAddress = (): RadioTransport => {
    stopListeningAsElement = listenAsElement(audio, dispatch, () => transport.current());
    return elementTransport(audio, player, dispatch);
  };
  // An engine that refuses the type it claimed hands the connection to the element at once, for good: one fallback,
  // no message.
  let transport: RadioTransport =
    path === 'element'
      ? playTheAddress()
      : createReaderTransport(
          audio,
          player,
          mediaSourceOptions(path, dispatch, (refused, endpoint) => {
            transport.destroy();
            transport = playTheAddress();
            transport.load(refused, endpoint);
          }),
        );

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

  const stopListening = listenToElement(audio, dispatch, () => transport, saverOffered);
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
  window.addEventListener('online', onOnline);

  return {
    play: () => dispatch({ type: 'play', at: Date.now() }),
    pause: () => dispatch({ type: 'pause', at: Date.now() }),
    disconnected: () => transport.closed(),
    destroy() {
      destroyed = true;
      unsubscribeSettings();
      unsubscribeQuality();
      stopListening();
      stopListeningAsElement();
      window.removeEventListener('online', onOnline);
      cancelRetry();
      watchdog.want(false);
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
