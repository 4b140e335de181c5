import { cutTitle, tidyTitle } from './icecast-status';

/**
 * The titles a listener has heard this session, newest first: the player's "Recently played" list. Pure rules, so that
 * the list reads the same whichever window heard a title (the page's player or the pop-out) and whatever a stored or
 * received copy holds.
 */

/** One title, as it was heard. */
export interface HeardTitle {
  title: string;
  /** When its audio was first heard, in milliseconds since the epoch. */
  at: number;
}

/** How long and how many: the list keeps `keep` titles, each cut at a word to `maxChars`. */
export interface HeardLimits {
  keep: number;
  maxChars: number;
}

const newestFirst = (a: HeardTitle, b: HeardTitle) => b.at - a.at;

/**
 * The list after `title` was heard at `at`. A title that is already the newest (the same programme still on air, a
 * pause and play again, a status answer repeating itself) is not listed twice.
 */
export function addHeard(list: readonly HeardTitle[], title: string, at: number, limits: HeardLimits): HeardTitle[] {
  if (list[0]?.title === title) return [...list];
  return [{ title, at }, ...list].sort(newestFirst).slice(0, limits.keep);
}

/** Two windows' lists as one: each heard title once (the same title at the same moment), newest first. */
export function mergeHeard(ours: readonly HeardTitle[], theirs: readonly HeardTitle[], limits: HeardLimits): HeardTitle[] {
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
 * A list read from storage or from another window, checked entry by entry: anything that is not a list of
 * `{title, at}` reads as nothing, and every title is tidied and cut as the now-playing line's is, so that no copy can
 * bring in what the player itself would never show.
 */
export function parseHeard(value: unknown, limits: HeardLimits): HeardTitle[] {
  if (!Array.isArray(value)) return [];
  const entries: HeardTitle[] = [];
  for (const item of value.slice(0, limits.keep * 2)) {
    if (typeof item !== 'object' || item === null) continue;
    const { title, at } = item as Record<string, unknown>;
    if (typeof title !== 'string' || typeof at !== 'number' || !Number.isFinite(at) || at <= 0) continue;
    const shown = cutTitle(tidyTitle(title.slice(0, limits.maxChars * 4)), limits.maxChars);
    if (shown) entries.push({ title: shown, at });
  }
  return mergeHeard(entries, [], limits);
}
