/**
 * A small client of W3C WebDriver (the classic HTTP protocol, https://www.w3.org/TR/webdriver2/), only the commands
 * the engine tests use: a session is a base address and an id, each command one JSON request.
 */

/** The key under which WebDriver passes an element reference, in both directions. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementReference = { [ELEMENT_KEY]: string };

export function isElementReference(value: unknown): value is ElementReference {
  return (
    typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[ELEMENT_KEY] === 'string'
  );
}

/** An error the server answered with: `error` is WebDriver's code ('no such element', 'stale element reference'…). */
export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
    readonly command: string,
  ) {
    super(`${command}: ${error}${message ? `: ${message}` : ''}`);
  }
}

/** The longest any one command may take before the client gives up on the server (a page load allows 30 s). */
const COMMAND_TIMEOUT_MS = 60_000;

/** Sends one command to the server at `base` and returns its `value`. */
export async function command<T = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const init: RequestInit = { method, signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS) };
  if (method === 'POST') {
    init.headers = { 'Content-Type': 'application/json; charset=utf-8' };
    init.body = JSON.stringify(body ?? {});
  }
  const response = await fetch(`${base}${path}`, init);
  const answer = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error = `HTTP ${response.status}`, message = '' } = (answer.value ?? {}) as {
      error?: string;
      message?: string;
    };
    throw new WebDriverError(error, message, `${method} ${path}`);
  }
  return answer.value as T;
}

export class WebDriverSession {
  private constructor(
    readonly base: string,
    readonly id: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  /** Opens a session with `capabilities` (merged into alwaysMatch). */
  static async create(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await command<{ sessionId: string; capabilities: Record<string, unknown> }>(
      base,
      'POST',
      '/session',
      {
        capabilities: { alwaysMatch: capabilities },
      },
    );
    return new WebDriverSession(base, value.sessionId, value.capabilities);
  }

  /** A command of this session: `path` is what follows /session/{id}. */
  command<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return command<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  /**
   * Runs `body` (a function body) in the page with `args`; its last argument is the callback that ends it
   * (WebDriver's Execute Async Script).
   */
  executeAsync<T = unknown>(body: string, args: unknown[]): Promise<T> {
    return this.command<T>('POST', '/execute/async', { script: body, args });
  }

  /** Runs `body` (a function body) in the page with `args` and returns what it returns (Execute Script). */
  execute<T = unknown>(body: string, args: unknown[]): Promise<T> {
    return this.command<T>('POST', '/execute/sync', { script: body, args });
  }

  /** Presses and releases one key (a WebDriver key code or a character) through the actions API. */
  async pressKey(value: string): Promise<void> {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ],
    });
    await this.command('DELETE', '/actions');
  }

  async delete(): Promise<void> {
    await command(this.base, 'DELETE', `/session/${this.id}`);
  }
}
