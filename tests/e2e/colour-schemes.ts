import type { Page } from '@playwright/test';

/** The two colour schemes a phone may ask for; every accessibility scan covers both (issue 35). */
export const COLOUR_SCHEMES = ['light', 'dark'] as const;
export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

/**
 * Runs `check` once in each colour scheme on the page as it is now, then gives the page back in the scheme it had.
 * After each switch it waits for the colour transitions the switch started (the donation pop-up fades its colours),
 * so that nothing is read half-way between the two.
 */
export async function inEachColourScheme<T>(page: Page, check: (scheme: ColourScheme) => Promise<T>): Promise<T[]> {
  const wasDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const results: T[] = [];
  try {
    for (const colorScheme of COLOUR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await page.evaluate(() =>
        Promise.allSettled(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished),
        ),
      );
      results.push(await check(colorScheme));
    }
  } finally {
    await page.emulateMedia({ colorScheme: wasDark ? 'dark' : 'light' });
  }
  return results;
}
