import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The README is the project's front door, read in a few minutes: its structure tree names only paths that exist and
 * every folder of src/ and tests/, it links every page of docs/, and neither it nor docs/tools.md (where its set-up
 * detail lives) has a line too long to read without scrolling sideways.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const MAX_LINE = 120;

/** The lines of the fenced block under the README's "Structure" heading, blank ones left out. */
function structureTree(markdown: string): string[] {
  const block = /^## Structure\n+```[^\n]*\n([\s\S]*?)^```$/m.exec(markdown);
  return (block?.[1] ?? '').split('\n').filter((line) => line.trim() !== '');
}

/**
 * The path each line of the tree names: its first word, after its parent's path when it is indented deeper than the
 * line above it (`scripts/` then `  lib/tools.mjs` is scripts/lib/tools.mjs). A name ending in `/` is a folder; only
 * a folder can have lines inside it, so a description continued on a line of its own is reported too.
 */
function treePaths(lines: string[]): { paths: string[]; problems: string[] } {
  const paths: string[] = [];
  const problems: string[] = [];
  const open: { indent: number; path: string }[] = [];
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    const name = line.trim().split(/\s+/)[0] ?? '';
    while (open.length > 0 && (open.at(-1)?.indent ?? 0) >= indent) open.pop();
    const parent = open.at(-1)?.path ?? '';
    if (parent !== '' && !parent.endsWith('/')) problems.push(`"${line.trim()}" is indented under ${parent}, a file`);
    open.push({ indent, path: parent + name });
    paths.push(parent + name);
  }
  return { paths, problems };
}

/** The paths of `paths` that are missing on disk: a folder that is no folder, a file that is no file. */
function missingPaths(paths: string[]): string[] {
  return paths.filter((named) => {
    const full = path.join(root, named);
    if (!existsSync(full)) return true;
    return named.endsWith('/') ? !statSync(full).isDirectory() : !statSync(full).isFile();
  });
}

const folders = (folder: string) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}/`);

describe('the README’s structure tree', () => {
  const { paths, problems } = treePaths(structureTree(readme));

  it('is found, under the heading "Structure"', () => {
    expect(paths.length).toBeGreaterThan(40);
  });

  it('names only paths that exist: folders as folders, files as files', () => {
    expect(problems).toEqual([]);
    expect(missingPaths(paths)).toEqual([]);
  });

  it('names every folder of src/, src/lib/ and tests/', () => {
    const unnamed = ['src', 'src/lib', 'tests']
      .flatMap(folders)
      .filter((folder) => !paths.some((named) => named.startsWith(folder)));
    expect(unnamed).toEqual([]);
  });

  it('reads a line indented deeper as inside the line above, and reports a path that does not exist', () => {
    const read = treePaths([
      'src/                 the site',
      '  lib/               rules',
      '    plants/          plants',
      '    ferns/           no such folder',
      '  site.config.ts     constants',
      'tests/',
      '  no-such-file.ts    no such file',
    ]);
    expect(read.paths).toEqual([
      'src/',
      'src/lib/',
      'src/lib/plants/',
      'src/lib/ferns/',
      'src/site.config.ts',
      'tests/',
      'tests/no-such-file.ts',
    ]);
    expect(missingPaths(read.paths)).toEqual(['src/lib/ferns/', 'tests/no-such-file.ts']);
  });

  it('reports a folder that is a file, and a line continued under a file', () => {
    const read = treePaths([
      'src/site.config.ts/   constants',
      'package.json          the scripts,',
      '                      and more',
    ]);
    expect(missingPaths(read.paths)).toContain('src/site.config.ts/');
    expect(read.problems).toEqual(['"and more" is indented under package.json, a file']);
  });
});

describe('the README', () => {
  it.each(['README.md', 'docs/tools.md'])(`%s has no line over ${MAX_LINE} characters`, (document) => {
    const long = readFileSync(path.join(root, document), 'utf8')
      .split('\n')
      .map((line, index) => ({ line: index + 1, length: [...line].length }))
      .filter(({ length }) => length > MAX_LINE);
    expect(long).toEqual([]);
  });

  it('links every page of docs/', () => {
    const pages = readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md'));
    expect(pages).toContain('tools.md');
    expect(pages.filter((name) => !readme.includes(`](docs/${name})`))).toEqual([]);
  });
});

/** The rows of the README's "Where things live: behaviour → file" table, as [behaviour, where to look]. */
function behaviourRows(markdown: string): string[][] {
  const section = /^### Where things live[^\n]*\n([\s\S]*?)(?=^#)/m.exec(markdown)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Behaviour'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** Whether a named path exists: a file, a folder (ending in `/`), or a pattern with `*` that matches a file. */
function pathExists(named: string): boolean {
  if (!named.includes('*')) return existsSync(path.join(root, named));
  const folder = path.posix.dirname(named);
  const pattern = new RegExp(
    `^${path.posix
      .basename(named)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return existsSync(path.join(root, folder)) && readdirSync(path.join(root, folder)).some((name) => pattern.test(name));
}

describe('the README’s behaviour → file table', () => {
  const rows = behaviourRows(readme);

  it.each(['The donation pop-up', 'The data saver', "The search's fields", 'The page words'])(
    'has a row for %s',
    (behaviour) => {
      expect(rows.map(([name]) => name)).toContain(behaviour);
    },
  );

  it('names only paths that exist', () => {
    const named = rows.flatMap(([, where]) =>
      [...(where ?? '').matchAll(/`((?:src|tests|scripts|docs)\/[^`]+)`/g)].map((match) => match[1] ?? ''),
    );
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((name) => !pathExists(name))).toEqual([]);
  });

  it('finds a pattern’s files, and reports a path or pattern that matches nothing', () => {
    expect(pathExists('src/content/words/*.yaml')).toBe(true);
    expect(pathExists('src/schemas/*-words.ts')).toBe(true);
    expect(pathExists('src/schemas/*-ferns.ts')).toBe(false);
    expect(pathExists('src/lib/ferns/')).toBe(false);
  });
});
