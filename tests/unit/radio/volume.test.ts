import { clampVolume, volumeText, type VolumeRange } from '@/lib/radio/volume';
import { volumeKeyTarget, type VolumeKey } from '@/lib/radio/volume-keys';
import { RADIO } from '@/config/radio';

const range: VolumeRange = { min: 0, max: 1, step: 0.01, jumpSteps: 10 };

/** Where the slider ends after a key: the key's target, clamped and snapped as the slider and the store do. */
function volumeAfterKey(current: number, key: VolumeKey, keyRange: VolumeRange): number | null {
  const target = volumeKeyTarget(current, key, keyRange);
  return target === null ? null : clampVolume(target, keyRange);
}

describe('volume slider rules (product §5)', () => {
  it('starts, as configured, audible and at a value the slider shows and its keys reach', () => {
    const configured: VolumeRange = {
      min: RADIO.volumeMin,
      max: RADIO.volumeMax,
      step: RADIO.volumeStep,
      jumpSteps: RADIO.volumeJumpSteps,
    };
    expect(RADIO.defaultVolume, 'a first Play is heard').toBeGreaterThan(configured.min);
    expect(clampVolume(RADIO.defaultVolume, configured), 'on the slider’s grid, inside its range').toBe(
      RADIO.defaultVolume,
    );
    expect(volumeAfterKey(configured.min, { key: 'End' }, configured)).toBe(configured.max);
    expect(volumeAfterKey(RADIO.defaultVolume, { key: 'ArrowUp' }, configured)).toBe(
      clampVolume(RADIO.defaultVolume + configured.step, configured),
    );
  });

  it('clamps values to 0 and 1', () => {
    expect(clampVolume(-0.5, range)).toBe(0);
    expect(clampVolume(1.7, range)).toBe(1);
    expect(clampVolume(0, range)).toBe(0);
    expect(clampVolume(1, range)).toBe(1);
  });

  it('snaps values to the nearest 0.01 without floating-point noise', () => {
    expect(clampVolume(0.123, range)).toBe(0.12);
    expect(clampVolume(0.125001, range)).toBe(0.13);
    expect(clampVolume(0.07, range)).toBe(0.07);
    expect(clampVolume(0.1 + 0.2, range)).toBe(0.3);
    expect(clampVolume(0.999, range)).toBe(1);
  });

  it('turns anything that is not a number into the minimum', () => {
    expect(clampVolume(Number.NaN, range)).toBe(0);
    expect(clampVolume(Number.POSITIVE_INFINITY, range)).toBe(0);
  });

  it('moves one step with the arrow keys, both directions', () => {
    expect(volumeAfterKey(0.5, { key: 'ArrowUp' }, range)).toBe(0.51);
    expect(volumeAfterKey(0.5, { key: 'ArrowRight' }, range)).toBe(0.51);
    expect(volumeAfterKey(0.5, { key: 'ArrowDown' }, range)).toBe(0.49);
    expect(volumeAfterKey(0.5, { key: 'ArrowLeft' }, range)).toBe(0.49);
  });

  it('moves ten steps with Page Up / Page Down and with Shift+arrow', () => {
    expect(volumeAfterKey(0.5, { key: 'PageUp' }, range)).toBe(0.6);
    expect(volumeAfterKey(0.5, { key: 'PageDown' }, range)).toBe(0.4);
    expect(volumeAfterKey(0.5, { key: 'ArrowUp', shiftKey: true }, range)).toBe(0.6);
    expect(volumeAfterKey(0.5, { key: 'ArrowRight', shiftKey: true }, range)).toBe(0.6);
    expect(volumeAfterKey(0.5, { key: 'ArrowDown', shiftKey: true }, range)).toBe(0.4);
    expect(volumeAfterKey(0.5, { key: 'ArrowLeft', shiftKey: true }, range)).toBe(0.4);
  });

  it('goes to the ends with Home and End', () => {
    expect(volumeAfterKey(0.42, { key: 'Home' }, range)).toBe(0);
    expect(volumeAfterKey(0.42, { key: 'End' }, range)).toBe(1);
  });

  it('never leaves the range, and snaps a value that was off the step grid', () => {
    expect(volumeAfterKey(0.95, { key: 'PageUp' }, range)).toBe(1);
    expect(volumeAfterKey(1, { key: 'ArrowUp' }, range)).toBe(1);
    expect(volumeAfterKey(0.03, { key: 'ArrowDown', shiftKey: true }, range)).toBe(0);
    expect(volumeAfterKey(0, { key: 'ArrowLeft' }, range)).toBe(0);
    expect(volumeAfterKey(0.555, { key: 'ArrowUp' }, range)).toBe(0.57);
  });

  it('leaves every other key to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'Escape']) expect(volumeAfterKey(0.5, { key }, range)).toBeNull();
  });

  it('speaks the value as a percentage', () => {
    expect(volumeText(0.9)).toBe('90%');
    expect(volumeText(0)).toBe('0%');
    expect(volumeText(1)).toBe('100%');
    expect(volumeText(0.07)).toBe('7%');
  });
});
