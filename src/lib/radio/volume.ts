/**
 * The radio's volume slider rules (product §5): values between a minimum and a maximum, snapped to a step. Its keys
 * (arrows one step, Page Up/Down and Shift+arrow ten, Home and End the ends) are in ./volume-keys.ts.
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

/** The value as a screen reader speaks it: "90%". */
export function volumeText(value: number): string {
  return `${Math.round(value * 100)}%`;
}
