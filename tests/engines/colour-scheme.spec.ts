import { contrast, darkPageFaults, luminance, paintedIn, type Painted } from '../helpers/colours';
import { expect, test } from './fixtures';
import type { Session } from './session';

// Dark mode in Firefox and WebKitGTK, set as a phone's system sets it (fixtures.ts: colourScheme), not emulated by the
// test: every kind of page paints dark from its first paint, and what only the islands draw is dark too. The Chromium
// suite checks the same pages, both schemes, and axe in each (tests/e2e/colour-scheme.spec.ts).
test.use({ colourScheme: 'dark' });

const PAGES = [
  '/',
  '/books',
  '/radio',
  '/radio/popout',
  '/privacy',
  '/terms',
  '/pet-safety',
  '/my-plants',
  '/plants/lavender',
  '/plants/',
  '/offline/',
  '/no/such/page',
];

async function painted(session: Session, selector: string): Promise<Painted> {
  const colours = await session.evaluate(paintedIn, selector);
  if (!colours) throw new Error(`${await session.url()}: nothing matches ${selector}`);
  return colours;
}

test('every kind of page is dark with light text, its heading at 7:1, and the browser bar the colour of its band', async ({
  session,
}) => {
  test.setTimeout(60_000);
  const faults: Record<string, string[]> = {};
  for (const path of PAGES) {
    await session.goto(path);
    const reading = {
      main: await painted(session, 'main'),
      heading: await painted(session, 'h1'),
      canvas: await session.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
      darkThemeColor: await session.evaluate(
        () =>
          document
            .querySelector('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')
            ?.getAttribute('content') ?? '',
      ),
    };
    faults[path] = darkPageFaults(reading);
  }
  expect(faults).toEqual(Object.fromEntries(PAGES.map((path) => [path, []])));
});

test('the donation pop-up, which only its island draws, is dark with its text at 7:1', async ({ session }) => {
  await session.goto('/');
  await session.find('[role="dialog"][data-donation-popup] h2', { timeout: 15_000 });
  const dialog = await painted(session, '[role="dialog"][data-donation-popup]');
  const heading = await painted(session, '[role="dialog"][data-donation-popup] h2');
  expect(luminance(dialog.surface), 'the pop-up’s surface').toBeLessThan(0.03);
  expect(contrast(heading.text, heading.surface), 'its heading against its surface').toBeGreaterThanOrEqual(7);
});
