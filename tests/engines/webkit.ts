import { spawn } from 'node:child_process';
import { locateEngineBinary } from '../../scripts/lib/engines.mjs';
import { freePort } from '../helpers/listen';
import type { Engine, EngineSettings } from './engines';
import {
  DEFAULT_WINDOW,
  Session,
  type Backend,
  type Key,
  type NamedKey,
  type PageFunction,
  type WindowSize,
} from './session';
import { command, ELEMENT_KEY, isElementReference, WebDriverError, WebDriverSession } from './webdriver';

/**
 * WebKitGTK: Debian's `webkit2gtk-driver` (WebKitWebDriver, a W3C WebDriver server) opening the MiniBrowser of
 * `libwebkit2gtk-4.1` (or the files WEBKIT_DRIVER_PATH and MINIBROWSER_PATH name: scripts/lib/engines.mjs), on the
 * X display the global setup started (ENGINES_DISPLAY; MiniBrowser has no headless mode).
 *
 * One driver per worker. It holds one session at a time, so a session is a whole MiniBrowser (about 0.7 s to open),
 * which keeps nothing from the session before: its storage is ephemeral. `--full-screen` hides MiniBrowser's toolbar,
 * which would keep the window at least 447 px wide; the window then sizes to the page's viewport exactly.
 */
export const WEBKIT_DRIVER_PATH = locateEngineBinary('webkitDriver').path;
export const MINIBROWSER_PATH = locateEngineBinary('miniBrowser').path;

/** WebDriver's codes for the named keys (a character is sent as itself). */
const KEY_CODES: Record<NamedKey, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Backspace: '\uE003',
  Delete: '\uE017',
  Space: '\uE00D',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Home: '\uE011',
  End: '\uE010',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
};

/** How long the driver may take to answer its status at start. */
const START_TIMEOUT_MS = 15_000;
/** Lines of the driver's and browser's output kept for an error message. */
const OUTPUT_LINES = 40;

export async function launchWebKit({ colourScheme, siteData }: EngineSettings): Promise<Engine> {
  const display = process.env.ENGINES_DISPLAY;
  if (!display) {
    throw new Error(
      'WebKitGTK needs an X display: ENGINES_DISPLAY is unset (tests/engines/global-setup.ts starts Xvfb and sets it).',
    );
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Its own process group, which MiniBrowser joins: stopping the group ends the browser too, which outlives the
  // driver otherwise.
  // WebKitGTK asks pages for the dark scheme when GTK's theme is a dark variant, which MiniBrowser takes from its
  // environment, as a desktop set to dark does.
  const env = { ...process.env, DISPLAY: display, ...(colourScheme === 'dark' ? { GTK_THEME: 'Adwaita:dark' } : {}) };
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES));
  };
  driver.stdout.on('data', keep);
  driver.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => driver.once('exit', () => resolve()));
  const stopGroup = (signal: NodeJS.Signals) => {
    try {
      if (driver.pid !== undefined) process.kill(-driver.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  // A worker that dies without its teardown still takes the browsers it started with it.
  const onExit = () => stopGroup('SIGKILL');
  process.once('exit', onExit);

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (driver.exitCode !== null || driver.signalCode !== null)
      throw new Error(`WebKitWebDriver stopped at start:\n${output.join('\n')}`);
    const ready = await command<{ ready: boolean }>(base, 'GET', '/status').then(
      (status) => status.ready,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      stopGroup('SIGKILL');
      throw new Error(
        `WebKitWebDriver did not answer on port ${port} within ${START_TIMEOUT_MS} ms:\n${output.join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  let open: WebDriverSession | null = null;
  return {
    name: 'webkit',
    output: () => output.join('\n'),
    async newSession(baseURL) {
      if (open) throw new Error('WebKitWebDriver holds one session at a time: close the last one first');
      const session = await WebDriverSession.create(base, {
        // Site data blocked by MiniBrowser's own settings (engines.ts, SiteData): cookies refused, local storage off.
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          args: [
            '--automation',
            '--full-screen',
            ...(siteData === 'blocked' ? ['--cookies-policy=never', '--enable-html5-local-storage=false'] : []),
          ],
        },
        timeouts: { script: 30_000, pageLoad: 30_000, implicit: 0 },
      }).catch((error: unknown) => {
        throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output.join('\n')}`);
      });
      open = session;
      const backend = new WebKitBackend(session, () => {
        if (open === session) open = null;
      });
      await backend.setWindowSize(DEFAULT_WINDOW);
      return new Session('webkit', baseURL, backend);
    },
    async close() {
      if (open) await open.delete().catch(() => {});
      open = null;
      stopGroup('SIGTERM');
      const killLater = setTimeout(() => stopGroup('SIGKILL'), 5000);
      await exited;
      clearTimeout(killLater);
      process.off('exit', onExit);
    },
  };
}

/** An element, by the id WebKitWebDriver gave it. */
class WebKitElement {
  constructor(readonly id: string) {}
}

/** The page function's source called with the script's arguments: WebDriver runs a function body. */
const callSource = (fn: PageFunction) => `(${fn.toString()}).apply(null, __args)`;

class WebKitBackend implements Backend<WebKitElement> {
  constructor(
    private readonly session: WebDriverSession,
    private readonly onEnd: () => void,
  ) {}

  async navigate(url: string): Promise<void> {
    await this.session.command('POST', '/url', { url });
  }

  async reload(): Promise<void> {
    await this.session.command('POST', '/refresh');
  }

  async back(): Promise<void> {
    await this.session.command('POST', '/back');
  }

  url(): Promise<string> {
    return this.session.command<string>('GET', '/url');
  }

  private toWire(args: unknown[]): unknown[] {
    return args.map((arg) => (arg instanceof WebKitElement ? { [ELEMENT_KEY]: arg.id } : arg));
  }

  async call(fn: PageFunction, args: unknown[]): Promise<unknown> {
    // The result goes back as a JSON string, so that nothing depends on how the driver serializes values, and a
    // throw or a rejection comes back as an error rather than as the script timing out.
    const body = [
      'const done = arguments[arguments.length - 1];',
      'const __args = Array.prototype.slice.call(arguments, 0, -1);',
      `Promise.resolve().then(() => ${callSource(fn)})`,
      '  .then((value) => JSON.stringify(value === undefined ? null : value))',
      '  .then((json) => done({ json }), (error) => done({ error: String((error && error.stack) || error) }));',
    ].join('\n');
    const answer = await this.session.executeAsync<{ json?: string; error?: string }>(body, this.toWire(args));
    if (answer.error !== undefined) throw new Error(`In the page: ${answer.error}`);
    return JSON.parse(answer.json ?? 'null') as unknown;
  }

  async callForElements(fn: PageFunction, args: unknown[]): Promise<WebKitElement[]> {
    const value = await this.session.execute<unknown>(
      `const __args = arguments; return ${callSource(fn)};`,
      this.toWire(args),
    );
    const list = Array.isArray(value) ? value : [value];
    return list.filter(isElementReference).map((reference) => new WebKitElement(reference[ELEMENT_KEY]));
  }

  isHandle(value: unknown): value is WebKitElement {
    return value instanceof WebKitElement;
  }

  /** WebDriver's element click: scrolled into view, refused if something covers it, and a user gesture to the page. */
  async click(element: WebKitElement): Promise<void> {
    await this.session.command('POST', `/element/${element.id}/click`);
  }

  async type(element: WebKitElement, text: string): Promise<void> {
    await this.session.command('POST', `/element/${element.id}/value`, { text });
  }

  async press(key: Key): Promise<void> {
    await this.session.pressKey(KEY_CODES[key as NamedKey] ?? key);
  }

  async setWindowSize(size: WindowSize): Promise<void> {
    await this.session.command('POST', '/window/rect', size);
  }

  windows(): Promise<string[]> {
    return this.session.command<string[]>('GET', '/window/handles');
  }

  currentWindow(): Promise<string> {
    return this.session.command<string>('GET', '/window');
  }

  async switchToWindow(handle: string): Promise<void> {
    await this.session.command('POST', '/window', { handle });
  }

  async closeWindow(): Promise<void> {
    await this.session.command('DELETE', '/window');
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.session.command<string>('GET', '/screenshot'), 'base64');
  }

  async end(): Promise<void> {
    try {
      await this.session.delete();
    } catch (error) {
      // A session the driver already ended (its last window closed) is ended.
      if (!(error instanceof WebDriverError && error.error === 'invalid session id')) throw error;
    } finally {
      this.onEnd();
    }
  }
}
