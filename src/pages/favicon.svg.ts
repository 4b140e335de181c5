import type { APIRoute } from 'astro';
import { logo } from '@/icons/draw';

/** The logo as it is (src/assets/logo.svg), the icon of every browser that takes SVG (ICONS.logo). */
export const GET: APIRoute = () => new Response(logo, { headers: { 'Content-Type': 'image/svg+xml' } });
