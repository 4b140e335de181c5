/**
 * Every byte budget of the site, in one place. Sizes are gzipped bytes, read from the build output by
 * tests/build/budgets.test.ts and printed by `npm run bench`.
 *
 * - html: the page's HTML document, gzipped (its inline CSS and inline scripts included).
 * - css: the page's CSS (inline <style> and linked stylesheets), gzipped.
 * - js: first-party JavaScript files the page loads at desktop width (1280 px), gzipped, React included.
 * - jsMobile: the same at phone width (375 px), where the mobile menu island loads too.
 * - inlineScript: the page's inline <script> bodies, not gzipped. Every page has the base layout's one script
 *   (src/scripts/intent.ts and when-near.ts, about 1.3 KB) and the header's few lines.
 */
export interface RouteBudget {
  html: number;
  css: number;
  js: number;
  jsMobile: number;
  inlineScript: number;
}

const KB = 1024;

export const ROUTE_BUDGETS: Record<string, RouteBudget> = {
  // The landing page's islands with React. The plant database island grew by 2.5 KB when it learnt to fetch the search
  // index and records, show more, fall back and credit photos (3.5 → 6 KB): 77.6 KB at desktop, 78.5 KB on phones
  // (which also load the header menu island). It loads only as the section nears the screen, never for first paint.
  '/': { html: 30 * KB, css: 15 * KB, js: 78 * KB, jsMobile: 79 * KB, inlineScript: 6 * KB },
  '/radio': { html: 20 * KB, css: 15 * KB, js: 75 * KB, jsMobile: 75 * KB, inlineScript: 6 * KB },
  '/books': { html: 30 * KB, css: 15 * KB, js: 0, jsMobile: 75 * KB, inlineScript: 2 * KB },
  '/privacy': { html: 20 * KB, css: 15 * KB, js: 0, jsMobile: 75 * KB, inlineScript: 2 * KB },
  '/terms': { html: 20 * KB, css: 15 * KB, js: 0, jsMobile: 75 * KB, inlineScript: 2 * KB },
  '/404': { html: 20 * KB, css: 15 * KB, js: 0, jsMobile: 75 * KB, inlineScript: 2 * KB },
  // Every plant page is like this one, and the A–Z index pages like /plants. Their CSS is one shared, cached file.
  '/plants/lavender': { html: 10 * KB, css: 15 * KB, js: 0, jsMobile: 75 * KB, inlineScript: 2 * KB },
  '/plants': { html: 10 * KB, css: 15 * KB, js: 0, jsMobile: 75 * KB, inlineScript: 2 * KB },
};

/** Each island's own code (its component chunk, the shared React runtime aside), gzipped. */
export const ISLAND_BUDGETS: Record<string, number> = {
  MobileMenu: 2 * KB,
  DonationPopup: 2 * KB,
  PlantDatabase: 7 * KB,
  RadioPlayer: 8 * KB,
};
