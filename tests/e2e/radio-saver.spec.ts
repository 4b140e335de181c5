import type { Page } from '@playwright/test';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { RADIO } from '@/config/radio';
import { readWords } from '../helpers/words';
import { expect, test } from './fixtures';
import { emulateNetwork } from '../helpers/network-emulation';
import { mountListeners as listeners } from '../helpers/radio-origin';
import { expectSoundAdvancing } from '../helpers/sound-advancing';

/**
 * The data saver against a real Icecast that carries two mounts, the station's and the data saver's at its lower
 * bitrate (RADIO.dataSaver), behind the preview server, which passes `&mount=` on as the host's rewrite does (each
 * worker's 'saver' ports, radioTestPort in ./radio-origin.ts).
 */
const SAVER = RADIO.dataSaver;
if (!SAVER) throw new Error('These tests need RADIO.dataSaver in src/config/radio.ts.');

const words = readWords('radio-page', radioPageWordsSchema);
const { quality } = words.player;
const cost = (size: string) => words.dataCost.replace('{size}', size);

/** The sound moves on by at least a second, the element playing. */
const expectAudioAdvancing = (page: Page) =>
  expectSoundAdvancing(() =>
    page.locator('audio').evaluate((audio: HTMLAudioElement) => (audio.paused ? null : audio.currentTime)),
  );

async function openRadio(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/radio`);
  await page.locator('[data-radio-player][data-hydrated]').waitFor();
}

/**
 * The stretches (ms) in which the programme did not move on after it was first heard: the element's position stood
 * still, or the element was not on the stream.
 */
function stallsOf(samples: [number, number, boolean][]): { from: number; ms: number }[] {
  const runs: { from: number; ms: number }[] = [];
  let still: number | null = null;
  let heard = false;
  for (const [i, [at, time, onStream]] of samples.entries()) {
    const previous = samples[i - 1];
    const moved = onStream && previous !== undefined && previous[2] && time !== previous[1];
    if (moved) {
      if (still !== null && heard) runs.push({ from: still, ms: at - still });
      still = null;
      heard = true;
    } else if (still === null && previous) {
      still = previous[0];
    }
  }
  const last = samples.at(-1);
  if (still !== null && heard && last) runs.push({ from: still, ms: last[0] - still });
  return runs;
}

test.describe('radio data saver', () => {
  test(
    'the listener switches to the data saver while playing: the low-bitrate mount plays on without a stop, the cost line follows, the choice is remembered',
    { tag: '@desktop' },
    async ({ page, saverWorld, axe }) => {
      const { origin, baseURL } = saverWorld;
      await openRadio(page, baseURL);
      const standard = page.getByRole('radio', { name: quality.standard });
      const saver = page.getByRole('radio', { name: quality.saver });
      await expect(page.getByRole('group', { name: quality.label })).toBeVisible();
      await expect(standard).toBeChecked();
      await expect(page.getByText(cost('58 MB'), { exact: true })).toBeVisible();
      for (const name of [quality.standard, quality.saver]) {
        const box = await page.locator('label', { hasText: name }).boundingBox();
        expect(box?.height, `${name} target height`).toBeGreaterThanOrEqual(44);
        expect(box?.width, `${name} target width`).toBeGreaterThanOrEqual(44);
      }
      await axe();

      await page.getByRole('button', { name: words.player.controls.play, exact: true }).click();
      await expectAudioAdvancing(page);
      await expect.poll(() => listeners(origin)).toEqual({ [RADIO.mount]: 1, [SAVER.mount]: 0 });

      // The element must not stop while the stream changes under it: a pause, an error or an end would be heard. (The
      // reader lines the two encodings up by the time the new one's audio came, in the same Media Source.)
      await page.locator('audio').evaluate((audio: HTMLAudioElement) => {
        const stops: string[] = [];
        (window as unknown as { stops: string[] }).stops = stops;
        for (const type of ['pause', 'error', 'ended']) audio.addEventListener(type, () => stops.push(type));
      });
      // By keyboard, as a radio group: the arrow key moves the choice.
      await standard.focus();
      await page.keyboard.press('ArrowRight');
      await expect(saver).toBeChecked();
      await expect(saver).toBeFocused();
      await expect(page.getByText(cost('22 MB'), { exact: true })).toBeVisible();
      await expect.poll(() => listeners(origin), { timeout: 15_000 }).toEqual({ [RADIO.mount]: 0, [SAVER.mount]: 1 });
      await expectAudioAdvancing(page);
      expect(await page.evaluate(() => (window as unknown as { stops: string[] }).stops)).toEqual([]);
      await expect(page.getByText(words.player.states.playing, { exact: true })).toBeVisible();

      // The next visit starts on the data saver.
      await openRadio(page, baseURL);
      await expect(page.getByRole('radio', { name: quality.saver })).toBeChecked();
      await expect(page.getByText(cost('22 MB'), { exact: true })).toBeVisible();
    },
  );

  test(
    'a browser that asks to save data plays the data saver from the first press; the listener can still choose the standard stream',
    { tag: '@desktop' },
    async ({ page, saverWorld }) => {
      const { origin, baseURL } = saverWorld;
      // Chromium reports Save-Data through the Network Information API; the listener's browser setting is mimicked here.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ saveData: true, effectiveType: '4g' }),
        });
      });
      const streamRequests: string[] = [];
      page.on('request', (request) => {
        // Every request for the stream, the element's own included: none may ask for the standard stream.
        if (new URL(request.url()).pathname === RADIO.streamPath)
          streamRequests.push(`${request.resourceType()} ${new URL(request.url()).search}`);
      });
      await openRadio(page, baseURL);
      await expect(page.getByRole('radio', { name: quality.saver })).toBeChecked();
      await expect(page.getByText(cost('22 MB'), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: words.player.controls.play, exact: true }).click();
      await expectAudioAdvancing(page);
      expect(streamRequests.length).toBeGreaterThan(0);
      expect(
        streamRequests.every((request) => new URLSearchParams(request.split(' ')[1]).get('mount') === SAVER.mount),
        streamRequests.join(', '),
      ).toBe(true);
      await expect.poll(() => listeners(origin)).toEqual({ [RADIO.mount]: 0, [SAVER.mount]: 1 });

      await page.getByRole('radio', { name: quality.standard }).check();
      await expect(page.getByText(cost('58 MB'), { exact: true })).toBeVisible();
      await expect.poll(() => listeners(origin), { timeout: 15_000 }).toEqual({ [RADIO.mount]: 1, [SAVER.mount]: 0 });
      await expectAudioAdvancing(page);
      // The listener's choice now wins over the browser's wish.
      await openRadio(page, baseURL);
      await expect(page.getByRole('radio', { name: quality.standard })).toBeChecked();
    },
  );

  test(
    'on a link slower than the standard stream the player moves to the data saver by itself after one short stall, says why, and plays on',
    { tag: '@desktop' },
    async ({ page, saverWorld }) => {
      test.setTimeout(90_000);
      const { origin, baseURL } = saverWorld;
      await page.addInitScript(() => {
        const samples: [number, number, boolean][] = [];
        (window as unknown as { radioSamples: typeof samples }).radioSamples = samples;
        setInterval(() => {
          const audio = document.querySelector('audio');
          if (audio)
            samples.push([
              performance.now(),
              audio.currentTime,
              !audio.paused && (audio.srcObject !== null || audio.currentSrc.startsWith('blob:')),
            ]);
        }, 50);
      });
      await openRadio(page, baseURL);
      // Two thirds of the standard stream's bitrate, as on a weak phone signal: the standard stream cannot keep up.
      await emulateNetwork(page, {
        name: 'below the stream',
        kbps: Math.round((RADIO.bitrateKbps * 2) / 3),
        rttMs: 150,
      });
      await expect(page.getByRole('radio', { name: quality.standard })).toBeChecked();
      await page.getByRole('button', { name: words.player.controls.play, exact: true }).click();

      const notice = page.getByRole('status').filter({ hasText: quality.slowConnection });
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('radio', { name: quality.saver })).toBeChecked();
      await expect(page.getByText(cost('22 MB'), { exact: true })).toBeVisible();
      await expect.poll(() => listeners(origin), { timeout: 15_000 }).toEqual({ [RADIO.mount]: 0, [SAVER.mount]: 1 });
      // Twenty seconds of the data saver on the same slow link.
      await page.waitForTimeout(20_000);
      await expect(page.getByRole('alert')).toBeEmpty();
      const samples = await page.evaluate(
        () => (window as unknown as { radioSamples: [number, number, boolean][] }).radioSamples,
      );
      const stalls = stallsOf(samples).filter(({ ms }) => ms > 200);
      const note = `stalls over 0.2 s after the first sound: ${stalls.map(({ ms }) => `${Math.round(ms)} ms`).join(', ') || 'none'}`;
      console.log(`[radio] slow link, ${note}`);
      test.info().annotations.push({ type: 'slow link', description: note });
      expect(stalls.length, 'at most one stall, the one that moved the player').toBeLessThanOrEqual(1);
      expect(stalls[0]?.ms ?? 0, 'that stall (ms)').toBeLessThanOrEqual(2000);
      const heardFor =
        (samples.at(-1)?.[0] ?? 0) - (stalls[0] ? stalls[0].from + stalls[0].ms : (samples[0]?.[0] ?? 0));
      expect(heardFor, 'uninterrupted play after the move (ms)').toBeGreaterThan(15_000);

      // The move is remembered like a choice; the words are for the visit in which it happened.
      await openRadio(page, baseURL);
      await expect(page.getByRole('radio', { name: quality.saver })).toBeChecked();
      await expect(page.getByText(quality.slowConnection)).toHaveCount(0);
    },
  );
});
