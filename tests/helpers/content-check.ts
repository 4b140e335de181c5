import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { z } from 'astro/zod';
import { AstroErrorData } from 'astro/errors';
import { load as parseYaml } from 'js-yaml';
import { expect } from 'vitest';

/**
 * Two ways to prove that a broken content file is refused with a message for the editor:
 *
 * - in-process (fast, for every rule): the fixture's data goes through the collection's schema, and a refusal is
 *   formatted with Astro's own message for an entry that does not match its schema, as the build prints it;
 * - for real (slow, one case per collection): `astro sync` on a scratch copy of the project with the broken file
 *   in place, which is exactly the build's validation, loader included.
 */

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../..');

/** What tools write into node_modules: each copy keeps its own. */
const CACHES = new Set(['.vite', '.vite-temp', '.vitest-cache', '.astro', '.cache']);

/**
 * Links the project's packages, each one, into a node_modules of the scratch copy `folder`'s own. Vite keeps its
 * pre-bundled dependencies in node_modules/.vite, and copies built side by side must not share them: through one
 * linked node_modules, one emptied that folder while another wrote to it (ENOTEMPTY, a refusal with no message).
 */
export function linkPackages(folder: string): void {
  mkdirSync(path.join(folder, 'node_modules'));
  for (const entry of readdirSync(path.join(projectRoot, 'node_modules'))) {
    if (!CACHES.has(entry))
      symlinkSync(path.join(projectRoot, 'node_modules', entry), path.join(folder, 'node_modules', entry));
  }
}

/** Reads a content fixture from tests/fixtures/content/. */
export function contentFixture(name: string): string {
  return readFileSync(path.join(projectRoot, 'tests/fixtures/content', name), 'utf8');
}

/** A fixture's data as the loader hands it to the schema: a YAML file's value, or a Markdown file's front matter. */
export function fixtureData(name: string): unknown {
  const text = contentFixture(name);
  if (!name.endsWith('.md')) return parseYaml(text);
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
  if (frontMatter === undefined) throw new Error(`${name} has no front matter`);
  return parseYaml(frontMatter);
}

/**
 * What the build says about `data` as the entry `id` of `collection`, or null when the schema accepts it: Astro's
 * "<collection> → <id> data does not match collection schema" followed by each field and its message.
 */
export function schemaRefusal(schema: z.ZodType, collection: string, id: string, data: unknown): string | null {
  const result = schema.safeParse(data);
  if (result.success) return null;
  return AstroErrorData.InvalidContentEntryDataError.message(collection, id, result.error).replaceAll('**', '');
}

/** Asserts that the schema refuses `data` with a message containing every expected text (entry, field, words). */
export function expectSchemaRefuses(
  schema: z.ZodType,
  entry: { collection: string; id: string; data: unknown },
  expected: (string | RegExp)[],
): void {
  const message = schemaRefusal(schema, entry.collection, entry.id, entry.data);
  expect(message, 'the schema should refuse this entry').not.toBeNull();
  for (const text of expected) {
    if (typeof text === 'string') expect(message).toContain(text);
    else expect(message).toMatch(text);
  }
}

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
    linkPackages(scratch);
    for (const [file, contents] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(path.join(scratch, file), contents);
    }
    const astro = path.join(projectRoot, 'node_modules', '.bin', 'astro');
    try {
      const { stdout, stderr } = await run(astro, ['sync'], {
        cwd: scratch,
        env: {
          ...process.env,
          ASTRO_TELEMETRY_DISABLED: '1',
          ASTRO_CACHE_DIR: path.join(scratch, '.cache'),
          FORCE_COLOR: '0',
        },
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

/**
 * Puts `contents` at `target` in a scratch copy of the project and asserts that the build's validation refuses it
 * with a message containing every expected text (the file or entry, the field, the words written for the editor).
 * Astro's colour codes are removed before comparing.
 */
export async function expectBuildRefuses(
  target: string,
  contents: string,
  expected: (string | RegExp)[],
): Promise<void> {
  const result = await checkContentWith({ [target]: contents });
  const output = result.output.replace(/\u001b\[[0-9;]*m/g, '');
  expect(result.ok, output).toBe(false);
  for (const text of expected) {
    if (typeof text === 'string') expect(output).toContain(text);
    else expect(output).toMatch(text);
  }
}
