import type { Page } from '@playwright/test';
import { mobileMenuWordsSchema } from '@/schemas/mobile-menu-words';
import { readWords } from '../helpers/words';

/** The mobile menu's words as the editor wrote them (src/content/words/mobile-menu.yaml). */
export const MENU_WORDS = readWords('mobile-menu', mobileMenuWordsSchema);

/** The header's menu button (phones only). */
export const menuButton = (page: Page) => page.getByRole('button', { name: MENU_WORDS.toggle });

/** The menu's panel: a navigation landmark, shown while open. */
export const mobileMenu = (page: Page) => page.getByRole('navigation', { name: MENU_WORDS.navigation });

/** The menu's panel found by its id, open or closed (a role query finds it only while it shows). */
export const menuPanel = (page: Page) => page.locator('#mobile-menu');

/** Present once the menu's island runs: its code arrived and took over the server's markup. */
export const menuReady = (page: Page) => page.locator('[data-menu-ready]');

/**
 * Whether Chromium tells assistive technology that the menu button's panel is expanded, read from its accessibility
 * tree: the button carries no aria-expanded of its own, the browser derives it from the popover's state.
 */
export async function announcedExpanded(page: Page): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value?: string };
        name?: { value?: string };
        properties?: { name: string; value: { value?: unknown } }[];
      }[];
    };
    const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === MENU_WORDS.toggle);
    const expanded = button?.properties?.find((property) => property.name === 'expanded')?.value.value;
    return typeof expanded === 'boolean' ? expanded : undefined;
  } finally {
    await session.detach();
  }
}
