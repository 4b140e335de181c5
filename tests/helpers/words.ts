import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'astro/zod';
import { load as parseYaml } from 'js-yaml';

const wordsFolder = path.resolve(import.meta.dirname, '../../src/content/words');

/**
 * The words of a page or section as the editor wrote them (`src/content/words/<name>.yaml`), read through the same
 * schema as the build, so that tests assert what the visitor reads without repeating the editor's sentences.
 */
export function readWords<S extends z.ZodType>(name: string, schema: S): z.infer<S> {
  return schema.parse(parseYaml(readFileSync(path.join(wordsFolder, `${name}.yaml`), 'utf8')));
}
