// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { devStream } from './src/integrations/dev-stream.ts';
import { islandStyleInHead } from './src/integrations/island-style-in-head.ts';
import { sharedStylesheet } from './src/integrations/shared-stylesheet.ts';
import { cspDirectives, cspScriptResources } from './src/lib/csp.ts';
import { ADS, BOOKS, NEWS_FEED, PLANT_DATABASE, SITE } from './src/site.config.ts';

/** The third parties the pages may load, all from the site config. */
const thirdParties = {
  adScriptUrl: ADS.client ? ADS.scriptUrl : null,
  newsFeedUrl: NEWS_FEED.url,
  imageHosts: [...PLANT_DATABASE.imageHosts, ...BOOKS.coverHosts],
};

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: SITE.origin,
  output: 'static',
  // Tests build variants of the site side by side, so the output folder can be moved.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'ignore',
  security: {
    // Hashes for every script and style Astro writes, in a <meta> tag; no 'unsafe-inline'.
    // frame-ancestors only works as a response header: see netlify.toml.
    csp: {
      directives: cspDirectives(thirdParties),
      scriptDirective: { resources: cspScriptResources(thirdParties) },
    },
  },
  markdown: {
    // No code blocks on this site; Shiki's inline styles would need 'unsafe-inline' under the CSP.
    syntaxHighlight: false,
  },
  build: {
    // Every page's CSS is small; inlining it saves a render-blocking round trip on slow networks. The plant pages,
    // thousands of them, link one shared stylesheet instead (sharedStylesheet below).
    inlineStylesheets: 'always',
  },
  integrations: [
    react(),
    islandStyleInHead(),
    sharedStylesheet(PLANT_DATABASE.pagesPath.replaceAll('/', '')),
    // Every page in sitemap-index.xml (named in public/robots.txt); the data files for the plant search are not pages.
    sitemap({ filter: (page) => !page.includes(PLANT_DATABASE.recordsPath) && !page.endsWith('.json') }),
    devStream(),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
