import { atom } from 'nanostores';
import { isSnoozed, parseDismissal, type DonationDismissal } from '@/lib/donation/timing';
import { readStored, writeStored, type ReadableStorage, type WritableStorage } from '@/lib/shared/stored-json';

/**
 * The donation pop-up's state (product §4); the island changes it only through the actions below.
 * - `$donationDue`: the delay has passed on this visit and the pop-up has not been closed. It shows only while the
 *   mobile menu (`$mobileMenuOpen` in ./ui) is closed, so that the two never overlap.
 * - `$donationDismissedAt`: when the visitor last closed it, remembered across visits in localStorage:
 *     key:   "plant-gazette:donation"
 *     shape: {"dismissedAt": whole milliseconds since 1970}   e.g. {"dismissedAt":1767225600000}
 *   It is not offered again for DONATION.snoozeDays days (src/config/donation.ts; 0 offers it every visit). A value of
 *   another shape, or dated in the future, counts as no dismissal and is replaced at the next one.
 */

export const DONATION_STORAGE_KEY = 'plant-gazette:donation';

export const $donationDue = atom(false);

export const $donationDismissedAt = atom<number | null>(null);

export function isDonationShown(due: boolean, menuOpen: boolean): boolean {
  return due && !menuOpen;
}

/** A missing, corrupted or forbidden stored value reads as null: never dismissed. */
export function restoreDonationDismissal(storage?: ReadableStorage): number | null {
  const dismissedAt = readStored(DONATION_STORAGE_KEY, parseDismissal, storage);
  $donationDismissedAt.set(dismissedAt);
  return dismissedAt;
}

export function isDonationOffered(snoozeDays: number, now: number = Date.now()): boolean {
  return !isSnoozed($donationDismissedAt.get(), now, snoozeDays);
}

export function donationDelayPassed(): void {
  $donationDue.set(true);
}

/** Close button, Escape or Donate Now. */
export function dismissDonation(now: number = Date.now(), storage?: WritableStorage): void {
  $donationDue.set(false);
  const dismissal: DonationDismissal = { dismissedAt: Math.round(now) };
  $donationDismissedAt.set(dismissal.dismissedAt);
  // Where storage is full or forbidden, the pop-up stays closed for this visit only.
  writeStored(DONATION_STORAGE_KEY, dismissal, storage);
}

/** Back to a fresh visit (tests; storage is not touched). */
export function resetDonation(): void {
  $donationDue.set(false);
  $donationDismissedAt.set(null);
}
