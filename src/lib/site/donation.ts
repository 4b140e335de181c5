/**
 * The donation pop-up's rules (product §4), as pure functions: when a dismissal still counts, how a stored dismissal
 * is read, and how long the pop-up still has to wait after the page's load. No DOM, no storage, no clock: callers
 * pass the values in.
 */

import { parseStoredObject } from '../shared/stored-json';

/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** What the pop-up remembers about a visitor in localStorage (see src/stores/donation.ts). */
export interface DonationDismissal {
  /** When the visitor last closed the pop-up, in milliseconds since 1970 (Date.now()). */
  dismissedAt: number;
}

/**
 * Reads a stored dismissal. Returns its time, or null when the value is missing or is not JSON of the shape
 * {"dismissedAt": a whole, non-negative number}: a corrupted value counts as no dismissal at all.
 */
export function parseDismissal(raw: string | null | undefined): number | null {
  const value = parseStoredObject(raw);
  if (!value) return null;
  const { dismissedAt } = value;
  if (typeof dismissedAt !== 'number' || !Number.isSafeInteger(dismissedAt) || dismissedAt < 0) return null;
  return dismissedAt;
}

/**
 * Whether a dismissal at `dismissedAt` still keeps the pop-up away at `now`: true for less than `snoozeDays` days
 * after it. 0 days (or any non-positive number) never snoozes, so the pop-up shows on every visit. A dismissal
 * dated in the future cannot be right (a clock was changed) and is ignored.
 */
export function isSnoozed(dismissedAt: number | null, now: number, snoozeDays: number): boolean {
  if (dismissedAt === null || !(snoozeDays > 0) || dismissedAt > now) return false;
  return now - dismissedAt < snoozeDays * DAY_MS;
}

/** The load-related fields of the page's navigation timing entry (PerformanceNavigationTiming). */
export interface LoadTiming {
  loadEventStart: number;
  loadEventEnd: number;
}

/**
 * When the page's load event happened, on the performance.now() clock: the end of the load event, or its start
 * while its handlers are still running, or `now` when the browser reports no navigation timing.
 */
export function loadMoment(timing: LoadTiming | undefined, now: number): number {
  if (timing && timing.loadEventEnd > 0) return timing.loadEventEnd;
  if (timing && timing.loadEventStart > 0) return timing.loadEventStart;
  return now;
}

/**
 * How long the pop-up still waits at `now` to appear `delayMs` after the load at `loadedAt` (both on the
 * performance.now() clock): never negative, so an island that starts late shows the pop-up at once.
 */
export function remainingDelay(delayMs: number, loadedAt: number, now: number): number {
  return Math.max(0, delayMs - Math.max(0, now - loadedAt));
}
