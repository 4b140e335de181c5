import { databaseSectionWordsSchema } from '@/schemas/database-section-words';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { RADIO } from '@/config/radio';
import { readWords } from '../helpers/words';
import { useOnAir, useRadioWorld, type RadioWorld } from '../helpers/radio-origin';
import { expectSoundAdvancing } from '../helpers/sound-advancing';
import { expect, test as base } from './fixtures';
import type { Session } from './session';

/**
 * A browser that keeps no site data, by its own settings (engines.ts, SiteData): in Firefox the visitor blocks all
 * cookies and reading `localStorage` throws; in WebKitGTK local storage is off and `localStorage` is null. The
 * donation pop-up behaves as for a first visit, and the radio plays and takes volume changes without remembering
 * them, with no error shown (in Firefox the channel between windows is refused too, so no pop-out is offered).
 */
base.use({ siteData: 'blocked' });

const test = base.extend<{ radioPage: RadioWorld }, { radio: RadioWorld }>({
  // The engines' radio world (as in radio.spec.ts), here for the workers this file's setting gets of their own.
  radio: [
    async ({ withoutMediaSource }, use, { parallelIndex }) =>
      useRadioWorld('radio', parallelIndex, use, {
        flags: ['--record-page-errors', ...(withoutMediaSource ? ['--without-media-source'] : [])],
        saver: RADIO.dataSaver,
      }),
    { scope: 'worker', timeout: 60_000 },
  ],
  radioPage: async ({ radio }, use) => useOnAir(radio, use),
});

const { controls, failed, popout } = readWords('radio-page', radioPageWordsSchema).player;
const { myPlants } = readWords('database-section', databaseSectionWordsSchema);
const POPUP = '[role="dialog"][data-donation-popup]';

/** How each engine refuses: Firefox throws as `localStorage` is read, WebKitGTK has none. */
const REFUSAL = { firefox: 'SecurityError', webkit: 'null' } as const;

/** What reading `localStorage` gives the page: the engine's refusal, by name, or 'null'. */
const storageRefusal = (session: Session) =>
  session.evaluate(() => {
    try {
      return window.localStorage === null ? 'null' : `no refusal: ${typeof window.localStorage}`;
    } catch (error) {
      return (error as DOMException).name;
    }
  });

test('the donation pop-up appears as for a first visit and closes', async ({ session, browserEngine }) => {
  await session.goto('/');
  expect(await storageRefusal(session), 'the browser refuses site data').toBe(REFUSAL[browserEngine]);
  await session.find(POPUP, { timeout: 15_000 });
  await session.click(`${POPUP} button[aria-label="Close"]`);
  await expect.poll(() => session.count(POPUP, { visible: false })).toBe(0);
});

test('My plants: Save says the list will not last, and a shared address still shows its list', async ({
  session,
  browserEngine,
}) => {
  await session.goto('/plants/lavender/');
  expect(await storageRefusal(session), 'the browser refuses site data').toBe(REFUSAL[browserEngine]);
  await session.click('[data-save-plant]:not(.invisible) button', { timeout: 15_000 });
  await session.find('[data-save-plant] p', { text: myPlants.refused, exact: true });
  await session.goto('/my-plants#plants=lavender,aloe-vera');
  await expect
    .poll(() => session.texts('main ul[aria-label="Saved plants"] a'), { timeout: 15_000 })
    .toEqual(['Lavender', 'Aloe Vera']);
});

test('the radio plays and takes volume changes; nothing is remembered, and no error is shown', async ({
  session,
  radioPage,
  browserEngine,
}) => {
  test.setTimeout(60_000);
  const open = async () => {
    await session.goto(`${radioPage.baseURL}/radio`);
    await session.find('[data-radio-player][data-hydrated]', { visible: false, timeout: 15_000 });
  };
  await open();
  expect(await storageRefusal(session), 'the browser refuses site data').toBe(REFUSAL[browserEngine]);
  await session.click(`[data-radio-player] button[aria-label="${controls.play}"]`);
  await expectSoundAdvancing(() =>
    session.evaluate(() => (document.querySelector('audio') as HTMLAudioElement).currentTime),
  );

  const slider = await session.find('[data-radio-player] input[type="range"]');
  await session.evaluate((element: HTMLElement) => element.focus(), slider);
  await session.press('PageDown');
  await expect.poll(() => slider.attribute('aria-valuetext')).toBe('80%');
  expect(await session.evaluate(() => (document.querySelector('audio') as HTMLAudioElement).volume)).toBeCloseTo(
    0.8,
    3,
  );
  expect(
    await session.evaluate(() => document.querySelector('[data-radio-player] [role="alert"]')?.textContent ?? ''),
  ).toBe('');
  expect(
    await session.evaluate((words: string) => document.body.innerText.includes(words), failed.message),
    'the player’s error card',
  ).toBe(false);
  // The pop-out needs a channel between windows, which Firefox refuses here: it is not offered then.
  const popoutOffered = await session.evaluate(
    (open: string) =>
      [...document.querySelectorAll('[data-radio-player] a')].some((link) => link.textContent?.includes(open)),
    popout.open,
  );
  expect(popoutOffered, 'the pop-out offered').toBe(browserEngine !== 'firefox');

  // The next visit starts at the default volume: nothing could be kept.
  await open();
  expect(await (await session.find('[data-radio-player] input[type="range"]')).attribute('aria-valuetext')).toBe(
    `${Math.round(RADIO.defaultVolume * 100)}%`,
  );
});
