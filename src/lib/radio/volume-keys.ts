import type { VolumeRange } from './volume';

/**
 * The volume slider's keys (product §5): arrows one step, Page Up/Down and Shift+arrow ten, Home and End the ends.
 * Apart from ./volume.ts because only the page's inline listener (src/browser/slider-keys.ts) imports them: a module
 * it shared with the player island would become a script file on the page's first load.
 */

export interface VolumeKey {
  key: string;
  shiftKey?: boolean;
}

/** Where a key sends the slider from `current` (the input and clampVolume snap it), or null for other keys. */
export function volumeKeyTarget(
  current: number,
  { key, shiftKey = false }: VolumeKey,
  range: VolumeRange,
): number | null {
  const ten = range.step * range.jumpSteps;
  const arrow = shiftKey ? ten : range.step;
  switch (key) {
    case 'ArrowUp':
    case 'ArrowRight':
      return current + arrow;
    case 'ArrowDown':
    case 'ArrowLeft':
      return current - arrow;
    case 'PageUp':
      return current + ten;
    case 'PageDown':
      return current - ten;
    case 'Home':
      return range.min;
    case 'End':
      return range.max;
    default:
      return null;
  }
}
