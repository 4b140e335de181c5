// Rules every part uses, with no DOM: matching spellings and making slugs (this file, for the plant search and the
// books list); https and allowed hosts (urls.ts); localStorage values that may be missing or broken (stored-json.ts);
// placeholder addresses a production build must not publish (placeholders.ts).

// A fixed locale, so that a visitor's own locale (Turkish dotless i, for example) cannot change what matches.
const LOCALE = 'en';
const COMBINING_MARKS = /\p{M}/gu;
const WHITE_SPACE_RUNS = /\s+/gu;

/** Folded for comparison: compatibility forms unfolded (ﬁ is fi), no accents, lower case, spaces trimmed and single. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLocaleLowerCase(LOCALE)
    .replace(WHITE_SPACE_RUNS, ' ')
    .trim();
}

// Joins texts for foldAll: a character that folding leaves alone, that is not white space, and that starts a new
// grapheme, so that no accent, case rule or run of spaces reaches across it.
const SEPARATOR = '\u0000';

/**
 * foldText for many texts, with the same results: one native pass over all is many times faster than a call each
 * (10,000 plant names in a few milliseconds instead of a hundred). A text holding the separator is folded alone.
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

/** Text split around a placeholder, for an element there: ('Write to {email}.', 'email') gives ['Write to ', '.']. */
export function splitAround(template: string, name: string): [before: string, after: string] {
  const at = template.indexOf(`{${name}}`);
  return at === -1 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}
