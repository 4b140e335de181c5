import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { RADIO, STREAM_URL } from '@/config/radio';
import { RADIO_HEARD_KEY } from '@/stores/radio-windows';
import { lagsOf, longestSilence, settledLags, type ClockSample } from '../helpers/audio-silence';
import { readWords } from '../helpers/words';
import {
  mountListeners,
  radioTestPort,
  streamOverlaps,
  TONE_TITLE,
  useOnAir,
  useRadioWorld,
  useRelayStation,
  startSiteServer,
  type RadioWorld,
  type RelayStation,
} from '../helpers/radio-origin';
import { startForwarder } from '../helpers/radio-processes';
import { BURST_SECONDS, startBurstStandIn } from '../helpers/burst-stand-in';
import { startIcyStandIn } from '../helpers/icy-stand-in';
import { expectSoundAdvancing } from '../helpers/sound-advancing';
import { expect, test as base } from './fixtures';
import type { Session } from './session';

/**
 * The radio in Firefox, WebKitGTK and WebKitGTK without MediaSource (an iPhone), against a real Icecast behind the
 * preview server, as tests/e2e/radio*.spec.ts do in Chromium: play, pause, mute and the volume keys, a cut by the
 * host's proxy joined without a gap, the return after an outage, the switch to the data saver, the move to a relay with
 * titles read from the stream, hostile titles stored or sent by another window, and the pop-out with one stream
 * across windows.
 * docs/radio.md, "In every engine", says how each engine plays; these tests hold each to it.
 */

const words = readWords('radio-page', radioPageWordsSchema);
const { controls, failed, messages, popout, sleep, states } = words.player;

interface RadioFixtures {
  /** The preview server's test flags for this project: every page records its errors, some lack MediaSource. */
  serverFlags: string[];
  radio: RadioWorld;
}

const test = base.extend<{ radioPage: RadioWorld }, RadioFixtures>({
  serverFlags: [
    async ({ withoutMediaSource }, use) => {
      await use(['--record-page-errors', ...(withoutMediaSource ? ['--without-media-source'] : [])]);
    },
    { scope: 'worker' },
  ],
  // With the data saver's mount, as deployed.
  radio: [
    async ({ serverFlags }, use, { parallelIndex }) =>
      useRadioWorld('radio', parallelIndex, use, { flags: serverFlags, saver: RADIO.dataSaver }),
    { scope: 'worker', timeout: 60_000 },
  ],
  radioPage: async ({ radio }, use) => useOnAir(radio, use),
});

/** How each project plays: Firefox and WebKit through MediaSource, WebKit without it through ManagedMediaSource. */
const EXPECTED_PATH = { firefox: 'MediaSource', webkit: 'MediaSource', 'webkit-no-mse': 'ManagedMediaSource' } as const;

const button = (label: string) => `[data-radio-player] button[aria-label="${label}"]`;

async function openRadio(session: Session, baseURL: string, path = '/radio'): Promise<void> {
  await session.goto(`${baseURL}${path}`);
  await session.find('[data-radio-player][data-hydrated]', { visible: false, timeout: 15_000 });
}

/** Records, in the page, its clock and the audio's position every 50 ms, and the message shown; see audio-silence.ts. */
function recordAudio(session: Session): Promise<void> {
  return session.evaluate(() => {
    const audio = document.querySelector('audio') as HTMLAudioElement;
    const alert = document.querySelector('[data-radio-player] [role="alert"]');
    const samples: [number, number, string, string][] = [];
    (window as unknown as { radioSamples: typeof samples }).radioSamples = samples;
    setInterval(
      () => samples.push([Date.now(), audio.currentTime, audio.currentSrc.slice(0, 5), alert?.textContent ?? '']),
      50,
    );
    // What the element said, for the report of a test that fails (playerReport).
    const events: string[] = [];
    (window as unknown as { radioEvents: typeof events }).radioEvents = events;
    for (const type of [
      'waiting',
      'playing',
      'emptied',
      'error',
      'stalled',
      'suspend',
      'progress',
      'canplay',
      'ended',
    ]) {
      audio.addEventListener(type, () => {
        const ranges = Array.from(
          { length: audio.buffered.length },
          (_, i) => `${audio.buffered.start(i).toFixed(2)}-${audio.buffered.end(i).toFixed(2)}`,
        );
        events.push(
          `${Date.now()} ${type} t=${audio.currentTime.toFixed(2)} ready=${audio.readyState} buffered=${ranges.join(',')} ${audio.currentSrc.slice(0, 5)}`,
        );
      });
    }
  });
}

type RecordedSample = [at: number, time: number, source: string, message: string];
const recorded = (session: Session) =>
  session.evaluate(() => (window as unknown as { radioSamples: RecordedSample[] }).radioSamples);

/** What the player shows, what its element holds and what it said: printed when a test fails, to say why. */
const playerReport = (session: Session) =>
  session.evaluate(() => {
    const audio = document.querySelector('audio') as HTMLAudioElement;
    const ranges = Array.from({ length: audio.buffered.length }, (_, i) => [
      audio.buffered.start(i),
      audio.buffered.end(i),
    ]);
    const samples = (window as unknown as { radioSamples?: unknown[] }).radioSamples ?? [];
    return JSON.stringify({
      shown: (document.querySelector('[data-radio-player]') as HTMLElement | null)?.innerText
        .replace(/\s+/g, ' ')
        .trim(),
      audio: {
        src: audio.currentSrc.slice(0, 40),
        loop: audio.loop,
        paused: audio.paused,
        currentTime: audio.currentTime,
        readyState: audio.readyState,
        networkState: audio.networkState,
        error: audio.error?.code ?? null,
        buffered: ranges,
      },
      lastSamples: samples.slice(-20),
      events: (window as unknown as { radioEvents?: string[] }).radioEvents ?? [],
    });
  });

/** The sound moves on by at least a second. */
const expectAdvancing = (session: Session, timeout = 15_000): Promise<void> =>
  expectSoundAdvancing(
    () => session.evaluate(() => (document.querySelector('audio') as HTMLAudioElement).currentTime),
    { timeout },
  );

const audioState = (session: Session) =>
  session.evaluate(() => {
    const audio = document.querySelector('audio') as HTMLAudioElement;
    return {
      paused: audio.paused,
      muted: audio.muted,
      volume: audio.volume,
      src: audio.getAttribute('src'),
      currentSrc: audio.currentSrc,
    };
  });

test.afterEach(async ({ session }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const report = await playerReport(session).catch((cause: unknown) => `no report: ${String(cause)}`);
  console.log(`[radio] ${testInfo.project.name}, the player when '${testInfo.title}' failed: ${report}`);
  await testInfo.attach('the player when the test failed', { body: report, contentType: 'application/json' });
});

test('play plays through the engine’s Media Source, whatever another script refuses, touching no page global; pause stops and closes the stream; play again joins afresh', async ({
  session,
  radioPage,
}, testInfo) => {
  await openRadio(session, radioPage.baseURL);
  await recordAudio(session);
  const pressedAt = await session.evaluate(() => Date.now());
  await session.click(button(controls.play));
  await session.find(button(controls.pause));
  await expectAdvancing(session);
  await session.find('[data-radio-player]', { text: states.playing, visible: false });

  const samples = await recorded(session);
  const heardAt = samples.find(([, time, source]) => time > 0 && source !== 'data:')?.[0] ?? Number.NaN;
  const note = `Play → sound ${heardAt - pressedAt} ms (the clock of a 50 ms sample moving)`;
  console.log(`[radio] ${testInfo.project.name}: ${note}`);
  testInfo.annotations.push({ type: 'start', description: note });
  // The bench (npm run bench:radio) measures the start; this only catches a path that is seconds slow.
  expect(heardAt - pressedAt, 'Play → sound (ms)').toBeLessThan(3000);
  // Once heard, the sound goes on: Firefox's clock stood at 0.125 s for up to 1.8 s in about half the starts while the
  // test machine's null sink idled at 2 s of latency (issue 45; docs/radio.md, "Firefox: a stall at the start").
  const sound = samples.filter(([at, , source]) => at >= heardAt && source !== 'data:');
  const startSilence = longestSilence(settledLags(lagsOf(sound.map(([at, time]): ClockSample => [at, time])))).ms;
  console.log(`[radio] ${testInfo.project.name}: longest silence ${Math.round(startSilence)} ms from the first sound`);
  expect(startSilence, 'longest stretch without audio progress after the first sound (ms)').toBeLessThanOrEqual(200);
  // A blob: source is a MediaSource; the engine's own download of the address would be http:.
  expect((await audioState(session)).currentSrc, 'played through Media Source').toMatch(/^blob:/);
  const path = await session.evaluate(() => ({
    standard: typeof MediaSource,
    managed: typeof (window as { ManagedMediaSource?: unknown }).ManagedMediaSource,
  }));
  if (EXPECTED_PATH[testInfo.project.name as keyof typeof EXPECTED_PATH] === 'ManagedMediaSource') {
    // The page had no MediaSource (the server removed it first): the reader plays the managed one, by its own name.
    expect(path.managed).toBe('function');
    // AirPlay kept: the element plays the Media Source from a first <source> and offers the stream's plain address.
    const element = await session.evaluate(() => {
      const audio = document.querySelector('audio') as HTMLAudioElement;
      const offered = [...audio.querySelectorAll('source')].map((source) => new URL(source.src).pathname);
      // WebKitGTK has no disableRemotePlayback at all (no AirPlay there); it must not be set to true on an iPhone.
      return { remoteOff: audio.disableRemotePlayback === true, offered };
    });
    expect(element).toEqual({ remoteOff: false, offered: [expect.any(String), RADIO.streamPath] });
  }
  expect(
    samples.filter(([, , , message]) => message !== ''),
    'no message while it starts',
  ).toEqual([]);
  // The lock screen's artwork: each picture the Media Session offers loads in this engine, at the size it claims.
  const artwork = await session.evaluate(async () => {
    const offered = navigator.mediaSession?.metadata?.artwork ?? [];
    return Promise.all(
      offered.map(async ({ src, sizes }) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return { sizes, drawn: `${image.naturalWidth}x${image.naturalHeight}` };
      }),
    );
  });
  expect(artwork.length, 'artwork offered to the lock screen').toBeGreaterThan(1);
  for (const { sizes, drawn } of artwork) expect(drawn).toBe(sizes);
  // Another script's refusal of a type of its own is none of the radio's: it plays on through Media Source.
  const refused = await session.evaluate(() => {
    try {
      new MediaSource().addSourceBuffer('audio/x-bogus');
      return 'taken';
    } catch {
      return 'refused';
    }
  });
  expect(refused).toBe('refused');
  await expectAdvancing(session);
  // No page global is touched: the engine's own fetch, and its MediaSource or none at all, while the stream plays.
  const globals = () =>
    session.evaluate(() => [String(window.fetch), String((window as { MediaSource?: unknown }).MediaSource)]);
  const engineOwn = EXPECTED_PATH[testInfo.project.name as keyof typeof EXPECTED_PATH] === 'MediaSource';
  const ownGlobals = [
    expect.stringContaining('[native code]'),
    engineOwn ? expect.stringContaining('[native code]') : 'undefined',
  ];
  expect(await globals(), 'the page’s own fetch and MediaSource while playing').toEqual(ownGlobals);
  expect((await audioState(session)).currentSrc, 'on Media Source after another script’s refusal').toMatch(/^blob:/);

  await session.click(button(controls.pause));
  await session.find(button(controls.play));
  const paused = await audioState(session);
  expect(paused.paused).toBe(true);
  // No source while paused: the player let go of the stream rather than buffer stale audio.
  await expect.poll(async () => (await audioState(session)).src, { message: 'source cleared after pause' }).toBeNull();
  // Stopped, as while playing: the page's own fetch, and its MediaSource or none at all.
  await expect.poll(globals, { message: 'the page’s own fetch and MediaSource after a pause' }).toEqual(ownGlobals);

  await session.click(button(controls.play));
  await expectAdvancing(session);
  expect((await audioState(session)).currentSrc).toMatch(/^blob:/);
});

test('mute and the volume slider’s keys act on the sound, and the next visit keeps both', async ({
  session,
  radioPage,
}) => {
  await openRadio(session, radioPage.baseURL);
  await session.click(button(controls.play));
  await expectAdvancing(session);

  await session.click(button(controls.mute));
  await session.find(button(controls.unmute));
  expect((await audioState(session)).muted).toBe(true);

  const slider = await session.find('[data-radio-player] input[type="range"]');
  await session.evaluate((element: HTMLElement) => element.focus(), slider);
  const steps: [string, number][] = [
    ['ArrowDown', 0.89],
    ['ArrowUp', 0.9],
    ['PageDown', 0.8],
    ['PageUp', 0.9],
    ['Home', 0],
    ['End', 1],
  ];
  for (const [key, volume] of steps) {
    await session.press(key);
    await expect.poll(() => slider.attribute('aria-valuetext'), { message: key }).toBe(`${Math.round(volume * 100)}%`);
    // WebKit keeps the volume as a 32-bit float: 0.9 reads back as 0.89998…
    expect((await audioState(session)).volume, key).toBeCloseTo(volume, 3);
  }
  // Moving the volume above 0 while muted unmutes.
  expect((await audioState(session)).muted).toBe(false);
  await session.find(button(controls.mute));

  // Kept in the engine's own storage: the next visit starts muted, at the volume last set.
  await session.press('PageDown');
  await session.click(button(controls.mute));
  await openRadio(session, radioPage.baseURL);
  expect(await (await session.find('[data-radio-player] input[type="range"]')).attribute('aria-valuetext')).toBe('90%');
  await session.find(button(controls.unmute));
  expect((await audioState(session)).muted).toBe(true);
});

/**
 * Plays the radio at `baseURL` through the proxy's cuts for `ms`, the sound moving on before and after: what the page
 * recorded, what was heard, and the longest silence from 3 s of sound on, where the joins are. The start is the first
 * test's to measure: before 3 s, Firefox ESR's clock stood still for 140–200 ms about 1.7 s into the sound in 7 of 18
 * runs here, with 6 s of audio buffered ahead and no event on the element, a stall of the engine's own start
 * (docs/radio.md, "In every engine"). WebKit reports the position in steps when the machine is busy: only a lag that
 * lasts is silence.
 */
/** From now on the page counts the stream's requests: the reader on the page calls the page's fetch as it is then. */
const countStreamRequests = (session: Session) =>
  session.evaluate((path: string) => {
    const counted = window as unknown as { streamRequests: number };
    counted.streamRequests = 0;
    const pageFetch = window.fetch;
    window.fetch = (input, init) => {
      if (new URL(String(input instanceof Request ? input.url : input), location.href).pathname === path)
        counted.streamRequests += 1;
      return pageFetch(input, init);
    };
  }, RADIO.streamPath);
const streamRequests = (session: Session) =>
  session.evaluate(() => (window as unknown as { streamRequests: number }).streamRequests);

async function playThroughCuts(session: Session, baseURL: string, ms: number, beforePlay = async () => {}) {
  await openRadio(session, baseURL);
  await recordAudio(session);
  await beforePlay();
  await session.click(button(controls.play));
  await expectAdvancing(session);
  await session.evaluate((wait: number) => new Promise((resolve) => setTimeout(resolve, wait)), ms);
  await expectAdvancing(session);
  const samples = await recorded(session);
  const heard = samples.filter(([, , source]) => source !== 'data:').map(([at, time]): ClockSample => [at, time]);
  const lags = lagsOf(heard);
  const from = Math.max(
    0,
    lags.findIndex((sample) => sample.time > 3),
  );
  return { samples, heard, from, silence: longestSilence(settledLags(lags.slice(from))) };
}

test('a stream dropped by the host’s proxy (which strips icy-*) is joined with no silence over 0.2 s and no message, and the title comes from the status address', async ({
  session,
  radioPage,
  serverFlags,
}, testInfo) => {
  test.setTimeout(60_000);
  // Every stream response is cut after 6 s, just over RADIO.healthyPlayMs, as a host's 26 s limit would.
  expect(RADIO.healthyPlayMs).toBeLessThan(6000);
  const cutting = await startSiteServer(
    radioPage.sparePort,
    // Dropped (the connection reset), where the plain path's test below ends each response cleanly: both kinds of cut
    // are met in every engine, as in Chromium's suite.
    {
      RADIO_ORIGIN: radioPage.origin.mountUrl,
      RADIO_STATUS_URL: radioPage.origin.statusUrl,
      RADIO_PROXY_CUT_AFTER_MS: '6000',
      RADIO_PROXY_CUT_ABRUPT: '1',
      RADIO_PROXY_STRIP_ICY: '1',
    },
    serverFlags,
  );
  try {
    // Two cuts (at 6 s and 12 s of the stream), then the sound moving on after the second.
    const { samples, heard, from, silence } = await playThroughCuts(session, cutting.baseURL, 15_000);
    const note = `longest silence ${Math.round(silence.ms)} ms over two cuts`;
    console.log(`[radio] ${testInfo.project.name}: ${note}`);
    testInfo.annotations.push({ type: 'silence', description: note });
    expect(heard.at(-1)![0] - heard[from]![0], 'sound recorded across both cuts (ms)').toBeGreaterThan(12_000);
    expect(silence.ms, 'longest stretch without audio progress (ms)').toBeLessThanOrEqual(200);
    expect(
      samples.filter(([, , , message]) => message !== ''),
      'no message for a quick rejoin',
    ).toEqual([]);
    // The proxy passed no titles in the stream: this one came from the status address.
    await session.find('[data-radio-player]', { text: TONE_TITLE, visible: false });
  } finally {
    await cutting.stop();
  }
});

test('a connection that freezes (open, bringing nothing, as when a phone changes networks) is joined before the buffer runs dry, and so is the browser’s word that the network changed: no silence over 0.2 s', async ({
  session,
  radioPage,
  serverFlags,
}, testInfo) => {
  test.setTimeout(60_000);
  // Every answer stops bringing data after 6 s and stays open; a new request is answered at once.
  const freezing = await startSiteServer(
    radioPage.sparePort,
    {
      RADIO_ORIGIN: radioPage.origin.mountUrl,
      RADIO_STATUS_URL: radioPage.origin.statusUrl,
      RADIO_PROXY_CUT_AFTER_MS: '6000',
      RADIO_PROXY_CUT_FREEZES: '1',
    },
    serverFlags,
  );
  try {
    // The stream freezes at 6 s and, joined afresh, 6 s later again; an `online` between them is one more join.
    const { samples, heard, from, silence } = await playThroughCuts(session, freezing.baseURL, 9000, () =>
      countStreamRequests(session),
    );
    const before = await streamRequests(session);
    await session.evaluate(() => window.dispatchEvent(new Event('online')));
    await expectAdvancing(session);
    expect(await streamRequests(session), 'a new request at the word that the network changed').toBeGreaterThan(before);
    const note = `longest silence ${Math.round(silence.ms)} ms over a freeze, from ${silence.from}`;
    console.log(`[radio] ${testInfo.project.name}: ${note}`);
    testInfo.annotations.push({ type: 'silence', description: note });
    expect(heard.at(-1)![0] - heard[from]![0], 'sound recorded across the freeze (ms)').toBeGreaterThan(7000);
    expect(silence.ms, 'longest stretch without audio progress (ms)').toBeLessThanOrEqual(200);
    expect(
      samples.filter(([, , , message]) => message !== ''),
      'no message for a frozen connection',
    ).toEqual([]);
  } finally {
    await freezing.stop();
  }
});

test('a response that starts inside a frame, where a frame reader that trusts one header misreads a first frame, is joined frame by frame at each cut, with no silence over 0.2 s', async ({
  session,
  radioPage,
  serverFlags,
}, testInfo) => {
  test.setTimeout(60_000);
  // Every response of this origin starts at such a byte (Icecast's burst does now and then), and the host's proxy drops
  // each after 6 s. Lined up by ear instead, a join plays the burst again, or falls silent.
  const origin = await startBurstStandIn();
  const site = await startSiteServer(
    radioPage.sparePort,
    {
      RADIO_ORIGIN: `${origin.url}${RADIO.mount}`,
      RADIO_STATUS_URL: `${origin.url}/no-status-here`,
      RADIO_PROXY_CUT_AFTER_MS: '6000',
      RADIO_PROXY_CUT_ABRUPT: '1',
    },
    serverFlags,
  );
  try {
    const aheadNow = () =>
      session.evaluate(() => {
        const audio = document.querySelector('audio') as HTMLAudioElement;
        const { buffered } = audio;
        return buffered.length ? buffered.end(buffered.length - 1) - audio.currentTime : 0;
      });
    // The audio held ahead as the sound starts, before any cut.
    let aheadAtStart = Number.NaN;
    const { silence } = await playThroughCuts(session, site.baseURL, 12_000, async () => {
      await countStreamRequests(session);
      await session.evaluate(() => {
        const audio = document.querySelector('audio') as HTMLAudioElement;
        const held = window as unknown as { aheadAtStart?: number };
        audio.addEventListener('timeupdate', () => {
          const { buffered } = audio;
          if (held.aheadAtStart === undefined && audio.currentTime > 0.5 && buffered.length)
            held.aheadAtStart = buffered.end(buffered.length - 1) - audio.currentTime;
        });
      });
    });
    aheadAtStart = await session.evaluate(() => (window as unknown as { aheadAtStart?: number }).aheadAtStart ?? NaN);
    const joins = (await streamRequests(session)) - 1;
    expect(joins, 'joins at the proxy’s cuts').toBeGreaterThanOrEqual(2);
    // Lined up frame by frame, the audio held ahead stays as it was: a burst appended again would add its seconds.
    const ahead = await aheadNow();
    const note = `longest silence ${Math.round(silence.ms)} ms over ${joins} joins, from ${silence.from}; ${aheadAtStart.toFixed(1)} s ahead at the start, ${ahead.toFixed(1)} s after them`;
    console.log(`[radio] ${testInfo.project.name}: burst stand-in: ${note}`);
    testInfo.annotations.push({ type: 'silence', description: note });
    expect(ahead - aheadAtStart, 'audio held ahead after the joins, beyond what it was at the start (s)').toBeLessThan(
      BURST_SECONDS / 2,
    );
    expect(silence.ms, 'longest stretch without audio progress (ms)').toBeLessThanOrEqual(200);
  } finally {
    await site.stop();
    await origin.close();
  }
});

test('where an engine has no Media Source of either kind, the plain <audio> path plays steadily: no message for a healthy stream, its own address throughout, back within 3 s of each cut', async ({
  session,
  radioPage,
  serverFlags,
}, testInfo) => {
  test.setTimeout(60_000);
  // As on iOS before 17.1 and in old browsers; WebKit's element fires `playing` about 2 s before its clock moves.
  const plain = await startSiteServer(
    radioPage.sparePort,
    { RADIO_ORIGIN: radioPage.origin.mountUrl, RADIO_PROXY_CUT_AFTER_MS: '6000', RADIO_PROXY_STRIP_ICY: '1' },
    [...new Set([...serverFlags, '--without-media-source', '--without-managed-media-source'])],
  );
  try {
    await openRadio(session, plain.baseURL);
    await recordAudio(session);
    const pressedAt = await session.evaluate(() => Date.now());
    await session.click(button(controls.play));
    await expectAdvancing(session);
    await session.evaluate(() => new Promise((resolve) => setTimeout(resolve, 13_000)));
    await expectAdvancing(session);
    const samples = await recorded(session);
    const heardAt = samples.find(([, time, source]) => time > 0 && source === 'http:')?.[0] ?? Number.NaN;
    const lags = lagsOf(
      samples.filter(([, , source]) => source === 'http:').map(([at, time]): ClockSample => [at, time]),
    );
    const silence = longestSilence(
      settledLags(
        lags.slice(
          Math.max(
            0,
            lags.findIndex((sample) => sample.time > 0.5),
          ),
        ),
      ),
    );
    const note = `Play → sound ${heardAt - pressedAt} ms, longest silence ${Math.round(silence.ms)} ms over two cuts`;
    console.log(`[radio] ${testInfo.project.name}, plain <audio>: ${note}`);
    testInfo.annotations.push({ type: 'plain <audio>', description: note });
    expect(heardAt - pressedAt, 'Play → sound (ms)').toBeLessThan(3000);
    expect(silence.ms, 'longest stretch without sound after a cut (ms)').toBeLessThanOrEqual(3000);
    expect(
      samples.filter(([, , , message]) => message !== ''),
      'no message for a healthy stream',
    ).toEqual([]);
    expect((await audioState(session)).src, 'still the stream’s own address, never a relay').toBe(STREAM_URL);
  } finally {
    await plain.stop();
  }
});

test('an engine that says it plays MP3 in Media Source and then refuses the SourceBuffer plays through plain <audio> within 1 s, over one stream connection, with no message', async ({
  session,
  radioPage,
  serverFlags,
}) => {
  // The server's script makes every Media Source refuse addSourceBuffer while isTypeSupported still says yes (in the
  // iPhone project that is ManagedMediaSource, the only one there). Connections are counted at a forwarder before
  // Icecast: a loop between the two ways would open more than one.
  const streams = await startForwarder(radioPage.sparePort, Number(new URL(radioPage.origin.mountUrl).port));
  const lying = await startSiteServer(
    radioPage.sparePort + 1,
    {
      RADIO_ORIGIN: `http://127.0.0.1:${radioPage.sparePort}${RADIO.mount}`,
      RADIO_STATUS_URL: radioPage.origin.statusUrl,
    },
    [...serverFlags, '--refusing-source-buffer'],
  );
  try {
    await openRadio(session, lying.baseURL);
    await recordAudio(session);
    const pressedAt = await session.evaluate(() => Date.now());
    await session.click(button(controls.play));
    await expectAdvancing(session);
    await session.find('[data-radio-player]', { text: states.playing, visible: false });
    const samples = await recorded(session);
    const plainAt = samples.find(([, , source]) => source === 'http:')?.[0] ?? Number.NaN;
    expect(plainAt - pressedAt, 'Play → the element on the stream’s own address (ms)').toBeLessThan(1000);
    expect(
      samples.filter(([, , source]) => source === 'blob:'),
      'never a Media Source',
    ).toEqual([]);
    expect(
      samples.filter(([, , , message]) => message !== ''),
      'no message for a healthy stream',
    ).toEqual([]);
    expect((await audioState(session)).src).toBe(STREAM_URL);
    expect(streams.connections(), 'stream connections, in all').toBe(1);
  } finally {
    await lying.stop();
    await streams.kill();
  }
});

test('after an outage the player says so, keeps trying, and plays within a wait and a second of the origin’s return', async ({
  session,
  radioPage,
}) => {
  test.setTimeout(60_000);
  await openRadio(session, radioPage.baseURL);
  await session.click(button(controls.play));
  await expectAdvancing(session);

  await radioPage.origin.stop();
  await session.find('[data-radio-player] [role="alert"]', {
    text: messages.streamUnavailable,
    exact: true,
    timeout: 30_000,
  });
  // The listener still wants to listen: the button still offers Pause.
  await session.find(button(controls.pause));
  await session.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));

  await radioPage.origin.start();
  const upAt = Date.now();
  await session.find('[data-radio-player]', { text: states.playing, visible: false, timeout: 10_000 });
  const rejoined = Date.now() - upAt;
  await expect
    .poll(() => session.evaluate(() => document.querySelector('[data-radio-player] [role="alert"]')?.textContent ?? ''))
    .toBe('');
  await expectAdvancing(session);
  // At worst the last wait (at most reconnectMaxMs in the first minute) just missed the return; then a second buffers.
  expect(rejoined, 'from the origin back on air to playing (ms)').toBeLessThan(RADIO.reconnectMaxMs + 1500);
});

test('the listener switches to the data saver while playing by keyboard: the low-bitrate mount plays on without a stop or a message, and the choice is remembered', async ({
  session,
  radioPage,
}, testInfo) => {
  test.setTimeout(60_000);
  const saver = RADIO.dataSaver;
  if (!saver) throw new Error('This test needs RADIO.dataSaver in src/config/radio.ts.');
  const { origin, baseURL } = radioPage;
  await openRadio(session, baseURL);
  await recordAudio(session);
  await session.click(button(controls.play));
  await expectAdvancing(session);
  await expect
    .poll(() => mountListeners(origin), { message: 'on the standard stream' })
    .toEqual({ [RADIO.mount]: 1, [saver.mount]: 0 });
  // A pause, an error or an end while the stream changes under the element would be heard.
  await session.evaluate(() => {
    const stops: string[] = [];
    (window as unknown as { stops: string[] }).stops = stops;
    const audio = document.querySelector('audio') as HTMLAudioElement;
    for (const type of ['pause', 'error', 'ended']) audio.addEventListener(type, () => stops.push(type));
  });

  const switchedAt = await session.evaluate(() => Date.now());
  const standard = await session.find('[data-radio-player] input[type="radio"][value="standard"]', { visible: false });
  await session.evaluate((element: HTMLElement) => element.focus(), standard);
  await session.press('ArrowRight');
  await expect
    .poll(
      () =>
        session.evaluate(
          () => (document.querySelector('[data-radio-player] input[value="saver"]') as HTMLInputElement).checked,
        ),
      { message: 'the data saver chosen' },
    )
    .toBe(true);
  await expect
    .poll(() => mountListeners(origin), { timeout: 15_000, message: 'the listener moved to the data saver’s mount' })
    .toEqual({ [RADIO.mount]: 0, [saver.mount]: 1 });
  await expectAdvancing(session);
  await expectAdvancing(session);

  const samples = await recorded(session);
  const heard = samples
    .filter(([at, , source]) => at >= switchedAt - 1000 && source === 'blob:')
    .map(([at, time]): ClockSample => [at, time]);
  const silence = longestSilence(settledLags(lagsOf(heard)));
  const note = `switch to the data saver: longest silence ${Math.round(silence.ms)} ms`;
  console.log(`[radio] ${testInfo.project.name}: ${note}`);
  testInfo.annotations.push({ type: 'silence', description: note });
  expect(
    await session.evaluate(() => (window as unknown as { stops: string[] }).stops),
    'the element never stopped',
  ).toEqual([]);
  expect(
    samples.filter(([, , , message]) => message !== ''),
    'no message for a switch',
  ).toEqual([]);
  await session.find('[data-radio-player]', { text: states.playing, visible: false });

  // The next visit starts on the data saver.
  await openRadio(session, baseURL);
  expect(
    await session.evaluate(
      () => (document.querySelector('[data-radio-player] input[value="saver"]') as HTMLInputElement).checked,
    ),
    'the choice remembered',
  ).toBe(true);
});

/**
 * The relays' world: the station's Icecast, reached through a forwarder a test kills, and a second Icecast relaying it,
 * behind the preview server (tests/helpers/radio-origin.ts, useRelayStation). Its status address answers 404, so every title
 * comes from the stream itself, read by the stream library inside the engine's Media Source.
 */
const relayTest = test.extend<object, { relayStation: RelayStation }>({
  relayStation: [
    async ({ serverFlags }, use, { parallelIndex }) =>
      useRelayStation(parallelIndex, use, {
        flags: serverFlags,
        statusUrl: `http://127.0.0.1:${radioTestPort('relay', parallelIndex)}/no-status-here`,
      }),
    { scope: 'worker', timeout: 90_000 },
  ],
});

relayTest(
  'the server in use fails while playing: the player moves to the relay with no silence over 0.2 s and no message, and titles come from the stream',
  async ({ session, relayStation }, testInfo) => {
    test.setTimeout(90_000);
    const { origin, relay, baseURL, forwarderPort } = relayStation;
    await origin.setTitle(TONE_TITLE);
    const forwarder = await startForwarder(forwarderPort, Number(new URL(origin.mountUrl).port));
    try {
      await openRadio(session, baseURL);
      await recordAudio(session);
      await session.click(button(controls.play));
      await expectAdvancing(session);
      await session.find('[data-radio-player]', { text: TONE_TITLE, visible: false, timeout: 15_000 });
      expect((await mountListeners(relay))[RADIO.mount], 'on the station’s own server first').toBe(0);
      // Past the engine's own start before the server goes (as the cut test measures): Firefox ESR's clock may stand
      // still for up to 0.2 s about 1.7 s into the sound (docs/radio.md, "In every engine").
      await session.waitFor(() => (document.querySelector('audio') as HTMLAudioElement).currentTime > 3, [], {
        timeout: 15_000,
        message: '3 s of sound',
      });

      const killedAt = await session.evaluate(() => Date.now());
      await forwarder.kill();
      await expect
        .poll(async () => (await mountListeners(relay))[RADIO.mount], {
          timeout: 15_000,
          message: 'the listener moved to the relay',
        })
        .toBe(1);
      await expectAdvancing(session);
      await expectAdvancing(session);
      const samples = await recorded(session);
      const heard = samples
        .filter(([at, , source]) => at >= killedAt - 1000 && source !== 'data:')
        .map(([at, time]): ClockSample => [at, time]);
      const silence = longestSilence(settledLags(lagsOf(heard)));
      const note = `relay switch: longest silence ${Math.round(silence.ms)} ms`;
      console.log(`[radio] ${testInfo.project.name}: ${note}`);
      testInfo.annotations.push({ type: 'silence', description: note });
      expect(silence.ms, 'longest stretch without audio progress around the switch (ms)').toBeLessThanOrEqual(200);
      expect(
        samples.filter(([, , , message]) => message !== ''),
        'no message while the sound goes on',
      ).toEqual([]);

      // A new title: the status address answers nothing and the station's own server is gone, so only the relay's stream
      // can bring it.
      const title = 'Relayed Garden Hour';
      await origin.setTitle(title);
      await session.find('[data-radio-player]', { text: title, visible: false, timeout: 15_000 });
    } finally {
      await forwarder.kill();
      await origin.setTitle(TONE_TITLE);
    }
  },
);

test('the player starts, plays and lists titles whatever a stored copy and another window hold', async ({
  session,
  radioPage,
  serverFlags,
}) => {
  test.setTimeout(60_000);
  // As tests/e2e/radio-hostile-titles.spec.ts in Chromium: a stand-in origin sends one title in its stream, and the
  // status address answers 404, so titles come from the stream only. Dates no Date can draw meet each engine's own Intl.
  const title = 'Night garden';
  const origin = await startIcyStandIn(Buffer.from(`StreamTitle='${title}';`));
  const site = await startSiteServer(
    radioPage.sparePort,
    { RADIO_ORIGIN: `${origin.url}${RADIO.mount}`, RADIO_STATUS_URL: `${origin.url}/no-status-here` },
    serverFlags,
  );
  const listed = () =>
    session.evaluate(() =>
      [...document.querySelectorAll('[data-recently-played] li')].map((item) => (item as HTMLElement).innerText),
    );
  try {
    // A hostile copy in this tab's sessionStorage before the player reads it.
    await session.goto(`${site.baseURL}/privacy`);
    await session.evaluate(
      (key: string, list: unknown) => sessionStorage.setItem(key, JSON.stringify(list)),
      RADIO_HEARD_KEY,
      [
        { title: 'Stored beyond any date', at: 1e300 },
        { title: 'Stored in the future', at: Date.now() + 86_400_000 },
      ],
    );
    await openRadio(session, site.baseURL);
    // Another window's lists, posted on the players' channel from a second channel object in this page (a window
    // opened by a script is refused by WebKit's pop-up blocker): it reaches the player as another window's would.
    await session.evaluate((name: string) => {
      const now = Date.now();
      const lists: unknown[] = [
        [{ title: 'Far beyond any date', at: 1e300 }],
        [
          { title: 'Just past the last date', at: 8.64e15 + 1 },
          { title: 'Next year', at: now + 365 * 86_400_000 },
        ],
        [{ title: 'Largest number', at: Number.MAX_VALUE }, { title: { toString: 'not a string' }, at: now }, null, 7],
        'not a list',
        [{ title: 'Sent a minute ago', at: now - 60_000 }],
      ];
      const channel = new BroadcastChannel(name);
      for (const titles of lists) channel.postMessage({ kind: 'heard', from: 'hostile-window', titles });
      setTimeout(() => channel.close(), 500);
    }, RADIO.channelName);
    await expect
      .poll(listed, { message: 'only the one true title listed' })
      .toEqual([expect.stringContaining('Sent a minute ago')]);

    await session.click(button(controls.play));
    await session.find(button(controls.pause));
    await expectAdvancing(session);
    await expect
      .poll(async () => (await listed())[0] ?? '', { timeout: 15_000, message: 'the stream’s title listed first' })
      .toContain(title);
    expect(await listed()).toHaveLength(2);
    expect(
      await session.evaluate(() => document.querySelector('[data-radio-player] [role="alert"]')?.textContent ?? ''),
    ).toBe('');

    // A reload reads the copy the player kept: the same two titles, no hostile one.
    await openRadio(session, site.baseURL);
    await expect.poll(listed).toHaveLength(2);
    expect(
      await session.evaluate((words: string) => document.body.innerText.includes(words), failed.message),
      'the player’s error card',
    ).toBe(false);
  } finally {
    await site.stop();
    await origin.close();
  }
});

/** The pop-out's world counts the stream's connections where the origin sees them. */
const popoutTest = test.extend<object, { popoutWorld: RadioWorld }>({
  popoutWorld: [
    async ({ serverFlags }, use, { parallelIndex }) =>
      useRadioWorld('popout', parallelIndex, use, { flags: serverFlags, countStreams: true }),
    { scope: 'worker', timeout: 60_000 },
  ],
});

popoutTest(
  'the pop-out takes the radio over with one stream open at a time; Play on the page takes it back',
  async ({ session, popoutWorld }) => {
    test.setTimeout(60_000);
    const since = Date.now();
    await openRadio(session, popoutWorld.baseURL);
    await session.click(button(controls.play));
    await expectAdvancing(session);
    const page = await session.currentWindow();

    // A real click (the engine's own input): WebKit's pop-up blocker refuses a window opened from a script's click.
    const before = await session.windows();
    await session.click('[data-radio-player] a', { text: popout.open, exact: true });
    const player = await session.waitForNewWindow(before, { message: 'the pop-out window opened' });
    await session.switchToWindow(player);
    await session.find('[data-radio-player][data-hydrated]', { visible: false, timeout: 15_000 });
    // Firefox lets the pop-out start by itself; WebKit, as Safari, lets no new window play before a press there, and the
    // pop-out says so (tests/e2e/radio-popout.spec.ts has both cases in Chromium).
    const started = await session.waitFor(
      (pause: string, pressPlay: string) =>
        document.querySelector(`[data-radio-player] button[aria-label="${pause}"]`)
          ? 'by itself'
          : document.body.innerText.includes(pressPlay)
            ? 'asks for a press'
            : null,
      [controls.pause, popout.pressPlay],
      { message: 'the pop-out either plays or asks for a press' },
    );
    test.info().annotations.push({ type: 'pop-out', description: started ?? '' });
    if (started === 'asks for a press') await session.click(button(controls.play));
    await session.find(button(controls.pause));
    await expectAdvancing(session);

    await session.switchToWindow(page);
    await session.find('[data-radio-player]', { text: popout.playingInPopout, visible: false });
    expect((await audioState(session)).paused, 'the page stopped when the pop-out started').toBe(true);

    await session.click('[data-radio-player] button', { text: popout.bringBack, exact: true });
    await expectAdvancing(session);
    await expect
      .poll(async () => (await session.windows()).includes(player), { message: 'the pop-out closed' })
      .toBe(false);
    const { note, twoStreams } = streamOverlaps(popoutWorld.streams!, since);
    console.log(`[radio] ${test.info().project.name} pop-out: ${note}`);
    test.info().annotations.push({ type: 'streams', description: note });
    expect(twoStreams, 'two stream connections open at once').toEqual([]);
  },
);

/**
 * The sleep timer by keyboard: set, its time left shown and said once, then cancelled. Its end (the fade, the pause, the
 * closed stream) and its move to the pop-out are tested in Chromium (tests/e2e/radio-sleep.spec.ts) with a controlled
 * clock; these engines have none (tests/engines/README.md), and the shortest timer is 15 minutes of real time.
 */
test('the sleep timer is set and cancelled by keyboard, saying so to screen readers', async ({ session }) => {
  // The site's own server is enough: the timer needs no stream.
  await openRadio(session, '');
  const choice = (value: number) => `[data-radio-player] input[name="radio-sleep"][value="${value}"]`;
  const checked = (selector: string) =>
    session.evaluate((query: string) => (document.querySelector(query) as HTMLInputElement).checked, selector);
  const said = () =>
    session.evaluate(() => document.querySelector('[data-radio-player] fieldset [aria-live="polite"]')?.textContent);
  const off = await session.find(choice(0), { visible: false });
  expect(await checked(choice(0))).toBe(true);
  await session.evaluate((element: HTMLElement) => element.focus(), off);
  await session.press('ArrowRight');
  await expect.poll(() => checked(choice(15)), { message: '15 minutes chosen' }).toBe(true);
  await session.find('[data-radio-player] fieldset p', { text: sleep.left.replace('{minutes}', '15'), exact: true });
  expect(await said()).toBe(sleep.set.replace('{minutes}', '15'));
  await session.press('ArrowLeft');
  await expect.poll(() => checked(choice(0)), { message: 'Off chosen again' }).toBe(true);
  await expect.poll(said, { message: 'the cancellation said' }).toBe(sleep.cancelled);
  expect(await session.count('[data-radio-player] fieldset p', { text: sleep.left.replace('{minutes}', '15') })).toBe(
    0,
  );
});
