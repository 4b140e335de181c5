import type { Page } from '@playwright/test';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { RADIO } from '@/config/radio';
import { RADIO_QUALITY_KEY } from '@/stores/radio';
import { lagsOf, longestSilenceMs } from '../helpers/audio-silence';
import { readWords } from '../helpers/words';
import { expect, test as base } from './fixtures';
import { mountListeners as listeners, TONE_TITLE, type RelayStation } from '../helpers/radio-origin';
import { startForwarder, type Forwarder } from '../helpers/radio-processes';

/**
 * The stream's relays (RADIO.relays) against real servers: the station's Icecast, fed by ezstream with both mounts, and
 * a second stock Icecast that relays it with Icecast's own `<relay>`, behind the preview server, which maps
 * /api/stream to the first and /api/relay-1 to the second as the host's rewrites do. The first is reached through a
 * TCP forwarder: killing it takes the first endpoint away (its connection drops, new ones are refused) while the station
 * itself stays on air for its relay, as when one server of two fails. Ports base+30 to base+49.
 */
const SAVER = RADIO.dataSaver;
const RELAY_PATH = RADIO.relays[0];
if (!SAVER || !RELAY_PATH?.startsWith('/'))
  throw new Error('These tests need RADIO.dataSaver and a relay path of this site in RADIO.relays.');

/** The relays' world (RelayStation), with the first endpoint's way to the origin, for tests to kill: fresh for every test. */
type RelayWorld = RelayStation & { forwarder: Forwarder };

const test = base.extend<{ relayPage: RelayWorld }>({
  relayPage: async ({ relayWorld }, use) => {
    // Every test starts with the station's own title, whichever test of this worker put another on air before it.
    await relayWorld.origin.setTitle(TONE_TITLE);
    const forwarder = await startForwarder(relayWorld.forwarderPort, Number(new URL(relayWorld.origin.mountUrl).port));
    await use({ ...relayWorld, forwarder });
    await forwarder.kill();
  },
});

const words = readWords('radio-page', radioPageWordsSchema);
const { controls, messages, states } = words.player;
/** The now-playing part of the player: a title heard also shows under Recently played. */
const onAir = (page: Page) => page.getByRole('region', { name: words.player.nowPlayingHeading });

/**
 * Samples, every 50 ms in the page, the wall clock and the audio's position read together, and every text the message
 * line shows: silence is wall-clock time that the audio's position did not follow (as radio.spec.ts measures it).
 */
async function sampleAudio(page: Page) {
  await page.evaluate(() => {
    const audio = document.querySelector('audio') as HTMLAudioElement;
    const alert = document.querySelector('[role="alert"]') as HTMLElement;
    const w = window as unknown as { samples: [number, number][]; messages: string[] };
    w.samples = [];
    w.messages = [];
    setInterval(() => w.samples.push([performance.now(), audio.currentTime]), 50);
    new MutationObserver(() => w.messages.push(alert.textContent ?? '')).observe(alert, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** The longest silence (ms) in the samples after `from` (page time). */
async function longestSilence(page: Page, from: number): Promise<number> {
  const samples = await page.evaluate(() => (window as unknown as { samples: [number, number][] }).samples);
  return longestSilenceMs(lagsOf(samples).filter(({ at }) => at >= from));
}

const pageNow = (page: Page) => page.evaluate(() => performance.now());
/** Resolves once the audio has played `seconds` more (a condition on the page's own clock, not a fixed wait). */
async function playedFor(page: Page, seconds: number) {
  const total = () =>
    page.evaluate(() => {
      const samples = (window as unknown as { samples: [number, number][] }).samples;
      let played = 0;
      let previous = 0;
      for (const [, time] of samples) {
        if (time < previous) played += previous;
        previous = time;
      }
      return played + previous;
    });
  const start = await total();
  await expect
    .poll(total, { timeout: 20_000, message: `audio playing on for ${seconds} s` })
    .toBeGreaterThan(start + seconds);
}

async function openRadio(page: Page, baseURL: string) {
  // The titles must come from the stream itself: the status address fails throughout.
  await page.route(`**${RADIO.statusPath}*`, (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }),
  );
  await page.goto(`${baseURL}/radio`);
  await page.locator('[data-radio-player][data-hydrated]').waitFor();
  await sampleAudio(page);
}

test.describe('radio relays', () => {
  test(
    'the server in use fails while playing: the player moves to the relay with no silence over 0.2 s and no message, and the title still comes from the stream',
    { tag: '@desktop' },
    async ({ page, relayPage }) => {
      test.setTimeout(90_000);
      const { origin, relay, forwarder, baseURL } = relayPage;
      await openRadio(page, baseURL);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expect(onAir(page).getByText(TONE_TITLE, { exact: true })).toBeVisible({ timeout: 15_000 });
      await playedFor(page, 2);
      // The listener is on the station's own server (its relay is a listener there too), not yet on the relay.
      expect((await listeners(relay))[RADIO.mount]).toBe(0);

      const killedAt = await pageNow(page);
      await forwarder.kill();
      await expect
        .poll(async () => (await listeners(relay))[RADIO.mount], {
          timeout: 15_000,
          message: 'the listener moved to the relay',
        })
        .toBe(1);
      await playedFor(page, 4);
      const silence = await longestSilence(page, killedAt - 1000);
      console.log(`[radio] relay switch: longest silence ${Math.round(silence)} ms`);
      test.info().annotations.push({ type: 'silence', description: `relay switch: ${Math.round(silence)} ms` });
      expect(silence, 'longest stretch without audio progress around the switch (ms)').toBeLessThanOrEqual(200);
      expect(
        await page.evaluate(() => (window as unknown as { messages: string[] }).messages.filter(Boolean)),
        'no message while sound goes on',
      ).toEqual([]);
      await expect(page.getByText(states.playing, { exact: true })).toBeVisible();

      // A new title on the station: the status address fails and the station's own address is gone, so only the relay's
      // stream can bring it.
      const title = 'Relayed Garden Hour';
      await origin.setTitle(title);
      await expect(onAir(page).getByText(title, { exact: true })).toBeVisible({ timeout: 15_000 });
      // The station is shared by this worker's later tests, which expect its usual title.
      await origin.setTitle(TONE_TITLE);
    },
  );

  const BAD_ANSWERS: Record<string, { status: number; contentType: string; body: string } | 'stall'> = {
    'an HTML page with status 200': {
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Login</title><h1>Sign in to the origin</h1>',
    },
    'a 404': { status: 404, contentType: 'text/plain', body: 'not found' },
    'an unknown codec': { status: 200, contentType: 'audio/x-unknown-codec', body: 'x'.repeat(20_000) },
    'nothing, ever (a stall)': 'stall',
  };
  for (const [what, answer] of Object.entries(BAD_ANSWERS)) {
    test(
      `the stream's own address answers ${what}: the player says so, plays from the relay, and shows nothing of the answer`,
      { tag: '@desktop' },
      async ({ page, relayPage }) => {
        const { relay, baseURL } = relayPage;
        await page.route(`**${RADIO.streamPath}*`, (route) => (answer === 'stall' ? undefined : route.fulfill(answer)));
        await openRadio(page, baseURL);
        await page.getByRole('button', { name: controls.play, exact: true }).click();
        await expect
          .poll(async () => (await listeners(relay))[RADIO.mount], {
            timeout: RADIO.stallTimeoutMs + 10_000,
            message: 'playing from the relay',
          })
          .toBe(1);
        await playedFor(page, 1);
        await expect(page.getByText(states.playing, { exact: true })).toBeVisible();
        // The listener was told while the first endpoint failed; the message went once the relay played.
        expect(await page.evaluate(() => (window as unknown as { messages: string[] }).messages)).toContain(
          messages.streamUnavailable,
        );
        await expect(page.getByRole('alert')).toBeEmpty();
        await expect(page.getByText(/Sign in|Login|not found/)).toHaveCount(0);
        await expect(onAir(page).getByText(TONE_TITLE, { exact: true })).toBeVisible({ timeout: 15_000 });
      },
    );
  }

  test(
    'the data saver plays from the relay’s low-bitrate mount when the station’s own address is down',
    { tag: '@desktop' },
    async ({ page, relayPage }) => {
      const { relay, forwarder, baseURL } = relayPage;
      await forwarder.kill();
      await page.addInitScript(
        (key) => localStorage.setItem(key, JSON.stringify({ quality: 'saver' })),
        RADIO_QUALITY_KEY,
      );
      const requests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === RADIO.streamPath || url.pathname === RELAY_PATH)
          requests.push(`${url.pathname}${url.search}`);
      });
      await openRadio(page, baseURL);
      await expect(page.getByRole('radio', { name: words.player.quality.saver })).toBeChecked();
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expect.poll(() => listeners(relay), { timeout: 15_000 }).toEqual({ [RADIO.mount]: 0, [SAVER.mount]: 1 });
      await playedFor(page, 1);
      const mount = `mount=${encodeURIComponent(SAVER.mount)}`;
      // The station's own address first, as the spec asks, then the relay, both for the data saver's mount.
      expect(requests.slice(0, 2)).toEqual([
        `${RADIO.streamPath}?port=${RADIO.streamPort}&${mount}`,
        `${RELAY_PATH}?${mount}`,
      ]);
    },
  );
});
