import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { readWords } from '../helpers/words';
import { expectSoundAdvancing } from '../helpers/sound-advancing';
import { useOnAir, type RadioWorld } from '../helpers/radio-origin';
import { expect, test as base } from './fixtures';

/**
 * The radio touches no page global (docs/radio.md, "The stream reader"): other scripts on /radio keep the page's own
 * `MediaSource` and `fetch` all along, and their refusals are theirs. The engine tests check the same where the reader
 * runs on the page (Firefox, WebKitGTK).
 */
const test = base.extend<{ radioPage: RadioWorld }>({
  radioPage: async ({ radio }, use) => useOnAir(radio, use),
});

const { controls } = readWords('radio-page', radioPageWordsSchema).player;

test('another script’s refusal leaves the radio on Media Source, and the page’s own globals stay all along', async ({
  page,
  radioPage,
}) => {
  await page.addInitScript(() => {
    const held = window as unknown as { pageGlobals: unknown[] };
    held.pageGlobals = [window.MediaSource, window.fetch];
  });
  const own = () =>
    page.evaluate(() => {
      const [source, fetcher] = (window as unknown as { pageGlobals: unknown[] }).pageGlobals;
      return [window.MediaSource === source, window.fetch === fetcher];
    });
  await page.goto(`${radioPage.baseURL}/radio`);
  await page.locator('[data-radio-player][data-hydrated]').waitFor();
  await page.getByRole('button', { name: controls.play, exact: true }).click();
  const position = () => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
  await expectSoundAdvancing(position, { timeout: 15_000 });
  expect(await own(), 'the page’s own MediaSource and fetch while playing').toEqual([true, true]);

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
  // Still through Media Source: the element plays the worker's Media Source (Chromium), not the stream's address.
  expect(
    await page
      .locator('audio')
      .evaluate((audio: HTMLAudioElement) => audio.srcObject !== null || audio.currentSrc.startsWith('blob:')),
  ).toBe(true);

  await page.getByRole('button', { name: controls.pause, exact: true }).click();
  expect(await own(), 'the page’s own MediaSource and fetch after a pause').toEqual([true, true]);
});
