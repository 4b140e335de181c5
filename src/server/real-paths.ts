/**
 * Where a path of the editor's leads on disk. The guard's text check (./local-backend-guard.ts) sees
 * `src/content/plants/evil/config`; the file system follows `evil -> ../../../.git` there. decap-server only keeps
 * paths inside the checkout, `.git` included, so a link inside the edited folders is refused here, for reading and
 * for writing, by the real path it resolves to.
 */
import { lstat, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The real path of `file` (relative to `checkout`): its own, or its deepest existing folder's with the rest appended
 * for a file not yet written. null for a link that leads nowhere, which a write would follow to wherever it names.
 */
export async function realPathOf(checkout: string, file: string): Promise<string | null> {
  let existing = path.resolve(checkout, file);
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(await realpath(existing), ...rest);
    } catch (error) {
      if (!missing(error)) throw error;
      if (
        await lstat(existing).then(
          () => true,
          () => false,
        )
      )
        return null;
      const parent = path.dirname(existing);
      if (parent === existing) throw error;
      rest.unshift(path.basename(existing));
      existing = parent;
    }
  }
}

/**
 * Why `file` is refused, or null: its real path must lie in one of `folders` of the checkout, as they sit in it (a
 * folder that is itself a link leads elsewhere, and so does all it holds).
 */
export async function realPathProblem(
  checkout: string,
  file: string,
  folders: readonly string[],
): Promise<string | null> {
  const root = await realpath(checkout);
  const real = await realPathOf(checkout, file);
  const inside =
    real !== null &&
    folders.some((folder) => {
      const base = path.join(root, folder);
      return real === base || real.startsWith(`${base}${path.sep}`);
    });
  if (inside) return null;
  const where = real === null ? 'nowhere' : JSON.stringify(path.relative(root, real) || '.');
  return `${JSON.stringify(file)} is a link to ${where}, outside ${folders.join(' and ')}: the editor follows no links. Remove the link.`;
}

/**
 * The files decap-server lists in `folder` (its `entriesByFolder`: `depth` levels, names ending in `extension`), or
 * any link there, each relative to the checkout: it reads every one it lists, links included.
 */
export async function listedFiles(
  checkout: string,
  folder: string,
  extension: string,
  depth: number,
): Promise<string[]> {
  if (depth <= 0) return [];
  const entries = await readdir(path.resolve(checkout, folder), { withFileTypes: true }).catch((error: unknown) => {
    if (missing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw error;
  });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) return listedFiles(checkout, file, extension, depth - 1);
      return entry.isSymbolicLink() || file.endsWith(extension) ? [file] : [];
    }),
  );
  return files.flat();
}
