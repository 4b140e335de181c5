import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs scripts/check-tools.mjs as npm does, on a machine made of stand-ins: PATH is one temporary folder holding
 * small shell scripts named like the tools (SoX's prints its format list), and CHROMIUM_PATH names a stand-in
 * browser. Each test leaves one tool out, so the outcome never depends on what this machine has installed, and
 * nothing is uninstalled.
 */
const script = path.resolve(import.meta.dirname, '../../../scripts/check-tools.mjs');
const root = mkdtempSync(path.join(tmpdir(), 'check-tools-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const soxFormats = (formats: string) =>
  `#!/bin/sh\necho 'SoX v14.4.2'\necho 'AUDIO FILE FORMATS: aiff au flac ${formats} ogg wav'\necho 'PLAYLIST FORMATS: m3u pls'\n`;
const ALL_TOOLS: Record<string, string> = {
  icecast2: '#!/bin/sh\nexit 0\n',
  ezstream: '#!/bin/sh\nexit 0\n',
  sox: soxFormats('mp2 mp3'),
  pdftotext: '#!/bin/sh\nexit 0\n',
  pdftoppm: '#!/bin/sh\nexit 0\n',
  pdfimages: '#!/bin/sh\nexit 0\n',
  java: '#!/bin/sh\nexit 0\n',
  Xvfb: '#!/bin/sh\nexit 0\n',
  pulseaudio: '#!/bin/sh\nexit 0\n',
};
/** The engine binaries the engine tests find through variables (scripts/lib/engines.mjs), as stand-ins too. */
const ENGINE_VARIABLES = ['FIREFOX_PATH', 'WEBKIT_DRIVER_PATH', 'MINIBROWSER_PATH'];

let machines = 0;
/** A folder of stand-in tools (all of them, changed by `tools`), and a stand-in Chromium and engines beside it. */
function machine(tools: Record<string, string | null> = {}): {
  bin: string;
  chromium: string;
  engines: Record<string, string>;
} {
  const dir = path.join(root, String(machines++));
  const bin = path.join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  for (const [name, body] of Object.entries({ ...ALL_TOOLS, ...tools })) {
    if (body === null) continue;
    writeFileSync(path.join(bin, name), body);
    chmodSync(path.join(bin, name), 0o755);
  }
  const chromium = path.join(dir, 'chromium');
  writeFileSync(chromium, '#!/bin/sh\nexit 0\n');
  chmodSync(chromium, 0o755);
  const engines: Record<string, string> = {};
  for (const variable of ENGINE_VARIABLES) {
    engines[variable] = path.join(dir, variable.toLowerCase());
    writeFileSync(engines[variable], '#!/bin/sh\nexit 0\n');
    chmodSync(engines[variable], 0o755);
  }
  return { bin, chromium, engines };
}

/** Runs the check for an npm script with only the given environment, as a developer's shell would. */
function check(scriptName: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [script, scriptName], { env, encoding: 'utf8', timeout: 10_000 });
  return { status: result.status, stdout: result.stdout, lines: result.stderr.split('\n').filter(Boolean) };
}

describe('the tool check before npm test', () => {
  it('passes silently when every tool is there', () => {
    const { bin, chromium, engines } = machine();
    expect(check('test', { PATH: bin, CHROMIUM_PATH: chromium, ...engines })).toEqual({
      status: 0,
      stdout: '',
      lines: [],
    });
  });

  it('stops with one line naming ezstream and its install command when ezstream is not on PATH', () => {
    const { bin, chromium, engines } = machine({ ezstream: null });
    expect(check('test', { PATH: bin, CHROMIUM_PATH: chromium, ...engines })).toEqual({
      status: 1,
      stdout: '',
      lines: ['Missing ezstream, needed by the radio browser tests. Install it with: sudo apt-get install ezstream'],
    });
  });

  it('stops with one line naming CHROMIUM_PATH when it points at a missing file', () => {
    const { bin } = machine();
    const gone = path.join(root, 'no-such-chromium');
    const result = check('test:e2e', { PATH: bin, CHROMIUM_PATH: gone });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      `Missing Chromium (CHROMIUM_PATH=${gone} is not an executable file), needed by the browser tests and the ` +
        'benchmark. Install it with: sudo apt-get install chromium, or set CHROMIUM_PATH to a Chromium binary',
    ]);
  });

  it('stops when SoX is there but cannot handle MP3', () => {
    const { bin, chromium } = machine({ sox: soxFormats('mp2') });
    const result = check('test:e2e', { PATH: bin, CHROMIUM_PATH: chromium });
    expect(result.status).toBe(1);
    expect(result.lines).toEqual([
      'Missing SoX with MP3 support (sox is installed without MP3 support), needed by the radio browser tests. ' +
        'Install it with: sudo apt-get install sox libsox-fmt-mp3',
    ]);
  });

  it('stops naming poppler-utils when one of the PDF tools the print tests read with is missing', () => {
    const { bin, chromium } = machine({ pdfimages: null });
    expect(check('test:e2e', { PATH: bin, CHROMIUM_PATH: chromium })).toEqual({
      status: 1,
      stdout: '',
      lines: [
        'Missing Poppler’s PDF tools (pdftotext, pdftoppm, pdfimages), needed by the print browser tests, which read the ' +
          'printed PDF. Install it with: sudo apt-get install poppler-utils',
      ],
    });
  });

  it('asks the build checks only for Java', () => {
    const { bin } = machine({ ezstream: null, icecast2: null, sox: null });
    const env = { PATH: bin, CHROMIUM_PATH: path.join(root, 'no-such-chromium') };
    expect(check('test:build', env).status).toBe(0);
    const { bin: noJava } = machine({ java: null });
    expect(check('test:build', { ...env, PATH: noJava })).toMatchObject({
      status: 1,
      lines: [
        'Missing Java, needed by the HTML validity check (Nu Html Checker). ' +
          'Install it with: sudo apt-get install default-jre-headless',
      ],
    });
  });

  it('names every missing tool, one line each, when several are missing', () => {
    const { bin, engines } = machine({ icecast2: null, java: null, pulseaudio: null });
    const result = check('test', { PATH: bin, CHROMIUM_PATH: path.join(root, 'no-such-chromium'), ...engines });
    expect(result.status).toBe(1);
    expect(result.lines.map((line) => line.split(',')[0])).toEqual([
      'Missing Chromium (CHROMIUM_PATH=' + path.join(root, 'no-such-chromium') + ' is not an executable file)',
      'Missing Icecast (icecast2)',
      'Missing Java',
      'Missing PulseAudio',
    ]);
  });
});

describe('the tool check before the engine browser tests', () => {
  it('passes silently with both engines, Xvfb, PulseAudio and the radio tools, and asks nothing of Chromium or Java', () => {
    const { bin, engines } = machine({ java: null });
    expect(
      check('test:engines', { PATH: bin, CHROMIUM_PATH: path.join(root, 'no-such-chromium'), ...engines }),
    ).toEqual({ status: 0, stdout: '', lines: [] });
  });

  it('names the variable that points Firefox at a missing file', () => {
    const { bin, engines } = machine();
    const gone = path.join(root, 'no-such-firefox');
    expect(check('test:engines', { PATH: bin, ...engines, FIREFOX_PATH: gone }).lines).toEqual([
      `Missing Firefox ESR (FIREFOX_PATH=${gone} is not an executable file), needed by the engine browser tests. ` +
        'Install it with: sudo apt-get install firefox-esr, or set FIREFOX_PATH to a Firefox binary',
    ]);
  });

  it('counts WebKitGTK missing when its MiniBrowser is, though its driver is there', () => {
    const { bin, engines } = machine();
    const gone = path.join(root, 'no-such-minibrowser');
    expect(check('test:engines', { PATH: bin, ...engines, MINIBROWSER_PATH: gone })).toMatchObject({
      status: 1,
      lines: [
        expect.stringMatching(
          /^Missing WebKitGTK’s WebKitWebDriver and MiniBrowser \(MINIBROWSER_PATH=.* apt-get install webkit2gtk-driver .*, or set WEBKIT_DRIVER_PATH and MINIBROWSER_PATH$/,
        ),
      ],
    });
  });

  it('needs no Xvfb when ENGINES_DISPLAY names a display to use, and names it otherwise', () => {
    const { bin, engines } = machine({ Xvfb: null });
    expect(check('test:engines', { PATH: bin, ...engines, ENGINES_DISPLAY: ':7' }).status).toBe(0);
    expect(check('test:engines', { PATH: bin, ...engines }).lines).toEqual([
      'Missing Xvfb, needed by the engine browser tests (a display for WebKitGTK). Install it with: sudo apt-get install xvfb',
    ]);
  });
});
