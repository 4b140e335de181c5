import type { PlayerRole } from '@/lib/radio/handover';
import {
  $radio,
  $radioQuality,
  playRadio,
  registerRadioControls,
  restoreQuality,
  restoreRadioSettings,
  setVolume,
  toggleMute,
} from '@/stores/radio';
import { $radioHeard, recordHeard, restoreHeard } from '@/stores/radio-windows';
import { shareSleepTimer } from '@/stores/radio-sleep';
import { countIntents, takeIntents } from '@/islands/shared/take-intents';
import { openRadioChannel } from './channel';
import { attachMediaSession } from './media-session';
import { watchNowPlaying } from './now-playing';
import { takePlayFromAddress } from './popout';
import { createPlayerState } from './player-state';
import { attachRadioStream, endpointsFor, volumeIsSettable } from './stream';
import { runSleepTimer } from './sleep-timer';

/** The player, started on its element, and what the island draws from it. */
export interface StartedPlayer {
  /** Whether the listener's windows can share the radio (BroadcastChannel): the pop-out is offered only then. */
  shared: boolean;
  /** False on iOS, which ignores volume changes: the slider is left out. */
  volumeSettable: boolean;
  /** Whether this pop-out was asked by its address to play at once. */
  autoplayed: boolean;
  stop(): void;
}

/**
 * The radio player of this window, started on `audio` once the island has hydrated: one object, which takes the
 * store's play and pause (src/stores/radio.ts). Its stream (./stream.ts) drives the element; where windows can share
 * the radio, the store's play goes to the channel (./channel.ts), which claims it from the listener's other windows
 * first, so that one plays at a time; a title on air while this window's audio plays joins "Recently played" in every
 * window. It takes over from the page (src/browser/intent.ts): presses of play and mute made before are carried out
 * (an odd number toggles once), a slider moved before wins over the stored volume, and the host is marked
 * `data-hydrated`.
 */
export function startPlayer(
  audio: HTMLAudioElement,
  /** Where the island rendered the element, among its controls (the element itself is moved out of React's root). */
  place: HTMLElement,
  stationName: string,
  role: PlayerRole,
): StartedPlayer {
  // The slider's value attribute still holds the server-rendered volume; a different value is the listener's.
  const slider = place.querySelector<HTMLInputElement>('input[type="range"]');
  const early = slider && slider.value !== slider.defaultValue ? slider.valueAsNumber : null;
  restoreRadioSettings();
  restoreQuality();
  if (early !== null && Number.isFinite(early)) setVolume(early);
  restoreHeard();

  // Every rule's state and the connection's, in one object that the adapters below move (./player-state.ts).
  const state = createPlayerState(endpointsFor($radioQuality.get()));
  const stream = attachRadioStream(audio, state);
  // With other windows to share the radio, the channel is the player: a press claims it from them first.
  const channel = openRadioChannel(role, stream, state);
  const unregister = registerRadioControls(channel ?? stream);
  const unsubscribe = $radio.subscribe(({ wantsToPlay, playing, nowPlaying }) => {
    channel?.playState(wantsToPlay);
    if (playing && nowPlaying && recordHeard(nowPlaying, Date.now())) channel?.heard($radioHeard.get());
  });
  const detachSession = attachMediaSession(stationName);
  const stopPolling = watchNowPlaying();

  const host = place.closest<HTMLElement>('[data-intent-host]');
  const intents = takeIntents(host);
  // The sleep timer is the listener's: set in one window, it is every window's, and the one playing carries it out.
  const unshareSleep = shareSleepTimer((timer) => channel?.sleep(timer));
  const stopSleep = runSleepTimer(host, intents);
  if (countIntents(intents, 'mute') % 2 === 1) toggleMute();
  let autoplayed = false;
  if (countIntents(intents, 'play') % 2 === 1) playRadio();
  else if (role === 'popout') {
    const asked = takePlayFromAddress();
    if (asked && channel) channel.claim(asked === 'takeOver');
    else if (asked) stream.play();
    autoplayed = asked !== null;
  }
  if (host) host.dataset['hydrated'] = '';

  return {
    shared: channel !== null,
    volumeSettable: volumeIsSettable(),
    autoplayed,
    stop() {
      stopPolling();
      stopSleep();
      unshareSleep();
      detachSession();
      unregister();
      unsubscribe();
      channel?.close();
      stream.destroy();
    },
  };
}
