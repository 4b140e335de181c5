import { promises as fsPromises, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decapServerHandlers, type DecapHandler, type DecapReply } from '@/server/decap-server';
import { EDITOR_REQUESTS, editorFieldNames, type FieldKind, type RequestShape } from '@/lib/cms/local-backend-requests';

/**
 * `npm run cms` lets through only the requests the editor sends, field for field (src/lib/cms/local-backend-requests.ts).
 * That is safe while decap-server reads what this project knows it reads: a newer version that takes a new field, or
 * that starts to read a file's name from a field the list calls text, would change what a request can do. So the
 * installed decap-server's own handlers run here, in-process on a scratch checkout, on each of the editor's requests:
 * every field they read is recorded, and every file they touch must come from a field the list checks as a path.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * What decap-server 3.11 reads of each request the editor sends, as read from its source (middlewares/localFs): the
 * editor's fields, plus `entry` and `newPath` on a save, which the editor never sends and the guard refuses.
 */
const DECAP_SERVER_READS: Record<string, string[]> = {
  info: ['action'],
  entriesByFolder: ['action', 'params', 'params.folder', 'params.extension', 'params.depth'],
  entriesByFiles: ['action', 'params', 'params.files', 'params.files[]', 'params.files[].path', 'params.files[].label'],
  getEntry: ['action', 'params', 'params.path'],
  persistEntry: [
    'action',
    'params',
    'params.entry',
    'params.dataFiles',
    'params.dataFiles[]',
    'params.assets',
    'params.options',
    'params.options.hasSubfolders',
    'params.dataFiles[].path',
    'params.dataFiles[].raw',
    'params.dataFiles[].newPath',
  ],
  deleteFiles: ['action', 'params', 'params.paths', 'params.paths[]'],
};

let scratch = '';
let joiCheck: DecapHandler;
let handle: DecapHandler;
interface Answer extends DecapReply {
  code: number;
}

beforeAll(async () => {
  mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
  scratch = mkdtempSync(path.join(projectRoot, '.tmp', 'cms-shape-'));
  [joiCheck, handle] = await decapServerHandlers(scratch, 'error');
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A request as the editor sends it, with a value of each field's kind: each path a file of its own in the scratch. */
function sample(kind: FieldKind, name: string): unknown {
  if (kind === 'text') return `text-of-${name}`;
  if (kind === 'none') return [];
  if (kind === 'number') return 1;
  if (kind === 'flag') return true;
  if (kind === 'path') {
    const file = `src/content/probe/${name.replace(/\W+/g, '-')}.md`;
    writeFileSync(path.join(scratch, file), 'probe\n');
    return file;
  }
  if (Array.isArray(kind)) return [sample(kind[0] as FieldKind, name)];
  return Object.fromEntries(
    Object.entries(kind as RequestShape).map(([field, inner]) => [
      field.replace(/\?$/, ''),
      sample(inner, `${name}.${field}`),
    ]),
  );
}

/** `value`, with every field read from it, at any depth, noted in `reads` (`params.files[].path`). */
function recording(value: unknown, where: string, reads: Set<string>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const inner = Reflect.get(target, key, receiver);
      if (typeof key === 'symbol') return inner;
      if (Array.isArray(target)) {
        if (!/^\d+$/.test(key)) return inner;
        reads.add(`${where}[]`);
        return recording(inner, `${where}[]`, reads);
      }
      const field = where ? `${where}.${key}` : key;
      reads.add(field);
      return recording(inner, field, reads);
    },
  });
}

/** What decap-server's handler reads of the editor's `action`, and the files it opens, writes or lists. */
async function probe(action: string): Promise<{ accepted: boolean; code: number; reads: string[]; files: string[] }> {
  mkdirSync(path.join(scratch, 'src/content/probe'), { recursive: true });
  const shape = EDITOR_REQUESTS[action];
  const body = { action, ...(shape ? { params: sample(shape, action) } : {}) };
  const answer: Answer = { code: 200, status: (code) => ((answer.code = code), answer), json: () => answer };
  let accepted = false;
  joiCheck({ body }, answer, () => (accepted = true));
  const files = new Set<string>();
  const methods = [
    'readFile',
    'writeFile',
    'readdir',
    'realpath',
    'lstat',
    'stat',
    'mkdir',
    'rename',
    'unlink',
  ] as const;
  for (const method of methods) {
    const original = fsPromises[method] as (...args: unknown[]) => unknown;
    vi.spyOn(fsPromises, method).mockImplementation(((target: unknown, ...rest: unknown[]) => {
      if (typeof target === 'string') files.add(path.relative(scratch, target).split(path.sep).join('/'));
      return original.call(fsPromises, target, ...rest);
    }) as never);
  }
  const reads = new Set<string>();
  await handle({ body: recording(body, '', reads) }, answer);
  vi.restoreAllMocks();
  return { accepted, code: answer.code, reads: [...reads], files: [...files] };
}

describe('the installed decap-server reads what the guard of npm run cms knows, and no more', () => {
  it.each(Object.keys(EDITOR_REQUESTS))('%s', async (action) => {
    const { accepted, code, reads, files } = await probe(action);
    expect({ accepted, code }, 'decap-server should take the request as the editor sends it').toEqual({
      accepted: true,
      code: 200,
    });
    // A field read here and missing from the list is one a newer decap-server added: read its source, then list it in
    // src/lib/cms/local-backend-requests.ts (as a path if it names a file) or leave it refused, and add it here.
    expect(reads.sort(), `the fields decap-server reads of ${action}`).toEqual(
      [...(DECAP_SERVER_READS[action] ?? [])].sort(),
    );
    const unsent = reads.filter(
      (field) => field !== 'action' && field !== 'params' && !editorFieldNames(action).includes(field),
    );
    for (const field of unsent)
      expect(
        ['params.entry', 'params.dataFiles[].newPath'],
        `${field}: read by decap-server, never sent by the editor`,
      ).toContain(field);
    // Every file touched comes from a field checked as a path: none from a text such as a slug or a commit message.
    for (const file of files)
      expect(file === '' || file.startsWith('src/content/probe'), `decap-server touched ${file} for ${action}`).toBe(
        true,
      );
  });
});
