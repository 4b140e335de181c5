import { expect, test } from './fixtures';

// The header's menu on a phone 390 px wide: a native popover, so it works in each engine before (and without) its
// island's code. Its button opens it, showing the site's links; the button closes it again, and so does Escape.

const BUTTON = '#site-header button[aria-label="Menu"]';
const MENU = 'nav#mobile-menu[aria-label="Mobile"]';

test('at 390 px the menu button opens the menu with the site’s links, and the button or Escape closes it', async ({
  session,
}) => {
  await session.setWindowSize({ width: 390, height: 844 });
  await session.goto('/privacy');
  // At this width the header's own links give way to the button.
  expect(await session.count('#site-header nav[aria-label="Main"]')).toBe(0);
  expect(await session.count(MENU)).toBe(0);

  await session.click(BUTTON);
  await session.find(MENU);
  const links = await session.evaluate(
    (menu: string) =>
      [...document.querySelectorAll<HTMLAnchorElement>(`${menu} a`)].map((link) => [
        link.innerText.trim(),
        link.getAttribute('href'),
      ]),
    MENU,
  );
  expect(links).toEqual(
    expect.arrayContaining([
      ['Plant Database', '/#database'],
      ['Books', '/books'],
      ['Radio', '/radio'],
    ]),
  );
  // Every link is on screen, within the window's width.
  const outside = await session.evaluate(
    (menu: string) =>
      [...document.querySelectorAll<HTMLAnchorElement>(`${menu} a`)].filter((link) => {
        const box = link.getBoundingClientRect();
        return box.width === 0 || box.left < 0 || box.right > window.innerWidth;
      }).length,
    MENU,
  );
  expect(outside).toBe(0);

  await session.click(BUTTON);
  await expect.poll(() => session.count(MENU)).toBe(0);

  await session.click(BUTTON);
  await session.find(MENU);
  await session.press('Escape');
  await expect.poll(() => session.count(MENU)).toBe(0);

  // A link chosen in the menu leads there and closes it.
  await session.click(BUTTON);
  await session.click(`${MENU} a`, { text: 'Books', exact: true });
  await session.find('h1', { text: 'Books', exact: true });
  expect(await session.count(MENU)).toBe(0);
});
