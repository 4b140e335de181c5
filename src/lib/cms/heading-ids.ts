/**
 * The ids of the headings editors write in Markdown, and the links to them. An element's id is also a global name in
 * the browser (`window[id]`) wherever the page's scripts have not defined it: `## adsbygoogle` made
 * `window.adsbygoogle` a heading and broke every ad slot, `## googlefc` the consent tool. So each id carries a prefix no
 * script's name has, as on GitHub (`user-content-`), and a link in the same text to one of its headings follows it.
 */

/**
 * A heading's slug as GitHub makes it (github-slugger): lower case, with punctuation and symbols dropped and each space
 * a hyphen; letters, digits and marks of any script stay.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The slugs of one text's headings, in order: a repeated one gets `-1`, `-2`, … as on GitHub. */
export function headingSlugs(texts: readonly string[]): string[] {
  const taken = new Set<string>();
  const repeats = new Map<string, number>();
  return texts.map((text) => {
    const base = headingSlug(text);
    let slug = base;
    while (taken.has(slug)) {
      const count = (repeats.get(base) ?? 0) + 1;
      repeats.set(base, count);
      slug = `${base}-${count}`;
    }
    taken.add(slug);
    return slug;
  });
}

/** The fragment of `#…` as the browser compares it with ids, or null for an address that is not a bare anchor. */
function fragmentOf(href: string): string | null {
  if (!href.startsWith('#')) return null;
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
}

/**
 * Where an editor's link leads once headings carry `prefix`: an anchor naming one of the text's own headings (`slugs`)
 * leads to its prefixed id; any other address (a path, `#database`, a section of the page outside the text) is kept.
 */
export function editorAnchorHref(href: string, slugs: ReadonlySet<string>, prefix: string): string {
  const fragment = fragmentOf(href);
  return fragment !== null && slugs.has(fragment) ? `#${prefix}${encodeURIComponent(fragment)}` : href;
}
