/**
 * What `npm run cms` (scripts/cms.mjs) lets through to decap-server, the editor's local backend, which reads and writes
 * any file of the checkout for whoever asks and has no login. Listening on loopback keeps the network out, but not a
 * web page: DNS rebinding (a host name of the attacker's that answers 127.0.0.1) reaches it with a Host header of the
 * attacker's, and a page on another site with its own Origin. So a request passes only with this server's own Host and
 * no Origin or the editor's, and only for the actions the editor uses on the paths it edits (their real paths are
 * checked as well: src/server/real-paths.ts).
 */

import { editorRequestProblem } from './local-backend-requests.ts';

/** The loopback names a browser on this machine uses for the server. */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether `host` (the Host header) names this server: a loopback name and its own port, nothing else. */
export function hostAllowed(host: string | undefined, port: number): boolean {
  return host !== undefined && LOOPBACK_HOSTS.some((name) => host.toLowerCase() === `${name}:${port}`);
}

/**
 * Whether `origin` (the Origin header) may call the server: none (a program on this machine, which could send any
 * Origin it likes) or the editor's own page, the dev server on `editorPort` under a loopback name. A page of any other
 * site, or of another program serving pages on this machine, is refused.
 */
export function originAllowed(origin: string | undefined, editorPort: number): boolean {
  return origin === undefined || LOOPBACK_HOSTS.some((name) => origin.toLowerCase() === `http://${name}:${editorPort}`);
}

/** Whether `path` (relative to the checkout, as the editor names it) lies in one of `folders`. */
export function pathInFolders(path: unknown, folders: readonly string[]): boolean {
  if (typeof path !== 'string' || path.includes('\\') || path.includes('\0') || path.startsWith('/')) return false;
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') return false;
    if (part !== '' && part !== '.') parts.push(part);
  }
  const clean = parts.join('/');
  return folders.some((folder) => {
    const root = folder.replace(/\/+$/, '');
    return clean === root || clean.startsWith(`${root}/`);
  });
}

/**
 * Why a request body is refused, or null: anything but a request the editor sends, field for field
 * (./local-backend-requests.ts), or a path outside `folders`.
 */
export function localBackendRefusal(body: unknown, folders: readonly string[]): string | null {
  return editorRequestProblem(body, (path) =>
    pathInFolders(path, folders)
      ? null
      : `The editor reads and writes only under ${folders.join(' and ')}, not ${JSON.stringify(path)}.`,
  );
}

/**
 * Why a body with these headers is refused before it is read, or null. decap-server's body parser decodes any charset
 * its library knows (UTF-7 among them) and inflates gzip: a body checked as UTF-8 text would not be the body it acts
 * on. The editor sends plain JSON, in UTF-8 (the default when no charset is named), uncompressed.
 */
export function bodyFormatRefusal(contentType: string | undefined, contentEncoding: string | undefined): string | null {
  if (contentEncoding !== undefined)
    return `The editor sends its requests uncompressed; Content-Encoding ${JSON.stringify(contentEncoding)} is refused.`;
  const [type = '', ...parameters] = (contentType ?? '').split(';').map((part) => part.trim());
  if (type.toLowerCase() !== 'application/json')
    return `The editor sends JSON (Content-Type: application/json), not ${JSON.stringify(contentType ?? 'nothing')}.`;
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=').map((part) => part.trim());
    if (name.toLowerCase() !== 'charset')
      return `The Content-Type parameter ${JSON.stringify(parameter)} is not one the editor sends.`;
    if (value.replace(/^"(.*)"$/, '$1').toLowerCase() !== 'utf-8')
      return `The editor sends UTF-8 only; the charset ${JSON.stringify(value)} is refused.`;
  }
  return null;
}
