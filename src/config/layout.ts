/**
 * The layout rules (product §9), in pixels. src/styles/site-tokens.ts writes them into the stylesheet's tokens, so that
 * each is a number in one place.
 */
export const LAYOUT = {
  headerSolidAfterPx: 50,
  /** Anchor targets land this far below the top, clear of the fixed header. */
  anchorOffsetPx: 80,
  mobileBreakpointPx: 768,
  /** Reserved so that nothing moves when an ad arrives. */
  adSlotMinHeightPx: 250,
  tallAdSlotMinHeightPx: 600,
  minTouchTargetPx: 44,
} as const;

/** The media query of a phone's width: below the mobile breakpoint. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${LAYOUT.mobileBreakpointPx - 0.02}px)`;
