import type { APIRoute } from 'astro';
import { manifestIcons } from '../lib/site/icons';
import { ICONS, SITE } from '../site.config';

/** The site's name and icons, so that a phone can add it to its home screen. */
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
      // The logo as SVG, then the PNGs Android's install prompt and splash screen take, a maskable one last.
      icons: manifestIcons(ICONS.logo, ICONS.manifest),
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
