import {
  firstScreenEnd,
  laterStylesheetPath,
  inlineStylesheet,
  markupOf,
  namedScripts,
  pruneInlineStylesheets,
  scriptEntries,
  siteStylesheets,
  withLaterStylesheet,
} from '@/lib/css/page-html';
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

  it('puts one given cut in place of the site stylesheets, and leaves Astro’s island rule as it was', () => {
    const twice = page.replace('</head>', `<style>${siteCss}</style></head>`);
    expect(inlineStylesheet(twice, '.grid{display:grid}')).toBe(
      `<html><head><style>.grid{display:grid}</style>${ISLAND_RULE}</head><body><main class="flex"></main></body></html>`,
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

describe('a page that inlines only its first screen’s CSS (issue 46)', () => {
  const marked = `<html lang="en"><head><style>${siteCss}</style></head><body><main class="flex"></main><section data-below-first-screen class="grid"></section></body></html>`;

  it('ends its first screen at the first element marked below it, or nowhere', () => {
    expect(marked.slice(firstScreenEnd(marked))).toMatch(/^<section data-below-first-screen/);
    expect(firstScreenEnd(page)).toBe(-1);
  });

  it('inlines the first screen’s rules and names the whole stylesheet, linked at once only without JavaScript', () => {
    const href = laterStylesheetPath(siteCss);
    expect(href).toMatch(/^\/_astro\/site\.[0-9a-f]{10}\.css$/);
    const html = withLaterStylesheet(marked, '.flex{display:flex}', href);
    expect(html).toContain(`<html lang="en" data-later-stylesheet="${href}">`);
    expect(html).toContain(
      `<head><style>.flex{display:flex}</style><noscript><link rel="stylesheet" href="${href}"></noscript></head>`,
    );
  });

  it('follows the files the page’s inline scripts import and the props moved out of its islands', () => {
    const html =
      '<astro-island component-url="/_astro/A.js" data-later-props="/_astro/props.1.js"></astro-island><script>i(["/_astro/after-load-x.js"])</script>';
    expect(scriptEntries(html)).toEqual(
      expect.arrayContaining(['/_astro/A.js', '/_astro/props.1.js', '/_astro/after-load-x.js']),
    );
  });
});
