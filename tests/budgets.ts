/**
 * Every byte budget of the site, in one place. Sizes are gzipped bytes, read from the build output by
 * tests/build/budgets.test.ts and printed by `npm run bench`.
 *
 * - html: the page's HTML document, gzipped (its inline CSS and inline scripts included).
 * - css: the page's CSS (inline <style> and linked stylesheets), gzipped: only the rules the page and its islands can use
 *   (src/integrations/page-css.ts); the whole site's was 7.9 KB on every page before issue 35. A page that marks where
 *   its first screen ends (`data-below-first-screen`) inlines only the rules of what comes before; the whole site's
 *   stylesheet follows after the load event, cached and shared (issue 46), and is not counted here.
 * - js: first-party JavaScript files the page loads at desktop width (1280 px) before the visitor touches anything,
 *   gzipped, React included.
 * - jsMobile: the same at phone width (375 px). The header's mobile menu (client:interaction) costs nothing here: its
 *   code is requested only when the visitor first touches the menu, so most pages load no script file at all.
 * - inlineScript: the page's inline <script> bodies, not gzipped. Every page has the base layout's one script
 *   (src/browser/intent.ts, popover-links.ts and when-near.ts, about 1.5 KB) and the header's few lines. Since issue 46
 *   only what cannot wait stays inline (src/browser/first-paint.ts: the intents, a popover's links and the import of
 *   the after-load files, about 1.1 KB); the rest moved into files (AFTER_LOAD_BUDGET).
 */
export interface RouteBudget {
  html: number;
  css: number;
  js: number;
  jsMobile: number;
  inlineScript: number;
}

const KB = 1024;

/**
 * What a new connection delivers in its first round trip: TCP's initial window of 10 segments, about 14 KB, which
 * Lighthouse's simulation models too. A page whose HTML (with its inline CSS and scripts) and render-blocking
 * stylesheet fit in it paints after one round trip; 1 KB over costs a whole second one (issue 35: /privacy at 14.9 KB
 * painted 0.27 s after a page with one heading). Each page carries only the CSS it uses (src/integrations/page-css.ts).
 */
export const FIRST_ROUND_TRIP = 14 * KB;
/** What a failed budget says (issue 46): the route, its bytes, and how many bytes over the budget it is. */
export function overBudget(route: string, what: string, bytes: number, budget: number): string {
  return `${route}: ${what} is ${bytes} bytes gzipped, ${bytes - budget} bytes over its budget of ${budget}`;
}

/**
 * The pages that must fit it, tested in tests/build/page-css.test.ts (with any stylesheet they link before the paint):
 * every route since issue 46, the landing page and /books included; the landing page at 130 plants in tests/e2e.
 */
export const FIRST_ROUND_TRIP_ROUTES = [
  '/',
  '/books',
  '/privacy',
  '/terms',
  '/pet-safety',
  '/my-plants',
  '/radio',
  '/radio/popout',
  '/404',
  '/plants/lavender',
  '/plants',
];

export const ROUTE_BUDGETS: Record<string, RouteBudget> = {
  // React (about 66 KB) and the landing page's islands, each behind its error boundary, the same at both widths (the
  // menu waits for a touch). The plant database island fetches the search index and records, shows more, falls back
  // and credits photos (5.9 KB); it loads only as its section nears the screen, never for the first paint: 78.2 KB.
  // The pet-safety filters, badges and the record check (issue 18) add 0.9 KB: 79.1 KB.
  // Searching by other names, 'Also known as', the Water filter, the poisoning note and photos at the width the screen
  // needs (issue 28) add 1.5 KB: 79.6 KB before, 81.1 KB.
  // Per-page CSS (issue 35): 20.3 KB before, 18.7 KB after; its CSS is the database's, the radio's and the blog's.
  // Issue 46: the page scripts and Astro's island runtime in cached files loaded after the load event, 19.3 → 16.4 KB;
  // only the first screen's CSS inline (the header, the hero, About: 6.6 → 5.1 KB), the rest the site's cached
  // stylesheet after the load event; the database island's props (its first cards and words) come with its code
  // and the menu's (client:near, client:interaction): 13.1 KB, and 13.9 KB at 130 plants, as at 10,000 (tests/e2e).
  // The search that forgives a slip (issue 55) brings MiniSearch with the database's code: 87.4 KB. My plants (the
  // Save toggle, its store and the list's view, which the My plants page draws with the same island) adds 2.2 KB: 89.6 KB.
  '/': { html: FIRST_ROUND_TRIP, css: 5.5 * KB, js: 90 * KB, jsMobile: 90 * KB, inlineScript: 1.5 * KB },
  // The plant database island alone, drawing the saved plants (issue 55): 87.5 KB; its HTML is the page's heading.
  '/my-plants': { html: FIRST_ROUND_TRIP, css: 6 * KB, js: 90 * KB, jsMobile: 90 * KB, inlineScript: 1.5 * KB },
  // React and the player (its MSE adapter included, 5.4 KB); the MSE library is counted apart (RADIO_LIBRARY_BUDGET).
  // The data saver's switch, its stored choice and the cost line that follows it (issue 16.4) add 0.7 KB: 77.6 KB.
  // The pop-out player, the one stream across windows (BroadcastChannel) and the recently played list (issue 26)
  // add 2.2 KB to the island, the move to the data saver on a slow link 0.7 KB: 81.0 KB. The hand-over between windows
  // as a state machine with its adapter (issue 36) adds 0.35 KB: 82.0 KB before, 82.4 KB after.
  // The player's state in one object (issue 44), a frozen connection's join and AirPlay (issue 45): 82.8 KB. The sleep
  // timer (issue 45.5) adds 1.1 KB to the island: 83.9 KB. The stream in a worker where the engine can play a Media
  // Source made there (issue 45.3: docs/radio.md, "The stream in a worker") adds 1.6 KB to the island: 85.2 KB. There
  // the stream library (RADIO_LIBRARY_BUDGET, about 27 KB) is no longer fetched at all.
  // Its own inline script (src/components/radio/PlayerPageScript.astro: the slider's keys before the island starts) stays.
  '/radio': { html: FIRST_ROUND_TRIP, css: 6 * KB, js: 85.5 * KB, jsMobile: 85.5 * KB, inlineScript: 2.5 * KB },
  // The same player alone, without the page's header, footer and ads.
  '/radio/popout': { html: FIRST_ROUND_TRIP, css: 6 * KB, js: 85.5 * KB, jsMobile: 85.5 * KB, inlineScript: 2.5 * KB },
  // Nothing but HTML and CSS before the visitor interacts, at both widths (issue 10).
  // Its inline script also holds the cover fallback (about 0.4 KB). 18.8 KB before per-page CSS, 15.7 KB after: the
  // covers' grid and their words are the rest. Issue 46: the cover fallback, the page scripts and Astro's island runtime
  // in cached files loaded after the load event, 15.8 → 13.5 KB, within the first round trip.
  '/books': { html: FIRST_ROUND_TRIP, css: 6 * KB, js: 0, jsMobile: 0, inlineScript: 1.5 * KB },
  '/privacy': { html: FIRST_ROUND_TRIP, css: 6 * KB, js: 0, jsMobile: 0, inlineScript: 1.5 * KB },
  '/terms': { html: FIRST_ROUND_TRIP, css: 6 * KB, js: 0, jsMobile: 0, inlineScript: 1.5 * KB },
  '/pet-safety': { html: FIRST_ROUND_TRIP, css: 6 * KB, js: 0, jsMobile: 0, inlineScript: 1.5 * KB },
  // Its own line for the console (the path that was not found) stays inline.
  '/404': { html: FIRST_ROUND_TRIP, css: 6 * KB, js: 0, jsMobile: 0, inlineScript: 1.75 * KB },
  // Every plant page is like this one, and the A–Z index pages like /plants. They all inline one cut of the stylesheet,
  // to what any of them uses (4.6 KB; linked until issue 46, whose request came before their first paint).
  // Its inline script also held the photo fallback (0.36 KB; a function in src/browser since issue 36, 40 bytes more),
  // in the after-load file since issue 46.
  '/plants/lavender': { html: FIRST_ROUND_TRIP, css: 6 * KB, js: 0, jsMobile: 0, inlineScript: 1.5 * KB },
  '/plants': { html: FIRST_ROUND_TRIP, css: 6 * KB, js: 0, jsMobile: 0, inlineScript: 1.5 * KB },
};

/**
 * The offline service worker, counted apart from the routes (issue 18): none of it is requested before the page has
 * loaded. worker: the worker file (Workbox's runtime inlined), gzipped. kept: what it fetches at install (offline page,
 * stylesheet, icon, manifest), gzipped; the offline page linked the plant pages' stylesheet from issue 35 to 46 (14.8
 * KB, was 22 KB), and inlines its own cut since. Its registration was an inline script on every page, budgeted at 1,000 bytes (695, then 969 once it also
 * removed any worker of another script on the origin, issue 47); since issue 46 it is part of the after-load file
 * (AFTER_LOAD_BUDGET), which like every script under /_astro/ the worker keeps once a page it controls has fetched
 * it. Since issue 46 it also keeps the whole site's stylesheet at install, which the landing page links after its
 * first screen's CSS, so that a kept landing page is whole offline: 10.7 KB kept before, 19.2 KB.
 */
export const WORKER_BUDGETS = { worker: 9 * KB, kept: 20 * KB };

/**
 * The files of the site's own that every page imports after the load event (issue 46), gzipped: the page behaviours
 * (src/browser/after-load.ts: the header's lines, `data-near` loads, the cover and photo fallbacks, the ads, the
 * offline worker's registration) and Astro's island runtime with its directives (src/integrations/island-runtime.ts).
 * Inline until then, they were paid again in every page's first round trip and never cached; now they are fetched
 * once and shared by every page: 1.9 KB and 2.2 KB then, 4,647 bytes together since the news feed's frame waits in a
 * <noscript> until it comes near (40 bytes more here, 10-20 ms less before the landing page's first paint).
 */
export const AFTER_LOAD_BUDGET = 4.6 * KB;

/**
 * A page's own script, imported with the after-load files (the base layout's `pageScript`): a plant page's Save to My
 * plants toggle (src/browser/save-plant.ts, with the store it shares with the database island), 1.5 KB (issue 55).
 */
export const PAGE_SCRIPT_BUDGET = 1.75 * KB;

/** Each island's own code (its component chunk, the shared React runtime aside), gzipped. */
export const ISLAND_BUDGETS: Record<string, number> = {
  MobileMenu: 2 * KB,
  DonationPopup: 2 * KB,
  // 7 KB until the pet-safety filters and badges and the words' new-tab hint as a prop: 7.02 KB with them.
  // 6.9 KB before issue 28; other names, the Water filter, the index's derived packing, the poisoning note and photos
  // at Wikimedia's standard widths (src/lib/plants/photo.ts): 8.4 KB. The slips, with MiniSearch (issue 55): 15.2 KB.
  // My plants' Save toggle, store, share address and list (issue 55): 17.4 KB.
  PlantDatabase: 18 * KB,
  // 6.6 KB until issue 26; the pop-out player, the handover between windows, the recently played list (8.8 KB), then
  // the move to the data saver on a slow link and titles behind any proxy: 9.5 KB; Media Source in Firefox and on an
  // iPhone (ManagedMediaSource), the one fallback to <audio>, and stored titles that cannot break the list: 10.3 KB.
  // The hand-over between windows as a pure state machine with a thin adapter (issue 36): 10.45 KB before, 10.8 KB.
  // Settings imported from the file that defines them (issue 36): RADIO moves from the chunk every island shares
  // (1.4 KB, now 0.56 KB) into this one, 11.2 KB; the radio's pages load 0.45 KB less in all.
  // Every radio decision a pure rule (issue 44: the data saver's move inside the state machine, the join at a cut in
  // src/lib/radio/join.ts) and the lock screen's artwork (issue 45): 11.44 KB before, 12.15 KB; the join and the
  // hole watch then moved into the chunk fetched with the library (./with-library.ts): 11.69 KB. The player's state in
  // one object the adapters share (./player-state.ts), a frozen connection joined afresh, AirPlay kept beside a managed
  // Media Source (issues 44, 45; the join and AirPlay's parts in the library's chunk): 11.62 KB.
  // The sleep timer (issue 45.5: its rule, the card's choices, the fade and the timer carried between windows): 12.7 KB.
  // A join that asked every endpoint counted as a failed round, so no endpoint is asked twice in a row: 12.77 KB.
  // The stream in a worker (issue 45.3): the transport that drives it, its messages, the watchdog's calm pace and the
  // element moved out of React's root: 14.03 KB (the worker's own file, 7.7 KB raw, and the join's parts come at Play).
  RadioPlayer: 14.1 * KB,
};

/**
 * What the radio fetches beyond its island at the first Play, gzipped, by the chunks whose names start with these
 * words: the stream reader (on the page, or as a worker of its own) and its MP4 wrapper (where the engine takes MP3
 * only in MP4). An engine fetches the reader once, one way or the other, and the wrapper only in Firefox.
 */
export const RADIO_READER_CHUNKS = ['stream-reader', 'MSEAudioWrapper'];
// The reader 3.4 KB and mse-audio-wrapper (with its frame parser) 14.1 KB on the page; the worker's reader 4.1 KB.
export const RADIO_READER_BUDGET = 18 * KB;
