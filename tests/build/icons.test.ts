import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ICONS } from '@/config/icons';
import { OFFLINE } from '@/config/offline';
import { icoEntries, isPng, pngSize } from '../helpers/images';
import { builtPages, distDir } from './built-site';

// The site's icons as the build wrote them (src/config/icons.ts, drawn by src/icons/draw.ts), read from their headers
// and pixels as a browser, iOS or Android would (run `npm run build` first). The editor (/admin/) is not for visitors.

const file = (urlPath: string) => readFileSync(path.join(distDir, urlPath));
const background = [1, 3, 5].map((at) => Number.parseInt(ICONS.background.slice(at, at + 2), 16));

/** Every pixel's red, green, blue and alpha, row by row. */
async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) =>
    Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
  return { width: info.width, height: info.height, at };
}
const isBackground = (rgba: number[]) =>
  rgba[3] === 255 && background.every((value, channel) => Math.abs(value - (rgba[channel] ?? -1)) <= 2);

/** The logo's shapes, whatever the quotes and the closing of empty tags: `<circle …/>` and `<circle … />` alike. */
const shapesOf = (svg: string) =>
  [...svg.matchAll(/<(circle|path)\b([^>]*?)\s*\/?>/g)].map((match) => `${match[1]} ${match[2]?.trim()}`);

describe('the site’s icons, all drawn from the one logo', () => {
  it('serves the header’s logo as the SVG icon', () => {
    const logo = file(ICONS.logo.path).toString('utf8');
    const home = builtPages().find((page) => page.route === '/')?.html ?? '';
    const headerLogo = /<a href="\/"[^>]*>(<svg[\s\S]*?<\/svg>)/.exec(home)?.[1] ?? '';
    expect(shapesOf(logo).length).toBeGreaterThan(1);
    expect(shapesOf(headerLogo)).toEqual(shapesOf(logo));
  });

  it('has /favicon.ico hold the logo at 16, 32 and 48 px, each a PNG of the size its entry says', async () => {
    const entries = icoEntries(file(ICONS.favicon.path));
    expect(entries.map((entry) => entry.width)).toEqual([16, 32, 48]);
    for (const entry of entries) {
      expect(isPng(entry.image), `${entry.width} px`).toBe(true);
      expect(pngSize(entry.image)).toEqual({ width: entry.width, height: entry.height });
      expect(entry.height).toBe(entry.width);
    }
    // The logo itself: its disc's colour in the middle of its left side, transparent in the corner outside the disc.
    const largest = await pixels(Buffer.from(entries[2]!.image));
    expect(isBackground(largest.at(4, 24)), String(largest.at(4, 24))).toBe(true);
    expect(largest.at(0, 0)[3]).toBe(0);
  });

  it('gives iOS a 180 px PNG with no transparent pixel (iOS would fill it with black), on the logo’s colour', async () => {
    const icon = file(ICONS.appleTouch.path);
    expect(pngSize(icon)).toEqual({ width: 180, height: 180 });
    expect((await sharp(icon).stats()).isOpaque).toBe(true);
    const drawn = await pixels(icon);
    for (const [x, y] of [
      [0, 0],
      [179, 0],
      [0, 179],
      [179, 179],
    ] as const)
      expect(isBackground(drawn.at(x, y)), `${x},${y}`).toBe(true);
  });

  it('names in the manifest the SVG logo, PNGs of 192 and 512 px and a maskable 512 px, each the size and type it says', () => {
    const manifest = JSON.parse(file(OFFLINE.manifestPath).toString('utf8')) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest.icons).toEqual([
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: expect.stringMatching(/\.png$/), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: expect.stringMatching(/\.png$/), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: expect.stringMatching(/\.png$/), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    for (const icon of manifest.icons.slice(1)) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(file(icon.src)), icon.src).toEqual({ width, height });
    }
  });

  it('keeps the maskable icon’s logo within its safe zone, the central 80 % circle, on a solid ground to its edges', async () => {
    const maskable = ICONS.manifest.find((icon) => icon.purpose === 'maskable')!;
    const icon = file(maskable.path);
    expect((await sharp(icon).stats()).isOpaque).toBe(true);
    const drawn = await pixels(icon);
    const centre = drawn.width / 2;
    const safeRadius = 0.4 * drawn.width;
    let outside = 0;
    let leaf = 0;
    for (let y = 0; y < drawn.height; y += 1) {
      for (let x = 0; x < drawn.width; x += 1) {
        const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
        if (distance > safeRadius) {
          outside += 1;
          if (!isBackground(drawn.at(x, y)))
            throw new Error(`The pixel at ${x},${y}, outside the safe zone, is ${drawn.at(x, y)}, not the ground.`);
        } else if (!isBackground(drawn.at(x, y))) leaf += 1;
      }
    }
    expect(outside).toBeGreaterThan(0.45 * drawn.width * drawn.height);
    // The leaf shows: a fifth of the safe zone, or more.
    expect(leaf).toBeGreaterThan(0.2 * Math.PI * safeRadius ** 2 * 0.5);
  });

  it('gives every page the logo itself as its tab icon, inside the page, and names the iOS icon', async () => {
    const pages = builtPages().filter((page) => !page.route.startsWith('/admin'));
    expect(pages.length).toBeGreaterThan(8);
    const logo = file(ICONS.logo.path).toString('utf8').trim();
    for (const { route, html } of pages) {
      const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/g)].map(
        (match) => match[1] ?? '',
      );
      expect(icons, route).toHaveLength(1);
      // Read as a browser reads it: no request, and the same picture as /favicon.svg and the header's logo.
      expect(icons[0], route).toMatch(/^data:image\/svg\+xml,/);
      expect(await (await fetch(icons[0] ?? '')).text(), route).toBe(logo);
      expect(html, route).toContain(`<link rel="apple-touch-icon" href="${ICONS.appleTouch.path}">`);
    }
  });
});
