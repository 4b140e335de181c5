import { atom, map } from 'nanostores';
import { clampVolume, type VolumeRange } from '../lib/radio/volume';
import { RADIO } from '../site.config';
import { parseStoredObject, readStored, writeStored, type ReadableStorage } from '../lib/shared/stored-json';
import { wantsToPlay, type RadioMachineState, type RadioMessageKind } from '../lib/radio/machine';
import { browserSavesData, initialQuality, parseStoredQuality, type StreamQuality } from '../lib/radio/quality';

/**
 * The radio player's state (product §4), shared by the player island and anything else that wants to know whether the
 * radio plays. Only the actions below change it: the player's adapter (src/islands/radio-player/stream.ts) shows what the
 * radio's state machine decided.
 *
 * Two stores:
 * - `$radio`: playback, for this visit only.
 * - `$radioSettings`: volume and mute, remembered across visits in localStorage.
 *     key:   "plant-gazette:radio"
 *     shape: {"volume": number from 0 to 1, "muted": boolean}   e.g. {"volume":0.65,"muted":false}
 *   A stored value that is not valid JSON of that shape is ignored (the defaults stay) and replaced on the next
 *   change. The stored value is applied by `restoreRadioSettings()` after the island has hydrated, so that the
 *   server-rendered HTML and the first client render agree.
 */

export type { RadioMessageKind };

export interface RadioState {
  /** Audio is really playing (true only once playback has started). */
  playing: boolean;
  /** The listener asked to listen and has not paused since: the player keeps (re)connecting. */
  wantsToPlay: boolean;
  /** The stream failed and the player is getting it back. */
  reconnecting: boolean;
  /** Which message is shown under the controls (product §8), or null; the island shows the editor's words for it. */
  message: RadioMessageKind | null;
  /** The title the origin reports, or null (the page then shows its fixed line). */
  nowPlaying: string | null;
  /** Titles come from the stream's own metadata: the status address is no longer asked. */
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
 * Shows what the radio's state machine (src/lib/radio/machine.ts) has decided: playing, connecting, reconnecting,
 * and the message. The store changes only when one of these does, so the machine's watchdog ticks wake no one.
 */
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

/** The title the origin's status reports, or null for none; ignored once the stream carries its own titles. */
export function setNowPlaying(title: string | null): void {
  if (!$radio.get().titleFromStream) $radio.setKey('nowPlaying', title);
}

/** A title from the stream's own metadata, when that part of the audio is heard; from now on titles come from there. */
export function showStreamTitle(title: string | null): void {
  $radio.set({ ...$radio.get(), nowPlaying: title, titleFromStream: true });
}

/**
 * The stream now playing carries no titles of its own (a proxy dropped its headers, a relay passes none): titles come
 * from the status address again, whatever an earlier connection carried.
 */
export function titlesNotInStream(): void {
  if ($radio.get().titleFromStream) $radio.setKey('titleFromStream', false);
}

function writeSettings(settings: RadioSettings): void {
  $radioSettings.set(settings);
  // Where storage is full or forbidden (private modes, blocked site data), the setting lasts for this visit.
  writeStored(RADIO_SETTINGS_KEY, settings);
}

/** Sets the volume, clamped and snapped to the slider's step. Moving it above 0 while muted unmutes. */
export function setVolume(value: number): void {
  const volume = clampVolume(value, VOLUME_RANGE);
  const { muted } = $radioSettings.get();
  writeSettings({ volume, muted: muted && volume === 0 });
}

/** Mutes or unmutes. Unmuting at volume 0 brings the default volume back, so that unmuting is heard. */
export function setMuted(muted: boolean): void {
  const { volume } = $radioSettings.get();
  writeSettings({ muted, volume: !muted && volume === 0 ? DEFAULT_SETTINGS.volume : volume });
}

/** Mute toggles muted and unmuted. */
export function toggleMute(): void {
  setMuted(!$radioSettings.get().muted);
}

/** Reads stored settings; null when the value is missing or is not of the documented shape. */
export function parseRadioSettings(raw: string | null | undefined): RadioSettings | null {
  const value = parseStoredObject(raw);
  if (!value) return null;
  const { volume, muted } = value;
  if (typeof volume !== 'number' || !Number.isFinite(volume) || volume < VOLUME_RANGE.min || volume > VOLUME_RANGE.max) {
    return null;
  }
  if (typeof muted !== 'boolean') return null;
  return { volume: clampVolume(volume, VOLUME_RANGE), muted };
}

/** Applies the settings remembered from an earlier visit, if any. Returns whether a stored value was used. */
export function restoreRadioSettings(storage?: ReadableStorage): boolean {
  // Without an argument the helper looks the page's storage up itself, safely: a blocked storage reads as nothing.
  const stored = readStored(RADIO_SETTINGS_KEY, parseRadioSettings, storage);
  if (stored) $radioSettings.set(stored);
  return stored !== null;
}

/**
 * Standard stream or data saver (src/lib/radio/quality.ts), remembered across visits like the volume:
 *     key:   "plant-gazette:radio-quality"
 *     shape: {"quality": "standard" | "saver"}
 */
export const RADIO_QUALITY_KEY = 'plant-gazette:radio-quality';
export const $radioQuality = atom<StreamQuality>('standard');

/**
 * The player moved to the data saver by itself because the connection is slower than the standard stream
 * (src/lib/radio/slow-link.ts): the player says so until the listener chooses a stream.
 */
export const $radioMovedForSlowLink = atom<boolean>(false);

/** Whether the listener chose a stream during this visit: the player then never chooses for them until the next. */
export const $radioQualityChosen = atom<boolean>(false);

/** The listener chose a stream: it plays from now on, and on later visits. */
export function setQuality(quality: StreamQuality): void {
  $radioQuality.set(quality);
  $radioQualityChosen.set(true);
  $radioMovedForSlowLink.set(false);
  writeStored(RADIO_QUALITY_KEY, { quality });
}

/**
 * The connection is too slow for the standard stream: the data saver plays from now on, and on later visits (a phone's
 * weak network is often the same tomorrow), until the listener chooses otherwise.
 */
export function moveToSaverForSlowLink(): void {
  $radioQuality.set('saver');
  $radioMovedForSlowLink.set(true);
  writeStored(RADIO_QUALITY_KEY, { quality: 'saver' });
}

/** Picks the stream at the start: the remembered choice, else the data saver where the browser asks to save data. */
export function restoreQuality(storage?: ReadableStorage, saveData: boolean = browserSavesData()): StreamQuality {
  const stored = readStored(RADIO_QUALITY_KEY, (raw) => parseStoredQuality(parseStoredObject(raw)), storage);
  const quality = initialQuality(stored, saveData, RADIO.dataSaver);
  $radioQuality.set(quality);
  return quality;
}

/** Back to the initial state and default settings (tests; nothing is written to storage). */
export function resetRadio(): void {
  $radio.set({ ...INITIAL_STATE });
  $radioSettings.set({ ...DEFAULT_SETTINGS });
  $radioQuality.set('standard');
  $radioMovedForSlowLink.set(false);
  $radioQualityChosen.set(false);
}
