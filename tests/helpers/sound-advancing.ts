import { expect } from '@playwright/test';
import { playedCounter } from './audio-silence';

/**
 * The sound moves on by `seconds` (1 by default) within `timeout`, read from the element's position, or null while it
 * is paused. Counted as advances (playedCounter): a fresh connection plays a new Media Source, whose position starts at
 * 0 again.
 */
export async function expectSoundAdvancing(
  position: () => Promise<number | null>,
  { timeout = 15_000, seconds = 1 }: { timeout?: number; seconds?: number } = {},
): Promise<void> {
  const played = playedCounter(await position());
  await expect
    .poll(async () => played(await position()), { timeout, message: `sound moving on by ${seconds} s` })
    .toBeGreaterThan(seconds);
}
