/**
 * What `npm run cms` (scripts/cms.mjs) lets through to decap-server, the editor's local backend, which reads and writes
 * any file of the checkout for whoever asks and has no login. Listening on loopback keeps the network out, but not a
 * web page: DNS rebinding (a host name of the attacker's that answers 127.0.0.1) reaches it with a Host header of the
 * attacker's, and a page on another site with its own Origin. So a request passes only with this server's own Host and
 * no Origin or one on this machine, and only for the actions the editor uses on the paths it edits.
 */

/** The loopback names a browser on this machine uses for the server. */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether `host` (the Host header) names this server: a loopback name and its own port, nothing else. */
export function hostAllowed(host: string | undefined, port: number): boolean {
  return host !== undefined && LOOPBACK_HOSTS.some((name) => host.toLowerCase() === `${name}:${port}`);
}

/**
 * Whether `origin` (the Origin header) may call the server: none (a tool on this machine, not a browser page) or a page
 * served from this machine over http (the site's dev server, `npm run preview`). A page of any other site is refused.
 */
export function originAllowed(origin: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.host.replace(/:\d+$/, '')) && url.origin === origin;
  } catch {
    return false;
  }
}

/** The actions of decap-server's local mode that the editor uses (reading, saving, uploading and deleting files). */
const ACTIONS = new Set(['info', 'entriesByFolder', 'entriesByFiles', 'getEntry', 'persistEntry', 'persistMedia', 'getMedia', 'getMediaFile', 'deleteFile', 'deleteFiles']);
/** The parameters of those actions that name a file or folder of the checkout, at any depth. */
const PATH_KEYS = new Set(['path', 'folder', 'mediaFolder', 'paths']);

function namedPaths(value: unknown, key = ''): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => (PATH_KEYS.has(key) ? [item] : namedPaths(item)));
  if (typeof value !== 'object' || value === null) return PATH_KEYS.has(key) ? [value] : [];
  return Object.entries(value).flatMap(([name, inner]) => namedPaths(inner, name));
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

/** Why a request body is refused, or null: an action the editor does not use, or a path outside `folders`. */
export function localBackendRefusal(body: unknown, folders: readonly string[]): string | null {
  if (typeof body !== 'object' || body === null) return 'The request is not an action of the editor.';
  const { action, params } = body as { action?: unknown; params?: unknown };
  if (typeof action !== 'string' || !ACTIONS.has(action)) return `The action ${JSON.stringify(action)} is not one the editor uses.`;
  const outside = namedPaths(params).filter((path) => !pathInFolders(path, folders));
  return outside.length > 0 ? `The editor reads and writes only under ${folders.join(' and ')}, not ${JSON.stringify(outside[0])}.` : null;
}
