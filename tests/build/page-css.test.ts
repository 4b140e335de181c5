import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform, type Selector } from 'lightningcss';
import { firstScreenEnd, markupOf, namedScripts, scriptEntries, siteStylesheets } from '@/lib/css/page-html';
import { usedNames, type UsedNames } from '@/lib/css/used-names';
import { CMS } from '@/config/cms';
import { FIRST_ROUND_TRIP, FIRST_ROUND_TRIP_ROUTES, overBudget } from '../budgets';
import { builtPages, distDir } from './built-site';

/**
 * Per-page CSS as the build wrote it (src/integrations/page-css.ts; run `npm run build` first). The whole site
 * stylesheet is the editor's preview stylesheet (/admin/preview.css), which the build leaves whole. Two checks from
 * opposite sides: nothing a page or its islands use lost its rules, and no page carries a class it cannot use.
 */
const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
const siteCss = read(path.posix.join(CMS.path, 'preview.css'));

/** Each style rule's selectors, parsed by lightningcss. */
function selectorsOf(css: string): Selector[] {
  const selectors: Selector[] = [];
  transform({
    filename: 'page.css',
    code: Buffer.from(css),
    visitor: { Rule: { style: (rule) => void selectors.push(...rule.value.selectors) } },
  });
  return selectors;
}

/** The classes a selector requires (those under :not() it does not). */
function requiredClasses(selector: Selector): string[] {
  return selector.flatMap((component) => {
    if (component.type === 'class') return [component.name];
    if (
      component.type === 'pseudo-class' &&
      component.kind !== 'not' &&
      'selectors' in component &&
      Array.isArray(component.selectors)
    ) {
      // :is()/:where()/:has() need one argument, not all: count only the classes every argument requires.
      const each = (component.selectors as Selector[]).map(requiredClasses);
      return each.reduce((common, classes) => common.filter((name) => classes.includes(name)));
    }
    return [];
  });
}

/** A utility's own rule: one class, with nothing but pseudo-classes or pseudo-elements (`.md\:flex`, `.hover\:x:hover`). */
const utilityClass = (selector: Selector) =>
  selector.filter((component) => component.type === 'class').length === 1 &&
  selector.every(
    (component) =>
      component.type === 'class' || component.type === 'pseudo-class' || component.type === 'pseudo-element',
  )
    ? requiredClasses(selector)[0]
    : undefined;

const siteUtilities = new Set(
  selectorsOf(siteCss)
    .map(utilityClass)
    .filter((name) => name !== undefined),
);

/** The page's names: its markup and the code of every script and island it runs, with what they import. */
function namesOf(html: string): UsedNames {
  const seen = new Set<string>();
  const queue = scriptEntries(html);
  const code: string[] = [];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = (() => {
      try {
        return read(file);
      } catch {
        return '';
      }
    })();
    code.push(text);
    queue.push(...namedScripts(text, file));
  }
  return usedNames([markupOf(html), ...code]);
}

/** The stylesheets a page links, render-blocking (not the one inside <noscript>). */
const linkedStylesheets = (html: string) =>
  [
    ...html
      .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
      .matchAll(/<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g),
  ].map((match) => match[1]!);
/** The whole site's stylesheet, which a page that inlines only its first screen's CSS links after the load event. */
const laterStylesheets = (html: string) =>
  [...(/<html\b[^>]*\sdata-later-stylesheet="([^"]+)"/.exec(html)?.slice(1) ?? [])].filter(Boolean);
const pages = builtPages()
  .filter((page) => !page.route.startsWith(CMS.path.replace(/\/$/, '')))
  .map((page) => ({
    ...page,
    names: namesOf(page.html),
    /** What the page has before the load event: inline, and linked render-blocking. */
    css: [...siteStylesheets(page.html), ...linkedStylesheets(page.html).map(read)].join('\n'),
    /** All it has once loaded, the whole site's stylesheet included. */
    allCss: [siteStylesheets(page.html), [...linkedStylesheets(page.html), ...laterStylesheets(page.html)].map(read)]
      .flat()
      .join('\n'),
  }));
/** The plant pages and their A–Z index, which all inline one cut: the classes any of them names. */
const underPlants = (route: string) => route === '/plants' || route.startsWith('/plants/');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('each page carries only the CSS it uses', () => {
  it('every public page has the site stylesheet, inline or linked', () => {
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining(['/', '/privacy', '/radio', '/plants/lavender', '/404']),
    );
    for (const page of pages) expect(page.css.length, page.route).toBeGreaterThan(1000);
  });

  it('keeps the rules of every utility class the page or its islands use, in any state (menu open, radio playing, pop-up shown)', () => {
    for (const page of pages) {
      const kept = new Set(selectorsOf(page.allCss).map(utilityClass));
      const lost = [...page.names.classes].filter((name) => siteUtilities.has(name) && !kept.has(name));
      expect(lost, page.route).toEqual([]);
    }
  });

  it('inlines no rule whose classes the page and its islands never name', () => {
    for (const page of pages.filter((each) => siteStylesheets(each.html).length > 0 && !underPlants(each.route))) {
      const strangers = selectorsOf(page.css)
        .flatMap(requiredClasses)
        .filter((name) => !page.names.classes.has(name));
      expect([...new Set(strangers)], page.route).toEqual([]);
    }
  });

  it('gives the plant pages one and the same inline cut, with no class none of them names', () => {
    const sharing = pages.filter((page) => underPlants(page.route));
    expect(sharing.map((page) => page.route)).toEqual(expect.arrayContaining(['/plants/lavender', '/plants']));
    const cuts = new Set(sharing.map((page) => siteStylesheets(page.html).join('\n')));
    expect(cuts.size).toBe(1);
    const named = new Set(sharing.flatMap((page) => [...page.names.classes]));
    const strangers = selectorsOf([...cuts][0]!)
      .flatMap(requiredClasses)
      .filter((name) => !named.has(name));
    expect([...new Set(strangers)]).toEqual([]);
  });

  it(`fits each short page, HTML and render-blocking stylesheet, in the first round trip (${kb(FIRST_ROUND_TRIP)} gzipped)`, () => {
    const gz = (text: string) => gzipSync(text, { level: 9 }).length;
    const sizes = FIRST_ROUND_TRIP_ROUTES.map((route) => {
      const page = pages.find((each) => each.route === route);
      expect(page, route).toBeDefined();
      const linked = linkedStylesheets(page?.html ?? '').map(read);
      return { route, html: gz(page?.html ?? ''), linkedCss: linked.length > 0 ? gz(linked.join('\n')) : 0 };
    });
    console.table(sizes.map((size) => ({ route: size.route, html: kb(size.html), 'linked CSS': kb(size.linkedCss) })));
    for (const size of sizes) {
      const bytes = size.html + size.linkedCss;
      expect(
        bytes,
        overBudget(size.route, 'HTML with its render-blocking CSS', bytes, FIRST_ROUND_TRIP),
      ).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    }
  });

  it('inlines, on a page that marks where its first screen ends, the rules of everything before it, and links the rest', () => {
    const marked = pages.filter((page) => firstScreenEnd(page.html) >= 0);
    expect(marked.map((page) => page.route)).toEqual(expect.arrayContaining(['/']));
    for (const page of marked) {
      const first = page.html.slice(0, firstScreenEnd(page.html));
      const inline = new Set(selectorsOf(siteStylesheets(page.html).join('\n')).map(utilityClass));
      const lost = [...namesOf(first).classes].filter((name) => siteUtilities.has(name) && !inline.has(name));
      expect(lost, `${page.route}: the first screen's classes, inline`).toEqual([]);
      // The rest: the whole site's stylesheet, linked at once without JavaScript and after the load event with it.
      const [later] = laterStylesheets(page.html);
      expect(later, page.route).toBeDefined();
      const whole = new Set(selectorsOf(read(later!)).map(utilityClass));
      expect(
        [...siteUtilities].filter((name) => !whole.has(name)),
        page.route,
      ).toEqual([]);
      expect(page.html).toContain(`<noscript><link rel="stylesheet" href="${later}"></noscript>`);
    }
  });
});
