import type { BrowserContext, Page, Request } from '@playwright/test';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { RADIO } from '@/config/radio';
import { fill } from '@/lib/shared/text';
import { readWords } from '../helpers/words';
import { useOnAir, type RadioWorld } from '../helpers/radio-origin';
import { expectSoundAdvancing } from '../helpers/sound-advancing';
import { expect, test as base } from './fixtures';

/**
 * The sleep timer (docs/radio.md, "Sleep timer") against a real Icecast on loopback, with the pages' clock in the test's
 * hands (Playwright's `clock`, installed for the whole browser context, so the pop-out shares it). The clock still runs;
 * `fastForward` jumps it to just before the end, as a computer waking from sleep would (the player may rejoin the
 * stream once for the jump: the element's own clock did not move with it), and the last seconds then pass in real time.
 */
const test = base.extend<{ radioPage: RadioWorld }>({
  radioPage: async ({ radio }, use) => useOnAir(radio, use),
});

const words = readWords('radio-page', radioPageWordsSchema);
const { controls, popout, sleep } = words.player;
const MINUTE = 60_000;
/** Where the jump lands: the end this far ahead, a few seconds before the fade. */
const BEFORE_END_MS = RADIO.sleepFadeMs + 5000;

const audioOf = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    paused: audio.paused,
    time: audio.currentTime,
    volume: audio.volume,
  }));
const expectAdvancing = (page: Page) => expectSoundAdvancing(async () => (await audioOf(page)).time);

/**
 * The stream's requests of a page, or of every window of a context: how many were sent, and how many are still open (a
 * download ends when the player lets go of it).
 */
function streamRequests(target: Page | BrowserContext) {
  let sent = 0;
  let open = 0;
  const ours = (request: Request) => new URL(request.url()).pathname === RADIO.streamPath;
  // A context reports the requests of all its pages as a page reports its own: typed as a page's.
  const events = target as Page;
  events.on('request', (request) => {
    if (!ours(request)) return;
    sent += 1;
    open += 1;
  });
  const end = (request: Request) => {
    if (ours(request)) open -= 1;
  };
  events.on('requestfinished', end);
  events.on('requestfailed', end);
  return { sent: () => sent, open: () => open };
}

async function openRadio(page: Page, url: string) {
  await page.goto(url);
  await page.locator('[data-radio-player][data-hydrated]').waitFor();
}

const group = (page: Page) => page.getByRole('group', { name: sleep.label });
const choice = (page: Page, minutes: number) =>
  group(page).getByRole('radio', { name: fill(sleep.choice, { minutes }), exact: true });
const shown = (page: Page, text: string) => group(page).locator('p:not([aria-live])', { hasText: text });
const said = (page: Page) => group(page).locator('[aria-live="polite"]');

/** Sets 15 minutes by keyboard, from Off, as a listener with a keyboard or a screen reader does. */
async function setFifteenByKeyboard(page: Page) {
  await group(page).getByRole('radio', { name: sleep.off, exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(choice(page, 15)).toBeChecked();
  await expect(shown(page, fill(sleep.left, { minutes: 15 }))).toBeVisible();
  await expect(said(page)).toHaveText(fill(sleep.set, { minutes: 15 }));
}

test.describe('the sleep timer', () => {
  test(
    'set by keyboard, shows the time left, fades the sound out, then pauses and closes the stream; the volume setting stays',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      test.setTimeout(90_000);
      const stream = streamRequests(page);
      await page.clock.install();
      await openRadio(page, `${radioPage.baseURL}/radio`);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expectAdvancing(page);

      await setFifteenByKeyboard(page);
      // A choice is a target a finger can hit, and the keyboard's focus shows on it.
      const box = await choice(page, 15).locator('xpath=..').boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      const outline = await choice(page, 15)
        .locator('xpath=..')
        .evaluate((label) => getComputedStyle(label).outlineStyle);
      expect(outline, 'focus visible on the chosen label').not.toBe('none');

      await page.clock.fastForward(MINUTE);
      await expect(shown(page, fill(sleep.left, { minutes: 14 }))).toBeVisible();
      await expect(said(page), 'the minutes are not announced as they pass').toHaveText(
        fill(sleep.set, { minutes: 15 }),
      );

      await page.clock.fastForward(14 * MINUTE - BEFORE_END_MS);
      await expectAdvancing(page);
      expect((await audioOf(page)).volume).toBeCloseTo(RADIO.defaultVolume);
      await expect(shown(page, sleep.fading)).toBeVisible({ timeout: 15_000 });
      // The sound fades: the element plays ever quieter, while the radio still plays.
      await expect
        .poll(async () => (await audioOf(page)).volume, { timeout: 15_000 })
        .toBeLessThan(RADIO.defaultVolume / 2);
      expect((await audioOf(page)).paused).toBe(false);

      await expect(shown(page, sleep.ended)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: controls.play, exact: true })).toBeVisible();
      expect(await audioOf(page)).toMatchObject({ paused: true, volume: RADIO.defaultVolume });
      await expect(page.getByRole('slider', { name: controls.volume })).toHaveAttribute('aria-valuetext', '90%');
      await expect(group(page).getByRole('radio', { name: sleep.off, exact: true })).toBeChecked();
      await expect.poll(() => stream.open(), { message: 'stream connections still open' }).toBe(0);
      // Nothing is asked for afterwards, however long the page stays open.
      const sent = stream.sent();
      await page.clock.fastForward(10 * MINUTE);
      await page.waitForTimeout(1000);
      expect(stream.sent(), 'stream requests after the timer paused the radio').toBe(sent);
      await expect(page.locator('[data-radio-player] [role="alert"]')).toHaveText('');
    },
  );

  test('cancelled with Off, the radio plays on past the time it would have paused', async ({
    page,
    radioPage,
    axe,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await openRadio(page, `${radioPage.baseURL}/radio`);
    await page.getByRole('button', { name: controls.play, exact: true }).click();
    await expectAdvancing(page);
    await choice(page, 30).click();
    await expect(shown(page, fill(sleep.left, { minutes: 30 }))).toBeVisible();
    await axe();
    await group(page).getByRole('radio', { name: sleep.off, exact: true }).click();
    await expect(said(page)).toHaveText(sleep.cancelled);
    await expect(group(page).locator('p:not([aria-live])')).toHaveText('');
    await page.clock.fastForward(31 * MINUTE);
    await expectAdvancing(page);
    await expect(page.getByRole('button', { name: controls.pause, exact: true })).toBeVisible();
    expect((await audioOf(page)).volume).toBeCloseTo(RADIO.defaultVolume);
  });

  test(
    'a second window that starts playing during the fade is the listener’s new wish: the timer is off everywhere, the sound full',
    { tag: '@once' },
    async ({ page, radioPage }) => {
      test.setTimeout(60_000);
      await page.clock.install();
      await openRadio(page, `${radioPage.baseURL}/radio`);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expectAdvancing(page);
      await choice(page, 15).click();
      // Into the fade, with most of it left for the second window to open and play.
      await page.clock.fastForward(15 * MINUTE - RADIO.sleepFadeMs + 500);
      await expect(shown(page, sleep.fading)).toBeVisible();

      const other = await page.context().newPage();
      await openRadio(other, `${radioPage.baseURL}/radio`);
      await other.getByRole('button', { name: controls.play, exact: true }).click();
      await expectAdvancing(other);
      for (const window_ of [page, other]) {
        await expect(group(window_).getByRole('radio', { name: sleep.off, exact: true })).toBeChecked();
        await expect(said(window_)).toHaveText(sleep.cancelled);
      }
      expect((await audioOf(other)).volume).toBeCloseTo(RADIO.defaultVolume);
      expect(await audioOf(page)).toMatchObject({ paused: true, volume: RADIO.defaultVolume });
      // Past the end the cancelled timer would have had: the second window plays on.
      await page.clock.fastForward(RADIO.sleepFadeMs);
      await expectAdvancing(other);
      await expect(other.getByRole('button', { name: controls.pause, exact: true })).toBeVisible();
    },
  );

  test(
    'moves with the stream to the pop-out: the pop-out pauses at the same end, and both windows say so',
    { tag: '@desktop' },
    async ({ page, popoutWorld }) => {
      test.setTimeout(90_000);
      await page.clock.install();
      const stream = streamRequests(page.context());
      await openRadio(page, `${popoutWorld.baseURL}/radio`);
      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expectAdvancing(page);
      await setFifteenByKeyboard(page);

      const opened = page.context().waitForEvent('page');
      await page.getByRole('link', { name: popout.open }).click();
      const player = await opened;
      await player.locator('[data-radio-player][data-hydrated]').waitFor();
      await expectAdvancing(player);
      await expect(page.getByText(popout.playingInPopout)).toBeVisible();
      // The pop-out carries the page's timer: the same choice and the same time left.
      await expect(choice(player, 15)).toBeChecked();
      await expect(shown(player, fill(sleep.left, { minutes: 15 }))).toBeVisible();

      await page.clock.fastForward(15 * MINUTE - BEFORE_END_MS);
      await expect
        .poll(async () => (await audioOf(player)).volume, { timeout: 20_000 })
        .toBeLessThan(RADIO.defaultVolume / 2);
      await expect(shown(player, sleep.ended)).toBeVisible({ timeout: 15_000 });
      expect((await audioOf(player)).paused).toBe(true);
      await expect.poll(() => stream.open(), { message: 'stream connections still open' }).toBe(0);
      await expect(shown(page, sleep.ended)).toBeVisible();
      await expect(page.getByText(popout.playingInPopout)).toHaveCount(0);
      expect((await audioOf(page)).paused).toBe(true);
    },
  );
});
