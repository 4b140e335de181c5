import type { Page } from '@playwright/test';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { readWords } from '../helpers/words';

/**
 * What the radio benchmarks record in the page: the audio's position and the pitch heard every 50 ms, and the stalls
 * read from them (radio.bench.ts, radio-network.bench.ts).
 */

/** [Date.now(), audio.currentTime, the pitch heard in Hz (0 in silence)] */
/** The two proxies the radio benchmarks play behind: one passes Icecast's icy-* headers, one strips them (as the host's does). */
export const PROXIES = [
  { proxy: 'passes icy-*', env: {} },
  { proxy: 'strips icy-*', env: { RADIO_PROXY_STRIP_ICY: '1' } },
];

export type Sample = [number, number, number];

/**
 * Samples the audio's position and the pitch heard every 50 ms from the page's start: the element is routed through
 * an analyser once it plays, whose last 8,192 samples (186 ms) give the pitch from their rising zero crossings (0 when
 * they are quieter than 1% of full scale, as the test sweep never is).
 */
export async function sample(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const samples: [number, number, number][] = [];
    (window as unknown as { radioSamples: typeof samples }).radioSamples = samples;
    let analyser: AnalyserNode | null = null;
    let wave = new Float32Array(0);
    document.addEventListener(
      'playing',
      (event) => {
        if (analyser || !(event.target instanceof HTMLAudioElement)) return;
        const context = new AudioContext();
        analyser = Object.assign(context.createAnalyser(), { fftSize: 8192 });
        context.createMediaElementSource(event.target).connect(analyser).connect(context.destination);
        wave = new Float32Array(analyser.fftSize);
      },
      true,
    );
    const pitch = (rate: number) => {
      // The library parks the element on a loop of near-silence while it waits: that is no sound.
      const rms = Math.sqrt(wave.reduce((sum, value) => sum + value * value, 0) / Math.max(1, wave.length));
      if (rms < 0.01) return 0;
      let first = -1;
      let last = -1;
      let crossings = 0;
      for (let i = 1; i < wave.length; i++) {
        const [before, after] = [wave[i - 1]!, wave[i]!];
        if (before >= 0 || after < 0) continue;
        const at = i - 1 + before / (before - after);
        if (first < 0) first = at;
        last = at;
        crossings += 1;
      }
      return crossings > 10 ? ((crossings - 1) * rate) / (last - first) : 0;
    };
    setInterval(() => {
      const audio = document.querySelector('audio');
      if (!audio) return;
      analyser?.getFloatTimeDomainData(wave);
      samples.push([Date.now(), audio.currentTime, analyser ? pitch(analyser.context.sampleRate) : 0]);
    }, 50);
  });
}

export const samplesOf = (page: Page): Promise<Sample[]> =>
  page.evaluate(() => (window as unknown as { radioSamples: Sample[] }).radioSamples);

/**
 * Presses the player's Play (once it has started) and resolves with when it was pressed and when the programme was
 * first heard: the first sample with a pitch, since the MSE library may park the element on a loop of silence, whose
 * position moves on, while it waits for the stream.
 */
export async function playAndHear(page: Page): Promise<{ pressedAt: number; startedAt: number }> {
  await page.locator('[data-radio-player][data-hydrated]').waitFor();
  const pressedAt = await page.evaluate(() => {
    (document.querySelector('[data-radio-player] button[data-intent="play"]') as HTMLButtonElement).click();
    return Date.now();
  });
  await page.waitForFunction(
    () => (window as unknown as { radioSamples: Sample[] }).radioSamples.some(([, time, hz]) => time > 0 && hz > 0),
    undefined,
    {
      polling: 50,
      timeout: 60_000,
    },
  );
  const startedAt = (await samplesOf(page)).find(([, time, hz]) => time > 0 && hz > 0)?.[0] ?? Number.NaN;
  return { pressedAt, startedAt };
}

/** The stretches (ms) during which the position did not advance, between `from` and `to`. */
export function stalls(samples: Sample[], from: number, to: number): number[] {
  return stallsFrom(samples, from, to).map(({ ms }) => ms);
}

/** The stretches during which the position did not advance, between `from` and `to`: when each began, and how long (ms). */
export function stallsFrom(samples: Sample[], from: number, to: number): { at: number; ms: number }[] {
  const runs: { at: number; ms: number }[] = [];
  let stillSince: number | null = null;
  let previous: Sample | null = null;
  for (const current of samples.filter(([at]) => at >= from && at <= to)) {
    if (previous) {
      // A new MediaSource starts its position at 0 again: a change either way is the audio moving on.
      const advanced = current[1] !== previous[1] && current[1] > 0;
      if (!advanced && stillSince === null) stillSince = previous[0];
      if (advanced && stillSince !== null) {
        runs.push({ at: stillSince, ms: current[0] - stillSince });
        stillSince = null;
      }
    }
    previous = current;
  }
  if (stillSince !== null && previous) runs.push({ at: stillSince, ms: previous[0] - stillSince });
  return runs;
}

const qualityGroup = readWords('radio-page', radioPageWordsSchema).player.quality.label;

/**
 * The stream the card says is playing at the end: the checked choice of the quality group (`standard` or `saver`),
 * which the player may have changed by itself on a slow link. The sleep timer's choices are radios too.
 */
export const streamHeard = (page: Page): Promise<string | null> =>
  page.getByRole('group', { name: qualityGroup }).getByRole('radio', { checked: true }).getAttribute('value');
