import plugin from 'tailwindcss/plugin';
import { LAYOUT } from '../site.config.ts';

/**
 * Design tokens written from the site config (src/site.config.ts, LAYOUT), so that each layout rule of the
 * specification is a number in one place and the stylesheet follows it. Loaded by global.css with `@plugin`.
 *
 * - `min-h-touch`, `size-touch`: the minimum touch target (44 px).
 * - `min-h-ad`, `min-h-ad-tall`: the height an ad slot reserves (250 px, and 600 px for the one tall slot).
 * - `md:`: the mobile breakpoint (768 px); the mobile menu's media query is derived from the same number.
 * - anchors land `anchorOffsetPx` below the top, clear of the fixed header (scroll-padding-top).
 */
export default plugin(
  ({ addBase }) => {
    addBase({ html: { 'scroll-padding-top': `${LAYOUT.anchorOffsetPx}px` } });
  },
  {
    theme: {
      extend: {
        spacing: { touch: `${LAYOUT.minTouchTargetPx}px` },
        minHeight: { ad: `${LAYOUT.adSlotMinHeightPx}px`, 'ad-tall': `${LAYOUT.tallAdSlotMinHeightPx}px` },
        // In rem like Tailwind's other breakpoints (16 px each), so that the media queries keep their order.
        screens: { md: `${LAYOUT.mobileBreakpointPx / 16}rem` },
      },
    },
  },
);
