// @vitest-environment jsdom
import type { ClientDirective } from 'astro';
import interaction from '@/browser/client-interaction';

type DirectiveLoad = Parameters<ClientDirective>[0];
/** What Astro passes for `client:interaction`, which takes no value. */
const options: Parameters<ClientDirective>[1] = { name: 'MobileMenu', value: '' };

/** An island holding a button, with a loader that records when the island's code was asked for and hydrated. */
function island() {
  const element = document.createElement('astro-island');
  element.innerHTML = '<button type="button">Menu</button>';
  const outside = document.createElement('button');
  document.body.append(element, outside);
  const calls = { load: 0, hydrate: 0 };
  const load: DirectiveLoad = () => {
    calls.load += 1;
    return Promise.resolve(async () => {
      calls.hydrate += 1;
    });
  };
  return { element, button: element.querySelector('button') as HTMLButtonElement, outside, calls, load };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('client:interaction', () => {
  it('asks for nothing until the visitor touches the island, however long the page stays open', async () => {
    const { element, outside, calls, load } = island();
    interaction(load, options, element);
    outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    outside.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    await flush();
    expect(calls).toEqual({ load: 0, hydrate: 0 });
  });

  for (const [name, fire] of [
    [
      'a press',
      (button: HTMLButtonElement) => button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    ],
    ['focus arriving', (button: HTMLButtonElement) => button.focus()],
    [
      'a key',
      (button: HTMLButtonElement) =>
        button.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' })),
    ],
  ] as const) {
    it(`hydrates once on ${name} inside it, and not again on later ones`, async () => {
      const { element, button, calls, load } = island();
      interaction(load, options, element);
      fire(button);
      fire(button);
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await flush();
      expect(calls).toEqual({ load: 1, hydrate: 1 });
    });
  }

  it('starts a press even when a control inside stops the event from bubbling', async () => {
    const { element, button, calls, load } = island();
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    interaction(load, options, element);
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await flush();
    expect(calls.load).toBe(1);
  });

  it('counts focus that arrived before the directive ran as the first interaction', async () => {
    const { element, button, calls, load } = island();
    button.focus();
    interaction(load, options, element);
    await flush();
    expect(calls).toEqual({ load: 1, hydrate: 1 });
  });

  for (const [name, load] of [
    [
      'its code fails to load',
      (() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))) as DirectiveLoad,
    ],
    [
      'its hydration throws',
      (() => Promise.resolve(() => Promise.reject(new Error('hydration failed')))) as DirectiveLoad,
    ],
  ] as const) {
    it(`catches the failure when ${name}: no uncaught error, one line on the console naming the island, the markup untouched`, async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { element, button } = island();
      const markup = element.innerHTML;
      interaction(load, options, element);
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await flush();
      // Vitest fails the run on an unhandled rejection, so reaching here with one console line is the proof.
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]?.[0])).toContain('MobileMenu could not start');
      expect(element.innerHTML).toBe(markup);
    });
  }
});
