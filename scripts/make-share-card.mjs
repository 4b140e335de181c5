#!/usr/bin/env node
// Draws the site's link-preview picture (SITE.shareImage in src/site.config.ts, shown by chat apps for every page but
// a plant's) in Chromium from the site's name and tagline, into public/. Run it again after changing either.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { SITE } from '../src/site.config.ts';

const root = path.resolve(import.meta.dirname, '..');
const { width, height, path: file } = SITE.shareImage;
const escape = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

// The header's forest green and the paper colour (src/styles/global.css), serif type like the page headings.
const html = `<!doctype html><html><body style="margin:0">
<div style="box-sizing:border-box;width:${width}px;height:${height}px;padding:96px;background:#0f2d1c;color:#fbf8f1;
  font-family:Georgia,'DejaVu Serif',serif;display:flex;flex-direction:column;justify-content:center;border-bottom:24px solid #2f7a45">
  <div style="font-size:34px;letter-spacing:.2em;text-transform:uppercase;color:#d7eadb">${escape(new URL(SITE.origin).hostname)}</div>
  <div style="font-size:104px;font-weight:bold;line-height:1.05;margin-top:24px">${escape(SITE.name)}</div>
  <div style="font-size:44px;font-style:italic;margin-top:32px;color:#d7eadb">${escape(SITE.tagline)}</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html);
  await page.screenshot({ path: path.join(root, 'public', file), type: 'png' });
  console.log(`Written: public${file} (${width} × ${height})`);
} finally {
  await browser.close();
}
