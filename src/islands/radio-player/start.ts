import type { PlayerRole } from '../../lib/radio/handover';
import { restoreQuality, restoreRadioSettings, setVolume, toggleMute } from '../../stores/radio';
import { restoreHeard } from '../../stores/radio-windows';
import { countIntents, takeIntents } from '../shared/take-intents';
import { attachMediaSession, watchNowPlaying } from './session';
import { attachRadioStream, volumeIsSettable, type RadioStream } from './stream';
import { shareAcrossWindows } from './together';

/** The player, started on its element, and what the island draws from it. */
export interface StartedPlayer {
  /** Play, pause and toggle, each play first claiming the radio from the listener's other windows. */
  player: RadioStream;
  /** Whether the windows can speak to each other (without it, no pop-out is offered). */
  shared: boolean;
  /** Whether this device applies volume changes (iOS does not: the slider is then left out). */
  volumeSettable: boolean;
  /** Whether this pop-out was asked by its address to play at once. */
  autoplayed: boolean;
  /** Stops everything the start attached. */
  stop(): void;
}

/**
 * Starts the radio player on `audio`, once the island has hydrated: the remembered settings and the session's titles,
 * the stream's adapter (./stream.ts, the one owner of the element), the listener's other windows (./together.ts), the
 * lock screen (./session.ts) and the now-playing poll. Then the hand-over from the page (src/browser/intent.ts):
 * presses of play and mute made before this ran are carried out (an odd number of presses toggles once), a volume
 * key or drag that moved the server-rendered slider wins over the stored volume, and the host is marked
 * `data-hydrated`.
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
  const { player } = windows;
  const detachSession = attachMediaSession(player, stationName);
  const stopPolling = watchNowPlaying();

  const host = audio.closest<HTMLElement>('[data-intent-host]');
  const intents = takeIntents(host);
  if (countIntents(intents, 'mute') % 2 === 1) toggleMute();
  let autoplayed = false;
  if (countIntents(intents, 'play') % 2 === 1) player.play();
  else if (place === 'popout') autoplayed = windows.playFromAddress();
  if (host) host.dataset['hydrated'] = '';

  return {
    player,
    shared: windows.shared,
    volumeSettable: volumeIsSettable(),
    autoplayed,
    stop() {
      stopPolling();
      detachSession();
      windows.detach();
      stream.destroy();
    },
  };
}
