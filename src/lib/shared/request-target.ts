/**
 * Which request targets the site's own servers (the preview server, scripts/serve.mjs, and the dev server's stream,
 * src/integrations/dev-stream.ts) serve. A browser asks for a page by its path, `/radio?x` (the "origin form"). Two
 * other forms reach a server too: `//evil.example/api/stream`, which URL reads as a path on another host, and the
 * absolute form a proxy is sent, `GET http://evil.example/ HTTP/1.1`. Read against this server's own address, either
 * became the home page or the stream, and a cache or a worker may keep the answer under that other address. They are
 * refused, with 400, before any path is read.
 */

/** Why `target` (the request line's target, as Node gives it in `req.url`) is refused, or null for a path of this site. */
export function requestTargetRefusal(target: string | undefined): string | null {
  if (target === undefined || target === '') return 'The request names no path.';
  // `/.//evil.example/` reads as `//evil.example/` once its dots are resolved, and a redirect built from it would lead there.
  const twoSlashes = (path: string) => /^\/[/\\]/.test(path);
  const plainPath = target.startsWith('/') && !twoSlashes(target);
  if (plainPath && !twoSlashes(new URL(target, 'http://site.invalid').pathname)) return null;
  const shown = JSON.stringify(target.length > 100 ? `${target.slice(0, 100)}…` : target);
  if (target.startsWith('/'))
    return `The request target ${shown} begins with two slashes${plainPath ? ' once its dots are resolved' : ''}, which names another host: ask for a path of this site, as /radio.`;
  return `The request target ${shown} is not a path of this site: this server is no proxy and serves only its own paths, as /radio.`;
}
