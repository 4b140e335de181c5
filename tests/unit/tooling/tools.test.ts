import { readFileSync } from 'node:fs';
import {
  CHECKED_SCRIPTS,
  chromiumNote,
  engineNote,
  installPlan,
  missingToolLine,
  missingToolLines,
  packagesFor,
  preferredFor,
  soxHasMp3,
  TOOLS,
  toolsFor,
  withoutPreferredLine,
} from '../../../scripts/lib/tools.mjs';

const toolsPage = readFileSync(new URL('../../../docs/tools.md', import.meta.url), 'utf8');
const scripts = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

// The first lines of `sox -h` (SoX v14.4.2) around the format list, with and without libsox-fmt-mp3.
const soxHelp = (formats: string) =>
  [
    'SoX v14.4.2',
    '',
    'Usage summary: [gopts] [[fopts] infile]... [fopts] outfile [effect [effopts]]...',
    `AUDIO FILE FORMATS: 8svx aif aifc aiff al amb au flac ${formats} nist ogg raw wav`,
    'PLAYLIST FORMATS: m3u pls',
    'AUDIO DEVICE DRIVERS: alsa',
  ].join('\n');

describe('which tools a command needs', () => {
  it('needs Java for the build checks and nothing else', () => {
    expect(toolsFor('test:build')).toEqual(['java']);
  });

  it('needs Chromium, Icecast, ezstream, SoX and Poppler’s PDF tools for the browser tests', () => {
    expect(toolsFor('test:e2e')).toEqual(['chromium', 'icecast2', 'ezstream', 'sox', 'poppler']);
  });

  it('needs both engines, a display, a sound server and the radio tools for the engine browser tests', () => {
    expect(toolsFor('test:engines')).toEqual([
      'icecast2',
      'ezstream',
      'sox',
      'firefox',
      'webkit',
      'xvfb',
      'pulseaudio',
    ]);
  });

  it('needs only Chromium for the benchmark', () => {
    expect(toolsFor('bench')).toEqual(['chromium']);
  });

  it('needs every tool for npm test, which runs the build checks and both browser suites', () => {
    expect(toolsFor('test')).toEqual(Object.keys(TOOLS));
  });

  it('refuses a script it does not know, naming the ones it does', () => {
    expect(() => toolsFor('test:unit')).toThrow('unknown script "test:unit"; expected one of test, test:build');
  });
});

describe('the line that names a missing tool', () => {
  it('names the tool, what needs it and the install command', () => {
    expect(missingToolLine('ezstream')).toBe(
      'Missing ezstream, needed by the radio browser tests. Install it with: sudo apt-get install ezstream',
    );
  });

  it('says why when the reason is not obvious, and offers CHROMIUM_PATH for Chromium', () => {
    expect(missingToolLine('chromium', 'CHROMIUM_PATH=/opt/none is not an executable file')).toBe(
      'Missing Chromium (CHROMIUM_PATH=/opt/none is not an executable file), needed by the browser tests and the ' +
        'benchmark. Install it with: sudo apt-get install chromium, or set CHROMIUM_PATH to a Chromium binary',
    );
  });

  it('gives one line per missing tool, in a fixed order, and none when all are there', () => {
    const needed = toolsFor('test');
    const allThere = Object.fromEntries(needed.map((tool) => [tool, { ok: true }]));
    expect(missingToolLines(needed, allThere)).toEqual([]);
    const lines = missingToolLines(needed, {
      ...allThere,
      java: { ok: false },
      sox: { ok: false, note: 'sox is installed without MP3 support' },
    });
    expect(lines).toEqual([
      'Missing SoX with MP3 support (sox is installed without MP3 support), needed by the radio browser tests. ' +
        'Install it with: sudo apt-get install sox libsox-fmt-mp3',
      'Missing Java, needed by the HTML validity check (Nu Html Checker). ' +
        'Install it with: sudo apt-get install default-jre-headless',
    ]);
  });

  it('says why Chromium is missing: the variable that names a missing file, or where it looked', () => {
    expect(chromiumNote({ path: '/opt/none', source: 'CHROME_PATH', found: false })).toBe(
      'CHROME_PATH=/opt/none is not an executable file',
    );
    expect(chromiumNote({ path: '/usr/bin/chromium', source: 'none', found: false })).toBe(
      'not at /usr/bin/chromium, and no Chromium installed by Playwright',
    );
    expect(chromiumNote({ path: '/usr/bin/chromium', source: 'system', found: true })).toBeUndefined();
  });

  it('says why an engine is missing: the variable that names a missing file, or where it looked', () => {
    expect(engineNote({ path: '/opt/none', variable: 'FIREFOX_PATH' }, false)).toBe(
      'FIREFOX_PATH=/opt/none is not an executable file',
    );
    expect(engineNote({ path: '/usr/bin/WebKitWebDriver', variable: null }, false)).toBe(
      'not at /usr/bin/WebKitWebDriver',
    );
    expect(engineNote({ path: '/usr/bin/firefox-esr', variable: null }, true)).toBeUndefined();
  });

  it('counts a tool nobody probed as missing rather than passing it', () => {
    expect(missingToolLines(['java'], {})).toHaveLength(1);
  });

  it('is on a single line for every tool', () => {
    for (const tool of Object.keys(TOOLS)) expect(missingToolLine(tool, 'a reason')).not.toContain('\n');
  });
});

describe('SoX with MP3', () => {
  it('is there when mp3 is among the audio file formats', () => {
    expect(soxHasMp3(soxHelp('mp2 mp3'))).toBe(true);
  });

  it('is not there without libsox-fmt-mp3, even though mp2 is', () => {
    expect(soxHasMp3(soxHelp('mp2'))).toBe(false);
  });

  it('is not there when SoX printed nothing', () => {
    expect(soxHasMp3('')).toBe(false);
  });
});

describe('what a developer reads', () => {
  it('finds every install command a message gives as a command of docs/tools.md', () => {
    // The commands of its shell blocks, a line continued with a backslash joined to the next, comments left out.
    const commands = [...toolsPage.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap(([, block]) =>
      (block ?? '')
        .replace(/\s*\\\n\s*/g, ' ')
        .split('\n')
        .map((line) => line.replace(/\s+#.*$/, '').trim()),
    );
    const absent = Object.values(TOOLS)
      .map(({ install }) => install)
      .filter((install) => !commands.includes(install));
    expect(absent).toEqual([]);
  });

  it('has each checked npm script check its tools before anything else', () => {
    for (const script of CHECKED_SCRIPTS) {
      expect(scripts[script]).toMatch(new RegExp(`^node scripts/check-tools\\.mjs ${script} && `));
    }
  });
});

describe('installing what is missing', () => {
  const machine = { aptGet: true, root: false, sudo: true, wanted: true };

  it('installs the packages of the missing tools once each, in TOOLS order, then the preferred ones', () => {
    expect(packagesFor(['sox', 'chromium'])).toEqual(['chromium', 'sox', 'libsox-fmt-mp3']);
    expect(packagesFor(['chromium'], ['headlessShell'])).toEqual(['chromium', 'chromium-headless-shell']);
    expect(packagesFor([], ['headlessShell'])).toEqual(['chromium-headless-shell']);
    expect(packagesFor([])).toEqual([]);
  });

  it('asks for exactly the packages the missing tools’ lines name', () => {
    for (const [tool, { install }] of Object.entries(TOOLS)) {
      expect(packagesFor([tool])).toEqual(install.replace('sudo apt-get install ', '').split(' '));
    }
  });

  it('wants the headless shell for the browser tests, whether or not Chromium is there, and not for the benchmark', () => {
    expect(preferredFor('test')).toEqual(['headlessShell']);
    expect(preferredFor('test:e2e')).toEqual(['headlessShell']);
    expect(preferredFor('bench')).toEqual([]);
    expect(preferredFor('test:engines')).toEqual([]);
  });

  it('says which browser the tests run in without the headless shell, and how to install it', () => {
    expect(withoutPreferredLine('headlessShell')).toBe(
      'Chromium’s headless shell is not installed, so the browser tests run in the full Chromium, which opens their ' +
        'pages about three times slower. Install it with: sudo apt-get install chromium-headless-shell',
    );
  });

  it('updates the lists once, then installs without recommended packages, through sudo that asks no password', () => {
    expect(installPlan(['ezstream', 'xvfb'], machine)).toEqual({
      commands: [
        ['sudo', '-n', 'apt-get', 'update', '-qq'],
        ['sudo', '-n', 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'ezstream', 'xvfb'],
      ],
      reason: 'with sudo',
    });
  });

  it('runs apt-get itself as root', () => {
    const plan = installPlan(['ezstream'], { ...machine, root: true, sudo: false });
    expect(plan.commands.map((command) => command[0])).toEqual(['apt-get', 'apt-get']);
    expect(plan.reason).toBe('as root');
  });

  it('installs nothing, saying why, without root or password-less sudo, without apt-get, when told not to, or with nothing missing', () => {
    expect(installPlan(['ezstream'], { ...machine, sudo: false })).toEqual({
      commands: [],
      reason: 'not root, and sudo asks for a password',
    });
    expect(installPlan(['ezstream'], { ...machine, aptGet: false })).toEqual({
      commands: [],
      reason: 'this machine has no apt-get',
    });
    expect(installPlan(['ezstream'], { ...machine, root: true, wanted: false })).toEqual({
      commands: [],
      reason: 'CHECK_TOOLS_INSTALL=0',
    });
    expect(installPlan([], { ...machine, root: true })).toEqual({ commands: [], reason: 'nothing is missing' });
  });
});
