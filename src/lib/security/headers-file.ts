/**
 * The host's `_headers` file: rules of a path pattern and the headers sent for every request path it matches.
 * Written by the build (src/integrations/security-headers.ts), read by Netlify and by the preview server
 * (scripts/serve.mjs), so that local browser tests receive exactly the headers the CDN sends.
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
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression the host uses for a rule's path pattern. */
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
  return pathPatternRegExp(rule.for).test(path);
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
 * Reads a `_headers` file: a line starting with `/` opens a rule, indented `Name: value` lines add its headers,
 * `#` lines are comments. A header line outside a rule or without a colon is an error naming its line.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { for: string; values: Record<string, string> }[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line) && trimmed.startsWith('/')) {
      rules.push({ for: trimmed, values: {} });
      return;
    }
    const colon = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 1) throw new Error(`_headers line ${index + 1}: expected "/path" or an indented "Name: value", got "${trimmed}"`);
    rule.values[trimmed.slice(0, colon).trim()] = trimmed.slice(colon + 1).trim();
  });
  return rules;
}
