// Rules every part uses, with no DOM: how two spellings are recognised as the same words and a name becomes
// a slug (this file); which addresses are https and on an allowed host (urls.ts); reading a value kept in localStorage
// that may be missing, broken or of another shape (stored-json.ts); and the placeholder addresses a production build
// must not publish (placeholders.ts).

/**
 * Text rules shared by the plant search and the books list, as pure functions: how two spellings are recognised as
 * the same words, and how a name becomes a URL-safe slug.
 */

// A fixed locale, so that a visitor's own locale (Turkish dotless i, for example) cannot change what matches.
const LOCALE = 'en';
const COMBINING_MARKS = /\p{M}/gu;
const WHITE_SPACE_RUNS = /\s+/gu;

/**
 * Folds text for comparison: compatibility forms unfolded (ﬁ is fi), accents removed, lower case, white space
 * trimmed and collapsed to single spaces. 'ALOË  Vera' and 'aloe vera' fold alike.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLocaleLowerCase(LOCALE).replace(WHITE_SPACE_RUNS, ' ').trim();
}

// Joins texts for foldAll: a character that folding leaves alone, that is not white space, and that starts a new
// grapheme, so that no accent, case rule or run of spaces reaches across it.
const SEPARATOR = '\u0000';

/**
 * foldText for many texts at once, with the same result for each: one pass of the browser's native normalising and
 * matching over all of them is many times faster than one call per text (10,000 plant names fold in a few
 * milliseconds instead of a hundred). A text containing the separator character is folded on its own.
 */
export function foldAll(texts: readonly string[]): string[] {
  if (texts.length === 0) return [];
  if (texts.some((text) => text.includes(SEPARATOR))) return texts.map(foldText);
  return foldText(texts.join(SEPARATOR))
    .split(SEPARATOR)
    .map((text) => text.trim());
}

/** A URL-safe slug made from a name: 'The Art of War' becomes 'the-art-of-war'. */
export function slugify(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Fills `{name}` placeholders in an editor's text with values: fill('{count} books', { count: 3 }) is '3 books'. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * An editor's text split around one placeholder, for pages that put an element (a link) there:
 * splitAround('Write to {email}.', 'email') is ['Write to ', '.'].
 */
export function splitAround(template: string, name: string): [before: string, after: string] {
  const at = template.indexOf(`{${name}}`);
  return at === -1 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}
