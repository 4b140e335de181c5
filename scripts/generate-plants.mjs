#!/usr/bin/env node
// Writes a scratch copy of the project under .tmp/ whose plant database holds N plants: the site's own six plus N − 6
// generated ones, one YAML file each. Never site content. `npm run bench` builds such copies; by hand:
//
//   node scripts/generate-plants.mjs 1000 [.tmp/my-copy]   writes .tmp/plants-1000/ or the folder given
//   cd .tmp/plants-1000 && ASTRO_CACHE_DIR=.cache npx astro build && node ../../scripts/serve.mjs --dir dist
//
// ASTRO_CACHE_DIR keeps the copy's content cache apart: by default Astro keeps it in the shared node_modules.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import { generatePlants } from './lib/plant-generator.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PLANTS_FOLDER = 'src/content/plants';
const COPIED = ['astro.config.mjs', 'tsconfig.json', 'package.json', '.gitignore', 'src', 'public'];

/** In the field order of the site's own files. */
function plantFile(plant) {
  const { slug: _slug, ...data } = plant;
  const header =
    '# A generated plant for measuring the site at scale (scripts/generate-plants.mjs); not site content.\n';
  return header + yaml.dump(data, { lineWidth: 120, quotingType: "'" });
}

/** Replaces what was in `dir`; the copy shares this project's node_modules through a link. */
export function writeScratchProject(count, dir = path.join(root, '.tmp', `plants-${count}`)) {
  const target = path.resolve(root, dir);
  if (!target.startsWith(path.join(root, '.tmp') + path.sep))
    throw new Error(`Write scratch copies under .tmp/, not ${dir}.`);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(target, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  // Tailwind scans every file git does not ignore. As its own repository with the project's .gitignore, the copy skips
  // the linked node_modules (else: a 74 KB stylesheet instead of 35 KB, and two minutes more per build).
  execFileSync('git', ['init', '--quiet', target]);
  const own = readdirSync(path.join(root, PLANTS_FOLDER)).filter((name) => /\.ya?ml$/.test(name));
  const generated = generatePlants(Math.max(0, count - own.length), {
    firstId: 1000,
    avoidSlugs: own.map((name) => name.replace(/\.ya?ml$/, '')),
  });
  for (const plant of generated)
    writeFileSync(path.join(target, PLANTS_FOLDER, `${plant.slug}.yaml`), plantFile(plant));
  return target;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const count = Number(process.argv[2]);
  if (!Number.isInteger(count) || count < 1) {
    console.error('Usage: node scripts/generate-plants.mjs <number of plants> [folder under .tmp/]');
    process.exit(1);
  }
  const target = writeScratchProject(count, process.argv[3]);
  const files = readdirSync(path.join(target, PLANTS_FOLDER)).length;
  console.log(
    `${path.relative(root, target)}/: ${files} plant files${existsSync(path.join(target, 'dist')) ? '' : ' (not built yet)'}`,
  );
}
