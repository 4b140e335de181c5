import { atom, map } from 'nanostores';
import { clampVolume, type VolumeRange } from '@/lib/radio/volume';
import { RADIO } from '@/config/radio';
import { parseStoredObject, readStored, writeStored, type ReadableStorage } from '@/lib/shared/stored-json';
import { wantsToPlay, type RadioMachineState, type RadioMessageKind } from '@/lib/radio/machine';
import { browserSavesData, initialQuality, parseStoredQuality, type StreamQuality } from '@/lib/radio/quality';

/**
 * The radio player's state (product §4), for the player island and anything that asks whether the radio plays, and the
 * listener's actions: play, pause, mute, volume and quality. Play and pause are carried out by the player started in
 * this window (src/islands/radio-player/start.ts), which registers here its channel to the listener's other windows
 * (or its stream alone, without one); its stream (src/islands/radio-player/stream.ts) relays the state machine into
 * `$radio`.
 * - `$radio`: playback, for this visit only.
 * - `$radioSettings`: volume and mute, remembered across visits in localStorage.
 *     key:   "plant-gazette:radio"
 *     shape: {"volume": number from 0 to 1, "muted": boolean}   e.g. {"volume":0.65,"muted":false}
 *   Another shape is ignored and replaced on the next change. `restoreRadioSettings()` applies it after hydration,
 *   so that the server-rendered HTML and the first client render agree.
 */

export type { RadioMessageKind };

export interface RadioState {
  playing: boolean;
  /** The listener asked to listen and has not paused since: the player keeps (re)connecting. */
  wantsToPlay: boolean;
  reconnecting: boolean;
  /** Which message is shown under the controls (product §8), or null; the island shows the editor's words for it. */
  message: RadioMessageKind | null;
  /** Null: the page shows its fixed line. */
  nowPlaying: string | null;
  /** Titles come from the stream's own metadata, no longer from the status address. */
  titleFromStream: boolean;
}

export interface RadioSettings {
  /** From 0 to 1, in steps of 0.01. */
  volume: number;
  muted: boolean;
}

/** The slider's range (product §5, §9). */
export const VOLUME_RANGE: VolumeRange = {
  min: RADIO.volumeMin,
  max: RADIO.volumeMax,
  step: RADIO.volumeStep,
  jumpSteps: RADIO.volumeJumpSteps,
};

export const RADIO_SETTINGS_KEY = 'plant-gazette:radio';

const INITIAL_STATE: RadioState = {
  playing: false,
  wantsToPlay: false,
  reconnecting: false,
  message: null,
  nowPlaying: null,
  titleFromStream: false,
};
const DEFAULT_SETTINGS: RadioSettings = { volume: RADIO.defaultVolume, muted: false };

export const $radio = map<RadioState>({ ...INITIAL_STATE });
export const $radioSettings = atom<RadioSettings>({ ...DEFAULT_SETTINGS });

/**
 * The sleep timer's fade (src/islands/radio-player/sleep-timer.ts): what the listener's volume is multiplied by, 1
 * when nothing fades. `$radioOutput` is what the element plays at; the listener's setting never changes for a fade, so
 * the next play is as loud as before.
 */
export const $radioFade = atom(1);
export const $radioOutput = atom<RadioSettings>({ ...DEFAULT_SETTINGS });
const showOutput = () => {
  const { volume, muted } = $radioSettings.get();
  $radioOutput.set({ volume: volume * $radioFade.get(), muted });
};
$radioSettings.listen(showOutput);
$radioFade.listen(showOutput);

/** Changes the store only when a field changes, so that the watchdog's looks wake no one. */
export function showPlayback(machine: RadioMachineState): void {
  const next = {
    playing: machine.phase === 'playing',
    wantsToPlay: wantsToPlay(machine),
    reconnecting: machine.reconnecting,
    message: machine.message,
  };
  const current = $radio.get();
  const changed = (Object.keys(next) as (keyof typeof next)[]).some((key) => current[key] !== next[key]);
  if (changed) $radio.set({ ...current, ...next });
}

/** What the started player does when the listener asks it to play or pause. */
export interface RadioControls {
  play(): void;
  pause(): void;
}

let controls: RadioControls | null = null;

/** The started player of this window takes the listener's play and pause; returns its removal. */
export function registerRadioControls(playerControls: RadioControls): () => void {
  controls = playerControls;
  return () => {
    if (controls === playerControls) controls = null;
  };
}

/** Plays once no other window of the listener's plays; before the player has started, a press is the page's to keep. */
export function playRadio(): void {
  controls?.play();
}

export function pauseRadio(): void {
  controls?.pause();
}

/** Pause when playing, connecting or retrying; play when stopped. */
export function togglePlay(): void {
  if ($radio.get().wantsToPlay) pauseRadio();
  else playRadio();
}

export function setNowPlaying(title: string | null): void {
  if (!$radio.get().titleFromStream) $radio.setKey('nowPlaying', title);
}

/** A title from the stream's own metadata, when that part of the audio is heard. */
export function showStreamTitle(title: string | null): void {
  $radio.set({ ...$radio.get(), nowPlaying: title, titleFromStream: true });
}

/** The stream now playing carries no titles (a proxy dropped its headers, a relay passes none): back to the status. */
export function titlesNotInStream(): void {
  if ($radio.get().titleFromStream) $radio.setKey('titleFromStream', false);
}

function writeSettings(settings: RadioSettings): void {
  $radioSettings.set(settings);
  // Where storage is full or forbidden (private modes, blocked site data), the setting lasts for this visit.
  writeStored(RADIO_SETTINGS_KEY, settings);
}

/** Moving the volume above 0 while muted unmutes. */
export function setVolume(value: number): void {
  const volume = clampVolume(value, VOLUME_RANGE);
  const { muted } = $radioSettings.get();
  writeSettings({ volume, muted: muted && volume === 0 });
}

/** Unmuting at volume 0 brings the default volume back, so that unmuting is heard. */
export function setMuted(muted: boolean): void {
  const { volume } = $radioSettings.get();
  writeSettings({ muted, volume: !muted && volume === 0 ? DEFAULT_SETTINGS.volume : volume });
}

export function toggleMute(): void {
  setMuted(!$radioSettings.get().muted);
}

export function parseRadioSettings(raw: string | null | undefined): RadioSettings | null {
  const value = parseStoredObject(raw);
  if (!value) return null;
  const { volume, muted } = value;
  if (
    typeof volume !== 'number' ||
    !Number.isFinite(volume) ||
    volume < VOLUME_RANGE.min ||
    volume > VOLUME_RANGE.max
  ) {
    return null;
  }
  if (typeof muted !== 'boolean') return null;
  return { volume: clampVolume(volume, VOLUME_RANGE), muted };
}

/** Returns whether a stored value was used; without `storage`, the page's (a blocked one reads as nothing). */
export function restoreRadioSettings(storage?: ReadableStorage): boolean {
  const stored = readStored(RADIO_SETTINGS_KEY, parseRadioSettings, storage);
  if (stored) $radioSettings.set(stored);
  return stored !== null;
}

/** Standard stream or data saver, remembered like the volume as {"quality": "standard" | "saver"}. */
export const RADIO_QUALITY_KEY = 'plant-gazette:radio-quality';
export const $radioQuality = atom<StreamQuality>('standard');

/** Moved to the data saver by itself (src/lib/radio/slow-link.ts): the player says so until the listener chooses. */
export const $radioMovedForSlowLink = atom<boolean>(false);

/** The listener chose a stream this visit: the player never chooses for them until the next. */
export const $radioQualityChosen = atom<boolean>(false);

export function setQuality(quality: StreamQuality): void {
  $radioQuality.set(quality);
  $radioQualityChosen.set(true);
  $radioMovedForSlowLink.set(false);
  writeStored(RADIO_QUALITY_KEY, { quality });
}

/** Remembered for later visits too: a phone's weak network is often the same tomorrow. */
export function moveToSaverForSlowLink(): void {
  $radioQuality.set('saver');
  $radioMovedForSlowLink.set(true);
  writeStored(RADIO_QUALITY_KEY, { quality: 'saver' });
}

export function restoreQuality(storage?: ReadableStorage, saveData: boolean = browserSavesData()): StreamQuality {
  const stored = readStored(RADIO_QUALITY_KEY, (raw) => parseStoredQuality(parseStoredObject(raw)), storage);
  const quality = initialQuality(stored, saveData, RADIO.dataSaver);
  $radioQuality.set(quality);
  return quality;
}

/** For tests; nothing is written to storage, and no player is registered any more. */
export function resetRadio(): void {
  controls = null;
  $radio.set({ ...INITIAL_STATE });
  $radioSettings.set({ ...DEFAULT_SETTINGS });
  $radioFade.set(1);
  $radioQuality.set('standard');
  $radioMovedForSlowLink.set(false);
  $radioQualityChosen.set(false);
}
