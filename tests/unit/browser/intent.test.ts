// @vitest-environment jsdom
import { recordIntents } from '@/browser/intent';
import { countIntents, takeIntents } from '@/islands/shared/take-intents';

/** A host with a play button, a mute button holding an icon, a card with a value, and an unrelated button. */
function host(): HTMLElement {
  const element = document.createElement('div');
  element.dataset.intentHost = 'test';
  element.innerHTML = `
    <button data-intent="play">Play</button>
    <button data-intent="mute"><svg><path d="M0 0"/></svg></button>
    <button data-intent="plant" data-intent-value="aloe-vera">Aloe Vera</button>
    <button>Not recorded</button>`;
  document.body.append(element);
  return element;
}
const click = (element: Element | null) => element?.dispatchEvent(new MouseEvent('click', { bubbles: true }));

// The recorder listens on the document once, as the base layout's script does.
beforeAll(() => recordIntents(document));
afterEach(() => document.body.replaceChildren());

describe('presses recorded before an island starts, and handed to it', () => {
  it('records presses of marked controls in order, with their values, and nothing else', () => {
    const element = host();
    click(element.querySelector('[data-intent="play"]'));
    click(element.querySelector('path'));
    click(element.querySelector('[data-intent="plant"]'));
    click(element.querySelector('button:not([data-intent])'));
    expect(JSON.parse(element.dataset.intents ?? '[]')).toHaveLength(3);
    expect(takeIntents(element)).toEqual([{ name: 'play' }, { name: 'mute' }, { name: 'plant', value: 'aloe-vera' }]);
  });

  it('keeps each island’s presses apart', () => {
    const [first, second] = [host(), host()];
    click(first.querySelector('[data-intent="play"]'));
    click(second.querySelector('[data-intent="mute"]'));
    expect(takeIntents(second)).toEqual([{ name: 'mute' }]);
    expect(takeIntents(first)).toEqual([{ name: 'play' }]);
  });

  it('stops recording once the island has taken them, and hands them over only once', () => {
    const element = host();
    click(element.querySelector('[data-intent="play"]'));
    expect(takeIntents(element)).toHaveLength(1);
    expect(element).toHaveAttribute('data-intents-taken');
    click(element.querySelector('[data-intent="play"]'));
    expect(takeIntents(element)).toEqual([]);
  });

  it('hands over nothing without a host, and ignores a corrupted record', () => {
    expect(takeIntents(null)).toEqual([]);
    const element = host();
    element.dataset.intents = '{not json';
    expect(takeIntents(element)).toEqual([]);
  });

  it('counts presses (an odd count of a toggle means one toggle)', () => {
    const intents = [{ name: 'play' }, { name: 'plant', value: 'a' }, { name: 'play' }, { name: 'plant', value: 'b' }];
    expect(countIntents(intents, 'play')).toBe(2);
    expect(countIntents(intents, 'mute')).toBe(0);
  });
});
