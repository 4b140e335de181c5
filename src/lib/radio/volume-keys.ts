import type { VolumeRange } from './volume';

/**
 * The volume slider's keys (product §5): arrows move one step, Page Up/Down and Shift+arrow move ten steps, Home and End
 * go to the ends. Apart from ./volume.ts because one document-wide listener applies them from the moment the page can
 * run a script (src/browser/slider-keys.ts, inlined in the page), and the player island never imports them: a module
 * both used would become a script file on the page's first load.
 */

/** The keyboard keys the slider answers, with Shift held or not. */
export interface VolumeKey {
  key: string;
  shiftKey?: boolean;
}

/**
 * Where a key press sends the slider from `current`, or null when the key is not one of the slider's keys (so that
 * the browser handles it, Tab for example). The target may lie off the range or the step grid: the slider clamps and
 * snaps it (the browser's range input does, and the store's clampVolume after it).
 */
export function volumeKeyTarget(current: number, { key, shiftKey = false }: VolumeKey, range: VolumeRange): number | null {
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
