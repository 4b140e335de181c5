// The system tools the test commands and the benchmark drive, which command needs which, their Debian packages, how
// to install the missing ones on this machine, and the line that names a tool that stays missing. Pure rules over
// probe results: scripts/check-tools.mjs does the probing and the installing, for `npm test` and for `.ci/run` alike.
// docs/tools.md, "System tools", gives the same install commands (tests/unit/tooling/tools.test.ts keeps them in step).

const aptInstall = (packages) => `sudo apt-get install ${packages.join(' ')}`;

/** In report order, with the Debian packages that bring each tool (`install` is the command a missing tool's line gives). */
const TOOL_LIST = {
  chromium: {
    name: 'Chromium',
    neededBy: 'the browser tests and the benchmark',
    packages: ['chromium'],
    alternative: 'or set CHROMIUM_PATH to a Chromium binary',
  },
  icecast2: { name: 'Icecast (icecast2)', neededBy: 'the radio browser tests', packages: ['icecast2'] },
  ezstream: { name: 'ezstream', neededBy: 'the radio browser tests', packages: ['ezstream'] },
  sox: {
    name: 'SoX with MP3 support',
    neededBy: 'the radio browser tests',
    packages: ['sox', 'libsox-fmt-mp3'],
  },
  poppler: {
    name: 'Poppler’s PDF tools (pdftotext, pdftoppm, pdfimages)',
    neededBy: 'the print browser tests, which read the printed PDF',
    packages: ['poppler-utils'],
  },
  java: {
    name: 'Java',
    neededBy: 'the HTML validity check (Nu Html Checker)',
    packages: ['default-jre-headless'],
  },
  firefox: {
    name: 'Firefox ESR',
    neededBy: 'the engine browser tests',
    packages: ['firefox-esr'],
    alternative: 'or set FIREFOX_PATH to a Firefox binary',
  },
  webkit: {
    name: 'WebKitGTK’s WebKitWebDriver and MiniBrowser',
    neededBy: 'the engine browser tests',
    // Its media plugins too: libwebkit2gtk-4.1-0 only recommends them, and its sound reaches PulseAudio through the last.
    packages: [
      'webkit2gtk-driver',
      'gstreamer1.0-plugins-bad',
      'gstreamer1.0-libav',
      'gstreamer1.0-gl',
      'gstreamer1.0-pulseaudio',
    ],
    alternative: 'or set WEBKIT_DRIVER_PATH and MINIBROWSER_PATH',
  },
  xvfb: { name: 'Xvfb', neededBy: 'the engine browser tests (a display for WebKitGTK)', packages: ['xvfb'] },
  pulseaudio: {
    name: 'PulseAudio',
    neededBy: 'the engine browser tests (a sound output for Firefox)',
    packages: ['pulseaudio'],
  },
};

export const TOOLS = Object.fromEntries(
  Object.entries(TOOL_LIST).map(([key, tool]) => [key, { ...tool, install: aptInstall(tool.packages) }]),
);

/**
 * Tools a command prefers but can do without: installed wherever the machine may install packages, whatever else is
 * there; where it may not, `without` says what the command uses instead, and it goes on.
 */
export const PREFERRED = {
  headlessShell: {
    name: 'Chromium’s headless shell',
    packages: ['chromium-headless-shell'],
    // It opens the browser tests' pages about three times faster (scripts/lib/chromium.mjs).
    without: 'so the browser tests run in the full Chromium, which opens their pages about three times slower',
    wantedBy: ['test', 'test:e2e'],
  },
};

/** The keys of PREFERRED that `script` wants. */
export const preferredFor = (script) =>
  Object.keys(PREFERRED).filter((key) => PREFERRED[key].wantedBy.includes(script));

export function withoutPreferredLine(key) {
  const { name, without, packages } = PREFERRED[key];
  return `${name} is not installed, ${without}. Install it with: ${aptInstall(packages)}`;
}

// `test` runs test:build, test:e2e and test:engines, so it needs what they need.
const NEEDS = {
  'test:build': ['java'],
  'test:e2e': ['chromium', 'icecast2', 'ezstream', 'sox', 'poppler'],
  'test:engines': ['firefox', 'webkit', 'xvfb', 'pulseaudio', 'icecast2', 'ezstream', 'sox'],
  bench: ['chromium'],
};

export const CHECKED_SCRIPTS = ['test', ...Object.keys(NEEDS)];

/** The keys of TOOLS that `script` (e.g. 'test:e2e') needs, in TOOLS order. */
export function toolsFor(script) {
  const needed =
    script === 'test' ? [...NEEDS['test:build'], ...NEEDS['test:e2e'], ...NEEDS['test:engines']] : NEEDS[script];
  if (!needed) {
    throw new Error(`check-tools: unknown script "${script}"; expected one of ${CHECKED_SCRIPTS.join(', ')}`);
  }
  return Object.keys(TOOLS).filter((tool) => needed.includes(tool));
}

/** From the output of `sox -h` (the MP3 format comes from libsox-fmt-mp3). */
export function soxHasMp3(helpText) {
  const formats = helpText.split('\n').find((line) => line.startsWith('AUDIO FILE FORMATS:'));
  return formats !== undefined && formats.split(/\s+/).includes('mp3');
}

/** Why an engine binary is missing (`location` from scripts/lib/engines.mjs), or undefined when it is there. */
export function engineNote(location, found) {
  if (found) return undefined;
  return location.variable
    ? `${location.variable}=${location.path} is not an executable file`
    : `not at ${location.path}`;
}

export function chromiumNote(location) {
  if (location.found) return undefined;
  if (location.source === 'none') return `not at ${location.path}, and no Chromium installed by Playwright`;
  return `${location.source}=${location.path} is not an executable file`;
}

export function missingToolLine(tool, note) {
  const { name, neededBy, install, alternative } = TOOLS[tool];
  const why = note ? ` (${note})` : '';
  const other = alternative ? `, ${alternative}` : '';
  return `Missing ${name}${why}, needed by ${neededBy}. Install it with: ${install}${other}`;
}

export function missingToolLines(needed, results) {
  return needed.filter((tool) => !results[tool]?.ok).map((tool) => missingToolLine(tool, results[tool]?.note));
}

/**
 * The Debian packages that bring the `missing` tools (keys of TOOLS), in TOOLS order, then those of the missing
 * `preferred` ones (keys of PREFERRED), each once.
 */
export function packagesFor(missing, preferred = []) {
  const packages = [
    ...Object.keys(TOOLS)
      .filter((tool) => missing.includes(tool))
      .flatMap((tool) => TOOLS[tool].packages),
    ...preferred.flatMap((key) => PREFERRED[key].packages),
  ];
  return [...new Set(packages)];
}

/**
 * How to install `packages` on this machine, as `.ci/run` always did: apt-get update once, then one install without
 * recommended packages, as root or through `sudo -n` (sudo that needs no password). `machine` says what the probes
 * found: `aptGet` on PATH, `root`, `sudo` usable without a password, and `wanted` (false when CHECK_TOOLS_INSTALL=0).
 * Gives the commands to run, or none and the reason, after which the missing tools' lines say what to install.
 */
export function installPlan(packages, { aptGet, root, sudo, wanted }) {
  if (packages.length === 0) return { commands: [], reason: 'nothing is missing' };
  if (!wanted) return { commands: [], reason: 'CHECK_TOOLS_INSTALL=0' };
  if (!aptGet) return { commands: [], reason: 'this machine has no apt-get' };
  if (!root && !sudo) return { commands: [], reason: 'not root, and sudo asks for a password' };
  const as = root ? [] : ['sudo', '-n'];
  return {
    commands: [
      [...as, 'apt-get', 'update', '-qq'],
      [...as, 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages],
    ],
    reason: root ? 'as root' : 'with sudo',
  };
}
