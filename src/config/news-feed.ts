import { env } from './env.ts';

/** The embedded external news feed in the blog section. */
export const NEWS_FEED = {
  url: String(env.PUBLIC_NEWS_FEED_URL ?? 'https://rss.app/embed/v1/wall/plant-news'),
  /** Fixed (product §9) and reserved before the feed arrives, so that nothing below it moves. */
  heightPx: 1200,
  /** The frame gets its address only this close to the viewport: no scrolling there, no request to the feed's host. */
  loadRootMargin: '600px 0px',
} as const;
