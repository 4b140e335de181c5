import sharp from 'sharp';
import logoSvg from '@/assets/logo.svg?raw';
import { centredMargins, icoFile, svgDataUrl } from '@/lib/icons/icon-files';
import { ICONS } from '@/config/icons';

/**
 * Draws every icon from the one logo at build time (the icon routes in src/pages call these), with sharp, the image
 * library Astro's own image service uses. Nothing drawn is committed: a change to the logo changes every icon.
 */

/**
 * A logo of a few flat colours loses nothing to a palette of 256, and its PNGs are half the size (the 512 px icon
 * 8.7 KB instead of 19.9 KB).
 */
const PNG_OPTIONS = { palette: true, effort: 10, compressionLevel: 9 } as const;

/** The logo's text, served as it is at ICONS.logo.path. */
export const logo = logoSvg;

/** The logo as the tab's icon inside each page: no request of its own on a first visit (svgDataUrl). */
export const logoInPage = svgDataUrl(logoSvg);

/** The logo drawn at `size` px square, as drawn: its corners, outside the disc, transparent. */
async function logoPng(size: number): Promise<Buffer> {
  const svg = Buffer.from(logoSvg);
  const { width } = await sharp(svg).metadata();
  if (!width) throw new Error('src/assets/logo.svg has no size: give its <svg> a viewBox.');
  // Vector input is drawn at 72 dots per inch for its own size: a higher density draws it larger, sharp at any size.
  return sharp(svg, { density: (72 * size) / width })
    .resize(size, size)
    .png(PNG_OPTIONS)
    .toBuffer();
}

/** The logo at `fraction` of the icon's width, centred on its own colour, with no transparent pixel at all. */
async function logoOnGround(size: number, fraction: number): Promise<Buffer> {
  const { inner, before, after } = centredMargins(size, fraction);
  const background = ICONS.background;
  const drawn = await logoPng(inner);
  return sharp(drawn)
    .extend({ top: before, left: before, bottom: after, right: after, background })
    .flatten({ background })
    .png(PNG_OPTIONS)
    .toBuffer();
}

/** /favicon.ico: the logo at each of ICONS.favicon.sizes, in one file. */
export async function faviconIco(): Promise<Uint8Array<ArrayBuffer>> {
  const images = await Promise.all(ICONS.favicon.sizes.map(async (size) => ({ size, png: await logoPng(size) })));
  return icoFile(images);
}

/** iOS's home-screen icon: the whole square, which iOS rounds itself. */
export function appleTouchIcon(): Promise<Buffer> {
  return logoOnGround(ICONS.appleTouch.size, 1);
}

/** A manifest icon: as drawn for `any`; a maskable one on its ground, the logo within the safe zone. */
export function manifestIconPng(icon: { size: number; purpose: 'any' | 'maskable' }): Promise<Buffer> {
  return icon.purpose === 'maskable' ? logoOnGround(icon.size, ICONS.maskableSafeZone) : logoPng(icon.size);
}
