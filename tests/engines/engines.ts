import { launchFirefox } from './firefox';
import type { EngineName, Session } from './session';
import { launchWebKit } from './webkit';

/** A running browser engine: started once per worker, it opens a fresh session for each test. */
export interface Engine {
  readonly name: EngineName;
  /** A new session (fresh cookies and storage, one window) whose addresses starting with '/' are on `baseURL`. */
  newSession(baseURL: string): Promise<Session>;
  /** Ends any open session and stops the engine's processes. */
  close(): Promise<void>;
  /**
   * The engine's own latest output (WebKitWebDriver's and MiniBrowser's), attached to a failed test: a session that
   * ends with "invalid session id" leaves its reason only there. Empty where the engine keeps none (Firefox).
   */
  output(): string;
}

/** The scheme the engine's system asks pages for (`prefers-color-scheme`), as a phone set to dark mode does. */
export type ColourScheme = 'light' | 'dark';

export function launchEngine(name: EngineName, scheme: ColourScheme = 'light'): Promise<Engine> {
  return name === 'firefox' ? launchFirefox(scheme) : launchWebKit(scheme);
}
