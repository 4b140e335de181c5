import { parseAllHeaders } from '@netlify/headers-parser';

/**
 * The host's `_headers` file, written by the build (src/integrations/security-headers.ts) and read by Netlify and by
 * the preview server (scripts/serve.mjs) with Netlify's own reader, so local browser tests get the CDN's headers. In
 * patterns a final `*` matches anything, even nothing (`/plants/*` matches `/plants`), `:name` one segment; a trailing
 * slash is optional and case is ignored.
 */

export interface HeaderRule {
  readonly for: string;
  readonly values: Readonly<Record<string, string>>;
  /** Only on rules read from a file: the pattern as the host's reader compiles it. */
  readonly forRegExp?: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The host's regular expression for a pattern. Ours because the host's reader compiles only while reading a file,
 * asynchronously, and the build checks its rules before writing them; a unit test holds the two to the same answers.
 */
export function pathPatternRegExp(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      // A whole-segment wildcard makes the segment itself optional, hence the optional slash before it.
      if (part === '*') return '?(.*)';
      return part.split('*').map(escapeRegExp).join('(.*)');
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/**
 * The path header rules are matched on: decoded, with `.`, `..` and doubled slashes resolved, as the file is found and
 * as the host matches. Matched still encoded, `/%61dmin/` would get the editor's page under the public pages' policy.
 * Null when the path cannot be decoded (no file answers it then).
 */
export function headerMatchPath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = segments.length > 0 && decoded.endsWith('/') ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}

export function ruleMatches(rule: HeaderRule, path: string): boolean {
  return (rule.forRegExp ?? pathPatternRegExp(rule.for)).test(path);
}

/**
 * Every matching rule's headers in file order, the last value winning where several set one, as netlify-cli does
 * (tests/deploy/netlify.test.ts checks). So /admin/'s own policy replaces the site's instead of joining it.
 */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers = new Map<string, [name: string, value: string]>();
  for (const rule of rules) {
    if (!ruleMatches(rule, path)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      headers.set(key, [headers.get(key)?.[0] ?? name, value]);
    }
  }
  return Object.fromEntries(headers.values());
}

export function serializeHeadersFile(rules: readonly HeaderRule[], comment: readonly string[] = []): string {
  const head = comment.map((line) => `# ${line}`.trimEnd());
  const body = rules.map((rule) =>
    [rule.for, ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${[...head, ...(head.length ? [''] : []), body.join('\n\n')].join('\n')}\n`;
}

/** Read with the host's own reader, in file order. No file, no rules; a line the host cannot read throws. */
export async function readHeadersFile(file: string): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  if (errors.length > 0) throw new Error(`${file}:\n${errors.map((error) => error.message).join('\n')}`);
  return headers.map((header) => ({
    for: header.for,
    values: header.values,
    ...('forRegExp' in header ? { forRegExp: header.forRegExp } : {}),
  }));
}
