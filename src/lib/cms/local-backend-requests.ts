/**
 * The requests the browser editor (Decap CMS's proxy backend, through decap-cms-core) sends to its local backend, field
 * by field: what `npm run cms` lets through to decap-server (src/lib/cms/local-backend-guard.ts). decap-server reads
 * more than the editor sends, and some of it names files: `newPath` on a saved entry moves the file there after
 * writing it, and `entry` is an older way to name the file saved. A list of what to refuse would miss the next such
 * field; a list of what the editor sends cannot. tests/deploy/cms-request-shape.test.ts fails when the installed
 * decap-server reads a field of these actions that this list does not know of.
 */

/**
 * A field's value: a text, a number, true or false, a file or folder of the checkout, an empty list (a save's uploads,
 * as the editor takes none: CMS.mediaLibrary), a list of one kind, an object.
 */
export type FieldKind = 'text' | 'number' | 'flag' | 'path' | 'none' | readonly [FieldKind] | RequestShape;
/** An object's fields by name; a name ending in `?` may be left out. Any other field is refused. */
export interface RequestShape {
  readonly [name: string]: FieldKind;
}

/**
 * Each action the editor uses, with its `params` (null: it sends none). The editor sends no workflow actions (the site
 * publishes at once), no `deleteFile` (it deletes through `deleteFiles`), never `newPath` (only nested collections
 * with their own paths rename a file on saving, and this site has none: src/lib/cms/collections.ts), and no upload.
 */
export const EDITOR_REQUESTS: Readonly<Record<string, RequestShape | null>> = {
  info: null,
  entriesByFolder: { branch: 'text', folder: 'path', extension: 'text', depth: 'number' },
  entriesByFiles: { branch: 'text', files: [{ path: 'path', 'label?': 'text' }] },
  getEntry: { branch: 'text', path: 'path' },
  persistEntry: {
    branch: 'text',
    dataFiles: [{ path: 'path', slug: 'text', raw: 'text' }],
    assets: 'none',
    options: {
      commitMessage: 'text',
      'newEntry?': 'flag',
      'collectionName?': 'text',
      'useWorkflow?': 'flag',
      'hasSubfolders?': 'flag',
      'unpublished?': 'flag',
      'status?': 'text',
    },
    'cmsLabelPrefix?': 'text',
  },
  deleteFiles: { branch: 'text', paths: ['path'], options: { commitMessage: 'text' } },
};

/**
 * decap-server's actions on the media folder's files. The editor takes no uploads (CMS.mediaLibrary): an uploaded `.js`
 * or `.html` would be served as the site's own and run under its `script-src 'self'`. Should uploads come back, take
 * only images whose content matches their extension.
 */
const UPLOAD_ACTIONS = ['getMediaFile', 'persistMedia'];

/**
 * The answer to a request the guard answers itself, or null: the editor lists its media library as it opens, and with
 * no uploads that library is empty, so nothing of the media folder is read.
 */
export function guardAnswer(body: unknown): unknown[] | null {
  const action = typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined;
  return action === 'getMedia' ? [] : null;
}

/** Beside `params`, the body holds the action and, from the proxy backend, the branch. */
const OUTER: RequestShape = { action: 'text', 'branch?': 'text' };

const KIND_WORDS: Record<'text' | 'number' | 'flag' | 'path' | 'none', string> = {
  text: 'a text',
  none: 'empty: the editor takes no uploads',
  number: 'a number',
  flag: 'true or false',
  path: 'a path',
};

/**
 * Why `value` (at `where`, as `params.files[0].path`) does not fit `kind`, or null; each path it holds is given to
 * `pathProblem`, which says why that path is refused, or null.
 */
function fieldProblem(
  value: unknown,
  kind: FieldKind,
  where: string,
  pathProblem: (path: string) => string | null,
): string | null {
  if (typeof kind === 'string') {
    const fits = {
      text: typeof value === 'string',
      none: Array.isArray(value) && value.length === 0,
      path: typeof value === 'string',
      number: typeof value === 'number',
      flag: typeof value === 'boolean',
    }[kind];
    if (!fits) return `${where} must be ${KIND_WORDS[kind]}.`;
    return kind === 'path' ? pathProblem(value as string) : null;
  }
  if (Array.isArray(kind)) {
    if (!Array.isArray(value)) return `${where} must be a list.`;
    for (const [index, item] of value.entries()) {
      const problem = fieldProblem(item, kind[0] as FieldKind, `${where}[${index}]`, pathProblem);
      if (problem) return problem;
    }
    return null;
  }
  return shapeProblem(value, kind as RequestShape, where, pathProblem);
}

/** Why `value` is not an object of `shape` (every field known and of its kind, none missing), or null. */
export function shapeProblem(
  value: unknown,
  shape: RequestShape,
  where: string,
  pathProblem: (path: string) => string | null,
): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${where} must be an object.`;
  const fields = new Map(
    Object.entries(shape).map(([name, kind]) => [name.replace(/\?$/, ''), { kind, optional: name.endsWith('?') }]),
  );
  for (const name of Object.keys(value)) {
    if (!fields.has(name)) return `${where}.${name} is not a field the editor sends; refused.`;
  }
  for (const [name, { kind, optional }] of fields) {
    const inner = (value as Record<string, unknown>)[name];
    if (inner === undefined) {
      if (optional) continue;
      return `${where}.${name} is missing.`;
    }
    const problem = fieldProblem(inner, kind, `${where}.${name}`, pathProblem);
    if (problem) return problem;
  }
  return null;
}

/** Why a request body is not one the editor sends, or null: its action, then each field, then each path it names. */
export function editorRequestProblem(body: unknown, pathProblem: (path: string) => string | null): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The request is not an action of the editor.';
  const { action, params } = body as { action?: unknown; params?: unknown };
  if (typeof action === 'string' && UPLOAD_ACTIONS.includes(action))
    return `The editor takes no uploads: the action ${action} is refused.`;
  if (typeof action !== 'string' || !Object.hasOwn(EDITOR_REQUESTS, action))
    return `The action ${JSON.stringify(action)} is not one the editor uses.`;
  const rest = Object.fromEntries(Object.entries(body).filter(([name]) => name !== 'params'));
  const outer = shapeProblem(rest, OUTER, 'The request', pathProblem);
  if (outer) return outer;
  const shape = EDITOR_REQUESTS[action] ?? null;
  if (shape === null) return params === undefined ? null : `The action ${action} takes no params.`;
  return shapeProblem(params, shape, 'params', pathProblem);
}

/** Every field name of the editor's requests for `action`, as `params.dataFiles[].path` (a list's items: `[]`). */
export function editorFieldNames(action: string): string[] {
  const names = (shape: RequestShape, where: string): string[] =>
    Object.entries(shape).flatMap(([name, kind]) => {
      const field = `${where}.${name.replace(/\?$/, '')}`;
      const fields = [field];
      let inner: FieldKind = kind;
      while (Array.isArray(inner)) {
        inner = inner[0] as FieldKind;
        fields.push(`${fields.at(-1)}[]`);
      }
      return typeof inner === 'string' ? fields : [...fields, ...names(inner as RequestShape, fields.at(-1) ?? field)];
    });
  const shape = EDITOR_REQUESTS[action];
  return shape ? names(shape, 'params') : [];
}
