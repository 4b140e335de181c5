import type { Page } from '@playwright/test';
import { radioPageWordsSchema } from '@/schemas/radio-page-words';
import { RADIO } from '@/config/radio';
import { RADIO_HEARD_KEY } from '@/stores/radio-windows';
import { readWords } from '../helpers/words';
import { expect, test } from './fixtures';
import { startIcyStandIn } from '../helpers/icy-stand-in';
import { startSiteServer } from '../helpers/radio-origin';
import { expectSoundAdvancing } from '../helpers/sound-advancing';

/**
 * "Recently played" is read from sessionStorage and from any window of this origin (src/lib/radio/heard.ts), so
 * neither may break the player: a stand-in origin sends a title in its stream, through a preview server of this
 * test's own (port 8301, outside the radio worlds' 8100–8199), while another window posts hostile lists.
 */
const SITE_PORT = 8301;
const TITLE = 'Night garden';

const words = readWords('radio-page', radioPageWordsSchema);
const { controls, recent, failed } = words.player;

/** Dates no Date can draw, dates in the future, and shapes that are no list at all. */
function hostileLists(now: number): unknown[] {
  return [
    [{ title: 'Far beyond any date', at: 1e300 }],
    [
      { title: 'Just past the last date', at: 8.64e15 + 1 },
      { title: 'Next year', at: now + 365 * 86_400_000 },
    ],
    [{ title: 'Largest number', at: Number.MAX_VALUE }, { title: { toString: 'not a string' }, at: now }, null, 7],
    'not a list',
  ];
}

const recentlyPlayed = (page: Page) => page.getByRole('region', { name: recent.heading });

test(
  'the player starts, plays and lists titles whatever a stored copy and another window hold',
  { tag: '@once' },
  async ({ page, context }) => {
    const origin = await startIcyStandIn(Buffer.from(`StreamTitle='${TITLE}';`));
    const site = await startSiteServer(SITE_PORT, { RADIO_ORIGIN: `${origin.url}${RADIO.mount}` });
    try {
      await page.route(`**${RADIO.statusPath}*`, (route) =>
        route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }),
      );
      // A hostile copy in this tab's sessionStorage before the player reads it.
      await page.goto(`${site.baseURL}/privacy`);
      await page.evaluate(([key, list]) => sessionStorage.setItem(key, JSON.stringify(list)), [
        RADIO_HEARD_KEY,
        [
          { title: 'Stored beyond any date', at: 1e300 },
          { title: 'Stored in the future', at: Date.now() + 86_400_000 },
        ],
      ] as const);
      await page.goto(`${site.baseURL}/radio`);
      await page.locator('[data-radio-player][data-hydrated]').waitFor();

      // Another window posts hostile lists on the player's channel, then a hello, which every player answers.
      const other = await context.newPage();
      await other.goto(`${site.baseURL}/privacy`);
      await other.evaluate(
        async ([name, lists]) => {
          const channel = new BroadcastChannel(name);
          for (const titles of lists) channel.postMessage({ kind: 'heard', from: 'hostile-window', titles });
          channel.postMessage({
            kind: 'heard',
            from: 'hostile-window',
            titles: [{ title: 'Sent a minute ago', at: Date.now() - 60_000 }],
          });
          await new Promise((resolve) => setTimeout(resolve, 200));
          channel.close();
        },
        [RADIO.channelName, hostileLists(Date.now())] as const,
      );
      await expect(recentlyPlayed(page).getByRole('listitem')).toHaveCount(1);
      await expect(recentlyPlayed(page).getByRole('listitem')).toContainText('Sent a minute ago');
      await expect(page.getByText(failed.message)).toHaveCount(0);

      await page.getByRole('button', { name: controls.play, exact: true }).click();
      await expect(page.getByRole('button', { name: controls.pause, exact: true })).toBeVisible();
      await expect(recentlyPlayed(page).getByRole('listitem').first()).toContainText(TITLE, { timeout: 15_000 });
      await expectSoundAdvancing(() => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime));
      await expect(recentlyPlayed(page).getByRole('listitem')).toHaveCount(2);
      await expect(page.locator('[role="alert"]')).toHaveText('');

      // A reload reads the stored copy the player kept: the same two titles, no hostile one.
      await page.reload();
      await page.locator('[data-radio-player][data-hydrated]').waitFor();
      await expect(recentlyPlayed(page).getByRole('listitem')).toHaveCount(2);
      await expect(page.getByText(failed.message)).toHaveCount(0);
      await other.close();
    } finally {
      await site.stop();
      await origin.close();
    }
  },
);
