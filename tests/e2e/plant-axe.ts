import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { inEachColourScheme } from './colour-schemes';
import { expect } from './fixtures';

/** The rules every accessibility scan of the site applies (the same as the `axe` fixture's). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Scans the page as it is now with axe, in the light and the dark scheme, and fails the test on any violation, like
 * the `axe` fixture but for pages scanned several times or many of them: axe (half a megabyte of script) is put into
 * the page once and then run there, instead of being put into the page and every frame again for each scan. `include` limits a scan to the part
 * that changed (the database section); without it the whole page is scanned, with colour contrast checked apart,
 * outside the fixed header, for the reason fixtures.ts gives.
 */
export async function expectNoAxeViolations(page: Page, state: string, include?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await inEachColourScheme(page, (scheme) =>
    page.evaluate(
      async ({ include, tags, scheme }) => {
        const scanner = (window as AxeWindow).axe!;
        const run = (context: Parameters<typeof scanner.run>[0], options: Parameters<typeof scanner.run>[1]) =>
          scanner.run(context, options);
        const runOnly = { type: 'tag' as const, values: tags };
        const results = include
          ? [await run({ include: [include] }, { runOnly })]
          : [
              await run(document, { runOnly, rules: { 'color-contrast': { enabled: false } } }),
              await run({ exclude: ['#site-header'] }, { runOnly: { type: 'rule', values: ['color-contrast'] } }),
            ];
        return results.flatMap((result) =>
          result.violations.map(
            (v) => `${scheme} scheme, ${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          ),
        );
      },
      { include, tags: TAGS, scheme },
    ),
  );
  expect(violations.flat(), `axe violations ${state}`).toEqual([]);
}
