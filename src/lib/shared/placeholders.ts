/**
 * Placeholder addresses: reserved example domains (example.org, .com, .net and their subdomains, any host under
 * .example) standing in for partner sites, the donation page, the university, the contact e-mail and the radio origin
 * until the real ones are known. A production build must not publish them (src/integrations/placeholder-check.ts).
 */

export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

export interface Placeholder {
  readonly file: string;
  readonly line: number;
  /** The key path of the field that holds it, e.g. `BOOKS.university.applyUrl` or `details.email`. */
  readonly field: string;
  readonly address: string;
}

/** A web address or e-mail address whose host is a reserved example domain. */
const PLACEHOLDER =
  /(?:https?:\/\/|\b[\w.+-]+@)(?:[a-z0-9-]+\.)*(?:example\.(?:org|com|net)|[a-z0-9-]+\.example)(?![\w.-]*[a-z0-9])(?::\d+)?[^\s'"`)<>\]]*/giu;
/** A line that opens or holds a field: `key: …` (YAML, TypeScript) or `key = …` (TOML), or `export const KEY = …`. */
const KEY_LINE = /^(\s*)(?:export\s+const\s+)?['"]?([A-Za-z_$][\w$-]*)['"]?\s*(?::[^=]*=|[:=])/u;
/** A TOML table header such as `[[redirects]]` or `[build.environment]`. */
const TABLE = /^\s*\[\[?([\w.-]+)\]\]?\s*$/u;

/** Comment lines, which are never published: `//`, ` * ` (TypeScript) and `#` (YAML, TOML; not Markdown headings). */
function isComment(file: string, line: string): boolean {
  const trimmed = line.trim();
  if (/\.(ts|mjs|js)$/u.test(file))
    return trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*');
  if (/\.(ya?ml|toml)$/u.test(file)) return trimmed.startsWith('#');
  return false;
}

export function findPlaceholders(files: readonly SourceFile[]): Placeholder[] {
  const found: Placeholder[] = [];
  for (const { path, text } of files) {
    // The keys that enclose the current line, by indentation; a TOML table is the outermost.
    let stack: { indent: number; key: string }[] = [];
    text.split(/\r?\n/u).forEach((line, index) => {
      const table = TABLE.exec(line);
      if (table) {
        stack = [{ indent: -1, key: table[1] ?? '' }];
        return;
      }
      if (isComment(path, line)) return;
      const key = KEY_LINE.exec(line);
      const indent = key ? (key[1] ?? '').length : line.length - line.trimStart().length;
      stack = stack.filter((entry) => entry.indent < indent);
      for (const match of line.matchAll(PLACEHOLDER)) {
        // The key written just before the address on the same line (`href: '…'`), if any.
        const before = line.slice(0, match.index);
        const own = /([A-Za-z_$][\w$-]*)['"]?\s*[:=]\s*['"`]?[^'"`]*$/u.exec(before)?.[1];
        const keys = [...stack.map((entry) => entry.key), ...(own ? [own] : key?.[2] ? [key[2]] : [])];
        const field = keys.filter((name, at) => name !== keys[at - 1]).join('.') || 'text';
        found.push({ file: path, line: index + 1, field, address: match[0] });
      }
      if (key?.[2]) stack.push({ indent, key: key[2] });
    });
  }
  return found;
}

/** One line per placeholder, for the console or the build's error: `src/config/links.ts:33 PARTNER_SITES.href https://…`. */
export function describePlaceholders(placeholders: readonly Placeholder[]): string[] {
  return placeholders.map(({ file, line, field, address }) => `${file}:${line} ${field}: ${address}`);
}
