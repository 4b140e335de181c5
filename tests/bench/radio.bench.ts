import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { createRadioOrigin, ICECAST_PORT_BASE, startSiteServer } from '../helpers/radio-origin';
import { TONE_SWEEP } from '../helpers/radio-tone';
import { playAndHear, PROXIES, sample, samplesOf, stalls, streamHeard, type Sample } from './radio-samples';
import { saveBenchResults } from './results';

/**
 * The radio benchmark (issue 16's targets), against a real Icecast with its default burst (65,535 bytes), at 96 and
 * 128 kbit/s, through the preview server cutting every stream response after CUT_MS (RADIO_PROXY_CUT_AFTER_MS), in
 * Chromium. The page samples the audio's position every 50 ms; silence is the longest time it does not advance. It also
 * samples the pitch of what is heard (the origin plays a sweep, ../helpers/radio-tone.ts), which says which second of the
 * programme is playing: a cut that repeats or skips audio moves that second against the element's own position.
 * "after" is this build (dist, the MSE player); "before" is the build of an earlier commit in BENCH_RADIO_BEFORE
 * (the plain <audio> player), skipped when that folder does not exist. Each build plays behind two proxies: one that
 * passes the player's Icy-MetaData request and Icecast's icy-* answer, as the host's rewrite does, and one that strips
 * them, as many generic proxies and CDNs do (RADIO_PROXY_STRIP_ICY). Figures go to bench-results/radio.{json,md}.
 * BENCH_RADIO_BITRATES (96,128), BENCH_RADIO_CUTS (10) and BENCH_RADIO_OUTAGE_MS (30000; 0 skips the outage) shorten it.
 *
 *   npm run build && npm run bench:radio          about 4 minutes per build and proxy
 *   git archive <commit> | tar -x -C .tmp/radio-before && (cd .tmp/radio-before && ln -s ../../node_modules && npx astro build)
 */
const BITRATES = (process.env.BENCH_RADIO_BITRATES ?? '96,128').split(',').map(Number);
const CUT_MS = 6000;
const CUTS = Number(process.env.BENCH_RADIO_CUTS ?? 10);
const OUTAGE_MS = Number(process.env.BENCH_RADIO_OUTAGE_MS ?? 30_000);
const ICECAST_PORT = ICECAST_PORT_BASE + 50;
const BEFORE_DIR = path.resolve(process.env.BENCH_RADIO_BEFORE ?? '.tmp/radio-before/dist');
const BUILDS = [
  ...(existsSync(BEFORE_DIR)
    ? [{ player: process.env.BENCH_RADIO_BEFORE_LABEL ?? 'before: plain <audio>', dir: BEFORE_DIR }]
    : []),
  { player: 'after: MSE', dir: path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist') },
];

interface Figures {
  bitrate: number;
  player: string;
  proxy: string;
  heard: string;
  startMs: number;
  silencesMs: number[];
  /** How far (ms) what is heard moved from what the element played, at most, over the cuts: + skipped, - repeated. */
  jumpMs: number;
  outageReturnMs: number;
}

/** Seconds into the sweep at `hz`, or null at its ends, where the 186 ms window may hold the loop's restart. */
function sweepSecond(hz: number): number | null {
  const { seconds, fromHz, toHz } = TONE_SWEEP;
  const second = ((hz - fromHz) / (toHz - fromHz)) * seconds;
  return second > 0.5 && second < seconds - 0.5 ? second : null;
}

/** `seconds` brought into the half-open loop around zero, since the sweep starts again every TONE_SWEEP.seconds. */
const aroundZero = (seconds: number) => seconds - TONE_SWEEP.seconds * Math.round(seconds / TONE_SWEEP.seconds);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The largest move (ms) of what is heard against how much the element has played between `from` and `to`: the
 * second of the sweep heard minus the seconds played stays the same unless audio is repeated (it falls) or skipped (it
 * rises). Seconds played add up the element's advances, since a plain <audio> starts its position at zero on every
 * new connection. Each offset is the median of five in a row (250 ms), so that the one window that holds a join does
 * not count; a repeat or a skip lasts.
 */
function largestJump(samples: Sample[], from: number, to: number): number {
  const offsets: number[] = [];
  let played = 0;
  for (const [i, [at, time, hz]] of samples.entries()) {
    const previous = samples[i - 1]?.[1] ?? 0;
    if (time === previous) continue;
    played += time > previous ? time - previous : time;
    const second = sweepSecond(hz);
    if (at >= from && at <= to && second !== null) offsets.push(second - played);
  }
  const reference = median(offsets.slice(0, 20));
  const steady = offsets.map((_, i) =>
    median(offsets.slice(Math.max(0, i - 2), i + 3).map((offset) => aroundZero(offset - reference))),
  );
  return Math.round(1000 * steady.reduce((largest, jump) => (Math.abs(jump) > Math.abs(largest) ? jump : largest), 0));
}

const results: Figures[] = [];

for (const bitrate of BITRATES) {
  test(`radio at ${bitrate} kbit/s, Icecast's default burst`, async ({ browser }) => {
    const origin = createRadioOrigin(ICECAST_PORT, bitrate);
    await origin.start();
    try {
      for (const [index, { player, dir }] of BUILDS.entries()) {
        for (const [proxyIndex, { proxy, env }] of PROXIES.entries()) {
          const site = await startSiteServer(ICECAST_PORT + 1 + index * PROXIES.length + proxyIndex, {
            ASTRO_OUT_DIR: dir,
            RADIO_ORIGIN: origin.mountUrl,
            RADIO_STATUS_URL: origin.statusUrl,
            RADIO_PROXY_CUT_AFTER_MS: String(CUT_MS),
            ...env,
          });
          await origin.ensureOnAir();
          const context = await browser.newContext();
          const page = await context.newPage();
          await sample(page);
          let requests = 0;
          page.on('request', (request) => void (new URL(request.url()).pathname === '/api/stream' && (requests += 1)));
          await page.goto(`${site.baseURL}/radio`);
          const { pressedAt, startedAt } = await playAndHear(page);
          // CUTS cuts: the first connection plus CUTS more requests, then one more cut's time to hear the last join.
          while (requests < CUTS + 1) await page.waitForTimeout(500);
          await page.waitForTimeout(CUT_MS / 2);
          const cutsEnd = Date.now();
          const silencesMs = stalls(await samplesOf(page), startedAt + 500, cutsEnd).filter((ms) => ms > 50);
          const jumpMs = largestJump(await samplesOf(page), startedAt + 500, cutsEnd);
          // The stream heard after the cuts: the player moves to the data saver by itself only on a slow link.
          const heard = (await streamHeard(page)) ?? '–';

          let outageReturnMs = Number.NaN;
          if (OUTAGE_MS > 0) {
            await origin.stop();
            await page.waitForTimeout(OUTAGE_MS);
            await origin.start();
            const upAt = Date.now();
            await page.waitForFunction(
              (since) => {
                const samples = (window as unknown as { radioSamples: Sample[] }).radioSamples.filter(
                  ([at]) => at >= since,
                );
                return samples.some(([, time], i) => i > 0 && time > 0 && time !== samples[i - 1]?.[1]);
              },
              upAt,
              { polling: 100, timeout: 60_000 },
            );
            const after = (await samplesOf(page)).filter(([at]) => at >= upAt);
            outageReturnMs =
              (after.find(([, time], i) => i > 0 && time > 0 && time !== after[i - 1]?.[1])?.[0] ?? Number.NaN) - upAt;
          }
          results.push({
            bitrate,
            player,
            proxy,
            heard,
            startMs: startedAt - pressedAt,
            silencesMs,
            jumpMs,
            outageReturnMs,
          });
          console.log(JSON.stringify(results.at(-1)));
          await context.close();
          await site.stop();
        }
      }
    } finally {
      await origin.dispose();
    }
  });
}

test.afterAll(() => {
  const rows = results.map(
    (r) =>
      `| ${r.bitrate} kbit/s | ${r.player} | ${r.proxy} | ${(r.startMs / 1000).toFixed(2)} s | ` +
      `${(Math.max(0, ...r.silencesMs) / 1000).toFixed(2)} s (${r.silencesMs.length} stalls over 50 ms in ${CUTS} cuts) | ` +
      `${(r.jumpMs / 1000).toFixed(2)} s | ` +
      `${Number.isNaN(r.outageReturnMs) ? '–' : `${(r.outageReturnMs / 1000).toFixed(2)} s`} |`,
  );
  saveBenchResults(
    'radio',
    results,
    `| stream | player | proxy | Play → sound | longest silence per cut | what is heard against what is played, furthest apart over the cuts (repeat −, skip +) | ${OUTAGE_MS > 0 ? `back after a ${OUTAGE_MS / 1000} s outage` : 'outage not measured'} |`,
    '|---|---|---|---:|---:|---:|---:|',
    rows,
  );
});
