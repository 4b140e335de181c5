import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export interface ScratchBuild {
  outDir: string;
  /** What the build printed when it stopped with an error, or null when it finished. */
  failure: string | null;
  /** Removes the output and the build's cache. */
  done: () => void;
}

/**
 * A real `astro build` (of the project, or of the copy at `cwd`) with these operator settings, into a scratch folder
 * under .tmp/ named for `name`: the content tests' way of seeing what an editor's or an operator's input does.
 */
export async function scratchBuild(
  name: string,
  env: Record<string, string>,
  cwd = projectRoot,
): Promise<ScratchBuild> {
  mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
  const outDir = path.join(projectRoot, '.tmp', `${name}-${process.pid}`);
  const failure = await promisify(execFile)(path.join(projectRoot, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd,
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      FORCE_COLOR: '0',
      ASTRO_OUT_DIR: outDir,
      ASTRO_CACHE_DIR: `${outDir}-cache`,
      ...env,
    },
  }).then(
    () => null,
    (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
  );
  const done = () => [outDir, `${outDir}-cache`].forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  return { outDir, failure, done };
}
