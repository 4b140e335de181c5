import type { Page } from '@playwright/test';
import { RADIO } from '../../src/site.config';
import { expect, test as base } from './fixtures';
import { createRadioOrigin, ICECAST_PORT_BASE, startSiteServer, TONE_TITLE, type RadioOrigin } from './radio-origin';

/**
 * The radio page against a real stream: Icecast on loopback, fed by ezstream, behind the site's preview server,
 * which relays /api/stream as the host's rewrite does. Each worker has its own origin and server (ports 8100–8199),
 * so that stopping one origin never disturbs another test.
 */
interface RadioWorld {
  origin: RadioOrigin;
  /** The preview server that proxies to this worker's origin. */
  baseURL: string;
  /** A free port for a server of a test's own. */
  sparePort: number;
}

const test = base.extend<{ radioPage: RadioWorld }, { radio: RadioWorld }>({
  radio: [
    async ({}, use, workerInfo) => {
      const icecastPort = ICECAST_PORT_BASE + workerInfo.parallelIndex * 10;
      const origin = createRadioOrigin(icecastPort);
      await origin.start();
      const site = await startSiteServer(icecastPort + 1, { RADIO_ORIGIN: origin.mountUrl, RADIO_STATUS_URL: origin.statusUrl });
      await use({ origin, baseURL: site.baseURL, sparePort: icecastPort + 2 });
      await site.stop();
      await origin.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // Every test starts with the origin on air, even if an earlier test stopped it and failed before restarting it.
  radioPage: async ({ radio }, use) => {
    await radio.origin.ensureOnAir();
    await use(radio);
  },
});

const STREAM_MESSAGE = 'Stream temporarily unavailable.';
const PLAYBACK_MESSAGE = 'Unable to start playback. Please try again.';

const audioState = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    currentTime: audio.currentTime,
    muted: audio.muted,
    volume: audio.volume,
    src: audio.getAttribute('src'),
  }));

/** The audio's time moves on by at least a second. */
async function expectAudioAdvancing(page: Page, timeout = 15_000) {
  const start = (await audioState(page)).currentTime;
  await expect.poll(async () => (await audioState(page)).currentTime, { timeout, message: 'audio time advancing' }).toBeGreaterThan(start + 1);
}

async function openRadio(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/radio`);
  await page.locator('[data-radio-player][data-hydrated]').waitFor();
}

const playToggle = (page: Page) => page.locator('[data-radio-player] button[data-intent="play"]');

test.describe('radio page', () => {
  test('shows the player card with its texts and controls, and downloads nothing from the stream before play', async ({ page, radioPage, axe }) => {
    const streamRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === RADIO.streamPath) streamRequests.push(request.url());
    });
    await page.goto(`${radioPage.baseURL}/radio`);
    // The server-rendered controls are there before any script runs.
    const html = await (await page.request.get(`${radioPage.baseURL}/radio`)).text();
    for (const text of ['aria-label="Play"', 'aria-label="Mute"', 'type="range"', 'Now Playing']) expect(html).toContain(text);

    await expect(page.getByRole('heading', { level: 1, name: 'Live Radio' })).toBeVisible();
    await expect(page.getByText('24/7 live stream', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Now Playing' })).toBeVisible();
    await expect(page.getByText('Live programming from our station stream.', { exact: true })).toBeVisible();
    await expect(
      page.getByText("If audio doesn't start, click play. Some browsers block autoplay with sound until you interact.", { exact: true }),
    ).toBeVisible();
    const audio = page.locator('audio');
    await expect(audio).toHaveAttribute('src', '/api/stream?port=8076');
    await expect(audio).toHaveAttribute('preload', 'none');
    await expect(audio).toHaveAttribute('crossorigin', 'anonymous');

    await page.locator('[data-radio-player][data-hydrated]').waitFor();
    const play = page.getByRole('button', { name: 'Play', exact: true });
    const box = await play.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '90%');
    await axe();

    await page.waitForTimeout(1500);
    expect(streamRequests, 'requests to the stream before play').toEqual([]);
    await play.click();
    await expect.poll(() => streamRequests.length).toBeGreaterThan(0);
  });

  test('play makes the audio advance; pause stops it and the download; play again joins the live stream afresh', async ({ page, radioPage }) => {
    const streamRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === RADIO.streamPath) streamRequests.push(request.url());
    });
    await openRadio(page, radioPage.baseURL);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expectAudioAdvancing(page);
    await expect(page.getByText('On air')).toBeVisible();

    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    const paused = await audioState(page);
    expect(paused.paused).toBe(true);
    await page.waitForTimeout(1500);
    expect((await audioState(page)).currentTime).toBe(paused.currentTime);
    // No source while paused: the browser has closed the stream instead of buffering minutes of stale audio.
    expect(paused.src).toBeNull();

    const before = streamRequests.length;
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expectAudioAdvancing(page);
    expect(streamRequests.length, 'a fresh request to the live stream').toBeGreaterThan(before);
  });

  test('mute and the volume slider keys act on the audio element', async ({ page, radioPage }) => {
    await openRadio(page, radioPage.baseURL);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expectAudioAdvancing(page);

    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unmute', exact: true })).toBeVisible();
    expect((await audioState(page)).muted).toBe(true);

    const slider = page.getByRole('slider', { name: 'Volume' });
    await slider.focus();
    const steps: [string, number][] = [
      ['ArrowDown', 0.89],
      ['ArrowUp', 0.9],
      ['ArrowLeft', 0.89],
      ['ArrowRight', 0.9],
      ['PageDown', 0.8],
      ['PageUp', 0.9],
      ['Shift+ArrowDown', 0.8],
      ['Shift+ArrowUp', 0.9],
      ['Home', 0],
      ['End', 1],
    ];
    for (const [key, volume] of steps) {
      await page.keyboard.press(key);
      await expect(slider, key).toHaveAttribute('aria-valuetext', `${Math.round(volume * 100)}%`);
      expect((await audioState(page)).volume, key).toBeCloseTo(volume, 5);
    }
    // Moving the volume above 0 while muted unmutes.
    expect((await audioState(page)).muted).toBe(false);
    await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  });

  test('volume and mute are remembered across visits; a corrupted stored value is ignored', async ({ page, radioPage }) => {
    await openRadio(page, radioPage.baseURL);
    const slider = page.getByRole('slider', { name: 'Volume' });
    await slider.focus();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    await openRadio(page, radioPage.baseURL);
    await expect(slider).toHaveAttribute('aria-valuetext', '70%');
    await expect(page.getByRole('button', { name: 'Unmute', exact: true })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('plant-gazette:radio', '{"volume":"loud'));
    await openRadio(page, radioPage.baseURL);
    await expect(slider).toHaveAttribute('aria-valuetext', '90%');
    await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  });

  test('with the origin stopped the stream message appears; with it back, the player resumes without a click', async ({ page, radioPage }) => {
    test.setTimeout(120_000);
    await openRadio(page, radioPage.baseURL);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expectAudioAdvancing(page);

    await radioPage.origin.stop();
    const downAt = Date.now();
    await expect(page.getByRole('alert')).toHaveText(STREAM_MESSAGE, { timeout: 30_000 });
    const noticed = Date.now() - downAt;
    // The listener still wants to listen: the button still offers Pause, and the player keeps trying.
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(page.getByRole('alert')).toHaveText(STREAM_MESSAGE);

    await radioPage.origin.start();
    const upAt = Date.now();
    await expect(page.getByText('On air')).toBeVisible({ timeout: 45_000 });
    const recovered = Date.now() - upAt;
    await expect(page.getByRole('alert')).toBeEmpty();
    await expectAudioAdvancing(page);
    const note = `message ${noticed} ms after the origin stopped; playing again ${recovered} ms after it came back`;
    console.log(`[radio] ${test.info().project.name}: ${note}`);
    test.info().annotations.push({ type: 'recovery', description: note });
    expect(recovered).toBeLessThan(RADIO.reconnectMaxMs + 5000);
  });

  for (const abrupt of [false, true]) {
    const how = abrupt ? 'dropped' : 'ended cleanly';
    test(`a stream ${how} by the host proxy costs at most about two seconds of silence, without a message`, async ({ page, radioPage }) => {
      test.setTimeout(90_000);
      // The host's proxy may cut long responses (Netlify: 26 s); this server cuts every stream response after 8 s.
      const cutting = await startSiteServer(radioPage.sparePort, {
        RADIO_ORIGIN: radioPage.origin.mountUrl,
        RADIO_PROXY_CUT_AFTER_MS: '8000',
        RADIO_PROXY_CUT_ABRUPT: abrupt ? '1' : '0',
      });
      try {
        let streamRequests = 0;
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === RADIO.streamPath) streamRequests += 1;
        });
        await openRadio(page, cutting.baseURL);
        await page.evaluate(() => {
          const audio = document.querySelector('audio') as HTMLAudioElement;
          const alert = document.querySelector('[role="alert"]') as HTMLElement;
          const samples: [number, number, string][] = [];
          (window as unknown as { radioSamples: typeof samples }).radioSamples = samples;
          setInterval(() => samples.push([performance.now(), audio.currentTime, alert.textContent ?? '']), 100);
        });
        await page.getByRole('button', { name: 'Play', exact: true }).click();
        await expectAudioAdvancing(page);
        await page.waitForTimeout(24_000);
        const samples = await page.evaluate(() => (window as unknown as { radioSamples: [number, number, string][] }).radioSamples);

        // Silence is wall-clock time that the audio clock did not follow. Both are read in the same sample, so a busy
        // page that samples late does not count as silence. Each new connection restarts the audio clock at 0.
        let played = 0;
        let previous = 0;
        const lag = samples
          .map(([at, time]) => {
            if (time < previous) played += previous;
            previous = time;
            return { at, lag: at / 1000 - (played + time), time };
          })
          .filter((_, i, all) => all.slice(0, i + 1).some((sample) => sample.time > 0.5));
        // The longest silence: the most the lag grew within any 4 s window (the cuts are further apart than that).
        let longest = 0;
        for (const [i, from] of lag.entries()) {
          for (const to of lag.slice(i + 1)) {
            if (to.at - from.at > 4000) break;
            longest = Math.max(longest, (to.lag - from.lag) * 1000);
          }
        }
        console.log(`[radio] ${test.info().project.name}, ${how}: ${streamRequests} stream requests, longest silence ${Math.round(longest)} ms`);
        test.info().annotations.push({ type: 'silence', description: `${how}: ${Math.round(longest)} ms` });
        expect(streamRequests, 'the player reconnected after the cut').toBeGreaterThanOrEqual(2);
        expect(longest, 'longest stretch without audio progress (ms)').toBeLessThanOrEqual(2500);
        expect(samples.filter(([, , message]) => message !== ''), 'no message for a quick reconnection').toEqual([]);
      } finally {
        await cutting.stop();
      }
    });
  }

  test('a refused play shows the playback message in red, announced, and lets the listener try again', async ({ page, radioPage, axe }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    });
    await openRadio(page, radioPage.baseURL);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(PLAYBACK_MESSAGE);
    const [red, green, blue] = (await alert.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)?.map(Number) ?? [];
    expect(red).toBeGreaterThan(150);
    expect(red).toBeGreaterThan((green ?? 0) * 2);
    expect(red).toBeGreaterThan((blue ?? 0) * 2);
    // The message sits under the controls.
    const controls = await page.getByRole('button', { name: 'Play', exact: true }).boundingBox();
    const message = await alert.boundingBox();
    expect(message?.y).toBeGreaterThan((controls?.y ?? 0) + (controls?.height ?? 0) - 1);
    await axe();
  });

  test('twenty fast clicks on play/pause leave a consistent state and no unhandled rejection', async ({ page, radioPage }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { rejections: string[] };
      w.rejections = [];
      window.addEventListener('unhandledrejection', (event) => w.rejections.push(String(event.reason)));
    });
    await openRadio(page, radioPage.baseURL);
    const toggle = playToggle(page);
    for (let i = 0; i < 20; i++) await toggle.click({ delay: 0 });
    await page.waitForTimeout(1500);
    await expect(toggle).toHaveAccessibleName('Play');
    const state = await audioState(page);
    expect(state.paused).toBe(true);
    expect(state.src).toBeNull();
    await expect(page.getByRole('alert')).toBeEmpty();

    // Twenty more, as fast as script can click, then one to play.
    await toggle.evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 20; i++) button.click();
    });
    await expect(toggle).toHaveAccessibleName('Play');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Pause');
    await expectAudioAdvancing(page);
    await expect(page.getByRole('alert')).toBeEmpty();
    expect(await page.evaluate(() => (window as unknown as { rejections: string[] }).rejections)).toEqual([]);
  });

  test('shows the title the origin reports under Now Playing, and tells the lock screen the station and state', async ({ page, radioPage }) => {
    let statusRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === RADIO.statusPath) statusRequests += 1;
    });
    await openRadio(page, radioPage.baseURL);
    await page.waitForTimeout(500);
    expect(statusRequests, 'status is polled only while playing').toBe(0);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByText(TONE_TITLE, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Live programming from our station stream.')).toHaveCount(0);
    const session = () =>
      page.evaluate(() => ({ title: navigator.mediaSession.metadata?.title, state: navigator.mediaSession.playbackState }));
    await expect.poll(session).toEqual({ title: RADIO.stationName, state: 'playing' });
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(session).toEqual({ title: RADIO.stationName, state: 'paused' });
  });

  test('a press of play before the player has hydrated is not lost', async ({ page, radioPage }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/RadioPlayer\.[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${radioPage.baseURL}/radio`, { waitUntil: 'domcontentloaded' });
    await playToggle(page).click();
    await expect(page.locator('[data-radio-player]')).toHaveAttribute('data-intents', JSON.stringify([{ name: 'play' }]));
    release();
    await page.locator('[data-radio-player][data-hydrated]').waitFor();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expectAudioAdvancing(page);
  });
});
