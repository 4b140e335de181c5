import { cutTitle, tidyTitle } from './icecast-status';

/**
 * The player's "Recently played" list: titles heard this session, newest first. Pure rules, so that the list reads
 * the same whichever window heard a title and whatever a stored or received copy holds.
 */

export interface HeardTitle {
  title: string;
  /** When its audio was first heard (ms since the epoch). */
  at: number;
}

/** The list keeps `keep` titles, each cut at a word to `maxChars`; a copy read keeps none dated `aheadMs` after now. */
export interface HeardLimits {
  keep: number;
  maxChars: number;
  aheadMs: number;
}

/** The furthest a Date reaches from the epoch (ECMAScript's time value range): beyond it toISOString() throws. */
const DATE_RANGE_MS = 8.64e15;

/** Whether `at` is a moment the list can show: a date a Date can hold, after the epoch, not later than now allows. */
export function isHeardTime(at: unknown, now: number, aheadMs: number): at is number {
  return typeof at === 'number' && Number.isFinite(at) && at > 0 && at <= DATE_RANGE_MS && at <= now + aheadMs;
}

const newestFirst = (a: HeardTitle, b: HeardTitle) => b.at - a.at;

/** A title that is already the newest (still on air, a pause and play, a repeated status answer) is not added twice. */
export function addHeard(list: readonly HeardTitle[], title: string, at: number, limits: HeardLimits): HeardTitle[] {
  if (list[0]?.title === title) return [...list];
  return [{ title, at }, ...list].sort(newestFirst).slice(0, limits.keep);
}

/** Two windows' lists as one: the same title at the same moment is listed once. */
export function mergeHeard(
  ours: readonly HeardTitle[],
  theirs: readonly HeardTitle[],
  limits: HeardLimits,
): HeardTitle[] {
  const seen = new Set<string>();
  const merged: HeardTitle[] = [];
  for (const entry of [...ours, ...theirs].sort(newestFirst)) {
    const key = `${entry.at}\n${entry.title}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(entry);
  }
  return merged.slice(0, limits.keep);
}

/**
 * A stored or received list, tidied and cut like the now-playing line: no copy shows what the player would not. Any
 * window of this origin may post, and sessionStorage may hold anything, so an entry is kept only with a date the list
 * can draw (see isHeardTime) as of `now`.
 */
export function parseHeard(value: unknown, limits: HeardLimits, now: number): HeardTitle[] {
  if (!Array.isArray(value)) return [];
  const entries: HeardTitle[] = [];
  for (const item of value.slice(0, limits.keep * 2)) {
    if (typeof item !== 'object' || item === null) continue;
    const { title, at } = item as Record<string, unknown>;
    if (typeof title !== 'string' || !isHeardTime(at, now, limits.aheadMs)) continue;
    const shown = cutTitle(tidyTitle(title.slice(0, limits.maxChars * 4)), limits.maxChars);
    if (shown) entries.push({ title: shown, at });
  }
  return mergeHeard(entries, [], limits);
}
