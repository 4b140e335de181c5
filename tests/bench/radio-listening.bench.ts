import { existsSync } from 'node:fs';
import path from 'node:path';
import { test, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from '../../scripts/lib/chromium.mjs';
import { RADIO, STREAM_URL } from '@/config/radio';
import { createRadioOrigin, ICECAST_PORT_BASE, startSiteServer, type SiteServer } from '../helpers/radio-origin';
import {
  liveAllocations,
  loadAverage,
  openMetrics,
  profileCpu,
  read,
  startHeapSampling,
  taskMs,
  watchAudio,
  type Listener,
} from './listening-metrics';
import { mediaSourceFloorPage } from './listening-floors';
import { reportListening, type Profiles } from './listening-report';

/**
 * What an hour of listening costs (issue 45, item 3), in Chromium: the site's /radio player (Play pressed) and, beside
 * it in the same browser and run, a bare `<audio src=/api/stream?port=8076>` from the same preview server (with its
 * own controls, as a visitor would put it in a page, and without, the least a page can do), all on one real Icecast
 * (its default burst, the station's bitrate) for BENCH_RADIO_LISTEN_MINUTES (5), and two pages that feed the same
 * stream through Media Source with nothing else, on the main thread and from a worker (./listening-floors.ts). With
 * BENCH_RADIO_BEFORE (a build folder, as for radio.bench.ts) that build's player plays beside them too, so that before
 * and after meet the same moments of a busy machine. Each page is in a browser context of its own, so in a renderer
 * process of its own: the Chrome DevTools Protocol's Performance metrics are then each page's own main thread, which
 * the bench checks before it starts (a busy loop in one bare page must show in its own figures and not in the
 * player's).
 *
 * Every minute it reads, for each page: main-thread task time in thread CPU time (`TaskDuration` with `threadTicks`,
 * less the bench's own DevTools commands) and in wall time, `ScriptDuration`, the renderer's `ProcessTime` (every
 * thread), `JSHeapUsedSize` after a full garbage collection, the seconds of audio buffered behind the position (at
 * most, looked at each second in the page) and stalls (`waiting` events, seconds the position stood still). It reports
 * CPU ms per minute for each, each player's ratio to the bare element (over every minute, and from the second on, once
 * the start is paid), the heap at 1 minute and at the end, and the most audio kept behind, with the load average of
 * each minute. Figures go to bench-results/radio-listening.{json,md}. A page that played less than 90% of the run
 * (its stream lost) voids it: the figures are written, and the run fails.
 *
 * BENCH_RADIO_LISTEN_PROFILE=1 adds, for each page, a sampling heap profile from the first minute's end to the last
 * (what was allocated since and is still alive, by stack) and then a CPU profile of one more minute (self time by
 * function and by file, wall time), in bench-results/radio-listening-profile.md; the heap profiler costs a little CPU
 * itself, so ratios of a profiled run are not quite those of a plain one. BENCH_RADIO_LISTEN_PROXY=passes passes the
 * icy-* headers (titles from the stream); by default the proxy strips them (titles polled from the status address), as
 * in issue 45. BENCH_RADIO_BITRATE sets the stream's bitrate.
 *
 * Firefox and WebKitGTK expose nothing comparable: their automation here (WebDriver BiDi, W3C WebDriver; see
 * tests/engines/) has no per-page CPU time or heap size, and `performance.memory` is Chromium's alone. So this mode is
 * Chromium's only. The bench's config leaves it out unless BENCH_RADIO_LISTEN=1, so that `npm run bench:radio` does not take its minutes:
 *
 *   npm run build && BENCH_RADIO_LISTEN=1 npm run bench:radio -- radio-listening        about MINUTES + 1 minutes
 *
 * Ports: RADIO_TEST_PORT_BASE + 90 (Icecast), + 91 (the preview server) and + 92 (the "before" build's).
 */
const MINUTES = Number(process.env.BENCH_RADIO_LISTEN_MINUTES ?? 5);
const PROFILE = process.env.BENCH_RADIO_LISTEN_PROFILE === '1';
const STRIP = process.env.BENCH_RADIO_LISTEN_PROXY !== 'passes';
const BITRATE = Number(process.env.BENCH_RADIO_BITRATE ?? RADIO.bitrateKbps);
const PORT = ICECAST_PORT_BASE + 90;
const MINUTE_MS = 60_000;
const BARE_PATH = '/bench-bare-audio';
const FLOOR_PATH = '/bench-media-source-floor';
const BEFORE_DIR = process.env.BENCH_RADIO_BEFORE ? path.resolve(process.env.BENCH_RADIO_BEFORE) : null;

/** A page of its own browser context, its DevTools sessions open. */
async function open(browser: Browser, label: string, kind: Listener['kind']): Promise<Listener> {
  const page = await (await browser.newContext()).newPage();
  return { label, kind, page, ...(await openMetrics(page)), readings: [] };
}

// Chromium's own null audio output, not the machine's sound server, which other runs start and stop (the engines'
// global set-up): one run here lost every page's audio within its first minute while another run's set-up came and
// went, most likely its sound server stopping under it.
test.use({
  launchOptions: {
    executablePath: TEST_BROWSER_PATH,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required', '--disable-audio-output'],
  },
});

test(`an hour costs little: ${MINUTES} minutes of the player and of a bare <audio>`, async ({ browser }) => {
  test.setTimeout((MINUTES + 6) * MINUTE_MS);
  if (BEFORE_DIR && !existsSync(BEFORE_DIR)) throw new Error(`BENCH_RADIO_BEFORE: no build in ${BEFORE_DIR}`);
  const origin = createRadioOrigin(PORT, BITRATE);
  await origin.start();
  const sites: SiteServer[] = [];
  const listeners: Listener[] = [];
  try {
    const builds = [
      { label: 'player', dir: path.resolve(process.env.ASTRO_OUT_DIR ?? 'dist') },
      ...(BEFORE_DIR ? [{ label: 'player before', dir: BEFORE_DIR }] : []),
    ];
    for (const [i, { label, dir }] of builds.entries()) {
      const site = await startSiteServer(PORT + 1 + i, {
        ASTRO_OUT_DIR: dir,
        RADIO_ORIGIN: origin.mountUrl,
        RADIO_STATUS_URL: origin.statusUrl,
        ...(STRIP ? { RADIO_PROXY_STRIP_ICY: '1' } : {}),
      });
      sites.push(site);
      const player = await open(browser, label, 'player');
      listeners.push(player);
      await player.page.goto(`${site.baseURL}/radio`);
      await player.page.locator('[data-radio-player][data-hydrated]').waitFor();
    }
    // The bare pages come from the same origin as the player (the preview server's stream), fulfilled by the bench: one
    // with the element's own controls, whose clock redraws as it plays, and one without.
    for (const [label, controls] of [
      ['bare', ' controls'],
      ['bare, no controls', ''],
    ] as const) {
      const bare = await open(browser, label, 'bare');
      listeners.push(bare);
      await bare.page.route(`${sites[0]!.baseURL}${BARE_PATH}`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>bare</title><audio src="${STREAM_URL}" preload="none"${controls}></audio>`,
        }),
      );
      await bare.page.goto(`${sites[0]!.baseURL}${BARE_PATH}`);
    }

    // The least a page feeding the stream through Media Source costs, on its main thread and from a worker
    // (./listening-floors.ts): what the player's own work could come down to, and where it would have to run.
    for (const place of ['page', 'worker'] as const) {
      const floor = await open(browser, `Media Source floor, ${place}`, 'bare');
      listeners.push(floor);
      const address = `${sites[0]!.baseURL}${FLOOR_PATH}-${place}`;
      await floor.page.route(address, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: mediaSourceFloorPage(`${sites[0]!.baseURL}${STREAM_URL}`, place),
        }),
      );
      await floor.page.goto(address);
    }

    // Each page's figures must be its own: a busy loop in one must not show in another's. Thread CPU time: on a busy
    // machine the loop gets a share of a core only, so the check is relative.
    const [player, busy] = [listeners[0]!, listeners.at(-1)!];
    const [playerBefore, busyBefore] = [await taskMs(player.cdp), await taskMs(busy.cdp)];
    await busy.page.evaluate(() => {
      const end = performance.now() + 300;
      while (performance.now() < end);
    });
    const isolation = {
      busyPageMs: Math.round((await taskMs(busy.cdp)) - busyBefore),
      otherPageMs: Math.round((await taskMs(player.cdp)) - playerBefore),
    };
    if (isolation.busyPageMs < 50 || isolation.otherPageMs > isolation.busyPageMs / 5)
      throw new Error(`The pages' figures are not their own: ${JSON.stringify(isolation)}`);

    for (const { kind, page } of listeners) {
      if (kind === 'player') await page.locator('[data-radio-player] button[data-intent="play"]').click();
      else await page.evaluate(() => void document.querySelector('audio')!.play());
    }
    for (const { page } of listeners) {
      await page.waitForFunction(
        () => {
          const audio = document.querySelector('audio')!;
          return !audio.paused && audio.currentTime > 0.5 && !audio.currentSrc.startsWith('data:');
        },
        undefined,
        { timeout: 30_000 },
      );
      await watchAudio(page);
    }
    const loads = [loadAverage()];
    const readAll = () => Promise.all(listeners.map(async (l) => l.readings.push(await read(l))));
    await readAll();
    const started = Date.now();
    for (let minute = 1; minute <= MINUTES; minute++) {
      await new Promise((resolve) => setTimeout(resolve, started + minute * MINUTE_MS - Date.now()));
      await readAll();
      loads.push(loadAverage());
      if (PROFILE && minute === 1 && MINUTES > 1) await Promise.all(listeners.map((l) => startHeapSampling(l.cdp)));
      console.log(`minute ${minute}, load ${loads.at(-1)}`);
    }
    let profiles: Profiles = [];
    if (PROFILE) {
      const heaps = await Promise.all(listeners.map((l) => (MINUTES > 1 ? liveAllocations(l.cdp) : [])));
      const cpus = await Promise.all(listeners.map((l) => profileCpu(l.cdp, MINUTE_MS)));
      profiles = listeners.map((l, i) => ({ label: l.label, cpu: cpus[i]!, heap: heaps[i]! }));
    }
    const setUp = { minutes: MINUTES, bitrateKbps: BITRATE, proxy: STRIP ? 'strips icy-*' : 'passes icy-*' };
    reportListening(listeners, { ...setUp, isolation, loads }, profiles);
    // A page whose audio stopped measures nothing: the run is void, not a figure.
    for (const { label, readings } of listeners) {
      const played = readings.at(-1)!.playedS - readings[0]!.playedS;
      if (played < 0.9 * MINUTES * 60) throw new Error(`${label} played ${played.toFixed(0)} s of ${MINUTES * 60} s`);
    }
  } finally {
    for (const { page } of listeners) await page.context().close();
    for (const site of sites) await site.stop();
    await origin.dispose();
  }
});
