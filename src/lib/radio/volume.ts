/**
 * The radio's volume slider rules (product §5), with the range passed in so that they are tested without a DOM.
 * Its keys are in ./volume-keys.ts.
 */

export interface VolumeRange {
  min: number;
  max: number;
  step: number;
  /** Page Up/Down and Shift+arrow move by this many steps. */
  jumpSteps: number;
}

/** Decimals of a step, so that 0.07 never becomes 0.07000000000000001. */
function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Clamps into the range and snaps to the nearest step from the minimum; a non-finite value gives the minimum. */
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
