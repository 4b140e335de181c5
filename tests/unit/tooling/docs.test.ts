import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's documents say where things are, and the code says which promise of the product document it keeps:
 * every path a document names in backticks exists, every section named by its title exists where it is said to be,
 * and every `product §N` in the code names a numbered heading of docs/product.md.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)].filter((name) =>
  name.endsWith('.md'),
);

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

  it('every section named by its title, in a document or in the code, is a heading or a bold lead-in of that document', () => {
    const sections = (document: string) => {
      const text = readFileSync(path.join(root, document), 'utf8');
      const headings = [...text.matchAll(/^#+ (.+)$/gm)].map((match) => match[1] ?? '');
      const leadIns = [...text.matchAll(/\*\*([^*]+?)\.?\*\*/g)].map((match) => match[1] ?? '');
      return new Set([...headings, ...leadIns].map((title) => title.trim()));
    };
    const problems: string[] = [];
    const check = (from: string, document: string, title: string) => {
      if (!existsSync(path.join(root, document))) problems.push(`${from}: ${document} does not exist`);
      // A bold lead-in may go on in brackets: "Consent where the law asks" names **Consent where the law asks (EEA, …).**
      else if (![...sections(document)].some((section) => section === title || section.startsWith(`${title} (`)))
        problems.push(`${from}: "${title}" is no section of ${document}`);
    };
    for (const file of [...documents, ...['src', 'tests', 'scripts'].flatMap(sourceFiles)]) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, document, title] of text.matchAll(/(docs\/[\w-]+\.md), "([^"]+)"/g))
        check(file, document ?? '', title ?? '');
      if (!file.endsWith('.md')) continue;
      // `see "Title"` is a section of the same document, or of the one linked right after it.
      for (const [, title, linked] of text.matchAll(
        /see "([^"]+)"(?: below| above)?(?: in \[[^\]]+\]\(([\w-]+\.md)\))?/g,
      )) {
        check(file, linked ? path.posix.join(path.posix.dirname(file), linked) : file, title ?? '');
      }
    }
    expect(problems).toEqual([]);
  });

  it('every product § reference in the code names a numbered heading of docs/product.md, and none names the old spec', () => {
    const product = readFileSync(path.join(root, 'docs/product.md'), 'utf8');
    const headings = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
    const problems: string[] = [];
    for (const file of ['src', 'tests', 'scripts'].flatMap(sourceFiles)) {
      const text = readFileSync(path.join(root, file), 'utf8');
      if (text.includes(OLD_SPEC))
        problems.push(`${file}: cites ${OLD_SPEC}, a document that is not in the repository`);
      for (const reference of text.matchAll(/product §(\d+)((?:, §\d+)*)/g)) {
        const numbers = [reference[1], ...[...(reference[2] ?? '').matchAll(/§(\d+)/g)].map((match) => match[1])];
        for (const number of numbers)
          if (!headings.has(number)) problems.push(`${file}: product §${number} is no heading`);
      }
    }
    expect(problems).toEqual([]);
  });
});
