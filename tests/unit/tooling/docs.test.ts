import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's documents say where things are, and the code says which promise of the product document it keeps:
 * every path a document names in backticks exists, and every `product §N` in the code names a numbered heading of
 * docs/product.md.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)].filter((name) => name.endsWith('.md'));

/** Files of the repository's own code, tests and scripts. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mjs|astro)$/.test(name) ? [relative] : [];
  });
}

/** Paths in backticks that start at one of the repository's top-level folders, as `src/site.config.ts`. */
const PATH_IN_BACKTICKS = /`((?:src|tests|scripts|docs|public|\.ci)\/[^`\s*<>{}…]+)`/g;

/** How code cited the product specification before it was in the repository (written in two parts, so that this file does not cite it). */
const OLD_SPEC = ['SPEC', '§'].join(' ');

describe('the project’s documents', () => {
  it.each(documents)('%s names only paths that exist', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8');
    const missing = [...text.matchAll(PATH_IN_BACKTICKS)]
      .map((match) => (match[1] ?? '').replace(/[.,:;)]+$/, '').replace(/#.*$/, ''))
      .filter((named) => !existsSync(path.join(root, named)));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every product § reference in the code names a numbered heading of docs/product.md, and none names the old spec', () => {
    const product = readFileSync(path.join(root, 'docs/product.md'), 'utf8');
    const headings = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
    const problems: string[] = [];
    for (const file of ['src', 'tests', 'scripts'].flatMap(sourceFiles)) {
      const text = readFileSync(path.join(root, file), 'utf8');
      if (text.includes(OLD_SPEC)) problems.push(`${file}: cites ${OLD_SPEC}, a document that is not in the repository`);
      for (const reference of text.matchAll(/product §(\d+)((?:, §\d+)*)/g)) {
        const numbers = [reference[1], ...[...(reference[2] ?? '').matchAll(/§(\d+)/g)].map((match) => match[1])];
        for (const number of numbers) if (!headings.has(number)) problems.push(`${file}: product §${number} is no heading`);
      }
    }
    expect(problems).toEqual([]);
  });
});
