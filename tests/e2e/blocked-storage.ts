import type { Page } from '@playwright/test';

/**
 * Makes the page's visitor one whose browser blocks site data: reading `localStorage` throws a SecurityError, as
 * Chromium does with "Block all cookies", before any of the page's code runs.
 */
export async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
      },
    });
  });
}
