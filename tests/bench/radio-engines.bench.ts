import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { STREAM_URL } from '@/config/radio';
import { createRadioOrigin, ICECAST_PORT_BASE, startSiteServer } from '../helpers/radio-origin';
import { launchEngine, type Engine } from '../engines/engines';
import { lagsOf, settledLags, type ClockSample } from '../helpers/audio-silence';
import { PROXIES } from './radio-samples';
import { saveBenchResults } from './results';

/**
 * The radio in every engine (issue 33): Chromium (Playwright), Firefox ESR, WebKitGTK, and WebKitGTK without
 * MediaSource as on an iPhone (the engines through tests/engines/session.ts), against a real Icecast with its default
 * burst at 96 kbit/s, behind a proxy that passes the icy-* headers and one that strips them, every response cut after
 * CUT_MS. Play → sound is the first 50 ms sample whose position moves on a source that is not the library's parked
 * silence; a silence at a cut is what the lag of the clock behind the page's clock grew and kept (settledLags: WebKit
 * reports its position in steps). "before" is BENCH_RADIO_BEFORE's build when that folder exists (as radio.bench.ts).
 * Figures go to bench-results/radio-engines.{json,md}. BENCH_RADIO_CUTS (3) sets the cuts per run.
 *
 *   npm run build && npx playwright test --config tests/bench/playwright.config.ts radio-engines
 */
const CUT_MS = 6000;
const CUTS = Number(process.env.BENCH_RADIO_CUTS ?? 3);
const BITRATE = 96;
const ICECAST_PORT = ICECAST_PORT_BASE + 80;
const BEFORE_DIR = path.resolve(process.env.BENCH_RADIO_BEFORE ?? '.tmp/radio-before/dist');
const BUILDS = [
  ...(existsSync(BEFORE_DIR) ? [{ build: process.env.BENCH_RADIO_BEFORE_LABEL ?? 'before', dir: BEFORE_DIR }] : []),
  { build: 'after', dir: path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist') },
];
type EngineName = 'Chromium' | 'Firefox ESR' | 'WebKitGTK';
/**
 * Each engine as visitors have it, WebKit as on an iPhone (no MediaSource) and with no Media Source at all (iOS before
 * 17.1: the plain <audio> path), and a bare <audio> on the stream's address beside that, for the plain path's target.
 */
const ALL_RUNS: { engine: EngineName; label: string; flags: string[]; bare?: true }[] = [
  { engine: 'Chromium', label: 'Chromium', flags: [] },
  { engine: 'Firefox ESR', label: 'Firefox ESR', flags: [] },
  { engine: 'WebKitGTK', label: 'WebKitGTK', flags: [] },
  { engine: 'WebKitGTK', label: 'WebKitGTK without MediaSource', flags: ['--without-media-source'] },
  {
    engine: 'WebKitGTK',
    label: 'WebKitGTK with neither Media Source',
    flags: ['--without-media-source', '--without-managed-media-source'],
  },
  { engine: 'WebKitGTK', label: 'WebKitGTK, a bare <audio> (no player)', flags: [], bare: true },
];
/** BENCH_RADIO_ONLY='neither,bare' runs only the rows whose label holds one of those words. */
const RUNS = ALL_RUNS.filter(
  ({ label }) =>
    !process.env.BENCH_RADIO_ONLY ||
    process.env.BENCH_RADIO_ONLY.split(',').some((part) => label.includes(part.trim())),
);

/** What the page runs to play and to be measured, in any engine: JSON in, JSON out. */
interface Driver {
  open(url: string): Promise<void>;
  evaluate<R, A = undefined>(fn: (arg: A) => R, arg?: A): Promise<Awaited<R>>;
  /** Presses the button as a listener does (the engine's own click). */
  press(selector: string): Promise<void>;
  close(): Promise<void>;
}

type Sample = [at: number, time: number, source: string];

/** In the page: samples its clock, the position and the kind of source every 50 ms from now. */
function startSampling(): number {
  const audio = document.querySelector('audio') as HTMLAudioElement;
  const samples: [number, number, string][] = [];
  (window as unknown as { radioSamples: typeof samples }).radioSamples = samples;
  setInterval(() => samples.push([Date.now(), audio.currentTime, audio.currentSrc.slice(0, 5)]), 50);
  return Date.now();
}

/**
 * In the page: an <audio>, first in the page, and a button that sets the stream's address and plays it. The address
 * is set at the press, not before: an element given it at load fetches the stream before anyone presses (its preload),
 * which the player never does (product §7), and would start with a head start.
 */
function addBareAudio(address: string): void {
  const audio = document.createElement('audio');
  const play = Object.assign(document.createElement('button'), {
    id: 'bare-audio-play',
    textContent: 'Play the bare element',
  });
  // Above the page's sticky header, which would take a WebDriver click meant for it.
  play.style.cssText = 'position:fixed;bottom:0;left:0;z-index:2147483647';
  play.addEventListener('click', () => {
    audio.src = address;
    void audio.play();
  });
  document.body.prepend(audio, play);
}

const samplesIn = () => (window as unknown as { radioSamples: [number, number, string][] }).radioSamples;

interface Figures {
  engine: string;
  build: string;
  proxy: string;
  how: string;
  startMs: number;
  /** The settled silences over 50 ms, in order. */
  silencesMs: number[];
}

/** The silences (ms) that lasted: each growth of the settled lag over 50 ms within 2 s, counted once. */
function lastingSilences(samples: readonly Sample[], from: number): number[] {
  const heard = samples
    .filter(([at, , source]) => at >= from && source !== 'data:')
    .map(([at, time]): ClockSample => [at, time]);
  const lags = settledLags(lagsOf(heard));
  const silences: number[] = [];
  let i = 0;
  while (i < lags.length) {
    const start = lags[i]!;
    let end = i;
    for (let j = i + 1; j < lags.length && lags[j]!.at - start.at <= 2000; j++)
      if (lags[j]!.lag > lags[end]!.lag) end = j;
    const ms = (lags[end]!.lag - start.lag) * 1000;
    if (ms > 50) {
      silences.push(Math.round(ms));
      i = end + 1;
    } else i += 1;
  }
  return silences;
}

const results: Figures[] = [];
let engines: Partial<Record<'firefox' | 'webkit', Engine>> = {};

async function driverFor(engine: EngineName, browser: import('@playwright/test').Browser): Promise<Driver> {
  if (engine === 'Chromium') {
    const context = await browser.newContext();
    const page = await context.newPage();
    return {
      open: async (url) => void (await page.goto(url)),
      evaluate: <R, A>(fn: (arg: A) => R, arg?: A) =>
        page.evaluate(fn as (arg: unknown) => R, arg as unknown) as Promise<Awaited<R>>,
      press: (selector) => page.locator(selector).click(),
      close: () => context.close(),
    };
  }
  const name = engine === 'Firefox ESR' ? 'firefox' : 'webkit';
  engines[name] ??= await launchEngine(name);
  const session = await engines[name].newSession('http://127.0.0.1/');
  return {
    open: (url) => session.goto(url),
    evaluate: <R, A>(fn: (arg: A) => R, arg?: A) => session.evaluate(fn as (arg: unknown) => R, arg as unknown),
    press: (selector) => session.click(selector),
    close: () => session.close(),
  };
}

test('the radio in every engine, behind both proxies, cut every 6 s', async ({ browser }) => {
  test.setTimeout(60 * 60_000);
  const origin = createRadioOrigin(ICECAST_PORT, BITRATE);
  await origin.start();
  try {
    for (const { engine, label, flags, bare } of RUNS) {
      for (const { build, dir } of bare ? BUILDS.slice(-1) : BUILDS) {
        for (const { proxy, env } of PROXIES) {
          await origin.ensureOnAir();
          const site = await startSiteServer(
            ICECAST_PORT + 1,
            {
              ASTRO_OUT_DIR: dir,
              RADIO_ORIGIN: origin.mountUrl,
              RADIO_STATUS_URL: origin.statusUrl,
              RADIO_PROXY_CUT_AFTER_MS: String(CUT_MS),
              ...env,
            },
            flags,
          );
          const driver = await driverFor(engine, browser);
          try {
            await driver.open(`${site.baseURL}/radio`);
            // Pressed before the player has started, Play is carried out once it has, which an engine may then refuse as
            // no longer the listener's gesture: a loaded machine took over 3 s to hydrate now and then.
            await driver.evaluate(
              () =>
                new Promise((resolve) => {
                  const until = Date.now() + 15_000;
                  const look = () =>
                    document.querySelector('[data-radio-player][data-hydrated]') || Date.now() > until
                      ? resolve(0)
                      : setTimeout(look, 50);
                  look();
                }),
            );
            // The bare element comes first in the page, so that it is the one sampled.
            if (bare) await driver.evaluate(addBareAudio, STREAM_URL);
            const pressedAt = await driver.evaluate(startSampling);
            await driver.press(bare ? '#bare-audio-play' : '[data-radio-player] button[data-intent="play"]');
            await driver.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
            await new Promise((resolve) => setTimeout(resolve, CUT_MS * (CUTS + 0.5)));
            const samples = (await driver.evaluate(samplesIn)) as Sample[];
            const first = samples.find(
              ([, time, source], i) => source !== 'data:' && time > 0 && time !== samples[i - 1]?.[1],
            );
            const startedAt = first?.[0] ?? Number.NaN;
            const source = samples.at(-1)?.[2] ?? '';
            results.push({
              engine: label,
              build,
              proxy,
              how: source === 'blob:' ? 'Media Source' : source === 'http:' ? 'plain <audio>' : source,
              startMs: startedAt - pressedAt,
              silencesMs: Number.isNaN(startedAt) ? [] : lastingSilences(samples, startedAt + 500),
            });
            console.log(JSON.stringify(results.at(-1)));
          } finally {
            await driver.close();
            await site.stop();
          }
        }
      }
    }
  } finally {
    for (const engine of Object.values(engines)) await engine.close();
    engines = {};
    await origin.dispose();
  }
});

test.afterAll(() => {
  const rows = results.map(
    (r) =>
      `| ${r.engine} | ${r.build} | ${r.proxy} | ${r.how} | ${Number.isNaN(r.startMs) ? 'no sound' : `${(r.startMs / 1000).toFixed(2)} s`} | ` +
      `${r.silencesMs.length === 0 ? 'none over 50 ms' : r.silencesMs.map((ms) => `${(ms / 1000).toFixed(2)}`).join(', ') + ' s'} |`,
  );
  saveBenchResults(
    'radio-engines',
    results,
    `| engine | build | proxy | how it plays | Play → sound | silences over 50 ms in ${CUTS} cuts |`,
    '|---|---|---|---|---:|---|',
    rows,
  );
});
