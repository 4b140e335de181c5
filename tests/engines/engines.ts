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

/**
 * Whether the browser keeps site data. 'blocked' is the browser's own setting: in Firefox the visitor's "block all
 * cookies" (cookie behaviour 2), under which reading `localStorage` (and sessionStorage, and making a BroadcastChannel)
 * throws a SecurityError; in WebKitGTK, which has no setting that blocks a page's own storage (its cookie policy
 * 'never' leaves `localStorage` working), cookies refused and HTML5 local storage switched off, under which
 * `localStorage` is null.
 */
export type SiteData = 'allowed' | 'blocked';

/** What the visitor set in the browser or the system, as a worker option of the engine tests (fixtures.ts). */
export interface EngineSettings {
  colourScheme: ColourScheme;
  siteData: SiteData;
}

/** What a browser has before anyone changes a setting. */
const DEFAULT_SETTINGS: EngineSettings = { colourScheme: 'light', siteData: 'allowed' };

export function launchEngine(name: EngineName, settings: EngineSettings = DEFAULT_SETTINGS): Promise<Engine> {
  return name === 'firefox' ? launchFirefox(settings) : launchWebKit(settings);
}
