#!/usr/bin/env node
// What the plant photos weigh on each route that shows them, on a phone (375 × 740 at 2×) and a desktop (1280 × 800
// at 1× and 2×): which widths the browser asks Wikimedia Commons for, and their bytes. The benchmark's machine cannot
// reach Commons, so a stand-in answers each photo request with a JPEG of the width asked for: not a real photo's
// bytes, but they grow with the pixels as a photo's do, so rows compare. A measurement, never a pass/fail test.
//
//   node scripts/measure-photos.mjs [--dir <build>]   measures dist/ or another build
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { waitForServer } from './lib/wait-for-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const port = Number(process.env.BENCH_PORT ?? 4390) + 3;
const origin = `http://127.0.0.1:${port}`;

const SCREENS = [
  {
    name: 'phone 375 @2x',
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  { name: 'desktop 1280 @1x', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'desktop 1280 @2x', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 },
];
const ROUTES = [
  { name: 'landing page, cards', path: '/#database', scroll: true },
  { name: 'landing page, panel (lavender)', path: '/?plant=lavender#database', scroll: false },
  { name: 'plant page (lavender)', path: '/plants/lavender/', scroll: false },
];

/** Made once per width (4:3) in the browser's own encoder. */
async function standInPhotos(browser) {
  const page = await browser.newPage();
  const made = new Map();
  return async (width) => {
    if (!made.has(width)) {
      const base64 = await page.evaluate((w) => {
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = Math.round((w * 3) / 4);
        const context = canvas.getContext('2d');
        // Leaves: overlapping soft ellipses in greens, and a little noise, so that it compresses like a photo.
        let seed = 7;
        const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
        for (let leaf = 0; leaf < 300; leaf++) {
          context.fillStyle = `hsl(${90 + random() * 60}, ${30 + random() * 40}%, ${20 + random() * 40}%)`;
          context.beginPath();
          context.ellipse(
            random() * w,
            random() * canvas.height,
            (random() * w) / 8,
            (random() * w) / 20,
            random() * Math.PI,
            0,
            2 * Math.PI,
          );
          context.fill();
        }
        const pixels = context.getImageData(0, 0, w, canvas.height);
        for (let at = 0; at < pixels.data.length; at++) if (at % 4 !== 3) pixels.data[at] += (random() - 0.5) * 24;
        context.putImageData(pixels, 0, 0);
        return canvas.toDataURL('image/jpeg', 0.8).split(',')[1];
      }, width);
      made.set(width, Buffer.from(base64, 'base64'));
    }
    return made.get(width);
  };
}

async function photosOf(browser, photo, screen, route) {
  const { name: _name, ...options } = screen;
  const context = await browser.newContext(options);
  await context.addInitScript(() =>
    localStorage.setItem('plant-gazette:donation', JSON.stringify({ dismissedAt: Date.now() })),
  );
  const requested = [];
  await context.route('https://upload.wikimedia.org/**', async (request) => {
    const width = Number(/\/(\d+)px-[^/]+$/.exec(new URL(request.request().url()).pathname)?.[1] ?? 500);
    const body = await photo(width);
    requested.push({ width, bytes: body.length });
    await request.fulfill({ contentType: 'image/jpeg', body });
  });
  await context.route(/^https:\/\/(?!upload\.wikimedia\.org)/, (request) => request.abort());
  const page = await context.newPage();
  await page.goto(`${origin}${route.path}`);
  await page.waitForLoadState('load');
  if (route.scroll) {
    for (const card of await page.locator('[data-plant-database] ul a').all()) await card.scrollIntoViewIfNeeded();
  }
  await page.waitForTimeout(1500);
  await context.close();
  return requested;
}

const server = spawn(
  process.execPath,
  [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', path.resolve(root, values.dir)],
  { stdio: 'ignore' },
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  await waitForServer(`${origin}/`);
  const photo = await standInPhotos(browser);
  const rows = [];
  for (const route of ROUTES) {
    for (const screen of SCREENS) {
      const photos = await photosOf(browser, photo, screen, route);
      const widths = [...new Set(photos.map((each) => each.width))].sort((a, b) => a - b);
      const kb = photos.reduce((sum, each) => sum + each.bytes, 0) / 1024;
      rows.push(`| ${route.name} | ${screen.name} | ${photos.length} | ${widths.join(', ')} | ${kb.toFixed(1)} |`);
    }
  }
  console.log(`Plant photos of ${values.dir} (stand-in JPEGs for Commons; compare rows, not absolute bytes).\n`);
  console.log('| route | screen | photos | widths asked for (px) | stand-in KB |\n|---|---|---|---|---|');
  console.log(rows.join('\n'));
} finally {
  await browser.close();
  server.kill();
}
