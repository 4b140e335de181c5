/** Rules for addresses that editors and the site config write, with no DOM: https, allowed hosts, naming a host. */

/** The address parsed, or null when it is not an absolute address. */
export function parseUrl(value: string): URL | null {
  return URL.canParse(value) ? new URL(value) : null;
}

/** True when the address is https and, if `hosts` is given, on one of them (exact names, so look-alikes fail). */
export function isHttpsUrlOn(url: string, hosts?: readonly string[]): boolean {
  const parsed = parseUrl(url);
  if (parsed?.protocol !== 'https:' || parsed.hostname === '') return false;
  return hosts === undefined || hosts.includes(parsed.hostname.toLowerCase());
}

/** For error messages: the address itself when it has no host to name. */
export function hostOf(url: string): string {
  return parseUrl(url)?.hostname || url;
}

/**
 * Why an editor's link is refused, or null: an https address, a path on this site or an anchor is fine. A path a
 * browser reads as another site (`//host/…`, or `/\host/…`, which browsers treat like `//`) looks local but leaves.
 */
export function editorLinkProblem(value: string): string | null {
  if (value.startsWith('#'))
    return /^#[\w-]+$/.test(value) ? null : 'An anchor is # and a section name, such as #database.';
  if (value.startsWith('/')) {
    if (/^\/[/\\]/.test(value) || value.includes('\\')) {
      return 'A path on this site starts with one / and has no \\ (//… or /\\… would lead to another site).';
    }
    return /^\/[^\s]*$/.test(value) ? null : 'A path on this site has no spaces, such as /books.';
  }
  return isHttpsUrlOn(value)
    ? null
    : 'Use an https:// address, a path on this site such as /books, or an anchor such as #database.';
}
