import type { APIRoute } from 'astro';
import siteStyles from '@/styles/global.css?inline';

/** The site's own stylesheet for the editor's previews, so that a plant's preview looks like its plant page. */
export const GET: APIRoute = () => new Response(siteStyles, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
