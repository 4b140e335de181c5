// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { islandStyleInHead } from './src/integrations/island-style-in-head.ts';
import { SITE } from './src/site.config.ts';

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: SITE.origin,
  output: 'static',
  // Tests build variants of the site side by side, so the output folder can be moved.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'ignore',
  build: {
    // Every page's CSS is small; inlining it saves a render-blocking round trip on slow networks.
    inlineStylesheets: 'always',
  },
  integrations: [react(), islandStyleInHead()],
  vite: {
    plugins: [tailwindcss()],
  },
});
