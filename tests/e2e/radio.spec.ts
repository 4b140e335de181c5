import type { Page } from '@playwright/test';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { RADIO, STREAM_ENDPOINTS, STREAM_URL } from '@/config/radio';
import { lagsOf, longestSilence } from '../helpers/audio-silence';
import { readWords } from '../helpers/words';
import { siteDataBlocked } from './blocked-storage';
import { expect, holdScripts, test as base } from './fixtures';
import { startIcyStandIn } from '../helpers/icy-stand-in';
import { useOnAir, startSiteServer, TONE_TITLE, type RadioWorld } from '../helpers/radio-origin';
import { expectSoundAdvancing } from '../helpers/sound-advancing';

/**
 * The title beginning 'Night garden' shows cut at a word to RADIO.nowPlayingMaxChars with nothing invisible left in it,
 * under Now Playing and under Recently played alike, and the sound goes on without a message.
 */
async function expectShownPlainAndCut(page: Page): Promise<void> {
  const shown = onAir(page).getByText(/^Night garden/);
  await expect(shown).toBeVisible({ timeout: 15_000 });
  const text = (await shown.textContent()) ?? '';
  expect(Array.from(text).length).toBeLessThanOrEqual(RADIO.nowPlayingMaxChars);
  expect(text).toMatch(/\S…$/u);
  expect(text).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  await expect(
    page.getByRole('region', { name: words.player.recent.heading }).getByRole('listitem').first(),
  ).toContainText(text);
  await expectAudioAdvancing(page);
  await expect(page.locator('[role="alert"]')).toHaveText('');
}

/**
 * Plays from a stand-in origin sending `metadata` (./icy-stand-in.ts) through a preview server of its own on `port`,
 * with the status address answering `status`, and expects the title beginning 'Night garden' to show plain and cut.
 */
async function playingFromStandIn(
  page: Page,
  port: number,
  metadata: Buffer | null,
  status: { status: number; contentType: string; body: string },
): Promise<void> {
  const origin = await startIcyStandIn(metadata);
  const site = await startSiteServer(port, { RADIO_ORIGIN: `${origin.url}${RADIO.mount}` });
  try {
    await page.route(`**${RADIO.statusPath}*`, (route) => route.fulfill(status));
    await openRadio(page, site.baseURL);
    await page.getByRole('button', { name: controls.play, exact: true }).click();
    await expectShownPlainAndCut(page);
  } finally {
    await site.stop();
    await origin.close();
  }
}

/**
 * The radio page against a real stream: Icecast on loopback, fed by ezstream, behind the site's preview server,
 * which relays /api/stream as the host's rewrite does. Each worker has its own origin and server (ports 8100–8199),
 * so that stopping one origin never disturbs another test.
 */
const test = base.extend<{ radioPage: RadioWorld }>({
  radioPage: async ({ radio }, use) => useOnAir(radio, use),
});

const words = readWords('radio-page', radioPageWordsSchema);
const { controls, messages, states } = words.player;
/** The now-playing part of the player: a title heard also shows under Recently played. */
const onAir = (page: Page) => page.getByRole('region', { name: words.player.nowPlayingHeading });
const STREAM_MESSAGE = messages.streamUnavailable;
const PLAYBACK_MESSAGE = messages.playbackFailed;

const audioState = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    currentTime: audio.currentTime,
    muted: audio.muted,
    volume: audio.volume,
    src: audio.getAttribute('src'),
  }));

/**
 * Follows the page's requests to one path: how many were sent, and how many are still open (a stream's download ends
 * when the player lets go of it, aborted or finished).
 */
function trackRequests(page: Page, pathname: string) {
  const sent: number[] = [];
  let open = 0;
  const ours = (url: string) => new URL(url).pathname === pathname;
  page.on('request', (request) => {
    if (!ours(request.url())) return;
    sent.push(Date.now());
    open += 1;
  });
  const end = (request: { url(): string }) => {
    if (ours(request.url())) open -= 1;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return { sent, open: () => open };
}

/**
 * Every request the page sent before this call has reached the test: the page fetches a file of the site, and
 * Playwright reports a page's requests in the order they were sent.
 */
async function requestsSettled(page: Page): Promise<void> {
  const marker = `/favicon.svg?marker=${Date.now()}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => fetch(url).then(() => undefined), marker);
  await seen;
}

/** The sound moves on by at least a second. */
const expectAudioAdvancing = (page: Page, timeout = 15_000) =>
  expectSoundAdvancing(async () => (await audioState(page)).currentTime, { timeout });

async function openRadio(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/radio`);
  await page.locator('[data-radio-player][data-hydrated]').waitFor();
}

/** The player island's own code, held back to press play before the player starts. */
const RADIO_PLAYER_CODE = /\/_astro\/RadioPlayer\.[^/]+\.js$/;

const playToggle = (page: Page) => page.locator('[data-radio-player] button[data-intent="play"]');

test.describe('radio page', () => {
  test('shows the player card with its texts and controls, and downloads nothing from the stream before play', async ({
    page,
    radioPage,
    axe,
  }) => {
    const stream = trackRequests(page, RADIO.streamPath);
    const status = trackRequests(page, RADIO.statusPath);
    // The page's clock in the test's hands (it still runs), so that it can be moved past every wait the player has.
    await page.clock.install();
    await page.goto(`${radioPage.baseURL}/radio`);
    // The server-rendered controls are there before any script runs.
    const html = await (await page.request.get(`${radioPage.baseURL}/radio`)).text();
    for (const text of [
      `aria-label="${controls.play}"`,
      `aria-label="${controls.mute}"`,
      'type="range"',
      words.player.nowPlayingHeading,
    ]) {
      expect(html).toContain(text);
    }

    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByText(words.subtitle, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.player.nowPlayingHeading })).toBeVisible();
    await expect(page.getByText(words.player.nowPlayingFallback, { exact: true })).toBeVisible();
    await expect(page.getByText(words.tip, { exact: true })).toBeVisible();
    // What an hour of listening costs, from the configured bitrate: 128 kbit/s is 57.6 million bytes, ≈ 58 MB.
    const megabytes = Math.round((RADIO.bitrateKbps * 1000 * 3600) / 8 / 1_000_000);
    await expect(page.getByText(words.dataCost.replace('{size}', `${megabytes} MB`), { exact: true })).toBeVisible();
    // The server-rendered element names the stream (the MSE player takes the address away once it starts).
    expect(html).toContain('src="/api/stream?port=8076"');
    const audio = page.locator('audio');
    await expect(audio).toHaveAttribute('preload', 'none');
    await expect(audio).toHaveAttribute('crossorigin', 'anonymous');

    await page.locator('[data-radio-player][data-hydrated]').waitFor();
    const play = page.getByRole('button', { name: controls.play, exact: true });
    const box = await play.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByRole('button', { name: controls.mute, exact: true })).toBeVisible();
    await expect(page.getByRole('slider', { name: controls.volume })).toHaveAttribute('aria-valuetext', '90%');
    await axe();

    // A minute of the page's time passes, past any start-up wait, reconnection or status poll: still nothing asked.
    await page.clock.runFor(60_000);
    await requestsSettled(page);
    expect(stream.sent, 'requests to the stream before play').toEqual([]);
    expect(status.sent, 'requests for the now-playing title before play').toEqual([]);
    await play.click();
    await expect.poll(() => stream.sent.length).toBeGreaterThan(0);
  });

  test(
    'play makes the audio advance; pause stops it and the download; play again joins the live stream afresh',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      const stream = trackRequests(page, RADIO.streamPath);
      await openRadio(page, radioPage.baseURL);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expect(page.getByRole('button', { name: controls.pause, exact: true })).toBeVisible();
      await expectAudioAdvancing(page);
      await expect(page.getByText(states.playing)).toBeVisible();
      // The live dot beats, a few times: an endless animation would keep the browser drawing frames (and a phone's
      // battery running down) for as long as the radio plays.
      const animations = await page.evaluate(() =>
        document.getAnimations().map((animation) => animation.effect?.getTiming().iterations),
      );
      expect(animations.length, 'the live dot beats when the sound starts').toBeGreaterThan(0);
      expect(
        animations.filter((iterations) => iterations === Number.POSITIVE_INFINITY),
        'endless animations while playing',
      ).toEqual([]);

      await page.getByRole('button', { name: controls.pause, exact: true }).click();
      await expect(page.getByRole('button', { name: controls.play, exact: true })).toBeVisible();
      const paused = await audioState(page);
      expect(paused.paused).toBe(true);
      // No source while paused, and the download ended: the player has closed the stream instead of buffering minutes
      // of stale audio; nothing more arrives, so nothing more can play.
      expect(paused.src).toBeNull();
      await expect.poll(stream.open, { message: 'stream downloads still open while paused' }).toBe(0);
      expect((await audioState(page)).currentTime).toBe(paused.currentTime);

      const before = stream.sent.length;
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expectAudioAdvancing(page);
      expect(stream.sent.length, 'a fresh request to the live stream').toBeGreaterThan(before);
    },
  );

  test(
    'an engine that claims MP3 in Media Source and then refuses it plays through plain <audio> at once, once, without a message',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      // isTypeSupported still says yes; the SourceBuffer itself is refused, as some engines do. Firefox and WebKit get
      // the same from the test server's script (tests/engines/radio.spec.ts).
      await page.addInitScript(() => {
        MediaSource.prototype.addSourceBuffer = () => {
          throw new DOMException('The operation is not supported.', 'NotSupportedError');
        };
      });
      const stream = trackRequests(page, RADIO.streamPath);
      await openRadio(page, radioPage.baseURL);
      const pressed = Date.now();
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expect
        .poll(async () => (await audioState(page)).src, {
          timeout: 1000,
          message: 'the element plays the address within 1 s',
        })
        .toBe(STREAM_URL);
      expect(Date.now() - pressed).toBeLessThan(1000);
      await expectAudioAdvancing(page);
      await expect(page.getByText(states.playing)).toBeVisible();
      await expect(page.locator('[role="alert"]')).toHaveText('');
      expect(stream.sent.length, 'one request: no loop between the two ways').toBe(1);
      expect(
        await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentSrc.startsWith('blob:')),
      ).toBe(false);
    },
  );

  test('mute and the volume slider keys act on the audio element', { tag: '@once' }, async ({ page, radioPage }) => {
    await openRadio(page, radioPage.baseURL);
    await page.getByRole('button', { name: controls.play, exact: true }).click();
    await expectAudioAdvancing(page);

    await page.getByRole('button', { name: controls.mute, exact: true }).click();
    await expect(page.getByRole('button', { name: controls.unmute, exact: true })).toBeVisible();
    expect((await audioState(page)).muted).toBe(true);

    const slider = page.getByRole('slider', { name: controls.volume });
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
    await expect(page.getByRole('button', { name: controls.mute, exact: true })).toBeVisible();
  });

  test(
    'volume and mute are remembered across visits; a corrupted stored value is ignored',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      await openRadio(page, radioPage.baseURL);
      const slider = page.getByRole('slider', { name: controls.volume });
      await slider.focus();
      await page.keyboard.press('PageDown');
      await page.keyboard.press('PageDown');
      await page.getByRole('button', { name: controls.mute, exact: true }).click();
      await openRadio(page, radioPage.baseURL);
      await expect(slider).toHaveAttribute('aria-valuetext', '70%');
      await expect(page.getByRole('button', { name: controls.unmute, exact: true })).toBeVisible();

      await page.evaluate(() => localStorage.setItem('plant-gazette:radio', '{"volume":"loud'));
      await openRadio(page, radioPage.baseURL);
      await expect(slider).toHaveAttribute('aria-valuetext', '90%');
      await expect(page.getByRole('button', { name: controls.mute, exact: true })).toBeVisible();
    },
  );

  test.describe('in a browser that blocks site data', () => {
    const blocked = test.extend(siteDataBlocked);
    blocked(
      'the player plays and takes volume changes; nothing is remembered, no error card',
      { tag: '@once' },
      async ({ page, radioPage }) => {
        await openRadio(page, radioPage.baseURL);
        const refusal = () =>
          page.evaluate(() => {
            try {
              return `${typeof localStorage} ${typeof sessionStorage}`;
            } catch (error) {
              return (error as DOMException).name;
            }
          });
        expect(await refusal(), 'the browser refuses site data').toBe('SecurityError');
        await playToggle(page).click();
        await expectAudioAdvancing(page);
        const slider = page.getByRole('slider', { name: controls.volume });
        await slider.focus();
        await page.keyboard.press('PageDown');
        await expect(slider).toHaveAttribute('aria-valuetext', '80%');
        await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.8);
        await expect(page.getByText(words.player.failed.message)).toHaveCount(0);
        await expect(page.getByRole('alert')).toBeEmpty();

        await openRadio(page, radioPage.baseURL);
        await expect(slider).toHaveAttribute('aria-valuetext', '90%');
      },
    );
  });

  // Reconnection does not depend on the window's width: desktop only.
  test(
    'after an outage the player rejoins within a wait and a second of the origin’s return, having asked at random about once a second, never in a burst',
    { tag: '@desktop' },
    async ({ page, radioPage }) => {
      test.setTimeout(60_000);
      // Long enough for ten or so paced tries; within the first minute of failures every wait is at most
      // RADIO.reconnectMaxMs, as in the 30 s outage that `npm run bench:radio` measures, so a longer outage here would
      // only repeat the same rule (the later, longer waits are the state machine's unit tests).
      const OUTAGE_MS = 12_000;
      expect(OUTAGE_MS).toBeLessThan(RADIO.reconnectSlowAfterMs);
      // Times are read in the page (the same clock as the test's on this machine), not by polling from the test, whose
      // polls could add up to a second to what is measured.
      await page.addInitScript(() => {
        const playing: number[] = [];
        (window as unknown as { playingAt: number[] }).playingAt = playing;
        document.addEventListener('playing', () => playing.push(Date.now()), true);
      });
      const playingTimes = () => page.evaluate(() => (window as unknown as { playingAt: number[] }).playingAt);
      const streamRequests: number[] = [];
      // Every request to one of the stream's endpoints, in order: its own address and the relays.
      const endpointRequests: { at: number; path: string }[] = [];
      const endpointPaths = new Set(STREAM_ENDPOINTS.map((endpoint) => new URL(endpoint, radioPage.baseURL).pathname));
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === RADIO.streamPath) streamRequests.push(Date.now());
        if (endpointPaths.has(path)) endpointRequests.push({ at: Date.now(), path });
      });
      await openRadio(page, radioPage.baseURL);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expectAudioAdvancing(page);

      await radioPage.origin.stop();
      const downAt = Date.now();
      await expect(page.getByRole('alert')).toHaveText(STREAM_MESSAGE, { timeout: 30_000 });
      const noticedAt = Date.now();
      const noticed = noticedAt - downAt;
      // The listener still wants to listen: the button still offers Pause, and the player keeps trying.
      await expect(page.getByRole('button', { name: controls.pause, exact: true })).toBeVisible();
      await page.waitForTimeout(OUTAGE_MS - (Date.now() - downAt));
      await expect(page.getByRole('alert')).toHaveText(STREAM_MESSAGE);
      const attempts = streamRequests.filter((at) => at >= downAt);

      await radioPage.origin.start();
      const upAt = Date.now();
      await expect(page.getByText(states.playing)).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('alert')).toBeEmpty();
      await expectAudioAdvancing(page);
      const playingAt = (await playingTimes()).find((at) => at >= upAt) ?? Number.POSITIVE_INFINITY;
      const rejoined = playingAt - upAt;
      const lastRequest = streamRequests.filter((at) => at <= playingAt).at(-1) ?? Number.NaN;

      // Right after the drop the browser may retry the broken download by itself; the player's own tries follow the message.
      const paced = attempts.filter((at) => at >= noticedAt);
      const gaps = paced.slice(1).map((at, i) => at - (paced[i] ?? at));
      const outage = upAt - downAt;
      const note =
        `outage ${outage} ms, message after ${noticed} ms; ${attempts.length} stream requests meanwhile ` +
        `(gaps ${Math.min(...gaps)}–${Math.max(...gaps)} ms); playing again ${Math.round(rejoined)} ms after the origin was back ` +
        `on air (its request went out after ${Math.round(lastRequest - upAt)} ms)`;
      console.log(`[radio] ${note}`);
      test.info().annotations.push({ type: 'rejoin', description: note });
      // At worst the last wait (at most reconnectMaxMs in the first minute) just missed the return, then a second of
      // audio is buffered before it plays.
      expect(rejoined, 'time from the origin back on air to playing again (ms)').toBeLessThan(
        RADIO.reconnectMaxMs + 1500,
      );
      const pacedFor = upAt - noticedAt;
      expect(paced.length, 'the player kept trying all along').toBeGreaterThanOrEqual(
        pacedFor / RADIO.reconnectMaxMs / 2,
      );
      // Each wait is a random share of at most reconnectMaxMs (full jitter): about one try a second on average. Twice
      // that rate cannot happen by chance over half a minute, but does when tries loop without waiting.
      expect(paced.length, 'no burst of tries').toBeLessThanOrEqual(
        Math.ceil(pacedFor / (RADIO.reconnectMaxMs / 4)) + 2,
      );
      expect(
        new Set(gaps.map((gap) => Math.round(gap / 250))).size,
        'waits of different lengths (jitter)',
      ).toBeGreaterThan(2);
      // Each try asks each endpoint once, in turn: never the same address twice in a row. From the drop on, so that the
      // hand-over from the join at the cut (which asks the endpoints in turn itself) to the player's own tries counts.
      const tries = endpointRequests.filter(({ at }) => at >= downAt && at < upAt).map(({ path }) => path);
      expect(tries.length, 'requests to the endpoints during the outage').toBeGreaterThanOrEqual(
        STREAM_ENDPOINTS.length * (paced.length - 1),
      );
      expect(
        tries.filter((path, i) => path === tries[i - 1]),
        `an endpoint asked twice in a row, in ${tries.join(' ')}`,
      ).toEqual([]);
    },
  );

  // Frozen: open and bringing nothing, as a phone that changed networks leaves it; then the browser says it is online.
  const PHONE_CPU_SLOWDOWN = 4;
  for (const how of ['ended cleanly', 'dropped', 'frozen'] as const) {
    // Like the outage test, this is about the network, not the window's width: desktop only.
    test(
      `a stream ${how} by the host proxy costs no silence over 0.2 s, without a message`,
      { tag: '@desktop' },
      async ({ page, radioPage }) => {
        test.setTimeout(60_000);
        // The host's proxy may cut long responses (Netlify: 26 s); this server cuts every stream response after 6 s,
        // just over RADIO.healthyPlayMs, so that a cut stream counts as a healthy one, as a 26 s cut would.
        expect(RADIO.healthyPlayMs).toBeLessThan(6000);
        const cutting = await startSiteServer(radioPage.sparePort, {
          RADIO_ORIGIN: radioPage.origin.mountUrl,
          RADIO_PROXY_CUT_AFTER_MS: '6000',
          RADIO_PROXY_CUT_ABRUPT: how === 'dropped' ? '1' : '0',
          RADIO_PROXY_CUT_FREEZES: how === 'frozen' ? '1' : '0',
        });
        try {
          let streamRequests = 0;
          page.on('request', (request) => {
            if (new URL(request.url()).pathname === RADIO.streamPath) streamRequests += 1;
          });
          await openRadio(page, cutting.baseURL);
          // A cheap phone's CPU, as Lighthouse slows it: the join must be lined up before the buffer runs dry there.
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
          await page.evaluate(() => {
            const audio = document.querySelector('audio') as HTMLAudioElement;
            const alert = document.querySelector('[role="alert"]') as HTMLElement;
            const samples: [number, number, string][] = [];
            (window as unknown as { radioSamples: typeof samples }).radioSamples = samples;
            setInterval(() => samples.push([performance.now(), audio.currentTime, alert.textContent ?? '']), 100);
          });
          await page.getByRole('button', { name: controls.play, exact: true }).click();
          await expectAudioAdvancing(page);
          // One cut: a second connection, and the audio moving on after it, so that any silence the cut left is over
          // (the benchmark, `npm run bench:radio`, cuts ten times in a row).
          await expect
            .poll(() => streamRequests, { timeout: 20_000, message: 'a connection after the cut' })
            .toBeGreaterThanOrEqual(2);
          await expectAudioAdvancing(page);
          if (how === 'frozen') {
            // The browser's word that the network changed is a join too, heard no more than a cut.
            const before = streamRequests;
            await page.evaluate(() => window.dispatchEvent(new Event('online')));
            await expect.poll(() => streamRequests, { message: 'a connection at `online`' }).toBeGreaterThan(before);
            await expectAudioAdvancing(page);
          }
          const samples = await page.evaluate(
            () => (window as unknown as { radioSamples: [number, number, string][] }).radioSamples,
          );

          // The silences that count come after the first half second of sound.
          const lags = lagsOf(samples.map(([at, time]) => [at, time] as const));
          const soundAt = lags.find((sample) => sample.time > 0)?.at ?? 0;
          const silence = longestSilence(
            lags.slice(
              Math.max(
                0,
                lags.findIndex((sample) => sample.time > 0.5),
              ),
            ),
          );
          const longest = silence.ms;
          // Where it lay tells a cut (about 6 s after the sound began) from a stall elsewhere.
          const note = `${how}: ${streamRequests} stream requests, longest silence ${Math.round(longest)} ms, from ${((silence.from - soundAt) / 1000).toFixed(1)} s after the sound began`;
          console.log(`[radio] ${test.info().project.name}, ${note}`);
          test.info().annotations.push({ type: 'silence', description: note });
          expect(streamRequests, 'the player reconnected after the cut').toBeGreaterThanOrEqual(2);
          expect(longest, 'longest stretch without audio progress (ms)').toBeLessThanOrEqual(200);
          expect(
            samples.filter(([, , message]) => message !== ''),
            'no message for a quick reconnection',
          ).toEqual([]);
        } finally {
          await cutting.stop();
        }
      },
    );
  }

  // Like the cut tests, about the network: desktop only.
  test(
    'behind a proxy that strips Icy-MetaData and every icy-* header, the sound starts, a cut costs no silence over 0.2 s, and the title comes from the status address',
    { tag: '@desktop' },
    async ({ page, radioPage }) => {
      test.setTimeout(60_000);
      const stripping = await startSiteServer(radioPage.sparePort, {
        RADIO_ORIGIN: radioPage.origin.mountUrl,
        RADIO_STATUS_URL: radioPage.origin.statusUrl,
        RADIO_PROXY_CUT_AFTER_MS: '6000',
        RADIO_PROXY_STRIP_ICY: '1',
      });
      try {
        const icyHeaders: string[] = [];
        let streamRequests = 0;
        page.on('response', (response) => {
          if (new URL(response.url()).pathname !== RADIO.streamPath) return;
          streamRequests += 1;
          icyHeaders.push(...Object.keys(response.headers()).filter((name) => name.startsWith('icy-')));
        });
        await openRadio(page, stripping.baseURL);
        await page.evaluate(() => {
          const audio = document.querySelector('audio') as HTMLAudioElement;
          const samples: [number, number][] = [];
          (window as unknown as { radioSamples: typeof samples }).radioSamples = samples;
          setInterval(
            () =>
              samples.push([
                performance.now(),
                audio.srcObject !== null || audio.currentSrc.startsWith('blob:') ? audio.currentTime : 0,
              ]),
            100,
          );
        });
        await page.getByRole('button', { name: controls.play, exact: true }).click();
        await expectAudioAdvancing(page);
        await expect(onAir(page).getByText(TONE_TITLE, { exact: true })).toBeVisible({ timeout: 15_000 });
        await expect
          .poll(() => streamRequests, { timeout: 20_000, message: 'a connection after the cut' })
          .toBeGreaterThanOrEqual(2);
        await expectAudioAdvancing(page);
        const samples = await page.evaluate(
          () => (window as unknown as { radioSamples: [number, number][] }).radioSamples,
        );
        const lags = lagsOf(samples);
        const silence = longestSilence(
          lags.slice(
            Math.max(
              0,
              lags.findIndex((sample) => sample.time > 0.5),
            ),
          ),
        );
        const note = `stripping proxy: ${streamRequests} stream requests, longest silence ${Math.round(silence.ms)} ms`;
        console.log(`[radio] ${note}`);
        test.info().annotations.push({ type: 'silence', description: note });
        expect(icyHeaders, 'the proxy passed no icy-* header').toEqual([]);
        expect(silence.ms, 'longest stretch without audio progress (ms)').toBeLessThanOrEqual(200);
        await expect(page.getByRole('alert')).toBeEmpty();
      } finally {
        await stripping.stop();
      }
    },
  );

  test(
    'a refused play shows the playback message in red, announced, and lets the listener try again',
    { tag: '@once' },
    async ({ page, radioPage, axe }) => {
      await page.addInitScript(() => {
        HTMLMediaElement.prototype.play = () =>
          Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
      });
      await openRadio(page, radioPage.baseURL);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(PLAYBACK_MESSAGE);
      const [red, green, blue] =
        (await alert.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)?.map(Number) ?? [];
      expect(red).toBeGreaterThan(150);
      expect(red).toBeGreaterThan((green ?? 0) * 2);
      expect(red).toBeGreaterThan((blue ?? 0) * 2);
      // The message sits under the controls.
      const playBox = await page.getByRole('button', { name: controls.play, exact: true }).boundingBox();
      const message = await alert.boundingBox();
      expect(message?.y).toBeGreaterThan((playBox?.y ?? 0) + (playBox?.height ?? 0) - 1);
      await axe();
    },
  );

  test(
    'twenty fast clicks on play/pause leave a consistent state and no unhandled rejection',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { rejections: string[] };
        w.rejections = [];
        window.addEventListener('unhandledrejection', (event) => w.rejections.push(String(event.reason)));
      });
      const stream = trackRequests(page, RADIO.streamPath);
      await openRadio(page, radioPage.baseURL);
      const toggle = playToggle(page);
      // Real pointer clicks at the button, as fast as a mouse sends them: the button is found once, not before each click.
      const box = await toggle.boundingBox();
      if (!box) throw new Error('The play button has no box');
      for (let i = 0; i < 20; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(toggle).toHaveAccessibleName(controls.play);
      // Every download that the clicks started has ended, and none is left open.
      await requestsSettled(page);
      await expect.poll(stream.open, { message: 'stream downloads still open after an even number of clicks' }).toBe(0);
      const state = await audioState(page);
      expect(state.paused).toBe(true);
      expect(state.src).toBeNull();
      await expect(page.getByRole('alert')).toBeEmpty();

      // Twenty more, as fast as script can click, then one to play.
      await toggle.evaluate((button: HTMLButtonElement) => {
        for (let i = 0; i < 20; i++) button.click();
      });
      await expect(toggle).toHaveAccessibleName(controls.play);
      await toggle.click();
      await expect(toggle).toHaveAccessibleName(controls.pause);
      await expectAudioAdvancing(page);
      await expect(page.getByRole('alert')).toBeEmpty();
      expect(await page.evaluate(() => (window as unknown as { rejections: string[] }).rejections)).toEqual([]);
    },
  );

  test(
    'shows the title the origin reports under Now Playing, and tells the lock screen the station and state',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      const status = trackRequests(page, RADIO.statusPath);
      await page.clock.install();
      await openRadio(page, radioPage.baseURL);
      // Several polling periods of the page's time pass before play: the status is polled only while playing.
      await page.clock.runFor(RADIO.statusPollMs * 3);
      await requestsSettled(page);
      expect(status.sent, 'status is polled only while playing').toEqual([]);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expect(onAir(page).getByText(TONE_TITLE, { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(words.player.nowPlayingFallback)).toHaveCount(0);
      const session = () =>
        page.evaluate(() => ({
          title: navigator.mediaSession.metadata?.title,
          state: navigator.mediaSession.playbackState,
        }));
      await expect.poll(session).toEqual({ title: RADIO.stationName, state: 'playing' });
      // The lock screen shows the site's icon beside the station and the title: every picture offered loads as one.
      const artwork = await page.evaluate(
        () => navigator.mediaSession.metadata?.artwork.map(({ src, sizes }) => ({ src, sizes })) ?? [],
      );
      expect(artwork.length).toBeGreaterThan(1);
      for (const { src, sizes } of artwork) {
        const drawn = await page.evaluate(async (address) => {
          const image = new Image();
          image.src = address;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, src);
        expect(drawn, src).toBe(sizes);
      }
      await page.getByRole('button', { name: controls.pause, exact: true }).click();
      await expect.poll(session).toEqual({ title: RADIO.stationName, state: 'paused' });
    },
  );

  test(
    'takes the title from the stream itself (ICY metadata) while the status address fails',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      await page.route(`**${RADIO.statusPath}*`, (route) =>
        route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }),
      );
      await openRadio(page, radioPage.baseURL);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expect(onAir(page).getByText(TONE_TITLE, { exact: true })).toBeVisible({ timeout: 15_000 });
    },
  );

  test(
    'a metadata block of garbage bytes, as long as the format allows, shows its title cut at a word and plain, and the sound goes on',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      // Control bytes, bidi overrides and zero-width characters, invalid UTF-8, quotes and an escape sequence (no NUL:
      // that is the block's padding); the title ends only at the block's own closing quote and semicolon, so it is
      // nearly 4,000 bytes long.
      const garbage = Buffer.from([
        0x01, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0xe2, 0x80, 0xae, 0xe2, 0x80, 0x8b, 0xc3, 0x28, 0xff, 0x27, 0x22, 0x7f,
      ]);
      const words = Array.from({ length: 400 }, (_, i) =>
        Buffer.concat([Buffer.from(` fern${i} `), garbage.subarray(0, 1 + (i % garbage.length))]),
      );
      const metadata = Buffer.concat([Buffer.from("StreamTitle='Night garden"), ...words]).subarray(0, 4000);
      await playingFromStandIn(page, radioPage.sparePort, Buffer.concat([metadata, Buffer.from("';")]), {
        status: 503,
        contentType: 'text/plain',
        body: 'down',
      });
    },
  );

  test(
    'a title of 10,000 characters from the status address, for a stream without titles, shows cut at a word and plain',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      const title =
        `Night garden ${Array.from({ length: 2_000 }, (_, i) => ['fern', 'moss\u202E', '\u0007hour', 'of\u200B', "dew'"][i % 5]).join(' ')}`.slice(
          0,
          10_000,
        );
      const status = { icestats: { source: { listenurl: `http://radio.example.org${RADIO.mount}`, title } } };
      await playingFromStandIn(page, radioPage.sparePort, null, {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(status),
      });
    },
  );

  const BAD_ANSWERS = {
    'an HTML page with status 200': {
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Login</title><h1>Sign in to the origin</h1>',
    },
    'a 404': { status: 404, contentType: 'text/plain', body: 'not found' },
    'an unknown codec': { status: 200, contentType: 'audio/x-unknown-codec', body: 'x'.repeat(20_000) },
  };
  for (const [what, answer] of Object.entries(BAD_ANSWERS)) {
    test(
      `a stream endpoint that answers ${what} gets the stream message and a retry, and nothing of it is shown`,
      { tag: '@once' },
      async ({ page, radioPage }) => {
        let requests = 0;
        await page.route(`**${RADIO.streamPath}*`, (route) => {
          requests += 1;
          return route.fulfill(answer);
        });
        await openRadio(page, radioPage.baseURL);
        await playToggle(page).click();
        await expect(page.getByRole('alert')).toHaveText(STREAM_MESSAGE, { timeout: 15_000 });
        await expect
          .poll(() => requests, { message: 'the player tries again', timeout: 15_000 })
          .toBeGreaterThanOrEqual(2);
        await expect(page.getByText(/Sign in|Login|not found/)).toHaveCount(0);
      },
    );
  }

  test('a press of play before the player has hydrated is not lost', { tag: '@once' }, async ({ page, radioPage }) => {
    const release = await holdScripts(page, RADIO_PLAYER_CODE);
    await page.goto(`${radioPage.baseURL}/radio`, { waitUntil: 'domcontentloaded' });
    await playToggle(page).click();
    await expect(page.locator('[data-radio-player]')).toHaveAttribute(
      'data-intents',
      JSON.stringify([{ name: 'play' }]),
    );
    release();
    await page.locator('[data-radio-player][data-hydrated]').waitFor();
    await expect(page.getByRole('button', { name: controls.pause, exact: true })).toBeVisible();
    await expectAudioAdvancing(page);
  });

  test(
    'volume keys pressed before the player has hydrated follow its rules and are kept: the slider and the sound agree',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      const release = await holdScripts(page, RADIO_PLAYER_CODE);
      await page.goto(`${radioPage.baseURL}/radio`, { waitUntil: 'domcontentloaded' });
      const slider = page.getByRole('slider', { name: controls.volume });
      await slider.focus();
      // Shift+arrow is ten steps, as once the player runs; the browser's own slider would move one (0.89).
      await page.keyboard.press('Shift+ArrowLeft');
      await expect(slider).toHaveValue('0.8');
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveValue('0.81');
      release();
      await page.locator('[data-radio-player][data-hydrated]').waitFor();
      await expect(slider).toHaveAttribute('aria-valuetext', '81%');
      await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.81);
      await page.keyboard.press('Shift+ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuetext', '91%');
      await page.keyboard.press('Home');
      await expect(slider).toHaveAttribute('aria-valuetext', '0%');
      await expect.poll(async () => (await audioState(page)).volume).toBe(0);
    },
  );

  test(
    'a press before hydration that the browser refuses when it is carried out shows the playback message; the next press plays',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      // The replayed play() comes without a fresh gesture; browsers that want one (Safari) refuse it. This one refuses once.
      await page.addInitScript(() => {
        const play = HTMLMediaElement.prototype.play;
        let refused = false;
        HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
          if (refused) return play.call(this);
          refused = true;
          return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
        };
      });
      const release = await holdScripts(page, RADIO_PLAYER_CODE);
      await page.goto(`${radioPage.baseURL}/radio`, { waitUntil: 'domcontentloaded' });
      await playToggle(page).click();
      release();
      await page.locator('[data-radio-player][data-hydrated]').waitFor();
      await expect(page.getByRole('alert')).toHaveText(PLAYBACK_MESSAGE);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expect(page.getByRole('button', { name: controls.pause, exact: true })).toBeVisible();
      await expectAudioAdvancing(page);
      await expect(page.getByRole('alert')).toBeEmpty();
    },
  );

  test(
    'a player that throws leaves the card usable: one message in words and a link to the stream; the page still works',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      await page.addInitScript(() => {
        HTMLMediaElement.prototype.addEventListener = () => {
          throw new Error('Simulated failure of the audio element');
        };
      });
      await page.goto(`${radioPage.baseURL}/radio`);
      // The player starts when the browser is first idle (RADIO.hydrateWithinMs at the latest), and only then fails.
      await expect(page.getByRole('alert')).toHaveText(words.player.failed.message, {
        timeout: RADIO.hydrateWithinMs + 5000,
      });
      const link = page.getByRole('link', { name: words.player.failed.streamLink });
      await expect(link).toHaveAttribute('href', STREAM_URL);
      await expect(page.getByRole('button', { name: controls.play, exact: true })).toHaveCount(0);
      // The link leads to the live audio itself, which the browser can play by its own means.
      const answer = await page.evaluate(
        async (href) => {
          const controller = new AbortController();
          const response = await fetch(href, { signal: controller.signal });
          controller.abort();
          return { status: response.status, type: response.headers.get('content-type') };
        },
        (await link.getAttribute('href')) ?? '',
      );
      expect(answer).toEqual({ status: 200, type: 'audio/mpeg' });
      // Everything around the player is untouched.
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(page.getByText(words.tip, { exact: true })).toBeVisible();
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(/\/privacy$/);
    },
  );
});
