import { volumeKeyTarget } from '../lib/radio/volume-keys';

/**
 * The volume slider's keys follow the player's rule (src/lib/radio/volume-keys.ts: Shift+arrow and Page Up/Down move
 * ten steps, Home and End go to the ends) from the moment the page can run a script: one listener on the document, for
 * the slider's whole life. Before the player island has started, a key moves the server-rendered slider, and the
 * island takes that value when it starts; afterwards, the island hears the value as an `input` event, as from a drag.
 *
 * Markup: an `<input type="range">` carrying `data-jump-steps` (how many steps a jump is).
 */
export function applySliderKeys(root: Document): void {
  // The value is set through the element's own setter, not the page's: React tracks values written the plain way
  // and would not report this one as a change.
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
    // The browser's range input clamps and snaps the value to its min, max and step.
    setValue.call(slider, String(target));
    slider.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
