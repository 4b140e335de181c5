import { RADIO } from '@/config/radio';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { readWords } from '../helpers/words';
import { expectSoundAdvancing } from '../helpers/sound-advancing';
import { useOnAir, type RadioWorld } from '../helpers/radio-origin';
import { expect, test as base } from './fixtures';

/**
 * Where the engine can play a Media Source made in a worker (Chromium; not Firefox ESR or WebKitGTK, whose radio
 * tests in tests/engines/ play the same reader on the page), the stream reader fetches, reads and appends the
 * stream in a worker (src/islands/radio-player/stream-reader.ts): the page itself never reads a byte of it, so that
 * an hour of listening costs its main thread about what a bare <audio> costs (docs/benchmark.md, "What an hour of listening costs").
 */
const test = base.extend<{ radioPage: RadioWorld }>({
  radioPage: async ({ radio }, use) => useOnAir(radio, use),
});

const { controls } = readWords('radio-page', radioPageWordsSchema).player;

test('the stream plays from a worker: the element plays its Media Source, and the page fetches none of the stream', async ({
  page,
  radioPage,
}) => {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { pageFetches: string[] }).pageFetches = asked;
    const pageFetch = window.fetch;
    window.fetch = (input, init) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return pageFetch.call(window, input, init);
    };
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const streamRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === RADIO.streamPath) streamRequests.push(request.url());
  });
  await page.goto(`${radioPage.baseURL}/radio`);
  await page.locator('[data-radio-player][data-hydrated]').waitFor();
  await page.getByRole('button', { name: controls.play, exact: true }).click();
  const position = () => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
  await expectSoundAdvancing(position, { timeout: 15_000 });

  expect(
    workers.filter((path) => path.includes('stream-reader')),
    'the stream’s worker',
  ).toHaveLength(1);
  expect(
    await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.srcObject?.constructor.name ?? null),
  ).toBe('MediaSourceHandle');
  expect(streamRequests.length, 'the stream was asked for').toBeGreaterThan(0);
  const pageFetches = await page.evaluate(() => (window as unknown as { pageFetches: string[] }).pageFetches);
  expect(pageFetches.filter((url) => new URL(url, radioPage.baseURL).pathname === RADIO.streamPath)).toEqual([]);

  // A pause closes the connection: the element lets its Media Source go.
  await page.getByRole('button', { name: controls.pause, exact: true }).click();
  await expect
    .poll(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => [audio.paused, audio.srcObject === null]))
    .toEqual([true, true]);
});
