import { atom } from 'nanostores';
import { isSnoozed, parseDismissal, type DonationDismissal } from '../lib/site/donation';
import { readStored, writeStored, type ReadableStorage, type WritableStorage } from '../lib/shared/stored-json';

/**
 * The donation pop-up's state (product §4). The island reads these stores and changes them only through the actions
 * below.
 *
 * - `$donationDue`: the pop-up's delay has passed on this visit and the visitor has not closed it yet. The island
 *   shows it only while the mobile menu (`$mobileMenuOpen` in ./ui, the UI store the two share) is closed, so that
 *   they never overlap: a due pop-up waits while the menu is open (see `isDonationShown`).
 * - `$donationDismissedAt`: when the visitor last closed the pop-up, remembered across visits in localStorage:
 *     key:   "plant-gazette:donation"
 *     shape: {"dismissedAt": milliseconds since 1970, a whole number}   e.g. {"dismissedAt":1767225600000}
 *   While fewer than DONATION.snoozeDays days (src/site.config.ts) have passed since then, the pop-up is not offered;
 *   0 days offers it on every visit. A stored value that is not valid JSON of that shape, or is dated in the future,
 *   is ignored (the visitor counts as never having dismissed it) and replaced at the next dismissal.
 */

export const DONATION_STORAGE_KEY = 'plant-gazette:donation';

/** The pop-up's delay has passed on this visit and it has not been closed. */
export const $donationDue = atom(false);

/** When the visitor last dismissed the pop-up (ms since 1970), or null. */
export const $donationDismissedAt = atom<number | null>(null);

/** Whether the pop-up is on screen: it is due and the mobile menu is closed. */
export function isDonationShown(due: boolean, menuOpen: boolean): boolean {
  return due && !menuOpen;
}

/** Reads the stored dismissal into `$donationDismissedAt`; a missing, corrupted or unreadable value reads as null. */
export function restoreDonationDismissal(storage?: ReadableStorage): number | null {
  // A forbidden storage reads as nothing stored: the visitor counts as never having dismissed the pop-up.
  const dismissedAt = readStored(DONATION_STORAGE_KEY, parseDismissal, storage);
  $donationDismissedAt.set(dismissedAt);
  return dismissedAt;
}

/** Whether the pop-up may be offered on this visit, given the stored dismissal and the snooze period in days. */
export function isDonationOffered(snoozeDays: number, now: number = Date.now()): boolean {
  return !isSnoozed($donationDismissedAt.get(), now, snoozeDays);
}

/** The delay after the page's load has passed: the pop-up is due, and shows as soon as the mobile menu is closed. */
export function donationDelayPassed(): void {
  $donationDue.set(true);
}

/** The visitor closed the pop-up (close button, Escape or Donate Now): it goes, and the time is remembered. */
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
