import type { PlayerRole } from '../../lib/radio/handover';
import { playRadio, registerPlayer, restoreQuality, restoreRadioSettings, setVolume, toggleMute } from '../../stores/radio';
import { restoreHeard } from '../../stores/radio-windows';
import { countIntents, takeIntents } from '../shared/take-intents';
import { attachMediaSession } from './media-session';
import { watchNowPlaying } from './now-playing';
import { attachRadioStream, volumeIsSettable } from './stream';
import { shareAcrossWindows } from './together';

/** The player, started on its element and taking the store's play and pause, and what the island draws from it. */
export interface StartedPlayer {
  shared: boolean;
  /** False on iOS, which ignores volume changes: the slider is left out. */
  volumeSettable: boolean;
  /** Whether this pop-out was asked by its address to play at once. */
  autoplayed: boolean;
  stop(): void;
}

/**
 * Starts the radio player on `audio` once the island has hydrated, taking over from the page (src/browser/intent.ts):
 * presses of play and mute made before are carried out (an odd number toggles once), a slider moved before wins over
 * the stored volume, and the host is marked `data-hydrated`.
 */
export function startPlayer(audio: HTMLAudioElement, stationName: string, place: PlayerRole): StartedPlayer {
  // The slider's value attribute still holds the server-rendered volume; a different value is the listener's.
  const slider = audio.parentElement?.querySelector<HTMLInputElement>('input[type="range"]');
  const early = slider && slider.value !== slider.defaultValue ? slider.valueAsNumber : null;
  restoreRadioSettings();
  restoreQuality();
  if (early !== null && Number.isFinite(early)) setVolume(early);
  restoreHeard();
  const stream = attachRadioStream(audio);
  const windows = shareAcrossWindows(stream, place);
  const unregister = registerPlayer(windows.player);
  const detachSession = attachMediaSession(stationName);
  const stopPolling = watchNowPlaying();

  const host = audio.closest<HTMLElement>('[data-intent-host]');
  const intents = takeIntents(host);
  if (countIntents(intents, 'mute') % 2 === 1) toggleMute();
  let autoplayed = false;
  if (countIntents(intents, 'play') % 2 === 1) playRadio();
  else if (place === 'popout') autoplayed = windows.playFromAddress();
  if (host) host.dataset['hydrated'] = '';

  return {
    shared: windows.shared,
    volumeSettable: volumeIsSettable(),
    autoplayed,
    stop() {
      stopPolling();
      detachSession();
      unregister();
      windows.detach();
      stream.destroy();
    },
  };
}
