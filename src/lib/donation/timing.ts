/**
 * The donation pop-up's rules (product §4), as pure functions: when a dismissal still counts, how a stored dismissal
 * is read, and how long the pop-up still waits after the load. No DOM, storage or clock: callers pass the values in.
 */

import { parseStoredObject } from '@/lib/shared/stored-json';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Kept in localStorage (src/stores/donation.ts). */
export interface DonationDismissal {
  /** When the visitor last closed the pop-up, in milliseconds since 1970 (Date.now()). */
  dismissedAt: number;
}

/** The stored dismissal's time, or null when missing or not {"dismissedAt": whole number ≥ 0}: corrupt is none. */
export function parseDismissal(raw: string | null | undefined): number | null {
  const value = parseStoredObject(raw);
  if (!value) return null;
  const { dismissedAt } = value;
  if (typeof dismissedAt !== 'number' || !Number.isSafeInteger(dismissedAt) || dismissedAt < 0) return null;
  return dismissedAt;
}

/**
 * Whether a dismissal still keeps the pop-up away: for less than `snoozeDays` days. 0 or less never snoozes (the pop-up
 * shows on every visit); a dismissal in the future (a changed clock) is ignored.
 */
export function isSnoozed(dismissedAt: number | null, now: number, snoozeDays: number): boolean {
  if (dismissedAt === null || !(snoozeDays > 0) || dismissedAt > now) return false;
  return now - dismissedAt < snoozeDays * DAY_MS;
}

/** From PerformanceNavigationTiming. */
export interface LoadTiming {
  loadEventStart: number;
  loadEventEnd: number;
}

/** When the page loaded (performance.now() clock): the load event's end, its start while it runs, else `now`. */
export function loadMoment(timing: LoadTiming | undefined, now: number): number {
  if (timing && timing.loadEventEnd > 0) return timing.loadEventEnd;
  if (timing && timing.loadEventStart > 0) return timing.loadEventStart;
  return now;
}

/** The pop-up's remaining wait (performance.now() clock); never negative, so that a late island shows it at once. */
export function remainingDelay(delayMs: number, loadedAt: number, now: number): number {
  return Math.max(0, delayMs - Math.max(0, now - loadedAt));
}
