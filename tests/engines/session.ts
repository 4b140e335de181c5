import { PAGE_ERRORS_KEY } from '../../scripts/lib/test-page-script.mjs';

/**
 * One interface over the two engines the Playwright suite cannot drive (tests/engines/README.md): Firefox ESR through
 * puppeteer-core over WebDriver BiDi (firefox.ts), and WebKitGTK through its WebDriver server (webkit.ts). Each engine
 * gives a small `Backend`; `Session` builds the rest on it the same way for both, so that a test reads alike in every
 * engine.
 *
 * Values cross into and out of the page as JSON: `undefined` comes back as null. A page function is sent as its
 * source text, so it may use nothing from the test file around it, only its arguments.
 */

export type EngineName = 'firefox' | 'webkit';

/** A window size in CSS pixels: the page's layout viewport (innerWidth × innerHeight). */
export interface WindowSize {
  width: number;
  height: number;
}

/** The window every session starts with, the Playwright suite's desktop project's. */
export const DEFAULT_WINDOW: WindowSize = { width: 1280, height: 800 };

/** Keys `press` knows by name; any single character is pressed as itself. */
export const NAMED_KEYS = [
  'Enter',
  'Escape',
  'Tab',
  'Backspace',
  'Delete',
  'Space',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;
export type NamedKey = (typeof NAMED_KEYS)[number];
/** A named key, or a single character such as 'm' or ' '. */
export type Key = NamedKey | (string & {});

/** Refuses what is neither a named key nor a single character, which each engine would read differently. */
export function checkKey(key: Key): Key {
  if ((NAMED_KEYS as readonly string[]).includes(key) || [...key].length === 1) return key;
  throw new Error(`press: "${key}" is neither a named key (${NAMED_KEYS.join(', ')}) nor a single character`);
}

/** What an engine's adapter does; `Session` turns it into the interface the tests use. `H` is its element handle. */
export interface Backend<H> {
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  url(): Promise<string>;
  /** Calls `fn` in the current window's page with `args` (JSON values and handles), awaiting a promise it returns. */
  call(fn: PageFunction, args: unknown[]): Promise<unknown>;
  /** Calls `fn` in the page and returns the elements it returns (an array of elements). */
  callForElements(fn: PageFunction, args: unknown[]): Promise<H[]>;
  isHandle(value: unknown): value is H;
  /** A click as a visitor makes it: the engine's own input, which the page takes for a user's gesture. */
  click(element: H): Promise<void>;
  /** Types `text` into the focused element `element`, key by key. */
  type(element: H, text: string): Promise<void>;
  /** Presses and releases a key on whatever has focus. */
  press(key: Key): Promise<void>;
  setWindowSize(size: WindowSize): Promise<void>;
  windows(): Promise<string[]>;
  currentWindow(): Promise<string>;
  switchToWindow(handle: string): Promise<void>;
  closeWindow(): Promise<void>;
  screenshot(): Promise<Buffer>;
  /** Ends the session: closes its windows and forgets its cookies and storage. */
  end(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page function's arguments are checked at its call
export type PageFunction = (...args: any[]) => unknown;

/** An element of the page, as found by `Session.find`; invalid once the page replaces or removes it. */
export class PageElement {
  constructor(
    readonly session: Session,
    /** The engine's own handle. */
    readonly handle: unknown,
    /** How it was found, for messages. */
    readonly description: string,
  ) {}

  click(): Promise<void> {
    return this.session.click(this);
  }

  /** Replaces the field's value by typing, as a visitor does: select all, delete, type. */
  fill(text: string): Promise<void> {
    return this.session.fill(this, text);
  }

  /** The element's rendered text (innerText), whitespace collapsed. */
  text(): Promise<string> {
    return this.session.evaluate((element: HTMLElement) => element.innerText.replace(/\s+/g, ' ').trim(), this);
  }

  attribute(name: string): Promise<string | null> {
    return this.session.evaluate(
      (element: HTMLElement, attribute: string) => element.getAttribute(attribute),
      this,
      name,
    );
  }

  /** A form control's current value. */
  value(): Promise<string> {
    return this.session.evaluate((element: HTMLElement) => (element as HTMLInputElement).value, this);
  }

  isVisible(): Promise<boolean> {
    return this.session.evaluate(isShown, this);
  }
}

/** In the page: whether the element takes up room and is not hidden by `visibility`. */
function isShown(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  return element.checkVisibility
    ? element.checkVisibility({ visibilityProperty: true })
    : getComputedStyle(element).visibility !== 'hidden';
}

/** A text to match: a part of the element's text, the whole of it, or a pattern. JSON, to cross into the page. */
type TextMatch = { value: string; exact: boolean } | { source: string; flags: string };

/**
 * In the page: the elements matching `selector`, shown (unless `visibleOnly` is false) and whose rendered text
 * matches; with a text, only the innermost of nested matches (the button, not the page around it).
 */
function locate(selector: string, text: TextMatch | null, visibleOnly: boolean): HTMLElement[] {
  const shown = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    return element.checkVisibility
      ? element.checkVisibility({ visibilityProperty: true })
      : getComputedStyle(element).visibility !== 'hidden';
  };
  const textOf = (element: Element) =>
    (element instanceof HTMLElement ? element.innerText : (element.textContent ?? '')).replace(/\s+/g, ' ').trim();
  const pattern = text !== null && 'source' in text ? new RegExp(text.source, text.flags) : null;
  const matches = (content: string) => {
    if (text === null) return true;
    if (pattern) return pattern.test(content);
    if ('value' in text) return text.exact ? content === text.value : content.includes(text.value);
    return false;
  };
  const found = [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (element) => (!visibleOnly || shown(element)) && matches(textOf(element)),
  );
  return text === null
    ? found
    : found.filter((element) => !found.some((other) => other !== element && element.contains(other)));
}

export interface FindOptions {
  /** The element's rendered text contains this string (or equals it with `exact`), or matches this pattern. */
  text?: string | RegExp;
  exact?: boolean;
  /** Only elements the visitor can see (the default), or any in the document. */
  visible?: boolean;
  /** How long `find` waits for a match; 10 s by default. */
  timeout?: number;
}

export interface WaitOptions {
  /** 10 s by default. */
  timeout?: number;
  /** Said when the time is up, before the last value seen. */
  message?: string;
}

/** The errors the pages recorded (scripts/lib/test-page-script.mjs), and the windows whose page records none. */
export interface PageErrors {
  errors: string[];
  /** Addresses of open windows on a loopback server whose page was served without the recorder. */
  unrecorded: string[];
}

/** In the page: what its recorder kept, in the window and in the tab's sessionStorage. */
function readPageErrors(key: string): {
  recording: boolean;
  url: string;
  entries: { id: string; page: string; text: string }[];
} {
  const own = (window as unknown as Record<string, unknown>)[key];
  let stored: { id: string; page: string; text: string }[] = [];
  try {
    stored = JSON.parse(sessionStorage.getItem(key) ?? '[]') as typeof stored;
  } catch {
    // No storage (or a page that forbids it): the window's own list has them all.
  }
  return {
    recording: Array.isArray(own),
    url: location.href,
    entries: [...(Array.isArray(own) ? (own as typeof stored) : []), ...stored],
  };
}

type InPage<T> = T extends PageElement ? HTMLElement : T;
type InPageArgs<A extends unknown[]> = { [K in keyof A]: InPage<A[K]> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How often `find` and `waitFor` look again. */
const POLL_MS = 50;
const DEFAULT_TIMEOUT = 10_000;
/** How long a window may take to reach the size asked. */
const WINDOW_SIZE_TIMEOUT = 5000;

/**
 * A browser session for one test: one window to start with (more if the page opens them), with cookies and storage
 * of its own. Addresses starting with '/' are on `baseURL`. Every method acts on the current window.
 */
export class Session {
  constructor(
    readonly engine: EngineName,
    readonly baseURL: string,
    private readonly backend: Backend<unknown>,
  ) {}

  /** Opens `address` in the current window and waits for its load event. */
  goto(address: string): Promise<void> {
    return this.backend.navigate(new URL(address, this.baseURL).href);
  }

  reload(): Promise<void> {
    return this.backend.reload();
  }

  back(): Promise<void> {
    return this.backend.back();
  }

  url(): Promise<string> {
    return this.backend.url();
  }

  title(): Promise<string> {
    return this.evaluate(() => document.title);
  }

  /**
   * Runs `fn` in the page with `args` and returns its result (awaited if a promise). Arguments and result are JSON
   * values; a `PageElement` argument arrives as the element itself.
   */
  async evaluate<A extends unknown[], R>(fn: (...args: InPageArgs<A>) => R, ...args: A): Promise<Awaited<R>> {
    const value = await this.backend.call(
      fn,
      args.map((arg) => this.toHandle(arg)),
    );
    return (value === undefined ? null : value) as Awaited<R>;
  }

  /**
   * Runs `fn` in the page until it returns a truthy value, and returns that value; throws after the timeout. A
   * navigation under way is waited out rather than failed on.
   */
  async waitFor<A extends unknown[], R>(
    fn: (...args: InPageArgs<A>) => R,
    args: A,
    options: WaitOptions = {},
  ): Promise<Awaited<R>> {
    const { timeout = DEFAULT_TIMEOUT, message = 'waitFor: the page function never returned a truthy value' } = options;
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await this.evaluate(fn, ...args);
        if (value) return value;
        last = value;
      } catch (error) {
        last = error;
      }
      if (Date.now() > deadline) throw new Error(`${message} within ${timeout} ms (last: ${describe(last)})`);
      await sleep(POLL_MS);
    }
  }

  /** Waits until an element matches (shown, and with its text if given) and returns the first one. */
  async find(selector: string, options: FindOptions = {}): Promise<PageElement> {
    const { timeout = DEFAULT_TIMEOUT } = options;
    const deadline = Date.now() + timeout;
    let lastError: unknown = null;
    for (;;) {
      try {
        const [first] = await this.findAll(selector, options);
        if (first) return first;
      } catch (error) {
        // A page between two documents has nothing to search yet.
        lastError = error;
      }
      if (Date.now() > deadline) {
        const why = lastError ? ` (last error: ${describe(lastError)})` : '';
        throw new Error(
          `No ${describeFind(selector, options)} within ${timeout} ms on ${await this.url().catch(() => 'an unknown page')}${why}`,
        );
      }
      await sleep(POLL_MS);
    }
  }

  /** Every element matching now, in document order; no waiting. */
  async findAll(selector: string, options: FindOptions = {}): Promise<PageElement[]> {
    const handles = await this.backend.callForElements(locate, [selector, textMatch(options), options.visible ?? true]);
    return handles.map((handle) => new PageElement(this, handle, describeFind(selector, options)));
  }

  /** The rendered texts of every element matching now (shown ones only, unless `visible: false`). */
  texts(selector: string, options: Pick<FindOptions, 'visible'> = {}): Promise<string[]> {
    return this.evaluate(
      (found: string, visibleOnly: boolean) => {
        const shown = (element: Element) => {
          if (element.getClientRects().length === 0) return false;
          return element.checkVisibility
            ? element.checkVisibility({ visibilityProperty: true })
            : getComputedStyle(element).visibility !== 'hidden';
        };
        return [...document.querySelectorAll<HTMLElement>(found)]
          .filter((element) => !visibleOnly || shown(element))
          .map((element) => element.innerText.replace(/\s+/g, ' ').trim());
      },
      selector,
      options.visible ?? true,
    );
  }

  /** How many elements match now (shown ones only, unless `visible: false`), with the text if given. */
  async count(selector: string, options: FindOptions = {}): Promise<number> {
    return (await this.findAll(selector, options)).length;
  }

  /**
   * Clicks an element as a visitor does: a WebDriver element click in WebKit, real pointer input in Firefox. Given a
   * selector, finds it first and tries again while the page replaces it (a re-render) until the timeout.
   */
  async click(target: string | PageElement, options: FindOptions = {}): Promise<void> {
    const deadline = Date.now() + (options.timeout ?? DEFAULT_TIMEOUT);
    if (target instanceof PageElement) {
      await this.untilStill(target, deadline);
      return this.backend.click(this.toHandle(target));
    }
    for (;;) {
      const element = await this.find(target, { ...options, timeout: Math.max(0, deadline - Date.now()) });
      try {
        await this.untilStill(element, deadline);
        return await this.backend.click(element.handle);
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
      await sleep(POLL_MS);
    }
  }

  /**
   * Waits until the element sits still in view, as a visitor waits before pressing: a click is a press at a point,
   * and a page still scrolling (the smooth scroll to an address's #fragment, which WebKit animates after load) or
   * shifting moves the element away between the point's reckoning and the press, which then lands on whatever
   * is there, silently. Playwright's own clicks wait the same way ("stable": one box over two animation frames).
   */
  private async untilStill(element: PageElement, deadline: number): Promise<void> {
    for (;;) {
      const still = await this.evaluate(
        (el: Element) =>
          new Promise<boolean>((resolve) => {
            const box = () => JSON.stringify(el.getBoundingClientRect());
            const before = box();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(box() === before)));
          }),
        element,
      );
      if (still) return;
      if (Date.now() > deadline)
        throw new Error('click: the element never stood still (the page kept scrolling or shifting)');
      await sleep(POLL_MS);
    }
  }

  /** Replaces a field's value by typing: focuses it, selects its text, deletes it, types `text` key by key. */
  async fill(target: string | PageElement, text: string): Promise<void> {
    const element = target instanceof PageElement ? target : await this.find(target);
    await this.evaluate((field: HTMLElement) => {
      field.focus();
      (field as HTMLInputElement).select();
    }, element);
    await this.backend.press('Backspace');
    if (text !== '') await this.backend.type(this.toHandle(element), text);
  }

  /**
   * Chooses the option labelled `label` in a <select> from the keyboard, as a visitor can: focus, then the arrow
   * keys, one change event per step. (A click on an <option> opens the engine's own menu in Firefox, out of reach.)
   */
  async selectOption(target: string | PageElement, label: string): Promise<void> {
    const select = target instanceof PageElement ? target : await this.find(target);
    const { labels, index } = await this.evaluate((element: HTMLElement) => {
      const field = element as HTMLSelectElement;
      field.focus();
      return { labels: [...field.options].map((option) => option.text.trim()), index: field.selectedIndex };
    }, select);
    const wanted = labels.indexOf(label);
    if (wanted < 0)
      throw new Error(`selectOption: no option "${label}" in ${select.description} (${labels.join(', ')})`);
    for (let at = index; at !== wanted; at += wanted > at ? 1 : -1)
      await this.backend.press(wanted > at ? 'ArrowDown' : 'ArrowUp');
    const chosen = await this.evaluate(
      (element: HTMLElement) => (element as HTMLSelectElement).selectedOptions[0]?.text.trim() ?? null,
      select,
    );
    if (chosen !== label)
      throw new Error(`selectOption: ${select.description} shows "${chosen}" after the arrow keys, not "${label}"`);
  }

  /** Presses a key on the focused element (to focus one: `evaluate((el) => el.focus(), element)`, or click it). */
  press(key: Key): Promise<void> {
    return this.backend.press(checkKey(key));
  }

  /** Sets the page's viewport (innerWidth × innerHeight) in CSS pixels; throws if the engine cannot make it so. */
  async setWindowSize(size: WindowSize): Promise<void> {
    await this.backend.setWindowSize(size);
    // WebKitGTK answers before the window has taken its new size: the page's viewport follows a moment later.
    const deadline = Date.now() + WINDOW_SIZE_TIMEOUT;
    for (;;) {
      const actual = await this.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
      if (actual.width === size.width && actual.height === size.height) return;
      if (Date.now() > deadline) {
        throw new Error(
          `setWindowSize: asked for ${size.width}×${size.height}, the page has ${actual.width}×${actual.height}`,
        );
      }
      await sleep(POLL_MS);
    }
  }

  /** The handles of the session's open windows. */
  windows(): Promise<string[]> {
    return this.backend.windows();
  }

  currentWindow(): Promise<string> {
    return this.backend.currentWindow();
  }

  /** Makes `handle` the window that every later call acts on, and brings it to the front. */
  switchToWindow(handle: string): Promise<void> {
    return this.backend.switchToWindow(handle);
  }

  /** Waits for a window that is not among `known` (the handles before the click that opens it) and returns it. */
  async waitForNewWindow(known: string[], options: WaitOptions = {}): Promise<string> {
    const { timeout = DEFAULT_TIMEOUT } = options;
    const deadline = Date.now() + timeout;
    for (;;) {
      const added = (await this.windows()).find((handle) => !known.includes(handle));
      if (added !== undefined) return added;
      if (Date.now() > deadline) throw new Error(options.message ?? `No new window opened within ${timeout} ms`);
      await sleep(POLL_MS);
    }
  }

  /** Closes the current window; switch to another before acting again. */
  closeWindow(): Promise<void> {
    return this.backend.closeWindow();
  }

  screenshot(): Promise<Buffer> {
    return this.backend.screenshot();
  }

  /**
   * The errors every open window's pages recorded: uncaught errors, unhandled rejections and what the CSP blocked,
   * as written down by the test server's first script (scripts/serve.mjs --record-page-errors). A window on a
   * loopback server whose page records nothing is listed apart, so that a server started without the flag cannot
   * pass for an error-free page. Comes back to the current window.
   */
  async pageErrors(): Promise<PageErrors> {
    const current = await this.currentWindow();
    const seen = new Map<string, string>();
    const unrecorded: string[] = [];
    for (const handle of await this.windows()) {
      await this.switchToWindow(handle);
      const read = await this.evaluate(readPageErrors, PAGE_ERRORS_KEY);
      for (const entry of read.entries) seen.set(entry.id, `${entry.page}: ${entry.text}`);
      if (!read.recording && /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(read.url)) unrecorded.push(read.url);
    }
    await this.switchToWindow(current);
    return { errors: [...seen.values()], unrecorded };
  }

  /** Ends the session: every window closes, its cookies and storage are gone. */
  close(): Promise<void> {
    return this.backend.end();
  }

  private toHandle(value: unknown): unknown {
    if (!(value instanceof PageElement)) return value;
    if (value.session !== this || !this.backend.isHandle(value.handle))
      throw new Error(`${value.description} belongs to another session`);
    return value.handle;
  }
}

function textMatch({ text, exact = false }: FindOptions): TextMatch | null {
  if (text === undefined) return null;
  return typeof text === 'string' ? { value: text, exact } : { source: text.source, flags: text.flags };
}

function describeFind(selector: string, { text, exact, visible = true }: FindOptions): string {
  const withText =
    text === undefined
      ? ''
      : ` with text ${exact ? '' : 'containing '}${String(text instanceof RegExp ? text : JSON.stringify(text))}`;
  return `${visible ? 'visible ' : ''}element matching "${selector}"${withText}`;
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.message.split('\n')[0] ?? value.name;
  return JSON.stringify(value) ?? String(value);
}
