import type { Page } from '@playwright/test';

/**
 * The site's own files every page imports after the load event (issue 46): the page behaviours
 * (src/browser/after-load.ts) and Astro's island runtime (src/integrations/island-runtime.ts). Cached and shared by
 * every page; they are the only script files a page asks for before the visitor touches an island. A plant page also
 * imports its Save toggle's (src/browser/save-plant.ts) with them.
 */
export const AFTER_LOAD_FILE = /\/_astro\/(?:after-load-[\w-]+|save-plant-[\w-]+|islands\.\w+)\.js$/;

/** An island's props, which the build moved into a file of their own (src/integrations/island-runtime.ts). */
export const ISLAND_PROPS_FILE = /\/_astro\/props\.\w+\.js$/;

export interface ScriptRequest {
  url: string;
  path: string;
  /** Asked for once the page's load event had fired. */
  afterLoad: boolean;
}

/** Every script file the page requests from now on, and whether the load event had fired by then. */
export function scriptRequests(page: Page): ScriptRequest[] {
  const scripts: ScriptRequest[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loaded = false;
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.frame() === page.mainFrame())
      scripts.push({ url: request.url(), path: new URL(request.url()).pathname, afterLoad: loaded });
  });
  return scripts;
}

/** The script files that are not the after-load files, or that were asked for before the load event. */
export function unexpectedScripts(scripts: readonly ScriptRequest[]): ScriptRequest[] {
  return scripts.filter((script) => !script.afterLoad || !AFTER_LOAD_FILE.test(script.path));
}
