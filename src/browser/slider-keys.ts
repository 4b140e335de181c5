import { volumeKeyTarget } from '@/lib/radio/volume-keys';

/**
 * The volume slider's keys (src/lib/radio/volume-keys.ts) from the moment the page can run a script. Before the player
 * island starts, a key moves the server-rendered slider and the island takes that value; afterwards, the island hears
 * it as an `input` event, as from a drag. Markup: `<input type="range" data-jump-steps>` (steps per jump).
 */
export function applySliderKeys(root: Document): void {
  // The prototype's setter, not the element's: React tracks values written the plain way and would miss this change.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  root.addEventListener('keydown', (event) => {
    const slider = event.target;
    if (event.defaultPrevented || !(slider instanceof HTMLInputElement) || slider.type !== 'range') return;
    const jumpSteps = Number(slider.dataset['jumpSteps']);
    if (!Number.isInteger(jumpSteps) || jumpSteps < 1 || !setValue) return;
    const range = { min: Number(slider.min), max: Number(slider.max), step: Number(slider.step), jumpSteps };
    const target = volumeKeyTarget(slider.valueAsNumber, event, range);
    if (target === null) return;
    event.preventDefault();
    setValue.call(slider, String(target));
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
