import {
  linkStylesheet,
  markupOf,
  namedScripts,
  pruneInlineStylesheets,
  scriptEntries,
  sharedStylesheetPath,
  siteStylesheets,
} from '@/integrations/page-css';
import { usedNames } from '@/lib/css/used-names';

const ISLAND_RULE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const siteCss = `.flex{display:flex}.grid{display:grid}${'.unused{color:red}'.repeat(80)}`;
const page = `<html><head><style>${siteCss}</style>${ISLAND_RULE}</head><body><main class="flex"></main></body></html>`;

describe('each page’s CSS, after the build', () => {
  it('cuts the site stylesheet to what the page uses and leaves Astro’s island rule as it was', () => {
    const html = pruneInlineStylesheets(page, usedNames([markupOf(page)]));
    expect(html).toBe(
      `<html><head><style>.flex{display:flex}</style>${ISLAND_RULE}</head><body><main class="flex"></main></body></html>`,
    );
  });

  it('reads the page’s names without its stylesheet, which names every class of the site', () => {
    expect(markupOf(page)).not.toContain('.grid');
    expect(usedNames([markupOf(page)]).classes.has('grid')).toBe(false);
    expect(siteStylesheets(page)).toEqual([siteCss]);
  });

  it('links a shared stylesheet, named by its content, in place of the inline one', () => {
    const href = sharedStylesheetPath('.flex{display:flex}');
    expect(href).toMatch(/^\/_astro\/pages\.[0-9a-f]{10}\.css$/);
    expect(sharedStylesheetPath('.grid{display:grid}')).not.toBe(href);
    expect(linkStylesheet(page, href)).toBe(
      `<html><head><link rel="stylesheet" href="${href}">${ISLAND_RULE}</head><body><main class="flex"></main></body></html>`,
    );
  });

  it('finds the code a page runs: its module scripts and its islands’ components and renderers, on this site only', () => {
    const html = [
      '<script type="module" src="/_astro/page.abc.js"></script><script src="//cdn.example/x.js"></script>',
      '<astro-island uid="1" component-url="/_astro/MobileMenu.def.js" component-export="default" renderer-url="/_astro/client.ghi.js" client="interaction"></astro-island>',
    ].join('');
    expect(scriptEntries(html)).toEqual(['/_astro/page.abc.js', '/_astro/MobileMenu.def.js', '/_astro/client.ghi.js']);
  });

  it('follows a script’s static and dynamic imports and Vite’s preload lists', () => {
    const code =
      'import{a}from"./jsx-runtime.1.js";import"../lib/side.2.js";const m=()=>import("./IcecastMetadataPlayer.3.js");const d=["_astro/MSEAudioWrapper.4.js"]';
    expect(namedScripts(code, '/_astro/RadioPlayer.0.js')).toEqual([
      '/_astro/jsx-runtime.1.js',
      '/lib/side.2.js',
      '/_astro/IcecastMetadataPlayer.3.js',
      '/_astro/MSEAudioWrapper.4.js',
    ]);
  });
});
