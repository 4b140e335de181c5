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
  // The landing page's 75 KB with React holds at desktop. Phones also load the header menu island (1 KB), and all
  // three islands together with React come to just over 75 KB there, so the phone figure is allowed 76 KB.
  '/': { html: 30 * KB, css: 15 * KB, js: 75 * KB, jsMobile: 76 * KB, inlineScript: 6 * KB },
  // The radio player's error boundary and state machine took its phone figure (React, the player and the header
  // menu island) from 74.6 to 75.4 KB; its desktop figure stays under 75 KB.
  '/radio': { html: 20 * KB, css: 15 * KB, js: 75 * KB, jsMobile: 76 * KB, inlineScript: 6 * KB },
  '/books': { html: 30 * KB, css: 15 * KB, js: 0, jsMobile: 75 * KB, inlineScript: 2 * KB },
  '/privacy': { html: 20 * KB, css: 15 * KB, js: 0, jsMobile: 75 * KB, inlineScript: 2 * KB },
  '/terms': { html: 20 * KB, css: 15 * KB, js: 0, jsMobile: 75 * KB, inlineScript: 2 * KB },
  '/404': { html: 20 * KB, css: 15 * KB, js: 0, jsMobile: 75 * KB, inlineScript: 2 * KB },
};

/** Each island's own code (its component chunk, the shared React runtime aside), gzipped. */
export const ISLAND_BUDGETS: Record<string, number> = {
  MobileMenu: 2 * KB,
  DonationPopup: 2 * KB,
  PlantDatabase: 6 * KB,
  RadioPlayer: 8 * KB,
};
