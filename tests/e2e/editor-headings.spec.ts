import path from 'node:path';
import { satteri } from '@astrojs/markdown-satteri';
import { editorHeadingIds } from '@/markdown/heading-ids';
import { editorMarkdownCheck } from '@/markdown/markdown-check';
import { expect, test } from './fixtures';

/**
 * An element's id is a global name in the browser wherever no script defined it, so an editor's `## adsbygoogle` made
 * `window.adsbygoogle` that heading and broke the ad code. The text rendered as astro.config.mjs renders it, in
 * Chromium: the names the ad and consent code read stay free.
 */
const renderer = await satteri({
  mdastPlugins: [editorMarkdownCheck(path.resolve('.'))],
  hastPlugins: [editorHeadingIds()],
}).createRenderer({ syntaxHighlight: false });
const GLOBALS_READ = ['adsbygoogle', 'googlefc', '__tcfapi'];

test('an editor’s heading never takes a global name the page’s scripts read', { tag: '@once' }, async ({ page }) => {
  const { code } = await renderer.render(GLOBALS_READ.map((name) => `## ${name}`).join('\n\n'), {});
  await page.setContent(`<!doctype html><title>Headings</title><main>${code}</main>`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(GLOBALS_READ.length);
  const taken = await page.evaluate((names) => names.filter((name) => name in window), GLOBALS_READ);
  expect(taken).toEqual([]);
  // The ad code's first line then works as the network expects.
  expect(
    await page.evaluate(() =>
      ((window as unknown as { adsbygoogle: unknown[] }).adsbygoogle =
        (window as unknown as { adsbygoogle?: unknown[] }).adsbygoogle || []).push({}),
    ),
  ).toBe(1);
});
