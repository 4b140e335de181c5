import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { RADIO } from '@/config/radio';
import { emulateNetwork, type NetworkProfile } from '../helpers/network-emulation';
import { createRadioOrigin, ICECAST_PORT_BASE, startSiteServer } from '../helpers/radio-origin';
import { playAndHear, sample, samplesOf, stallsFrom, streamHeard } from './radio-samples';
import { saveBenchResults } from './results';

/**
 * The radio on a phone's network (issue 26): Chromium's network emulation (../helpers/network-emulation.ts) at slow 4G,
 * a weak 3G and a link at two thirds of the standard stream's bitrate, against a real Icecast carrying the standard
 * stream and the data saver (its default burst), for each quality the listener can start on. It reports Play → sound
 * (the programme's pitch first heard), the stalls (the audio standing still for more than STALL_MS, after the start)
 * per 5 minutes, extrapolated from BENCH_RADIO_NETWORK_S seconds of listening (60 by default), the data the stream
 * used, and the stream heard at the end (the player may have moved to the data saver by itself). Figures go to
 * bench-results/radio-network.{json,md}. With BENCH_RADIO_BEFORE (a folder of an earlier build, as for radio.bench.ts)
 * that build runs the profiles in BENCH_RADIO_BEFORE_PROFILES (default: the slowest) first.
 *
 *   npm run build && npx playwright test --config tests/bench/playwright.config.ts radio-network   about 7 minutes
 */
const SECONDS = Number(process.env.BENCH_RADIO_NETWORK_S ?? 60);
const STALL_MS = 100;
const PORT = ICECAST_PORT_BASE + 60;
const SAVER = RADIO.dataSaver;
const PROFILES: NetworkProfile[] = [
  { name: 'slow 4G', kbps: 1600, rttMs: 150 },
  { name: 'weak 3G', kbps: 400, rttMs: 400 },
  { name: 'two thirds of the standard stream', kbps: Math.round((RADIO.bitrateKbps * 2) / 3), rttMs: 150 },
];
/** BENCH_RADIO_PROFILES: a comma-separated list of the profiles' names to run (all by default). */
const CHOSEN = process.env.BENCH_RADIO_PROFILES?.split(',') ?? PROFILES.map((profile) => profile.name);
const BEFORE_DIR = path.resolve(process.env.BENCH_RADIO_BEFORE ?? '.tmp/radio-before/dist');
const BEFORE_PROFILES = (process.env.BENCH_RADIO_BEFORE_PROFILES ?? PROFILES.at(-1)?.name ?? '').split(',');
const RUNS = [
  ...(existsSync(BEFORE_DIR)
    ? PROFILES.filter((profile) => BEFORE_PROFILES.includes(profile.name)).map((profile) => ({
        build: 'before',
        dir: BEFORE_DIR,
        profile,
      }))
    : []),
  ...PROFILES.filter((profile) => CHOSEN.includes(profile.name)).map((profile) => ({
    build: 'after',
    dir: path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist'),
    profile,
  })),
];

interface Figures {
  build: string;
  profile: string;
  quality: string;
  startMs: number;
  /** Each stall over STALL_MS: seconds after the sound began, and how long (ms). */
  stalls: { at: number; ms: number }[];
  seconds: number;
  streamBytes: number;
  heard: string;
}
const results: Figures[] = [];

test('the radio on a phone’s network', async ({ browser }) => {
  if (!SAVER) throw new Error('The network benchmark needs RADIO.dataSaver in src/config/radio.ts.');
  test.setTimeout((RUNS.length * 2 * (SECONDS + 60) + 60) * 1000);
  const origin = createRadioOrigin(PORT, RADIO.bitrateKbps, SAVER);
  await origin.start();
  try {
    for (const [index, { build, dir, profile }] of RUNS.entries()) {
      const site = await startSiteServer(PORT + 1 + (index % 8), {
        ASTRO_OUT_DIR: dir,
        RADIO_ORIGIN: origin.mountUrl,
        RADIO_STATUS_URL: origin.statusUrl,
      });
      for (const quality of ['standard', 'saver'] as const) {
        await origin.ensureOnAir();
        const context = await browser.newContext();
        const page = await context.newPage();
        await sample(page);
        await page.addInitScript(
          (chosen) => localStorage.setItem('plant-gazette:radio-quality', JSON.stringify({ quality: chosen })),
          quality,
        );
        const network = await emulateNetwork(page, profile);
        await page.goto(`${site.baseURL}/radio`);
        const { pressedAt, startedAt } = await playAndHear(page);
        await page.waitForTimeout(SECONDS * 1000);
        const end = Date.now();
        const streamBytes = network.bytesFor(RADIO.streamPath);
        const heard = await streamHeard(page);
        const figures = {
          build,
          profile: `${profile.name} (${profile.kbps} kbit/s, ${profile.rttMs} ms)`,
          quality,
          startMs: startedAt - pressedAt,
          stalls: stallsFrom(await samplesOf(page), startedAt, end)
            .filter(({ ms }) => ms > STALL_MS)
            .map(({ at, ms }) => ({ at: Math.round((at - startedAt) / 100) / 10, ms })),
          seconds: (end - startedAt) / 1000,
          streamBytes,
          heard: heard ?? '?',
        };
        results.push(figures);
        console.log(JSON.stringify(figures));
        await context.close();
      }
      await site.stop();
    }
  } finally {
    await origin.dispose();
  }
});

test.afterAll(() => {
  const quality = (q: string) => (q === 'saver' ? 'data saver' : 'standard');
  const rows = results.map(
    (r) =>
      `| ${r.profile} | ${r.build} | ${quality(r.quality)} | ${(r.startMs / 1000).toFixed(2)} s | ` +
      `${((r.stalls.length * 300) / r.seconds).toFixed(1)} (${r.stalls.length} in ${Math.round(r.seconds)} s${r.stalls.length ? `, longest ${(Math.max(...r.stalls.map(({ ms }) => ms)) / 1000).toFixed(2)} s` : ''}) | ` +
      `${(r.streamBytes / 1e6).toFixed(2)} MB (${((r.streamBytes / 1e6) * (3600 / r.seconds)).toFixed(0)} MB per hour) | ${quality(r.heard)} |`,
  );
  saveBenchResults(
    'radio-network',
    results,
    '| network | build | starts on | Play → sound | stalls per 5 minutes | data used | heard at the end |',
    '|---|---|---|---:|---:|---:|---|',
    rows,
  );
});
