import { readdirSync } from 'node:fs';
import path from 'node:path';
import { collections, WORDS_FOLDER } from '../../../src/content.config';

/**
 * Every words file is validated by its own schema: src/content/words/<name>.yaml is the collection <name> in camel
 * case, whose schema is <name>WordsSchema from src/schemas/<name>-words.ts (one naming pattern, one file per words
 * file). Each schema's rules are tested beside it; tests/content/content-build.test.ts shows, with a real
 * `astro sync`, that a broken words file stops the build naming the file and the field.
 */
const projectRoot = path.resolve(import.meta.dirname, '../../..');
const wordsFiles = readdirSync(path.join(projectRoot, WORDS_FOLDER)).filter((file) => file.endsWith('.yaml'));
const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('the words files and their schemas', () => {
  it('finds the words files', () => {
    expect(wordsFiles.length).toBeGreaterThan(5);
  });

  it.each(wordsFiles)('%s is a collection of its own, checked by its own schema', async (file) => {
    const name = file.replace(/\.yaml$/, '');
    const key = camelCase(name);
    const schemas = (await import(`../../../src/schemas/${name}-words.ts`)) as Record<string, unknown>;
    const collection = (collections as Record<string, { schema?: unknown; loader?: unknown } | undefined>)[key];
    expect(collection, `a collection named ${key}`).toBeDefined();
    expect(collection?.loader, `${key} has a loader`).toBeDefined();
    expect(collection?.schema, `${key} is checked by ${key}WordsSchema`).toBe(schemas[`${key}WordsSchema`]);
  });
});
