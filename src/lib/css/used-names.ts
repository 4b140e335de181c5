/**
 * What a page can put in its document, as far as its stylesheet is concerned: read from the page's HTML and from the
 * JavaScript it runs (its inline scripts, its islands and everything they import). Deliberately generous: a name
 * counts as used wherever it appears, in a class attribute, a string in a script or a sentence, because a rule kept in
 * vain costs a few bytes and a rule dropped in error leaves a visitor with an unstyled menu.
 */
export interface UsedNames {
  /** Every token between whitespace and quotes: class names as markup and scripts spell them (`md:grid-cols-2`). */
  readonly classes: ReadonlySet<string>;
  /** Every word of letters, digits, `-` and `_`, lower-cased: tag and attribute names, custom properties, keyframes. */
  readonly words: ReadonlySet<string>;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** HTML's character references in attribute values, so that `[&amp;&gt;svg]:size-4` reads as the class it is. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, decimal: string, hex: string, name: string) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Class tokens: split at whitespace, quotes and a script string's escaped line breaks. */
const CLASS_SEPARATORS = /(?:\\[nrt]|[\s"'`])+/;
const WORD_SEPARATORS = /[^A-Za-z0-9_-]+/;

/** The names in a set of texts (pages' HTML, scripts), gathered into one set each. */
export function usedNames(texts: Iterable<string>): UsedNames {
  const classes = new Set<string>();
  const words = new Set<string>();
  for (const text of texts) {
    const decoded = decodeEntities(text);
    for (const token of decoded.split(CLASS_SEPARATORS)) if (token) classes.add(token);
    for (const word of decoded.split(WORD_SEPARATORS)) if (word) words.add(word.toLowerCase());
  }
  return { classes, words };
}
