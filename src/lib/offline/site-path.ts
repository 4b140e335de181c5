/**
 * The path of a request as the host reads it, which the offline worker's rules and the offline page's list judge:
 * the host decodes `/%61dmin/` to the editor's `/admin/` and `/%61pi/stream` to the radio's rewrite. Decoded until it
 * no longer changes (`%2561` is `%61`), backslashes read as slashes, `.` and `..` resolved. null, never kept, for
 * another site's request, a path that does not decode, names a query or a fragment once decoded, or holds an empty
 * segment (`//evil.example/` is another host to a server that reads it as one).
 *
 * Copied into the worker as text (src/lib/offline/worker.ts): it names nothing outside itself.
 */
export function sitePath(url: URL, sameOrigin: boolean): string | null {
  if (!sameOrigin) return null;
  let path = url.pathname;
  for (let round = 0; ; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (decoded === path) break;
    if (round === 4) return null;
    path = decoded;
  }
  if (/[?#\0]/.test(path)) return null;
  const segments = path.replace(/\\/g, '/').split('/').slice(1);
  const kept: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (segment === '' && index < segments.length - 1) return null;
    if (segment === '..') kept.pop();
    else if (segment !== '.') kept.push(segment);
  }
  return `/${kept.join('/')}`;
}
