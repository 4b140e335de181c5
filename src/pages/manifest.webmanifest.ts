import type { APIRoute } from 'astro';
import { SITE } from '../site.config';

/** The site's name and icon, so that a phone can add it to its home screen. */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: SITE.name,
      short_name: SITE.name,
      description: SITE.description,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The paper colour and the header's forest green, as global.css and BaseLayout's theme-color write them.
      background_color: '#fbf8f1',
      theme_color: '#0f2d1c',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
