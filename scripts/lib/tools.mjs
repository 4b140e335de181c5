// The system tools the test commands and the benchmark drive, which command needs which, and the one line that names
// a missing tool with its install command. Pure rules over probe results: scripts/check-tools.mjs does the probing.
// The README's Set-up section gives the same install commands (tests/unit/tooling/tools.test.ts keeps them in step).

/**
 * Every system tool, in the order a report lists them: its name, what needs it, and the Debian command that
 * installs it (`.ci/run` installs the same packages on CI).
 * @type {Record<string, { name: string, neededBy: string, install: string, alternative?: string }>}
 */
export const TOOLS = {
  chromium: {
    name: 'Chromium',
    neededBy: 'the browser tests and the benchmark',
    install: 'sudo apt-get install chromium',
    alternative: 'or set CHROMIUM_PATH to a Chromium binary',
  },
  icecast2: { name: 'Icecast (icecast2)', neededBy: 'the radio browser tests', install: 'sudo apt-get install icecast2' },
  ezstream: { name: 'ezstream', neededBy: 'the radio browser tests', install: 'sudo apt-get install ezstream' },
  sox: {
    name: 'SoX with MP3 support',
    neededBy: 'the radio browser tests',
    install: 'sudo apt-get install sox libsox-fmt-mp3',
  },
  java: {
    name: 'Java',
    neededBy: 'the HTML validity check (Nu Html Checker)',
    install: 'sudo apt-get install default-jre-headless',
  },
};

// The tools each npm script drives. `test` runs test:build and test:e2e, so it needs what both need.
const NEEDS = {
  'test:build': ['java'],
  'test:e2e': ['chromium', 'icecast2', 'ezstream', 'sox'],
  bench: ['chromium'],
};

/** The npm scripts that check their tools before they start. */
export const CHECKED_SCRIPTS = ['test', ...Object.keys(NEEDS)];

/**
 * The tools an npm script needs, in TOOLS order.
 * @param {string} script e.g. 'test:e2e'
 * @returns {string[]} keys of TOOLS
 */
export function toolsFor(script) {
  const needed = script === 'test' ? [...NEEDS['test:build'], ...NEEDS['test:e2e']] : NEEDS[script];
  if (!needed) {
    throw new Error(`check-tools: unknown script "${script}"; expected one of ${CHECKED_SCRIPTS.join(', ')}`);
  }
  return Object.keys(TOOLS).filter((tool) => needed.includes(tool));
}

/**
 * Whether SoX can handle MP3, from the output of `sox -h` (the format list comes from libsox-fmt-mp3).
 * @param {string} helpText
 */
export function soxHasMp3(helpText) {
  const formats = helpText.split('\n').find((line) => line.startsWith('AUDIO FILE FORMATS:'));
  return formats !== undefined && formats.split(/\s+/).includes('mp3');
}

/**
 * Why Chromium was not found, for the report: a variable that names a missing file is named with it.
 * @param {{ path: string, source: string, found: boolean }} location from locateChromium
 * @returns {string | undefined}
 */
export function chromiumNote(location) {
  if (location.found) return undefined;
  if (location.source === 'none') return `not at ${location.path}, and no Chromium installed by Playwright`;
  return `${location.source}=${location.path} is not an executable file`;
}

/**
 * The line that names a missing tool and how to install it.
 * @param {string} tool a key of TOOLS
 * @param {string} [note] why it counts as missing, when that is not obvious
 */
export function missingToolLine(tool, note) {
  const { name, neededBy, install, alternative } = TOOLS[tool];
  const why = note ? ` (${note})` : '';
  const other = alternative ? `, ${alternative}` : '';
  return `Missing ${name}${why}, needed by ${neededBy}. Install it with: ${install}${other}`;
}

/**
 * One line per needed tool that the probes did not find, in TOOLS order; empty when all are there.
 * @param {string[]} needed keys of TOOLS
 * @param {Record<string, { ok: boolean, note?: string | undefined }>} results the probe result of each needed tool
 * @returns {string[]}
 */
export function missingToolLines(needed, results) {
  return needed.filter((tool) => !results[tool]?.ok).map((tool) => missingToolLine(tool, results[tool]?.note));
}
