import { z } from 'astro/zod';
import { text } from './fields';

/**
 * `src/content/words/mobile-menu.yaml`: the words of the header's menu on phones (under the 768 px breakpoint). Its
 * links are the site's sections and pages and the partner sites, from src/site.config.ts.
 */
export const mobileMenuWordsSchema = z.strictObject({
  /** The name screen readers give the menu button (it shows three lines, or a cross while the menu is open). */
  toggle: text(2, 30),
  /** The name of the menu's navigation landmark, as screen readers list it ("… navigation"). */
  navigation: text(2, 30),
  /** The small heading above the partner sites' links. */
  partners: text(2, 40),
  /** Shown at the foot of the menu when its script failed: the links above still work. */
  fallback: text(10, 120),
});

/** The mobile menu's words, as the header passes them to the island. */
export type MobileMenuWords = z.infer<typeof mobileMenuWordsSchema>;
