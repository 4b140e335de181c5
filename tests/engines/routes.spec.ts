import { NEWS_FEED } from '@/config/news-feed';
import { headerContrastAt } from '../helpers/header-contrast';
import type { Session } from './session';
import { expect, test } from './fixtures';

// Every route renders in each engine: its title, its one heading, the page's landmarks, and each island that starts
// by itself (not the menu's, which waits for a touch) has started; the fixture fails the test on any page error.

const ROUTES = [
  { path: '/', title: 'The Plant Gazette', heading: 'Grow with confidence' },
  { path: '/books', title: 'Books | The Plant Gazette', heading: 'Books' },
  { path: '/radio', title: 'Live Radio | The Plant Gazette', heading: 'Live Radio' },
  { path: '/privacy', title: 'Privacy Policy | The Plant Gazette', heading: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service | The Plant Gazette', heading: 'Terms of Service' },
  {
    path: '/pet-safety',
    title: 'How we know if a plant is safe for pets | The Plant Gazette',
    heading: 'How we know if a plant is safe for pets',
  },
  { path: '/no/such/page', title: 'Page not found | The Plant Gazette', heading: 'Oops! Page not found' },
] as const;

/**
 * Brings each island that waits to come near into view in turn, and waits until every island that starts by itself
 * has started (Astro removes its `ssr` attribute); the islands still waiting are named if one never does.
 */
async function islandsStarted(session: Session, path: string): Promise<void> {
  const waiting = () =>
    session.evaluate(() => {
      const islands = [...document.querySelectorAll('astro-island[ssr]:not([client="interaction"])')];
      // An island is display: contents, with no box to scroll to: its first element has one.
      const first = islands[0];
      (first?.firstElementChild ?? first)?.scrollIntoView({ block: 'center', behavior: 'instant' });
      return islands.map((island) => island.getAttribute('component-url'));
    });
  await expect.poll(waiting, { message: `${path}: islands that never started`, timeout: 20_000 }).toEqual([]);
}

// One test per route, each in a session of its own: what one route leaves loading (the radio's stream reader, say)
// never counts against the next.
for (const route of ROUTES) {
  test(`${route.path} renders with its title, one heading and its landmarks, and its islands start`, async ({
    session,
  }) => {
    await session.goto(route.path);
    expect(await session.title()).toBe(route.title);
    expect(await session.texts('h1')).toEqual([route.heading]);
    const landmarks = await session.evaluate(() =>
      ['header', 'main', 'footer'].map((name) => document.querySelectorAll(name).length),
    );
    expect(landmarks, 'one header, main and footer').toEqual([1, 1, 1]);
    await islandsStarted(session, route.path);
  });
}

test('the not-found page leads home', async ({ session }) => {
  await session.goto('/no/such/page?x=1');
  await session.click('a', { text: 'Return to Home' });
  await session.find('h1', { text: 'Grow with confidence' });
  expect(new URL(await session.url()).pathname).toBe('/');
});

// The news feed's frame waits in a <noscript> until the blog comes near (src/browser/when-near.ts): a frame in the
// HTML is a document the browser makes during the first parse. The frame's address is the feed's host, which these
// sessions cannot reach or stand in for, and the policy allows no other frame: the test blanks it before scrolling.
test('the landing page makes the news feed’s frame only when the visitor scrolls to the blog', async ({ session }) => {
  await session.goto('/');
  const frames = () =>
    session.evaluate(() =>
      [...document.querySelectorAll('#blog iframe')].map((frame) => ({
        src: frame.getAttribute('src'),
        height: Math.round(frame.getBoundingClientRect().height),
      })),
    );
  const waiting = await session.evaluate(() => {
    const markup = document.querySelector('#blog [data-news-feed] > noscript');
    if (markup) markup.textContent = (markup.textContent ?? '').replace(/\ssrc="[^"]*"/, ' src="about:blank"');
    return window.frames.length;
  });
  expect(waiting, 'frames before the visitor scrolls').toBe(0);
  expect(await frames()).toEqual([]);
  await session.evaluate(() => document.getElementById('blog')?.scrollIntoView({ behavior: 'instant' }));
  await expect.poll(frames, { timeout: 10_000 }).toEqual([{ src: 'about:blank', height: NEWS_FEED.heightPx }]);
});

// The header turns solid with the after-load file (src/browser/solid-header.ts). Until then (a slow link, or no
// JavaScript) the layer of its colour under it must show once the top band has scrolled from under it. These sessions
// can neither hold that file back nor turn scripts off: the test takes the solid state away, as before the file runs.
test('the header keeps its light text on a dark surface past the top band before it turns solid', async ({
  session,
}) => {
  for (const path of ['/', '/privacy']) {
    await session.goto(path);
    await session.waitFor(() => document.documentElement.hasAttribute('data-after-load-ran'), [], { timeout: 20_000 });
    const bandEnd = await session.evaluate(async () => {
      const end = Math.ceil(
        document.querySelector('main')!.firstElementChild!.getBoundingClientRect().bottom + scrollY,
      );
      scrollTo({ top: end, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      document.getElementById('site-header')!.removeAttribute('data-solid');
      return end;
    });
    expect(await session.evaluate(headerContrastAt, { scrollY: bandEnd }), path).toBeGreaterThanOrEqual(4.5);
  }
});
