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
        .filter(
          (specifier) =>
            specifier.startsWith('@/schemas/') ||
            (specifier.startsWith('.') &&
              path.resolve(lib, path.dirname(file), specifier).includes(`${path.sep}src${path.sep}schemas`)),
        )
        .map((specifier) => `${file}: ${specifier}`);
    });
    expect(crossing).toEqual([]);
  });
});

/**
 * One way to reach code and settings (the README's "Structure"): `@/…` for whatever leaves its folder, except in what
 * is loaded before Vite's aliases apply (plain Node's scripts and stream origin, Astro's config with its build steps,
 * Tailwind's plugin) and everything that imports; and settings from the file that defines them, with no re-exports.
 */
describe('imports', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const src = path.join(root, 'src');
  const under = (folder: string) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mjs|astro)$/.test(file))
      .map((file) => path.join(root, folder, file));
  const specifiers = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/\b(?:from\s+|import\s+|import\(\s*)['"]([^'"]+)['"]/g)].map(
      (match) => match[1] ?? '',
    );
  const resolveFile = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier.split('?')[0] ?? '');
    return ['', '.ts', '.tsx', '.mjs', '.astro'].map((ext) => base + ext).find((file) => allSource.has(file));
  };
  const allSource = new Set([...under('src'), ...under('scripts')]);

  /** What plain Node, Astro's config loader or Tailwind loads, and all it imports. */
  function loadedBeforeVite(): Set<string> {
    const seen = new Set<string>();
    const queue = [
      ...under('scripts'),
      ...under('src/server'),
      path.join(root, 'astro.config.mjs'),
      path.join(src, 'styles/site-tokens.ts'),
    ];
    while (queue.length > 0) {
      const file = queue.pop() ?? '';
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of specifiers(file).filter((s) => s.startsWith('.'))) {
        const target = resolveFile(file, specifier);
        if (target) queue.push(target);
      }
    }
    return seen;
  }

  it('leave their folder through @/ everywhere Vite resolves them', () => {
    const early = loadedBeforeVite();
    expect(early.has(path.join(src, 'config/radio.ts')), 'the scan follows the config').toBe(true);
    const long = under('src')
      .filter((file) => !early.has(file))
      .flatMap((file) =>
        specifiers(file)
          .filter((s) => s.startsWith('../'))
          .map((s) => `${path.relative(root, file)}: ${s}`),
      );
    expect(long).toEqual([]);
  });

  it('take settings from the file that defines them: site.config.ts re-exports nothing', () => {
    expect(readFileSync(path.join(src, 'site.config.ts'), 'utf8')).not.toMatch(/^export\s+(?:\*|\{[^}]*\})\s+from/m);
  });
});

/** Unit tests mirror src/lib (the README's "Structure"): the rules of src/lib/<subject>/ are tested in tests/unit/<subject>/. */
describe('the unit tests’ folders', () => {
  it('have one folder for each folder of src/lib', () => {
    const units = path.resolve(import.meta.dirname, '..');
    const subjects = readdirSync(lib, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(subjects.length).toBeGreaterThan(5);
    expect(subjects.map((entry) => entry.name).filter((name) => !readdirSync(units).includes(name))).toEqual([]);
  });
});
