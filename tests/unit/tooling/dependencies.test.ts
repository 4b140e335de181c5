import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/**
 * package.json declares what the code uses (issue 35): every package imported anywhere is declared, so that no
 * install depends on another package happening to bring it; what the build imports (src/, astro.config.mjs) is a
 * dependency, so that an install without the dev packages (`npm ci --omit=dev`) can build; and a declared package's
 * peer is declared or comes with another declared package, not installed by npm on its own (`"peer": true` in the lock).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<
    string,
    {
      peer?: boolean;
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    }
  >;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

/** The project's own source files under `folder`, or the file itself. */
function sourceFiles(relative: string): string[] {
  if (!statSync(path.join(root, relative)).isDirectory()) return [relative];
  return readdirSync(path.join(root, relative)).flatMap((name) => {
    const child = `${relative}/${name}`;
    if (statSync(path.join(root, child)).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(child);
    return /\.(ts|tsx|mts|mjs|js|cjs|astro|css)$/.test(name) && !name.endsWith('.d.ts') ? [child] : [];
  });
}

/** `import … from 'x'`, `import 'x'`, `export … from 'x'`, `import('x')`, `require('x')`, CSS `@import "x"`. */
const IMPORT =
  /(?:\bimport\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?|\bexport\s+(type\s+)?[\w*{}\s,$]+?\s+from\s+|\bimport\(\s*|\brequire\(\s*|@import\s+|@plugin\s+)['"]([^'"\s]+)['"]/g;

interface Use {
  file: string;
  name: string;
  typeOnly: boolean;
}

/** The packages a file imports (by package name), leaving out relative paths, `@/` (src/), Node's own modules and Astro's virtual ones. */
function packagesImported(file: string, text: string): Use[] {
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[3] ?? '';
    if (/^(?:\.|\/|@\/|node:|astro:|virtual:|https?:)/.test(specifier)) return [];
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : (specifier.split('/')[0] ?? '');
    if (builtinModules.includes(name)) return [];
    return [{ file, name, typeOnly: Boolean(match[1] ?? match[2]) }];
  });
}

const ROOT_FILES = readdirSync(root).filter((name) => /\.(ts|mjs|js)$/.test(name));
/** This file's examples of imports are not imports. */
const THIS_FILE = path
  .relative(root, import.meta.filename)
  .split(path.sep)
  .join('/');
const uses = ['src', 'scripts', 'tests', ...ROOT_FILES].flatMap((folder) =>
  sourceFiles(folder)
    .filter((file) => file !== THIS_FILE)
    .flatMap((file) => packagesImported(file, readFileSync(path.join(root, file), 'utf8'))),
);

describe('the packages the code imports', () => {
  it('reads imports of every form', () => {
    const text =
      "import a from 'a';\nimport type { B } from '@b/c/d';\nimport 'e';\nexport { f } from 'f';\nconst g = await import('g');\n@import \"h\";\nimport x from './x';\nimport fs from 'node:fs';\nimport path from 'path';\nimport { getCollection } from 'astro:content';";
    expect(packagesImported('x.ts', text)).toEqual([
      { file: 'x.ts', name: 'a', typeOnly: false },
      { file: 'x.ts', name: '@b/c', typeOnly: true },
      { file: 'x.ts', name: 'e', typeOnly: false },
      { file: 'x.ts', name: 'f', typeOnly: false },
      { file: 'x.ts', name: 'g', typeOnly: false },
      { file: 'x.ts', name: 'h', typeOnly: false },
    ]);
    // The scan finds the project's own imports of both kinds.
    expect(uses.some((use) => use.name === 'astro' && use.file === 'astro.config.mjs')).toBe(true);
    expect(uses.some((use) => use.name === 'vitest' && use.file.startsWith('tests/'))).toBe(true);
  });

  it('declares every package that any source, script, test or config file imports', () => {
    const undeclared = uses.filter((use) => !declared.has(use.name)).map((use) => `${use.name} (${use.file})`);
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it('makes what the build imports (src/ and astro.config.mjs) a dependency, not a devDependency', () => {
    const build = uses.filter(
      (use) => !use.typeOnly && (use.file.startsWith('src/') || use.file === 'astro.config.mjs'),
    );
    expect(build.length).toBeGreaterThan(20);
    const devOnly = build
      .filter((use) => manifest.devDependencies[use.name] !== undefined)
      .map((use) => `${use.name} (${use.file})`);
    expect([...new Set(devOnly)]).toEqual([]);
  });

  it('has each declared package’s peers declared or brought by another declared package, never installed for the peer alone', () => {
    const missing: string[] = [];
    for (const name of declared) {
      const entry = lock.packages[`node_modules/${name}`];
      for (const peer of Object.keys(entry?.peerDependencies ?? {})) {
        if (entry?.peerDependenciesMeta?.[peer]?.optional) continue;
        const installed = lock.packages[`node_modules/${peer}`];
        if (!installed || installed.peer) missing.push(`${peer} (a peer of ${name})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
