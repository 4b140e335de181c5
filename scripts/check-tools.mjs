#!/usr/bin/env node
// Before a test command's first test, installs the system tools it drives that are missing, where this machine can
// (apt-get, as root or with sudo that asks no password; CHECK_TOOLS_INSTALL=0 never installs), as `.ci/run` relies on;
// then stops with one line per tool still missing, naming its install command, and exit code 1. Silent when everything
// is there. The rules and texts are in scripts/lib/tools.mjs; this file only looks at the machine and runs apt-get.
// package.json runs it first in `test`, `test:build`, `test:e2e`, `test:engines` and `bench`, each naming itself
// (`node scripts/check-tools.mjs test:e2e`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  CHROMIUM_VARIABLES,
  isExecutable,
  locateChromium,
  playwrightChromium,
  SYSTEM_HEADLESS_SHELL,
} from './lib/chromium.mjs';
import { locateEngineBinary } from './lib/engines.mjs';
import {
  chromiumNote,
  engineNote,
  installPlan,
  missingToolLines,
  packagesFor,
  preferredFor,
  soxHasMp3,
  toolsFor,
  withoutPreferredLine,
} from './lib/tools.mjs';

const onPath = (command) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && isExecutable(path.join(dir, command)));

// Every probe is cheap (PATH look-ups, `sox -h`); nothing slow such as Java is started.
const probes = {
  // Located afresh each time, so that a Chromium installed a moment ago counts.
  chromium: () => {
    const chromium = locateChromium({ env: process.env, isExecutable, playwrightChromium });
    return { ok: chromium.found, note: chromiumNote(chromium) };
  },
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

/** Whether each preferred tool is there, or not wanted: a browser named by a variable is used as it is. */
const preferredProbes = {
  headlessShell: () => CHROMIUM_VARIABLES.some((name) => process.env[name]) || isExecutable(SYSTEM_HEADLESS_SHELL),
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

const script = process.argv[2] ?? 'test';
let needed;
try {
  needed = toolsFor(script);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const probe = () => Object.fromEntries(needed.map((tool) => [tool, probes[tool]()]));
const preferredMissing = () => preferredFor(script).filter((key) => !preferredProbes[key]());
let results = probe();
const missing = needed.filter((tool) => !results[tool].ok);
const packages = packagesFor(missing, preferredMissing());
if (packages.length > 0) {
  const plan = installPlan(packages, {
    aptGet: onPath('apt-get'),
    root: process.getuid?.() === 0,
    sudo: onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
    wanted: process.env.CHECK_TOOLS_INSTALL !== '0',
  });
  if (plan.commands.length > 0) {
    console.error(`Installing what the tests need (${plan.reason}): ${packages.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const [command, ...args] of plan.commands) {
      if (spawnSync(command, args, { stdio: 'inherit', env }).status !== 0) break;
    }
    results = probe();
  }
}
for (const key of preferredMissing()) console.error(withoutPreferredLine(key));
const lines = missingToolLines(needed, results);
for (const line of lines) console.error(line);
process.exitCode = lines.length > 0 ? 1 : 0;
