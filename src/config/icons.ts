/**
 * The site's icons (issue 35), every one drawn at build time from the one logo, src/assets/logo.svg (the header's
 * too), by src/icons/draw.ts with sharp: the browser tab's, the home screen's on Android (the manifest's) and on iOS.
 */
export const ICONS = {
  /** The logo itself, for browsers that take an SVG icon: the tab's icon and the manifest's first. */
  logo: { path: '/favicon.svg', type: 'image/svg+xml' },
  /** Asked for unasked by browsers without SVG icons, feed readers and link previewers: one file holding each size. */
  favicon: { path: '/favicon.ico', type: 'image/x-icon', sizes: [16, 32, 48] },
  /** iOS takes no manifest icon and fills transparency with black: this one stands on the logo's own colour. */
  appleTouch: { path: '/apple-touch-icon.png', type: 'image/png', size: 180 },
  /** Android's install prompt and splash screen want PNGs of 192 and 512 px, and one it may cut to its own shape. */
  manifest: [
    { path: '/icons/icon-192.png', type: 'image/png', size: 192, purpose: 'any' },
    { path: '/icons/icon-512.png', type: 'image/png', size: 512, purpose: 'any' },
    { path: '/icons/icon-maskable-512.png', type: 'image/png', size: 512, purpose: 'maskable' },
  ],
  /** The colour of the logo's disc: the ground of the icons that must not be transparent. */
  background: '#23633a',
  /**
   * A maskable icon's safe zone: the central circle of this fraction of its width, which no phone's mask cuts. The
   * logo is drawn that size on its own colour, so that whatever shape the mask takes, the whole leaf shows.
   */
  maskableSafeZone: 0.8,
} as const;

export type ManifestIcon = (typeof ICONS.manifest)[number];
