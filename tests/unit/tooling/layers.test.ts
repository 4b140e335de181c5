import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The layers the README describes: `src/lib` holds pure rules that take what they work on as arguments, so it imports
 * nothing from the content schemas (`src/schemas`), which sit above it and import its rules.
 */
const lib = path.resolve(import.meta.dirname, '../../../src/lib');
const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx|mjs)$/.test(file));
const IMPORT_FROM = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

describe('the layers of src/', () => {
  it('finds the rules of src/lib', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('src/lib imports nothing from src/schemas', () => {
    const crossing = files.flatMap((file) => {
      const text = readFileSync(path.join(lib, file), 'utf8');
      return [...text.matchAll(IMPORT_FROM)]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((specifier) => specifier.startsWith('.') && path.resolve(lib, path.dirname(file), specifier).includes(`${path.sep}src${path.sep}schemas`))
        .map((specifier) => `${file}: ${specifier}`);
    });
    expect(crossing).toEqual([]);
  });
});
