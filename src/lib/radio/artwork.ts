import type { ICONS } from '@/config/icons';

/** One picture of the Media Session's artwork, as `MediaImage` takes it. */
export interface LockScreenImage {
  src: string;
  sizes: string;
  type: string;
}

/**
 * The artwork the lock screen and the media notification show beside the station and the title on air: the site's own
 * icons, drawn from its logo at build time (src/config/icons.ts), smallest first. Android picks the size nearest its
 * slot; iOS takes the largest. The maskable icon is left out: it is drawn for a launcher's mask and shows a border
 * where nothing cuts it.
 */
export function lockScreenArtwork(icons: Pick<typeof ICONS, 'appleTouch' | 'manifest'>): LockScreenImage[] {
  const square = (path: string, size: number, type: string) => ({ src: path, sizes: `${size}x${size}`, type });
  const pictures = [
    square(icons.appleTouch.path, icons.appleTouch.size, icons.appleTouch.type),
    ...icons.manifest
      .filter(({ purpose }) => purpose === 'any')
      .map(({ path, size, type }) => square(path, size, type)),
  ];
  return pictures.sort((a, b) => parseInt(a.sizes, 10) - parseInt(b.sizes, 10));
}
