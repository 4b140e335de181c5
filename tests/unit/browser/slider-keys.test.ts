// @vitest-environment jsdom
import { applySliderKeys } from '@/browser/slider-keys';

/** The server-rendered volume slider, as the radio page has it before the player starts. */
function slider(jumpSteps: string | null = '10'): HTMLInputElement {
  const input = document.createElement('input');
  Object.assign(input, { type: 'range', min: '0', max: '1', step: '0.01', value: '0.9' });
  if (jumpSteps !== null) input.dataset.jumpSteps = jumpSteps;
  document.body.append(input);
  return input;
}
const press = (target: Element, key: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

beforeAll(() => applySliderKeys(document));
afterEach(() => document.body.replaceChildren());

describe('the volume slider’s keys, from the page’s first script', () => {
  it.each([
    ['Shift+ArrowLeft', 'ArrowLeft', true, '0.8'],
    ['Shift+ArrowDown', 'ArrowDown', true, '0.8'],
    ['ArrowLeft', 'ArrowLeft', false, '0.89'],
    ['PageDown', 'PageDown', false, '0.8'],
    ['Shift+ArrowRight', 'ArrowRight', true, '1'],
    ['Home', 'Home', false, '0'],
    ['End', 'End', false, '1'],
  ])('%s moves the slider as the player would, and the browser does not move it again', (_name, key, shift, value) => {
    const input = slider();
    const event = press(input, key, shift);
    expect(input.value).toBe(value);
    expect(event.defaultPrevented).toBe(true);
  });

  it('tells whoever listens (the player, once started) the new value as an input event', () => {
    const input = slider();
    const values: string[] = [];
    document.addEventListener('input', (event) => values.push((event.target as HTMLInputElement).value), {
      once: true,
    });
    press(input, 'PageUp');
    expect(values).toEqual(['1']);
  });

  it('leaves other keys to the browser (Tab moves on)', () => {
    const input = slider();
    expect(press(input, 'Tab').defaultPrevented).toBe(false);
    expect(input.value).toBe('0.9');
  });

  it('stands aside once the player handles the key itself', () => {
    const input = slider();
    input.addEventListener('keydown', (event) => event.preventDefault());
    press(input, 'ArrowLeft', true);
    expect(input.value).toBe('0.9');
  });

  it('acts only on sliders that say how far a jump goes', () => {
    const input = slider(null);
    expect(press(input, 'ArrowLeft', true).defaultPrevented).toBe(false);
    expect(input.value).toBe('0.9');
  });
});
