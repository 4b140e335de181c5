import { atom, map } from 'nanostores';
import { clampVolume, type VolumeRange } from '../lib/volume';
import { RADIO } from '../site.config';
import { parseStoredObject } from '../lib/stored-json';

/**
 * The radio player's state (SPEC §4), shared by the player island and anything else that wants to know whether the
 * radio plays. Only the actions below change it; the player island calls them from the audio element's events.
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

/** The messages a listener may see under the controls (SPEC §8). */
export const RADIO_MESSAGES = {
  /** play() was refused, for example by the browser's autoplay policy. */
  playbackFailed: 'Unable to start playback. Please try again.',
  /** The audio element failed, or the stream is being reconnected. */
  streamUnavailable: 'Stream temporarily unavailable.',
} as const;

export type RadioMessage = (typeof RADIO_MESSAGES)[keyof typeof RADIO_MESSAGES];

export interface RadioState {
  /** Audio is really playing (true only once playback has started). */
  playing: boolean;
  /** The listener asked to listen and has not paused since: the player keeps (re)connecting. */
  wantsToPlay: boolean;
  /** A reconnection attempt is planned or under way. */
  reconnecting: boolean;
  /** The message shown under the controls, or null. */
  error: RadioMessage | null;
  /** The title the origin reports, or null (the page then shows its fixed line). */
  nowPlaying: string | null;
}

export interface RadioSettings {
  /** From 0 to 1, in steps of 0.01. */
  volume: number;
  muted: boolean;
}

/** The slider's range (SPEC §5, §9). */
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
  error: null,
  nowPlaying: null,
};
const DEFAULT_SETTINGS: RadioSettings = { volume: RADIO.defaultVolume, muted: false };

export const $radio = map<RadioState>({ ...INITIAL_STATE });
export const $radioSettings = atom<RadioSettings>({ ...DEFAULT_SETTINGS });

/** The listener pressed play: the player starts connecting. `playing` waits for playback to really start. */
export function requestPlay(): void {
  $radio.setKey('wantsToPlay', true);
}

/** Playback has started (the audio element's `playing` event): any earlier message is cleared. */
export function playbackStarted(): void {
  $radio.set({ ...$radio.get(), playing: true, wantsToPlay: true, reconnecting: false, error: null });
}

/** Playback is paused, by the listener or the system: any earlier message is cleared. */
export function playbackPaused(): void {
  $radio.set({ ...$radio.get(), playing: false, wantsToPlay: false, reconnecting: false, error: null });
}

/** play() was refused: the listener has to press play again. */
export function playbackRefused(): void {
  $radio.set({ ...$radio.get(), playing: false, wantsToPlay: false, reconnecting: false, error: RADIO_MESSAGES.playbackFailed });
}

/**
 * The stream failed (element error, stall, or it ended and the quick retry did not help). While the listener still
 * wants to listen, the player reconnects and says so.
 */
export function streamLost(): void {
  const { wantsToPlay } = $radio.get();
  $radio.set({ ...$radio.get(), playing: false, reconnecting: wantsToPlay, error: RADIO_MESSAGES.streamUnavailable });
}

/** A healthy stream ended (typically the host's proxy cutting a long response): reconnect at once, quietly. */
export function streamInterrupted(): void {
  const { wantsToPlay } = $radio.get();
  $radio.set({ ...$radio.get(), playing: false, reconnecting: wantsToPlay });
}

/** The title the origin reports, or null for none. */
export function setNowPlaying(title: string | null): void {
  $radio.setKey('nowPlaying', title);
}

function writeSettings(settings: RadioSettings): void {
  $radioSettings.set(settings);
  try {
    globalThis.localStorage?.setItem(RADIO_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage may be full or forbidden (private modes, sandboxed frames): the setting then lasts for this visit.
  }
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
export function restoreRadioSettings(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  let stored: RadioSettings | null = null;
  try {
    stored = parseRadioSettings(storage?.getItem(RADIO_SETTINGS_KEY));
  } catch {
    stored = null;
  }
  if (stored) $radioSettings.set(stored);
  return stored !== null;
}

/** Back to the initial state and default settings (tests; nothing is written to storage). */
export function resetRadio(): void {
  $radio.set({ ...INITIAL_STATE });
  $radioSettings.set({ ...DEFAULT_SETTINGS });
}
