import plugin from 'tailwindcss/plugin';
import { LAYOUT } from '../config/layout.ts';
import { NEWS_FEED } from '../config/news-feed.ts';
import { SITE } from '../site.config.ts';

/**
 * Tailwind tokens written from LAYOUT in src/config/layout.ts, so that each layout rule is a number in one place: the
 * touch target (`min-h-touch`, `size-touch`), ad slot heights (`min-h-ad`, `min-h-ad-tall`), the news feed's height
 * (`h-feed`, from NEWS_FEED), the `md:` breakpoint (the
 * mobile menu's media query uses the same number) and the anchor offset; and, for print only, the site's origin, which
 * the print styles write before the address of a link to a page of this site. Loaded by global.css with `@plugin`.
 */
export default plugin(
  ({ addBase }) => {
    addBase({ html: { 'scroll-padding-top': `${LAYOUT.anchorOffsetPx}px` } });
    addBase({ '@media print': { ':root': { '--site-origin': JSON.stringify(SITE.origin) } } });
  },
  {
    theme: {
      extend: {
        spacing: { touch: `${LAYOUT.minTouchTargetPx}px` },
        height: { feed: `${NEWS_FEED.heightPx}px` },
        minHeight: { ad: `${LAYOUT.adSlotMinHeightPx}px`, 'ad-tall': `${LAYOUT.tallAdSlotMinHeightPx}px` },
        // In rem like Tailwind's other breakpoints (16 px each), so that the media queries keep their order.
        screens: { md: `${LAYOUT.mobileBreakpointPx / 16}rem` },
      },
    },
  },
);
