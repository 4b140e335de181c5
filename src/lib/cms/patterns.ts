/**
 * The regular expressions the browser editor (/admin) checks fields with, made from the content schemas' rules. Decap
 * validates a field with one pattern and one message, so each rule is a pattern source (no flags) that refuses at
 * least what the schema refuses; tests/unit/cms/fields.test.ts holds them to it.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export type PatternMeta = {
  pattern: string;
  patternMessage: string;
};

const ANY_HOST = '[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*';

/**
 * An https address on one of `hosts` (any when none) whose path matches `path` (anchored). No port or user name: the
 * schema accepts them, but an editor never needs one.
 */
export function httpsAddressPattern(
  hosts: readonly string[] | undefined,
  path: RegExp | undefined,
  message: string,
): PatternMeta {
  const host = hosts ? `(?:${hosts.map(escapeRegExp).join('|')})` : ANY_HOST;
  const rest = path ? path.source.replace(/^\^/, '').replace(/\$$/, '') : '(?:[/?#]\\S*)?';
  return { pattern: `^https://${host}${rest}$`, patternMessage: message };
}

/** A link an editor writes: an https address, a path on this site (never `//` nor `/\`, no spaces), or an anchor. */
export function editorLinkPattern(): PatternMeta {
  return {
    pattern: `^(?:#[\\w-]+|/(?![/\\\\])[^\\s\\\\]*|https://${ANY_HOST}(?:[/?#]\\S*)?)$`,
    patternMessage: 'Use an https:// address, a path on this site such as /books, or an anchor such as #database.',
  };
}

/** Text whose trimmed length is `min` to `max`, as the schemas' text() counts it. */
export function trimmedLengthPattern(min: number, max: number): string {
  return `\\s*(?=\\S)[\\s\\S]{${min},${max}}(?<=\\S)\\s*$`;
}

export function placeholderPatterns(placeholders: readonly string[]): string[] {
  return placeholders.map((name) => `[\\s\\S]*\\{${escapeRegExp(name)}\\}`);
}

/** One pattern that holds when every part does: each part a lookahead from the start. */
export function allOf(parts: readonly string[]): string {
  return `^${parts.map((part) => `(?=${part.replace(/^\^/, '')})`).join('')}[\\s\\S]*$`;
}
