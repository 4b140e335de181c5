import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { readWords } from '../helpers/words';
import { expectSoundAdvancing } from '../helpers/sound-advancing';
import { useOnAir, type RadioWorld } from '../helpers/radio-origin';
import { expect, test as base } from './fixtures';

/**
 * The radio borrows the page's `MediaSource` and `fetch` for its stream library only while a connection is open
 * (src/islands/radio-player/library-globals.ts): other scripts on /radio keep their own, and their refusals are theirs.
 */
const test = base.extend<{ radioPage: RadioWorld }>({
  radioPage: async ({ radio }, use) => useOnAir(radio, use),
});

const { controls } = readWords('radio-page', radioPageWordsSchema).player;

test('another script’s refusal leaves the radio on Media Source, and a pause gives the page its own globals back', async ({
  page,
  radioPage,
}) => {
  await page.addInitScript(() => {
    const held = window as unknown as { pageGlobals: unknown[] };
    held.pageGlobals = [window.MediaSource, window.fetch];
  });
  await page.goto(`${radioPage.baseURL}/radio`);
  await page.locator('[data-radio-player][data-hydrated]').waitFor();
  await page.getByRole('button', { name: controls.play, exact: true }).click();
  const position = () => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
  await expectSoundAdvancing(position, { timeout: 15_000 });

  // Another script on the page asks the engine for types it refuses.
  const refused = await page.evaluate(() =>
    ['video/x-bogus', 'audio/x-bogus'].map((type) => {
      try {
        new MediaSource().addSourceBuffer(type);
        return `${type} taken`;
      } catch {
        return `${type} refused`;
      }
    }),
  );
  expect(refused).toEqual(['video/x-bogus refused', 'audio/x-bogus refused']);
  await expectSoundAdvancing(position, { timeout: 15_000 });
  // Still through Media Source: the element plays the library's object URL, or the worker's Media Source (Chromium),
  // not the stream's address.
  expect(
    await page
      .locator('audio')
      .evaluate((audio: HTMLAudioElement) => audio.srcObject !== null || audio.currentSrc.startsWith('blob:')),
  ).toBe(true);

  await page.getByRole('button', { name: controls.pause, exact: true }).click();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const [source, fetcher] = (window as unknown as { pageGlobals: unknown[] }).pageGlobals;
        return [window.MediaSource === source, window.fetch === fetcher];
      }),
    )
    .toEqual([true, true]);
});
