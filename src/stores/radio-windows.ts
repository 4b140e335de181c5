import { atom } from 'nanostores';
import { addHeard, mergeHeard, parseHeard, type HeardTitle, type HeardLimits } from '@/lib/radio/heard';
import type { PlayerRole } from '@/lib/radio/handover';
import { RADIO } from '@/config/radio';
import { browserStorage, parseStoredJson, readStored, writeStored } from '@/lib/shared/stored-json';

/**
 * The radio across the listener's windows: which other window plays, whether the pop-out could be opened, and the
 * titles heard this session. Changed by the player's channel (carrying out src/lib/radio/handover.ts) and pop-out opener
 * (src/islands/radio-player/).
 * `$radioHeard` is kept in sessionStorage, so that it survives a reload and a pop-out starts with the page's list
 * (the browser copies it into the new window):
 *     key:   "plant-gazette:radio-heard"
 *     shape: [{"title": string, "at": milliseconds since the epoch}, …] newest first, at most RADIO.heardTitles
 */

export const RADIO_HEARD_KEY = 'plant-gazette:radio-heard';
export const HEARD_LIMITS: HeardLimits = {
  keep: RADIO.heardTitles,
  maxChars: RADIO.nowPlayingMaxChars,
  aheadMs: RADIO.heardAheadToleranceMs,
};

/** The role of the player playing in another window, or null when none does (as far as this window knows). */
export const $radioElsewhere = atom<PlayerRole | null>(null);
/** The pop-out could not be opened (a pop-up blocker): the page says so, and the radio plays on in place. */
export const $popoutBlocked = atom(false);
export const $radioHeard = atom<HeardTitle[]>([]);

function keepHeard(list: HeardTitle[]): void {
  $radioHeard.set(list);
  // Where storage is full or forbidden, the list lasts for this page.
  writeStored(RADIO_HEARD_KEY, list, browserStorage('sessionStorage'));
}

/** Called after hydration, so that the server's HTML and the first render agree. */
export function restoreHeard(): void {
  const stored = readStored(RADIO_HEARD_KEY, parseStoredJson, browserStorage('sessionStorage'));
  $radioHeard.set(parseHeard(stored, HEARD_LIMITS, Date.now()));
}

/** Returns whether the list changed, so that the other windows are told. */
export function recordHeard(title: string, at: number): boolean {
  const before = $radioHeard.get();
  const after = addHeard(before, title, at, HEARD_LIMITS);
  if (after[0] === before[0] && after.length === before.length) return false;
  keepHeard(after);
  return true;
}

export function takeHeard(titles: unknown): void {
  const merged = mergeHeard($radioHeard.get(), parseHeard(titles, HEARD_LIMITS, Date.now()), HEARD_LIMITS);
  const current = $radioHeard.get();
  if (merged.length !== current.length || merged.some((entry, index) => entry !== current[index])) keepHeard(merged);
}
