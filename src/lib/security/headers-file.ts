import { parseAllHeaders } from '@netlify/headers-parser';

/**
 * The host's `_headers` file: rules of a path pattern and the headers sent for every request path it matches.
 * Written by the build (src/integrations/security-headers.ts), read by Netlify and by the preview server
 * (scripts/serve.mjs) through Netlify's own reader (`@netlify/headers-parser`), so that local browser tests receive
 * exactly the headers the CDN sends.
 *
 * Path patterns follow Netlify's documented rules: `*` at the end matches anything (also nothing: `/plants/*`
 * matches `/plants`), `:name` matches one path segment, a trailing slash is optional, and letter case is ignored.
 * Every matching rule applies; when two set the same header, the later rule's value replaces the earlier one's, as the
 * host does (netlify-cli's own rule, which the deploy test compares with this module).
 */

/** One rule: a path pattern and its headers, in order. */
export interface HeaderRule {
  readonly for: string;
  readonly values: Readonly<Record<string, string>>;
  /** The pattern as the host's reader compiles it, on rules read from a file. */
  readonly forRegExp?: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The regular expression the host uses for a rule's path pattern. Ours because the host's reader compiles patterns
 * only while reading a file, asynchronously, and the build checks the rules it is about to write before it writes
 * them; a unit test holds the two to the same answers.
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
 * The path a request's header rules are matched against: the URL's path decoded (`/%61dmin/` is `/admin/`), with `.`
 * and `..` segments and doubled slashes resolved, which is the path the file is found by. The host matches its rules
 * on the decoded path; matched on the still-encoded one, `/%61dmin/` would be served the editor's page under the public
 * pages' policy. Null when the path cannot be decoded (no file answers it then).
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

/** True when the rule's pattern matches the request path. */
export function ruleMatches(rule: HeaderRule, path: string): boolean {
  return (rule.forRegExp ?? pathPatternRegExp(rule.for)).test(path);
}

/**
 * The headers for a request path, as the host sends them: every matching rule's, in file order, and where several
 * rules set one header the last one's value alone (netlify-cli's rule; tests/deploy/netlify.test.ts checks it against
 * netlify-cli itself). So /admin/'s own policy replaces the site's instead of being enforced beside it.
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

/** Writes the rules as a `_headers` file, after a comment saying where it comes from. */
export function serializeHeadersFile(rules: readonly HeaderRule[], comment: readonly string[] = []): string {
  const head = comment.map((line) => `# ${line}`.trimEnd());
  const body = rules.map((rule) =>
    [rule.for, ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${[...head, ...(head.length ? [''] : []), body.join('\n\n')].join('\n')}\n`;
}

/**
 * Reads a `_headers` file as the host does, with its own reader: the rules in file order, each with the regular
 * expression the host matches request paths with. No rules when there is no file; a line the host could not read is
 * an error naming it.
 */
export async function readHeadersFile(file: string): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  if (errors.length > 0) throw new Error(`${file}:\n${errors.map((error) => error.message).join('\n')}`);
  return headers.map((header) => ({ for: header.for, values: header.values, ...('forRegExp' in header ? { forRegExp: header.forRegExp } : {}) }));
}
