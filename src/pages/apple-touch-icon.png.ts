import type { APIRoute } from 'astro';
import { appleTouchIcon } from '@/icons/draw';
import { ICONS } from '@/config/icons';

/** iOS's home-screen icon (ICONS.appleTouch), named by every page; at this address iOS also finds it unasked. */
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await appleTouchIcon()), { headers: { 'Content-Type': ICONS.appleTouch.type } });
