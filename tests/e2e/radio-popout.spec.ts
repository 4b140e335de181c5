import type { Page } from '@playwright/test';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { RADIO } from '@/config/radio';
import { lagsOf, longestSilence } from '../helpers/audio-silence';
import { readWords } from '../helpers/words';
import { expect, test } from './fixtures';
import { streamOverlaps, TONE_TITLE } from '../helpers/radio-origin';
import { expectSoundAdvancing } from '../helpers/sound-advancing';

/**
 * The pop-out player (RADIO.popout) against a real Icecast on loopback behind the preview server: the radio plays on
 * in a window of its own while the main window browses the site, and one listener never has two streams open.
 */

const words = readWords('radio-page', radioPageWordsSchema);
const { controls, messages, popout, recent } = words.player;

const audioOf = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    time: audio.currentTime,
    src: audio.getAttribute('src'),
  }));

/** The sound of `page` moves on by at least a second. */
const expectAdvancing = (page: Page) => expectSoundAdvancing(async () => (await audioOf(page)).time);

async function openRadio(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/radio`);
  await page.locator('[data-radio-player][data-hydrated]').waitFor();
}

/** Presses 'Pop-out player' on /radio and returns the pop-out, started. */
async function openPopout(page: Page): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('link', { name: popout.open }).click();
  const player = await opened;
  await player.waitForURL(`**${RADIO.popout.path}*`);
  await player.locator('[data-radio-player][data-hydrated]').waitFor();
  return player;
}

/** Records the page's clock and audio position every 100 ms, in the page itself (see tests/helpers/audio-silence.ts). */
async function sampleAudio(page: Page) {
  await page.evaluate(() => {
    const audio = document.querySelector('audio') as HTMLAudioElement;
    const samples: [number, number][] = [];
    (window as unknown as { radioSamples: typeof samples }).radioSamples = samples;
    setInterval(() => samples.push([performance.now(), audio.currentTime]), 100);
  });
  return async () => {
    const samples = await page.evaluate(() => (window as unknown as { radioSamples: [number, number][] }).radioSamples);
    return longestSilence(lagsOf(samples)).ms;
  };
}

test.describe('the pop-out player', () => {
  test(
    'plays on while the main window searches, opens a plant page and the books and comes back; one stream at a time',
    { tag: '@desktop' },
    async ({ page, popoutWorld }) => {
      test.setTimeout(90_000);
      const since = Date.now();
      await openRadio(page, popoutWorld.baseURL);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expectAdvancing(page);

      const player = await openPopout(page);
      await expect(player.getByRole('button', { name: controls.pause, exact: true })).toBeVisible();
      await expectAdvancing(player);
      await expect(player).toHaveTitle(new RegExp(`^${words.popoutTitle}`));
      // The page's own player stopped when the pop-out started, and says where the radio plays.
      await expect(page.getByText(popout.playingInPopout)).toBeVisible();
      await expect(page.getByRole('button', { name: controls.play, exact: true })).toBeVisible();
      expect((await audioOf(page)).paused).toBe(true);
      const silence = await sampleAudio(player);

      await page.goto(`${popoutWorld.baseURL}/`);
      await page.getByRole('searchbox', { name: 'Search plants' }).fill('lav');
      await expect(page.getByRole('list', { name: 'Plants' }).getByRole('link', { name: /^Lavender/ })).toBeVisible();
      await page.goto(`${popoutWorld.baseURL}/plants/lavender`);
      await expect(page.getByRole('heading', { level: 1, name: /Lavender/ })).toBeVisible();
      await page.goto(`${popoutWorld.baseURL}/books`);
      await page.goBack();
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(/\/radio$/);
      await page.locator('[data-radio-player][data-hydrated]').waitFor();
      // Back on /radio, the page learns from the pop-out that the radio plays there.
      await expect(page.getByText(popout.playingInPopout)).toBeVisible();
      await expectAdvancing(player);

      const longest = await silence();
      const { note, twoStreams } = streamOverlaps(popoutWorld.streams!, since);
      console.log(`[radio] pop-out while browsing: longest silence ${Math.round(longest)} ms, ${note}`);
      expect(longest, 'longest stretch without audio progress in the pop-out (ms)').toBeLessThanOrEqual(200);
      expect(twoStreams, 'two stream connections open at once').toEqual([]);

      // Lock-screen and headset controls belong to the pop-out that plays.
      const session = await player.evaluate(() => ({
        state: navigator.mediaSession.playbackState,
        title: navigator.mediaSession.metadata?.title,
      }));
      expect(session).toEqual({ state: 'playing', title: RADIO.stationName });
      // What was heard is listed in both windows, with the time it was heard.
      for (const where of [player, page]) {
        const list = where.getByRole('region', { name: recent.heading }).getByRole('listitem');
        await expect(list.first()).toContainText(TONE_TITLE, { timeout: RADIO.statusPollMs });
        await expect(list.first().locator('time')).toHaveText(/^\d\d:\d\d/);
      }
    },
  );

  test(
    'Play on this page takes the radio back: the pop-out stops and closes, and the page plays; Play in another tab does the same',
    { tag: '@once' },
    async ({ page, popoutWorld }) => {
      test.setTimeout(60_000);
      const since = Date.now();
      await openRadio(page, popoutWorld.baseURL);
      let player = await openPopout(page);
      await expectAdvancing(player);
      await expect(page.getByText(popout.playingInPopout)).toBeVisible();
      const closed = player.waitForEvent('close');
      await page.getByRole('button', { name: popout.bringBack }).click();
      await closed;
      await expectAdvancing(page);
      await expect(page.getByText(popout.playingInPopout)).toHaveCount(0);

      // The radio in the pop-out again, then Play in a second tab of /radio.
      player = await openPopout(page);
      await expectAdvancing(player);
      const other = await page.context().newPage();
      await openRadio(other, popoutWorld.baseURL);
      await expect(other.getByText(popout.playingInPopout)).toBeVisible();
      const closedAgain = player.waitForEvent('close');
      await other.getByRole('button', { name: controls.play, exact: true }).click();
      await closedAgain;
      await expectAdvancing(other);
      await expect(page.getByText(popout.playingElsewhere)).toBeVisible();
      expect((await audioOf(page)).paused).toBe(true);
      expect(streamOverlaps(popoutWorld.streams!, since).twoStreams, 'two stream connections open at once').toEqual([]);
    },
  );

  test(
    'a pop-out closed while playing leaves /radio free to play at once; an outage in the pop-out is met as on the page',
    { tag: '@once' },
    async ({ page, popoutWorld }) => {
      test.setTimeout(60_000);
      await openRadio(page, popoutWorld.baseURL);
      const player = await openPopout(page);
      await expectAdvancing(player);
      // The origin goes away: the pop-out says so and comes back by itself when it returns, as the page's player does.
      await popoutWorld.origin.stop();
      await expect(player.getByRole('alert')).toHaveText(messages.streamUnavailable, { timeout: 15_000 });
      await popoutWorld.origin.start();
      await expect(player.getByRole('alert')).toHaveText('', { timeout: 20_000 });
      await expectAdvancing(player);

      await expect(page.getByText(popout.playingInPopout)).toBeVisible();
      await player.close();
      await expect(page.getByText(popout.playingInPopout)).toHaveCount(0);
      // The page connects at once, without waiting RADIO.handoverWaitMs for an answer from the closed window.
      const connecting = page.waitForRequest((request) => new URL(request.url()).pathname === RADIO.streamPath);
      const pressed = Date.now();
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await connecting;
      expect(Date.now() - pressed).toBeLessThan(RADIO.handoverWaitMs);
      await expectAdvancing(page);
    },
  );

  test(
    'a second press focuses the open pop-out instead of opening another or restarting it',
    { tag: '@once' },
    async ({ page, popoutWorld }) => {
      await openRadio(page, popoutWorld.baseURL);
      const player = await openPopout(page);
      await expectAdvancing(player);
      let requests = 0;
      player.on('request', (request) => {
        if (new URL(request.url()).pathname === RADIO.streamPath) requests += 1;
      });
      await page.reload();
      await page.locator('[data-radio-player][data-hydrated]').waitFor();
      await page.getByRole('link', { name: popout.open }).click();
      await expectAdvancing(player);
      expect(page.context().pages()).toHaveLength(2);
      expect(requests, 'the pop-out was not reloaded').toBe(0);
    },
  );

  test(
    'on a phone the pop-out is a new tab that fits, plays and passes axe',
    { tag: '@mobile' },
    async ({ page, popoutWorld, axe }) => {
      await openRadio(page, popoutWorld.baseURL);
      const player = await openPopout(page);
      await expectAdvancing(player);
      const size = await player.evaluate(() => ({
        width: window.innerWidth,
        scroll: document.documentElement.scrollWidth,
      }));
      expect(size.width).toBe(375);
      expect(size.scroll, 'no sideways scrolling').toBeLessThanOrEqual(size.width);
      for (const control of [
        player.getByRole('button', { name: controls.pause, exact: true }),
        player.getByRole('button', { name: controls.mute, exact: true }),
      ]) {
        const box = await control.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
        expect(box?.width).toBeGreaterThanOrEqual(44);
      }
      await expect(player.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await axe(player);
      await axe(page);
    },
  );
});

test.describe('the pop-out player where the browser says no', () => {
  /** Presses 'Pop-out player' while the radio plays, then expects the blocked message and the radio playing on here. */
  async function expectBlockedInWords(page: Page, baseURL: string) {
    await openRadio(page, baseURL);
    await page.getByRole('button', { name: controls.play, exact: true }).click();
    await expectAdvancing(page);
    await page.getByRole('link', { name: popout.open }).click();
    await expect(page.getByText(popout.blocked)).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
    await expectAdvancing(page);
    await expect(page.getByRole('button', { name: controls.pause, exact: true })).toBeVisible();
  }

  test(
    'a pop-up the browser refuses is said in words, and the radio plays on in place',
    { tag: '@once' },
    async ({ page, popoutWorld }) => {
      // Chrome's and Safari's own blockers give the page no window. Only Chromium's headless shell can be told to
      // (--block-new-web-contents; the full browser ignores the switch), so the page is given what those blockers give.
      await page.context().addInitScript(() => {
        window.open = () => null;
      });
      await expectBlockedInWords(page, popoutWorld.baseURL);
    },
  );

  test(
    'a pop-up closed at once by a blocker is said in words, and the radio plays on in place',
    { tag: '@once' },
    async ({ page, popoutWorld }) => {
      // As blocking extensions do: the window opens, and is closed before its page has loaded.
      page.context().on('page', async (opened) => {
        if (await opened.opener()) await opened.close();
      });
      await expectBlockedInWords(page, popoutWorld.baseURL);
    },
  );

  test(
    'where the browser will not let the pop-out start by itself, it says so and its Play button plays',
    { tag: '@once' },
    async ({ page, popoutWorld }) => {
      // Chromium lets a window opened by a press play at once (it counts the press for the new window too, though not
      // always); Safari and some settings want a press in that window itself. This context behaves so: play() is refused
      // in a document until the listener has pressed something in it.
      await page.context().addInitScript(() => {
        const play = HTMLMediaElement.prototype.play;
        let pressed = false;
        document.addEventListener('click', (event) => (pressed ||= event.isTrusted), true);
        HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
          if (pressed) return play.call(this);
          return Promise.reject(new DOMException('play() needs a press in this window', 'NotAllowedError'));
        };
      });
      await openRadio(page, popoutWorld.baseURL);
      const player = await openPopout(page);
      await expect(player.getByText(popout.pressPlay)).toBeVisible();
      await expect(player.getByRole('button', { name: controls.play, exact: true })).toBeVisible();
      await player.getByRole('button', { name: controls.play, exact: true }).click();
      await expectAdvancing(player);
      await expect(player.getByText(popout.pressPlay)).toHaveCount(0);
    },
  );
});
