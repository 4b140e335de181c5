#!/usr/bin/env node
// Stops a test command before its first test when a system tool it drives is missing: one line per missing tool with
// its install command, then exit code 1; silent when everything is there. The rules and texts are in
// scripts/lib/tools.mjs; this file only looks at the machine. package.json runs it first in `test`, `test:build`,
// `test:e2e`, `test:engines` and `bench`, each naming itself (`node scripts/check-tools.mjs test:e2e`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM, isExecutable } from './lib/chromium.mjs';
import { locateEngineBinary } from './lib/engines.mjs';
import { chromiumNote, engineNote, missingToolLines, soxHasMp3, toolsFor } from './lib/tools.mjs';

const onPath = (command) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && isExecutable(path.join(dir, command)));

// Every probe is cheap (PATH look-ups, `sox -h`); nothing slow such as Java is started.
const probes = {
  chromium: () => ({ ok: CHROMIUM.found, note: chromiumNote(CHROMIUM) }),
  icecast2: () => ({ ok: onPath('icecast2') }),
  ezstream: () => ({ ok: onPath('ezstream') }),
  sox: () => {
    if (!onPath('sox')) return { ok: false };
    const help = spawnSync('sox', ['-h'], { encoding: 'utf8' });
    return soxHasMp3(help.stdout ?? '') ? { ok: true } : { ok: false, note: 'sox is installed without MP3 support' };
  },
  // One Debian package brings all three; the print tests run each.
  poppler: () => ({ ok: ['pdftotext', 'pdftoppm', 'pdfimages'].every(onPath) }),
  java: () => ({ ok: onPath('java') }),
  firefox: () => engineProbe(['firefox']),
  webkit: () => engineProbe(['webkitDriver', 'miniBrowser']),
  // A display named in ENGINES_DISPLAY is used instead of a new Xvfb (tests/engines/global-setup.ts).
  xvfb: () => ({ ok: Boolean(process.env.ENGINES_DISPLAY) || onPath('Xvfb') }),
  pulseaudio: () => ({ ok: onPath('pulseaudio') }),
};

/** Each binary where scripts/lib/engines.mjs says the engine tests will look; the first one missing is named. */
function engineProbe(binaries) {
  for (const binary of binaries) {
    const location = locateEngineBinary(binary);
    const note = engineNote(location, isExecutable(location.path));
    if (note) return { ok: false, note };
  }
  return { ok: true };
}

let needed;
try {
  needed = toolsFor(process.argv[2] ?? 'test');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const results = Object.fromEntries(needed.map((tool) => [tool, probes[tool]()]));
const lines = missingToolLines(needed, results);
for (const line of lines) console.error(line);
process.exitCode = lines.length > 0 ? 1 : 0;
