import puppeteer, {
  type BrowserContext,
  type ElementHandle,
  type JSHandle,
  type KeyInput,
  type Page,
} from 'puppeteer-core';
import { locateEngineBinary } from '../../scripts/lib/engines.mjs';
import type { Engine, EngineSettings } from './engines';
import { DEFAULT_WINDOW, Session, type Backend, type Key, type PageFunction, type WindowSize } from './session';

/**
 * Firefox ESR (Debian's `firefox-esr`, or FIREFOX_PATH: scripts/lib/engines.mjs), driven by puppeteer-core over
 * WebDriver BiDi, headless. Playwright's own Firefox is a download, and its BiDi channel stops on this ESR at
 * newContext (emulation.setMediaFeaturesOverride is unknown to it); puppeteer-core downloads nothing and speaks the
 * BiDi this Firefox has.
 *
 * One browser per worker; each session is a browser context of its own (fresh cookies, storage, service workers)
 * with one page to start with. Windows the page opens (a pop-out) join the context and get a handle when listed.
 */
export const FIREFOX_PATH = locateEngineBinary('firefox').path;

/**
 * Dark as a system set to dark mode makes it (WebDriver BiDi in this ESR cannot emulate media features): the system's
 * theme, and pages told to follow it rather than the browser's own theme (0 is dark).
 */
const DARK_PREFS = { 'ui.systemUsesDarkTheme': 1, 'layout.css.prefers-color-scheme.content-override': 0 };

/** Site data blocked as the visitor's own setting does ("block all cookies"); 0 is Firefox's default, allow. */
const BLOCKED_SITE_DATA_PREFS = { 'network.cookie.cookieBehavior': 2 };

export async function launchFirefox({ colourScheme, siteData }: EngineSettings): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
    defaultViewport: DEFAULT_WINDOW,
    extraPrefsFirefox: {
      ...(colourScheme === 'dark' ? DARK_PREFS : {}),
      ...(siteData === 'blocked' ? BLOCKED_SITE_DATA_PREFS : {}),
    },
  });
  return {
    name: 'firefox',
    async newSession(baseURL) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return new Session('firefox', baseURL, new FirefoxBackend(context, page));
    },
    close: () => browser.close(),
    output: () => '',
  };
}

/** Handles for pages, given as they are first listed: BiDi's own context ids are not public in puppeteer. */
const handles = new WeakMap<Page, string>();
let pagesSeen = 0;
function handleOf(page: Page): string {
  let handle = handles.get(page);
  if (handle === undefined) {
    pagesSeen += 1;
    handle = `firefox-window-${pagesSeen}`;
    handles.set(page, handle);
  }
  return handle;
}

class FirefoxBackend implements Backend<ElementHandle> {
  constructor(
    private readonly context: BrowserContext,
    private page: Page,
  ) {
    handleOf(page);
  }

  async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  async back(): Promise<void> {
    await this.page.goBack({ waitUntil: 'load' });
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  async call(fn: PageFunction, args: unknown[]): Promise<unknown> {
    const value = await this.page.evaluate(fn, ...args);
    // JSON, as WebKit's WebDriver gives it: NaN becomes null, a Date its ISO string.
    return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
  }

  async callForElements(fn: PageFunction, args: unknown[]): Promise<ElementHandle[]> {
    const list = await this.page.evaluateHandle(fn, ...args);
    try {
      const items = [...(await list.getProperties()).values()];
      const elements = items
        .map((item: JSHandle) => item.asElement())
        .filter((item): item is ElementHandle => item !== null);
      return elements as ElementHandle[];
    } finally {
      await list.dispose();
    }
  }

  isHandle(value: unknown): value is ElementHandle {
    return typeof value === 'object' && value !== null && 'asElement' in value;
  }

  async click(element: ElementHandle): Promise<void> {
    await element.click();
  }

  async type(element: ElementHandle, text: string): Promise<void> {
    await element.type(text);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key as KeyInput);
  }

  async setWindowSize(size: WindowSize): Promise<void> {
    await this.page.setViewport(size);
  }

  private async openPages(): Promise<Page[]> {
    return (await this.context.pages()).filter((page) => !page.isClosed());
  }

  async windows(): Promise<string[]> {
    return (await this.openPages()).map(handleOf);
  }

  async currentWindow(): Promise<string> {
    return handleOf(this.page);
  }

  async switchToWindow(handle: string): Promise<void> {
    const page = (await this.openPages()).find((open) => handleOf(open) === handle);
    if (!page) throw new Error(`No open window ${handle}`);
    this.page = page;
    await page.bringToFront();
  }

  async closeWindow(): Promise<void> {
    await this.page.close();
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot());
  }

  async end(): Promise<void> {
    await this.context.close();
  }
}
