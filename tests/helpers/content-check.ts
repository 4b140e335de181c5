import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../..');

/** What `astro sync` answered for a copy of the project with one extra or replaced content file. */
export interface ContentCheckResult {
  ok: boolean;
  output: string;
}

/**
 * Copies the project's content, schemas and config into a scratch folder, writes `files` (paths relative to
 * the project, e.g. `src/content/pages/broken.md`) into the copy, and runs `astro sync`, which validates every
 * content file against its schema exactly as the build does. The real project is never touched.
 */
export async function checkContentWith(files: Record<string, string>): Promise<ContentCheckResult> {
  mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
  const scratch = mkdtempSync(path.join(projectRoot, '.tmp', 'content-check-'));
  try {
    for (const entry of ['astro.config.mjs', 'tsconfig.json', 'package.json', 'src', 'public']) {
      cpSync(path.join(projectRoot, entry), path.join(scratch, entry), { recursive: true });
    }
    symlinkSync(path.join(projectRoot, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    for (const [file, contents] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(path.join(scratch, file), contents);
    }
    const astro = path.join(projectRoot, 'node_modules', '.bin', 'astro');
    try {
      const { stdout, stderr } = await run(astro, ['sync'], {
        cwd: scratch,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: path.join(scratch, '.cache'), FORCE_COLOR: '0' },
      });
      return { ok: true, output: stdout + stderr };
    } catch (error) {
      const failure = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Reads a content fixture from tests/fixtures/content/. */
export function contentFixture(name: string): string {
  return readFileSync(path.join(projectRoot, 'tests/fixtures/content', name), 'utf8');
}

/**
 * Puts the fixture `fixtureName` at `target` in a scratch copy of the project and asserts that the build's
 * validation refuses it with a message containing every expected text (the file or entry, the field, the words
 * written for the editor). Astro's colour codes are removed before comparing.
 */
export async function expectRefused(target: string, fixtureName: string, expected: (string | RegExp)[]): Promise<void> {
  const result = await checkContentWith({ [target]: contentFixture(fixtureName) });
  const output = result.output.replace(/\u001b\[[0-9;]*m/g, '');
  expect(result.ok, output).toBe(false);
  for (const text of expected) {
    if (typeof text === 'string') expect(output).toContain(text);
    else expect(output).toMatch(text);
  }
}
