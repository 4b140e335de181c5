// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { clientDirective } from './src/integrations/client-directives.ts';
import { devStream } from './src/integrations/dev-stream.ts';
import { editorHeadingIds } from './src/markdown/heading-ids.ts';
import { editorMarkdownCheck } from './src/markdown/markdown-check.ts';
import { editorTableAlignment } from './src/markdown/table-alignment.ts';
import { editorPrintAddresses } from './src/markdown/print-addresses.ts';
import { islandRuntime } from './src/integrations/island-runtime.ts';
import { islandStyleInHead } from './src/integrations/island-style-in-head.ts';
import { editorLeftOut, leaveOutEditor } from './src/integrations/leave-out-editor.ts';
import { offlineWorker } from './src/integrations/offline-worker.ts';
import { articlePageDates } from './src/readers/page-dates.ts';
import { pageCss } from './src/integrations/page-css.ts';
import { placeholderCheck } from './src/integrations/placeholder-check.ts';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { cspDirectives, cspReportDirectives, cspScriptResources, reportingHeaders } from './src/lib/security/csp.ts';
import { loopbackHttpAllowed, operatorEnvProblems, testAdNetwork } from './src/lib/security/operator-env.ts';
import { relayProblems } from './src/lib/radio/endpoints.ts';
import { withLastModified } from './src/lib/sitemap/last-modified.ts';
import { AD_CONSENT, AD_CONSENT_TOOLS } from './src/config/ad-consent.ts';
import { AD_NETWORKS, ADS } from './src/config/ads.ts';
import { BOOKS } from './src/config/books.ts';
import { CSP_REPORTING, SECURITY_HEADERS } from './src/config/security.ts';
import { NEWS_FEED } from './src/config/news-feed.ts';
import { SITE } from './src/site.config.ts';
import { CMS } from './src/config/cms.ts';
import { OFFLINE } from './src/config/offline.ts';
import { MY_PLANTS, PLANT_DATABASE } from './src/config/plants.ts';
import { POLICY_PAGES } from './src/config/csp-pages.ts';
import { RADIO, STREAM_ENDPOINTS } from './src/config/radio.ts';

// The operator's PUBLIC_* settings are checked before anything is built: an address that is not https, or an unknown
// ad network, stops here naming the variable. Only a local test build may describe a stand-in (TEST_AD_NETWORK).
const testAds = testAdNetwork(process.env, loopbackHttpAllowed(process.env));
const envProblems = [
  ...testAds.problems,
  ...operatorEnvProblems(process.env, {
    // Each network with its consent tool, so that PUBLIC_AD_CONSENT_URL is judged against the tool's hosts.
    networks: Object.fromEntries(
      Object.entries(AD_NETWORKS).map(([key, network]) => [
        key,
        { ...network, consent: AD_CONSENT_TOOLS[/** @type {keyof typeof AD_NETWORKS} */ (key)] },
      ]),
    ),
    allowLoopbackHttp: loopbackHttpAllowed(process.env),
    testNetwork: testAds.network,
  }),
];
if (envProblems.length > 0) {
  throw new Error(`The build's environment settings need fixing (docs/deploying.md):\n- ${envProblems.join('\n- ')}`);
}
// A radio relay the browser could not use, or that would put an insecure origin in the policy, stops the build too.
const relayIssues = relayProblems(RADIO.relays);
if (relayIssues.length > 0)
  throw new Error(`The radio's relays need fixing (docs/radio.md, "The radio player"):\n- ${relayIssues.join('\n- ')}`);

// Read before the content collections load, for the sitemap (src/readers/page-dates.ts).
const pageDates = articlePageDates(fileURLToPath(new URL('.', import.meta.url)));

const thirdParties = {
  adScriptUrl: ADS.client ? ADS.scriptUrl : null,
  adNetwork: ADS.client ? (testAds.network ?? { ...ADS.network, consent: AD_CONSENT.tool }) : null,
  newsFeedUrl: NEWS_FEED.url,
  imageHosts: [...PLANT_DATABASE.imageHosts, ...BOOKS.coverHosts],
  radioStreams: STREAM_ENDPOINTS,
};

export default defineConfig({
  site: SITE.origin,
  output: 'static',
  // Tests build variants of the site side by side, so the output folder can be moved.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'ignore',
  // The local backend (`npm run cms`) takes requests from the editor's page on this port only.
  server: { port: CMS.editorPort },
  security: {
    // Hashes for every script and style Astro writes; no 'unsafe-inline'. The policy reaches the browser as a
    // response header per route, not a <meta> tag (src/integrations/security-headers.ts).
    csp: {
      directives: [...cspDirectives(thirdParties), ...cspReportDirectives(CSP_REPORTING.url)],
      scriptDirective: { resources: cspScriptResources(thirdParties) },
    },
  },
  markdown: {
    // No code blocks on this site; Shiki's inline styles would need 'unsafe-inline' under the CSP.
    syntaxHighlight: false,
    // Astro's renderer (Sätteri) with the check of what editors write: raw HTML or a link leaving the site by a trick
    // stops the build (src/markdown/markdown-check.ts). src/schemas/markdown-loader.ts refuses to load without it.
    // Headings' ids carry a prefix, so that none can shadow a global name a script reads (src/markdown/heading-ids.ts);
    // a table's alignment is a class, not a style attribute the policy refuses (src/markdown/table-alignment.ts);
    // a link whose text is its own address is marked, so that print does not repeat it (src/markdown/print-addresses.ts).
    processor: satteri({
      mdastPlugins: [editorMarkdownCheck(fileURLToPath(new URL('.', import.meta.url)))],
      hastPlugins: [editorHeadingIds(), editorTableAlignment(), editorPrintAddresses()],
    }),
  },
  build: {
    // Inlining a page's CSS saves a render-blocking round trip on slow networks; after the build each page keeps only
    // the rules it uses, and the plant pages, thousands of them, link one shared stylesheet instead (pageCss below).
    inlineStylesheets: 'always',
  },
  integrations: [
    // No Suspense on this site: each React part and island is rendered to a string at once, not through a stream
    // (thousands of plant pages render their parts on the server: a stream each cost the 10,000-plant build 19 %
    // more time; docs/benchmark.md).
    react({ experimentalDisableStreaming: true }),
    clientDirective('interaction'),
    clientDirective('near'),
    islandStyleInHead(),
    // Astro's island runtime and directives, inline in every page, move into one cached file loaded after the load
    // event (before pageCss, which then reads the pages as they are served).
    islandRuntime(),
    // Each page carries only the CSS it uses; the plant pages and the offline page link one stylesheet cut to theirs.
    pageCss([PLANT_DATABASE.pagesPath.replaceAll('/', '')]),
    // Not for search engines: the plant search's data, the offline page, the editor (/admin/), the pop-out player, and
    // My plants, which is empty but in the visitor's browser.
    sitemap({
      filter: (page) =>
        !page.includes(PLANT_DATABASE.recordsPath) &&
        !page.endsWith('.json') &&
        !page.endsWith(OFFLINE.pagePath) &&
        !new URL(page).pathname.startsWith(CMS.path) &&
        !new URL(page).pathname.startsWith(RADIO.popout.path) &&
        !new URL(page).pathname.startsWith(MY_PLANTS.path),
      // A page whose content file has a date (privacy, terms: `updated`) gives it as lastmod; the others give none.
      serialize: (item) => withLastModified(item, pageDates),
    }),
    devStream(),
    // Placeholder addresses stop a production build (CONTEXT=production) and are listed once by every other build.
    placeholderCheck(),
    // After the pages' CSS is written: the worker keeps the build's final files (src/lib/offline/worker.ts).
    offlineWorker(),
    // LEAVE_OUT_EDITOR=1 (the public site, once the editor is served from an origin of its own): no /admin/ here.
    leaveOutEditor(CMS.path, editorLeftOut(process.env)),
    // Last: it hashes the inline styles of the pages as the integrations before it left them (pageCss cuts them).
    securityHeaders(
      { ...SECURITY_HEADERS, ...reportingHeaders(CSP_REPORTING.url) },
      { editorFolder: CMS.path, editorLeftOut: editorLeftOut(process.env), radioPlayerPages: POLICY_PAGES.radioPlayer },
    ),
  ],
  vite: {
    plugins: [tailwindcss()],
    // The stream reader starts as a module worker and imports its MP4 wrapper only where the engine needs it: an ES
    // worker can split its code, Vite's default IIFE worker cannot.
    worker: { format: 'es' },
  },
});
