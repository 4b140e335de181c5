import type { APIRoute } from 'astro';
import { manifestIcons } from '@/lib/icons/icon-files';
import { ICONS } from '@/config/icons';
import { SITE } from '@/site.config';
import { PAPER_COLOURS, THEME_COLOURS } from '@/styles/scheme-colours';

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
      // The light scheme's paper colour and the header's forest green (BaseLayout's theme-color), from the design tokens.
      background_color: PAPER_COLOURS.light,
      theme_color: THEME_COLOURS.light,
      // The logo as SVG, then the PNGs Android's install prompt and splash screen take, a maskable one last.
      icons: manifestIcons(ICONS.logo, ICONS.manifest),
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
