// Works out from the build output what each route costs a visitor: HTML, CSS and first-party JavaScript, gzipped, at
// desktop and phone width before any interaction, and what a first interaction adds. Shared by the budget test
// (tests/build) and the benchmark.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROUTE_FILES = {
  '/': 'index.html',
  '/books': 'books/index.html',
  '/radio': 'radio/index.html',
  '/radio/popout': 'radio/popout/index.html',
  '/privacy': 'privacy/index.html',
  '/terms': 'terms/index.html',
  '/pet-safety': 'pet-safety/index.html',
  '/my-plants': 'my-plants/index.html',
  '/404': '404.html',
  // One plant's page and the A–Z index stand for all of them: every plant page has the same layout.
  '/plants/lavender': 'plants/lavender/index.html',
  '/plants': 'plants/index.html',
};

export const DESKTOP_WIDTH = 1280;
export const MOBILE_WIDTH = 375;

const gzipSize = (text) => gzipSync(text, { level: 9 }).length;

/** Astro's own island bootstrap, inlined by the framework on every page that has an island. */
const isAstroIslandRuntime = (body) =>
  body.includes('astro-island') ||
  body.includes('astro:hydrate') ||
  /customElements\.(get|define)/.test(body) ||
  body.includes('Astro');

/** Reads only max-width and min-width in px, as the site's client:media queries use them. */
export function mediaMatches(query, width) {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return true;
}

function moduleGraph(distDir, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  const absolute = path.join(distDir, file);
  if (!existsSync(absolute)) return seen;
  seen.add(file);
  const code = readFileSync(absolute, 'utf8');
  const imports = [...code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)].map(
    (m) => m[1],
  );
  for (const specifier of imports) {
    moduleGraph(distDir, path.posix.join(path.posix.dirname(file), specifier), seen);
  }
  return seen;
}

const attribute = (tag, name) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? match[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&') : undefined;
};

export function measureRoute(distDir, route) {
  const html = readFileSync(path.join(distDir, ROUTE_FILES[route]), 'utf8');
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  // Render-blocking only: the whole site's stylesheet a page names in <noscript> comes after the load event with script.
  const linkedCss = [
    ...html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g),
  ]
    .map((m) => attribute(m[0], 'href'))
    .filter((href) => href?.startsWith('/'))
    .map((href) => readFileSync(path.join(distDir, href), 'utf8'));
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]))
    .map((m) => m[2]);
  const ownInline = inlineScripts.filter((body) => !isAstroIslandRuntime(body));
  const runtimeInline = inlineScripts.filter(isAstroIslandRuntime);
  // Imported after the load event by the base layout's inline script (src/browser/first-paint.ts): the page behaviours'
  // file it names, and Astro's island runtime, whose file src/integrations/island-runtime.ts names on <html>.
  const runtimeFile = attribute(/<html\b[^>]*>/.exec(html)?.[0] ?? '', 'data-island-runtime');
  // A page's own script imported with them (the base layout's `pageScript`, e.g. a plant page's Save toggle).
  const pageScriptFile = attribute(/<html\b[^>]*>/.exec(html)?.[0] ?? '', 'data-page-script');
  const afterLoadRoots = [
    ...(runtimeFile ? [runtimeFile] : []),
    ...inlineScripts.flatMap((body) => [...body.matchAll(/["'`](\/_astro\/[^"'`\s]+\.js)["'`]/g)].map((m) => m[1])),
  ].map((url) => url.slice(1));

  const scriptFiles = [...html.matchAll(/<script[^>]*\ssrc="(\/[^"]+)"[^>]*>/g)].map((m) => m[1].slice(1));
  const islands = [...html.matchAll(/<astro-island[^>]*>/g)].map((m) => {
    const tag = m[0];
    const opts = JSON.parse(attribute(tag, 'opts') ?? '{}');
    return {
      name: opts.name ?? 'island',
      client: attribute(tag, 'client'),
      media: opts.value,
      files: [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')]
        .filter(Boolean)
        .map((url) => url.slice(1)),
    };
  });

  const filesOf = (roots) => {
    const files = new Set();
    for (const root of roots) moduleGraph(distDir, root, files);
    let bytes = 0;
    for (const file of files) bytes += gzipSize(readFileSync(path.join(distDir, file)));
    return { files: [...files].sort(), bytes };
  };
  // An island hydrated with client:interaction costs nothing until the visitor first touches it: it is counted apart.
  const jsAt = (width) => {
    const roots = [...scriptFiles];
    for (const island of islands) {
      if (island.client === 'interaction') continue;
      if (island.client === 'media' && !mediaMatches(island.media ?? '', width)) continue;
      if (island.client) roots.push(...island.files);
    }
    return filesOf(roots);
  };
  const onInteraction = filesOf(
    islands.filter((island) => island.client === 'interaction').flatMap((island) => island.files),
  );

  const islandOwnCode = {};
  for (const island of islands) {
    const component = island.files[0];
    if (component) islandOwnCode[island.name] = gzipSize(readFileSync(path.join(distDir, component)));
  }

  return {
    route,
    html: gzipSize(html),
    css: gzipSize(styles.join('\n') + linkedCss.join('\n')),
    inlineScript: ownInline.reduce((sum, body) => sum + Buffer.byteLength(body), 0),
    islandRuntimeInline: runtimeInline.reduce((sum, body) => sum + Buffer.byteLength(body), 0),
    /** First-party files imported after the load event (gzipped), cached and shared by every page. */
    afterLoad: filesOf(afterLoadRoots),
    /** The page's own script imported after the load event with those files (gzipped), or none. */
    pageScript: filesOf(pageScriptFile ? [pageScriptFile.slice(1)] : []),
    /** Whether the page registers the offline worker (src/browser/register-worker.ts, in its after-load file). */
    registersWorker: afterLoadRoots.some((file) =>
      readFileSync(path.join(distDir, file), 'utf8').includes('serviceWorker'),
    ),
    desktop: jsAt(DESKTOP_WIDTH),
    mobile: jsAt(MOBILE_WIDTH),
    onInteraction,
    islands: islandOwnCode,
  };
}

/** Gzipped. Neither is requested before the page has loaded; a phone fetches them once, in idle time. */
export function measureWorker(distDir, workerPath) {
  const file = path.join(distDir, workerPath);
  if (!existsSync(file)) return null;
  const code = readFileSync(file, 'utf8');
  const kept = [...code.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]);
  const onDisk = (url) => path.join(distDir, url.endsWith('/') || url === '' ? `${url}index.html` : url);
  return {
    bytes: gzipSize(code),
    kept,
    keptBytes: kept.reduce((sum, url) => sum + gzipSize(readFileSync(onDisk(url))), 0),
  };
}

export function measureSite(distDir) {
  return Object.keys(ROUTE_FILES).map((route) => measureRoute(distDir, route));
}
