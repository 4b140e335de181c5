import { z } from 'astro/zod';
import { text } from './fields';

/** `src/content/words/mobile-menu.yaml`: the phone menu's words (under 768 px); its links: src/config/links.ts. */
export const mobileMenuWordsSchema = z.strictObject({
  /** The menu button's name for screen readers (it shows three lines, or a cross while the menu is open). */
  toggle: text(2, 30),
  navigation: text(2, 30),
  partners: text(2, 40),
  /** Shown at the foot of the menu when its script failed: the links above still work. */
  fallback: text(10, 120),
});

export type MobileMenuWords = z.infer<typeof mobileMenuWordsSchema>;
