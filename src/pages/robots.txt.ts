import type { APIRoute } from 'astro';
import { PLANT_DATABASE, SITE } from '../site.config';

/**
 * robots.txt, written at build time so that the sitemap's address follows the site's origin (SITE.origin): every
 * page may be crawled, and the sitemap (from @astrojs/sitemap) lists them all. The plant search's data files are
 * not pages and are left out.
 */
export const GET: APIRoute = () => {
  const dataFolder = PLANT_DATABASE.searchIndexPath.slice(0, PLANT_DATABASE.searchIndexPath.lastIndexOf('/') + 1);
  const lines = ['User-agent: *', 'Allow: /', `Disallow: ${dataFolder}`, '', `Sitemap: ${new URL('/sitemap-index.xml', SITE.origin).href}`, ''];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
