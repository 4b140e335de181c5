import type { APIRoute } from 'astro';
import { faviconIco } from '@/icons/draw';
import { ICONS } from '@/config/icons';

/** What browsers, feed readers and link previewers ask for unasked: the logo at 16, 32 and 48 px (ICONS.favicon). */
export const GET: APIRoute = async () =>
  new Response(await faviconIco(), { headers: { 'Content-Type': ICONS.favicon.type } });
