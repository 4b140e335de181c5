/**
 * The radio's volume slider rules (SPEC §5): values between a minimum and a maximum, snapped to a step;
 * arrows move one step, Page Up/Down and Shift+arrow move ten steps, Home and End go to the ends.
 * Pure functions: the slider's range is passed in, so the rules are tested without a DOM.
 */

/** The slider's range and step. */
export interface VolumeRange {
  min: number;
  max: number;
  step: number;
  /** Page Up/Down and Shift+arrow move by this many steps. */
  jumpSteps: number;
}

/** How many decimals a step has, so that 0.07 stays 0.07 and never becomes 0.07000000000000001. */
function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * Clamps a value into the range and snaps it to the nearest step (counted from the minimum).
 * Anything that is not a finite number gives the minimum.
 */
export function clampVolume(value: number, range: VolumeRange): number {
  if (!Number.isFinite(value)) return range.min;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const steps = Math.round((clamped - range.min) / range.step);
  const snapped = Number((range.min + steps * range.step).toFixed(decimalsOf(range.step)));
  return Math.min(range.max, Math.max(range.min, snapped));
}

/** The keyboard keys the slider answers, with Shift held or not. */
export interface VolumeKey {
  key: string;
  shiftKey?: boolean;
}

/**
 * The volume after a key press on the slider, or null when the key is not one of the slider's keys
 * (so that the caller lets the browser handle it, Tab for example).
 */
export function volumeAfterKey(current: number, { key, shiftKey = false }: VolumeKey, range: VolumeRange): number | null {
  const one = range.step;
  const ten = range.step * range.jumpSteps;
  const arrow = shiftKey ? ten : one;
  switch (key) {
    case 'ArrowUp':
    case 'ArrowRight':
      return clampVolume(current + arrow, range);
    case 'ArrowDown':
    case 'ArrowLeft':
      return clampVolume(current - arrow, range);
    case 'PageUp':
      return clampVolume(current + ten, range);
    case 'PageDown':
      return clampVolume(current - ten, range);
    case 'Home':
      return range.min;
    case 'End':
      return range.max;
    default:
      return null;
  }
}

/** The value as a screen reader speaks it: "90%". */
export function volumeText(value: number): string {
  return `${Math.round(value * 100)}%`;
}
