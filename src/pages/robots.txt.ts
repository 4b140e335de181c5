import type { APIRoute } from 'astro';
import { PLANT_DATABASE } from '@/config/plants';
import { SITE } from '@/site.config';

/** Built so that the sitemap's address follows SITE.origin. The plant search's data files are not pages. */
export const GET: APIRoute = () => {
  const dataFolder = PLANT_DATABASE.searchIndexPath.slice(0, PLANT_DATABASE.searchIndexPath.lastIndexOf('/') + 1);
  const lines = [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${dataFolder}`,
    '',
    `Sitemap: ${new URL('/sitemap-index.xml', SITE.origin).href}`,
    '',
  ];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
