import { DAY_MS, isSnoozed, loadMoment, parseDismissal, remainingDelay } from '@/lib/donation/timing';
import { DONATION } from '@/config/donation';
import {
  $donationDismissedAt,
  $donationDue,
  DONATION_STORAGE_KEY,
  dismissDonation,
  donationDelayPassed,
  isDonationOffered,
  isDonationShown,
  resetDonation,
  restoreDonationDismissal,
} from '@/stores/donation';

/** A stand-in for localStorage holding at most the given value under the pop-up's key. */
function storageWith(value?: string) {
  const items = new Map<string, string>(value === undefined ? [] : [[DONATION_STORAGE_KEY, value]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, next: string) => void items.set(key, next),
  };
}

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);

describe('donation rules (src/lib/donation)', () => {
  it('keeps the pop-up away for less than the snooze period after a dismissal, and brings it back after', () => {
    expect(isSnoozed(NOW - 1000, NOW, 7)).toBe(true);
    expect(isSnoozed(NOW - 7 * DAY_MS + 1, NOW, 7)).toBe(true);
    expect(isSnoozed(NOW - 7 * DAY_MS, NOW, 7)).toBe(false);
    expect(isSnoozed(NOW - 30 * DAY_MS, NOW, 7)).toBe(false);
  });

  it('never snoozes with 0 days: the pop-up shows on every visit', () => {
    expect(isSnoozed(NOW - 1, NOW, 0)).toBe(false);
    expect(isSnoozed(NOW, NOW, 0)).toBe(false);
  });

  it('never snoozes a visitor who never dismissed it, nor a dismissal dated in the future', () => {
    expect(isSnoozed(null, NOW, 7)).toBe(false);
    expect(isSnoozed(NOW + DAY_MS, NOW, 7)).toBe(false);
  });

  it('reads the documented shape and ignores anything else', () => {
    expect(parseDismissal(JSON.stringify({ dismissedAt: NOW }))).toBe(NOW);
    expect(parseDismissal('{"dismissedAt":1767225600000}')).toBe(1767225600000);
    for (const corrupted of [
      null,
      undefined,
      '',
      'yes',
      '{',
      '[]',
      'null',
      '42',
      '{}',
      '{"dismissedAt":"1767225600000"}',
      '{"dismissedAt":-5}',
      '{"dismissedAt":1.5}',
      '{"dismissedAt":1e400}',
    ]) {
      expect(parseDismissal(corrupted), String(corrupted)).toBeNull();
    }
  });

  it('counts the delay from the end of the load event, not from when the island started', () => {
    // Loaded at 800 ms; the island starts at 2300 ms: 1500 ms are left of a 3000 ms delay.
    expect(remainingDelay(3000, loadMoment({ loadEventStart: 790, loadEventEnd: 800 }, 2300), 2300)).toBe(1500);
    // While the load handlers still run, the load event's start counts.
    expect(loadMoment({ loadEventStart: 790, loadEventEnd: 0 }, 900)).toBe(790);
    // No navigation timing: count from now.
    expect(loadMoment(undefined, 900)).toBe(900);
    expect(remainingDelay(3000, 900, 900)).toBe(3000);
  });

  it('shows at once when the island starts after the delay has already passed', () => {
    expect(remainingDelay(3000, 800, 5000)).toBe(0);
    expect(remainingDelay(3000, 800, 3800)).toBe(0);
  });
});

describe('donation store (src/stores/donation)', () => {
  beforeEach(resetDonation);

  it('offers the pop-up to a fresh visitor', () => {
    const storage = storageWith();
    expect(restoreDonationDismissal(storage)).toBeNull();
    expect(isDonationOffered(DONATION.snoozeDays, NOW)).toBe(true);
  });

  it('remembers a dismissal under its documented key and shape, and snoozes for the configured days', () => {
    const storage = storageWith();
    donationDelayPassed();
    expect($donationDue.get()).toBe(true);
    dismissDonation(NOW, storage);
    expect($donationDue.get()).toBe(false);
    expect(JSON.parse(storage.items.get('plant-gazette:donation') ?? '')).toEqual({ dismissedAt: NOW });

    resetDonation();
    restoreDonationDismissal(storage);
    expect($donationDismissedAt.get()).toBe(NOW);
    expect(isDonationOffered(7, NOW + 6 * DAY_MS)).toBe(false);
    expect(isDonationOffered(7, NOW + 7 * DAY_MS)).toBe(true);
  });

  it('with 0 days offers the pop-up again on the next visit', () => {
    const storage = storageWith();
    dismissDonation(NOW, storage);
    restoreDonationDismissal(storage);
    expect(isDonationOffered(0, NOW + 1)).toBe(true);
  });

  it('ignores a corrupted stored value, as if the visitor had never dismissed it', () => {
    for (const corrupted of ['{"dismissedAt":"soon"}', 'not json', '{"when":1}']) {
      restoreDonationDismissal(storageWith(corrupted));
      expect($donationDismissedAt.get()).toBeNull();
      expect(isDonationOffered(7, NOW)).toBe(true);
    }
  });

  it('survives storage that refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(restoreDonationDismissal(refusing)).toBeNull();
    donationDelayPassed();
    expect(() => dismissDonation(NOW, refusing)).not.toThrow();
    expect($donationDue.get()).toBe(false);
    expect(isDonationOffered(7, NOW + 1)).toBe(false);
  });

  it('waits while the mobile menu is open', () => {
    expect(isDonationShown(true, false)).toBe(true);
    expect(isDonationShown(true, true)).toBe(false);
    expect(isDonationShown(false, false)).toBe(false);
  });
});
