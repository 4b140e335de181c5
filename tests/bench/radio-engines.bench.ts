import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { RADIO, STREAM_URL } from '@/config/radio';
import { createRadioOrigin, ICECAST_PORT_BASE, startSiteServer } from '../helpers/radio-origin';
import { launchEngine, type Engine } from '../engines/engines';
import { connectionOf, lagsOf, settledLags, type ClockSample } from '../helpers/audio-silence';
import { PROXIES } from './radio-samples';
import { saveBenchResults } from './results';
import { startMediaSourceTrace, traceIn } from './media-source-trace';
import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * The radio in every engine (issue 33): Chromium (Playwright), Firefox ESR, WebKitGTK, and WebKitGTK without
 * MediaSource as on an iPhone (the engines through tests/engines/session.ts), against a real Icecast with its default
 * burst at 96 kbit/s, behind a proxy that passes the icy-* headers and one that strips them, every response cut after
 * CUT_MS. Play → sound is the first 50 ms sample whose position moves on a source that is not a parked silence (a
 * build before the stream reader parked the element on one); a silence at a cut is what the lag of the clock behind the page's clock grew and kept (settledLags: WebKit
 * reports its position in steps). "before" is BENCH_RADIO_BEFORE's build when that folder exists (as radio.bench.ts).
 * Figures go to bench-results/radio-engines.{json,md}. BENCH_RADIO_CUTS (3) sets the cuts per run.
 *
 *   npm run build && npx playwright test --config tests/bench/playwright.config.ts radio-engines
 */
const CUT_MS = 6000;
const CUTS = Number(process.env.BENCH_RADIO_CUTS ?? 3);
/** BENCH_RADIO_TRACE=1 keeps what each page's Media Source was given and did (media-source-trace.ts) in bench-results/traces/. */
const TRACE = process.env.BENCH_RADIO_TRACE === '1';
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
  { engine: 'Firefox ESR', label: 'Firefox ESR, a bare <audio> (no player)', flags: [], bare: true },
  { engine: 'WebKitGTK', label: 'WebKitGTK', flags: [] },
  { engine: 'WebKitGTK', label: 'WebKitGTK without MediaSource', flags: ['--without-media-source'] },
  {
    engine: 'WebKitGTK',
    label: 'WebKitGTK with neither Media Source',
    flags: ['--without-media-source', '--without-managed-media-source'],
  },
  { engine: 'WebKitGTK', label: 'WebKitGTK, a bare <audio> (no player)', flags: [], bare: true },
];
/**
 * BENCH_RADIO_ONLY='neither,bare' runs only the rows whose label holds one of those words; a word after = is the whole
 * label ('=Firefox ESR' is the player in Firefox, without the bare element beside it).
 */
const RUNS = ALL_RUNS.filter(
  ({ label }) =>
    !process.env.BENCH_RADIO_ONLY ||
    process.env.BENCH_RADIO_ONLY.split(',').some((part) =>
      part.trim().startsWith('=') ? label === part.trim().slice(1) : label.includes(part.trim()),
    ),
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

/**
 * In the page: samples its clock, the position and the kind of source every 50 ms from now, keeps what a build's
 * player library said of each join (its 'warn' events, in a "before" build that had one), with the time, and when
 * each request of the stream was made (the page's fetch at that moment, which the reader on the page calls).
 */
function startSampling(stream: string): number {
  const audio = document.querySelector('audio') as HTMLAudioElement;
  const samples: [number, number, string][] = [];
  const reasons: string[] = [];
  const requests: number[] = [];
  Object.assign(window, { radioSamples: samples, radioReasons: reasons, radioRequests: requests });
  setInterval(() => samples.push([Date.now(), audio.currentTime, audio.currentSrc.slice(0, 5)]), 50);
  const dispatch = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    if (event.type === 'warn' && event instanceof CustomEvent && Array.isArray(event.detail))
      reasons.push(`${Date.now()} ${event.detail.map(String).join(' / ')}`);
    return dispatch.call(this, event);
  };
  const pageFetch = window.fetch;
  window.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes(stream)) requests.push(Date.now());
    return pageFetch.call(window, input, init);
  };
  return Date.now();
}

const reasonsIn = () => (window as unknown as { radioReasons: string[] }).radioReasons;
const requestsIn = () => (window as unknown as { radioRequests: number[] }).radioRequests;

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
  /** When each began, in seconds after Play. */
  silencesAtS: number[];
  /**
   * Which connection each fell in (audio-silence.ts, connectionOf): 0 the start, before the first cut; n the one the
   * nth cut's rejoin opened. Empty where the page's fetch saw no request (a bare <audio> fetches by itself).
   */
  silencesAfterCut: number[];
  /** When the stream was requested, in seconds after Play: at Play, then at each cut's rejoin. */
  requestsAtS: number[];
  /** With a silence over 200 ms: the library's words at each join, seconds after Play first. */
  libraryReasons?: string[];
}

/** The silences that lasted, and when they began: each growth of the settled lag over 50 ms within 2 s, counted once. */
function lastingSilences(samples: readonly Sample[], from: number): { ms: number; at: number }[] {
  const heard = samples
    .filter(([at, , source]) => at >= from && source !== 'data:')
    .map(([at, time]): ClockSample => [at, time]);
  const lags = settledLags(lagsOf(heard));
  const silences: { ms: number; at: number }[] = [];
  let i = 0;
  while (i < lags.length) {
    const start = lags[i]!;
    let end = i;
    for (let j = i + 1; j < lags.length && lags[j]!.at - start.at <= 2000; j++)
      if (lags[j]!.lag > lags[end]!.lag) end = j;
    const ms = (lags[end]!.lag - start.lag) * 1000;
    if (ms > 50) {
      silences.push({ ms: Math.round(ms), at: start.at });
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
            if (TRACE) await driver.evaluate(startMediaSourceTrace);
            const pressedAt = await driver.evaluate(startSampling, RADIO.streamPath);
            await driver.press(bare ? '#bare-audio-play' : '[data-radio-player] button[data-intent="play"]');
            await driver.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
            await new Promise((resolve) => setTimeout(resolve, CUT_MS * (CUTS + 0.5)));
            const samples = (await driver.evaluate(samplesIn)) as Sample[];
            const first = samples.find(
              ([, time, source], i) => source !== 'data:' && time > 0 && time !== samples[i - 1]?.[1],
            );
            const startedAt = first?.[0] ?? Number.NaN;
            const source = samples.at(-1)?.[2] ?? '';
            const silences = Number.isNaN(startedAt) ? [] : lastingSilences(samples, startedAt + 500);
            const afterPlay = (at: number) => Number(((at - pressedAt) / 1000).toFixed(1));
            const requests = (await driver.evaluate(requestsIn)) as number[];
            const reasons = silences.some(({ ms }) => ms > 200) ? await driver.evaluate(reasonsIn) : [];
            results.push({
              engine: label,
              build,
              proxy,
              how: source === 'blob:' ? 'Media Source' : source === 'http:' ? 'plain <audio>' : source,
              startMs: startedAt - pressedAt,
              silencesMs: silences.map(({ ms }) => ms),
              silencesAtS: silences.map(({ at }) => afterPlay(at)),
              silencesAfterCut: requests.length > 0 ? silences.map(({ at }) => connectionOf(at, requests)) : [],
              requestsAtS: requests.map(afterPlay),
              ...(reasons.length > 0 && {
                libraryReasons: reasons.map((line) => {
                  const [at = '', ...words] = line.split(' ');
                  return `${afterPlay(Number(at))} s: ${words.join(' ')}`;
                }),
              }),
            });
            console.log(JSON.stringify(results.at(-1)));
            if (TRACE) {
              mkdirSync('bench-results/traces', { recursive: true });
              const file = `bench-results/traces/${label}-${proxy}-${Date.now()}.txt`.replace(/[^\w./-]+/g, '-');
              const lines = [...((await driver.evaluate(traceIn)) as string[]), ...(await driver.evaluate(reasonsIn))];
              writeFileSync(file, `pressed ${pressedAt}\n${lines.sort().join('\n')}\n`);
            }
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
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  // A silence is the start's or a cut's by the connection it fell in; a bare <audio>'s requests are not seen.
  const silences = (r: Figures, atCut: boolean) => {
    if (r.silencesMs.length === 0) return 'none';
    // The element fetched by itself: each silence is listed, but whether before a cut or after one is not known.
    if (r.requestsAtS.length === 0) return atCut ? `${r.silencesMs.map(seconds).join(', ')} (cuts not seen)` : '?';
    const listed = r.silencesMs
      .map((ms, i) => ({ ms, cut: r.silencesAfterCut[i] ?? 0 }))
      .filter(({ cut }) => cut > 0 === atCut)
      .map(({ ms, cut }) => (atCut ? `cut ${cut}: ${seconds(ms)}` : seconds(ms)));
    return listed.join(', ') || 'none';
  };
  const rows = results.map(
    (r) =>
      `| ${r.engine} | ${r.build} | ${r.proxy} | ${r.how} | ${Number.isNaN(r.startMs) ? 'no sound' : seconds(r.startMs)} | ` +
      `${silences(r, false)} | ${silences(r, true)} |`,
  );
  saveBenchResults(
    'radio-engines',
    results,
    `| engine | build | proxy | how it plays | Play → sound | silences over 50 ms before the first cut | after each of ${CUTS} cuts |`,
    '|---|---|---|---|---:|---|---|',
    rows,
  );
});
