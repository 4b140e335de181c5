import { mkdirSync, writeFileSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { RADIO } from '@/config/radio';
import { createRadioOrigin, ICECAST_PORT_BASE, startSiteServer } from '../helpers/radio-origin';
import { startForwarder, type Forwarder } from '../helpers/radio-processes';
import { lagsOf, longestSilenceMs } from '../helpers/audio-silence';

/**
 * The relay benchmark (issue 16, "one relay of two killed while playing"): the station's Icecast (default burst) and a
 * second stock Icecast relaying it with `<relay>`, at 96 and 128 kbit/s, behind the preview server as /api/stream and
 * /api/relay-1. Each is reached through a TCP forwarder; the one in use is killed KILLS times in turn (and brought back
 * before the next), so that the player moves from one server to the other each time. The page samples the wall clock
 * and the audio's position together every 50 ms; a kill's silence is how much the position fell behind the clock in the
 * 4 s after it. Figures go to bench-results/radio-relay.{json,md}. Ports: RADIO_TEST_PORT_BASE + 70 to + 79.
 *
 *   npm run build && npm run bench:radio -- radio-relay     about 2 minutes
 */
const BITRATES = [96, 128];
const KILLS = 6;
const PORT = ICECAST_PORT_BASE + 70;

interface Figures {
  bitrate: number;
  silencesMs: number[];
}

async function sample(page: Page) {
  await page.addInitScript(() => {
    const samples: [number, number][] = [];
    (window as unknown as { samples: typeof samples }).samples = samples;
    setInterval(() => {
      const audio = document.querySelector('audio');
      if (audio) samples.push([performance.now(), audio.currentTime]);
    }, 50);
  });
}

/** How much the audio fell behind the clock (ms) between `from` - 0.5 s and `from` + 4 s (page time). */
async function silenceAfter(page: Page, from: number): Promise<number> {
  const samples = await page.evaluate(() => (window as unknown as { samples: [number, number][] }).samples);
  return longestSilenceMs(
    lagsOf(samples.filter(([at]) => at >= from - 500 && at <= from + 4000)),
    Number.POSITIVE_INFINITY,
  );
}

const results: Figures[] = [];

for (const bitrate of BITRATES) {
  test(`one relay of two killed while playing, ${bitrate} kbit/s`, async ({ browser }) => {
    const origin = createRadioOrigin(PORT, bitrate);
    const relay = createRadioOrigin(PORT + 1, bitrate, null, PORT);
    const ports = [PORT + 3, PORT + 4];
    const targets = [PORT, PORT + 1];
    const forwarders: (Forwarder | null)[] = [null, null];
    const site = await startSiteServer(PORT + 2, {
      RADIO_ORIGIN: `http://127.0.0.1:${ports[0]}${RADIO.mount}`,
      RADIO_RELAYS: `http://127.0.0.1:${ports[1]}${RADIO.mount}`,
    });
    try {
      await origin.start();
      await relay.start();
      for (const i of [0, 1]) forwarders[i] = await startForwarder(ports[i]!, targets[i]!);
      const page = await (await browser.newContext()).newPage();
      await sample(page);
      await page.goto(`${site.baseURL}/radio`);
      await page.locator('[data-radio-player][data-hydrated]').waitFor();
      await page.locator('[data-radio-player] button[data-intent="play"]').click();
      const silencesMs: number[] = [];
      // The listener starts on the station's own address; each kill moves them to the other server.
      for (let kill = 0, inUse = 0; kill < KILLS; kill++, inUse = 1 - inUse) {
        await page.waitForFunction(
          () => (window as unknown as { samples: [number, number][] }).samples.some(([, time]) => time > 3),
          undefined,
          { polling: 100 },
        );
        await page.waitForTimeout(3000);
        const killedAt = await page.evaluate(() => performance.now());
        await forwarders[inUse]?.kill();
        await page.waitForTimeout(5000);
        silencesMs.push(Math.round(await silenceAfter(page, killedAt)));
        forwarders[inUse] = await startForwarder(ports[inUse]!, targets[inUse]!);
      }
      results.push({ bitrate, silencesMs });
      console.log(JSON.stringify(results.at(-1)));
    } finally {
      for (const forwarder of forwarders) await forwarder?.kill();
      await site.stop();
      await relay.dispose();
      await origin.dispose();
    }
  });
}

test.afterAll(() => {
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/radio-relay.json', `${JSON.stringify(results, null, 2)}\n`);
  const rows = results.map(
    (r) =>
      `| ${r.bitrate} kbit/s | ${r.silencesMs.map((ms) => `${ms} ms`).join(', ')} | ${Math.max(...r.silencesMs)} ms |`,
  );
  const table = ['| stream | silence after each kill | longest |', '|---|---|---:|', ...rows].join('\n');
  writeFileSync('bench-results/radio-relay.md', `${table}\n`);
  console.log(table);
});
