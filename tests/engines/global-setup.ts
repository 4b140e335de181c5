import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What the engines need from the machine, started once before the engine tests and stopped after them (only what
 * this set-up started):
 * - an X display for WebKitGTK's MiniBrowser, which has no headless mode: Xvfb, on a display number it picks itself
 *   (-displayfd), given to the workers as ENGINES_DISPLAY. A display named in ENGINES_DISPLAY already is used instead.
 * - a sound output for Firefox, which plays nothing without one (its media element fails with OnMediaSinkAudioError):
 *   a PulseAudio server of this run's own with a null sink, kept running at a speaker's latency (startNullSink).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started: ChildProcess[] = [];
  /** The sound server's runtime folder. */
  let sound = '';
  try {
    if (!process.env.ENGINES_DISPLAY) {
      const { xvfb, display } = await startXvfb();
      started.push(xvfb);
      process.env.ENGINES_DISPLAY = display;
    }
    sound = await startNullSink(started);
  } catch (error) {
    await stopAll(started);
    throw error;
  }
  return async () => {
    await stopAll(started);
    rmSync(sound, { recursive: true, force: true });
  };
}

/** The screen's size: wider and taller than any window the tests ask for. */
const SCREEN = '1920x1080x24';
const START_TIMEOUT_MS = 10_000;

async function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  // Xvfb writes the display number it took to file descriptor 3 once it accepts connections.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let log = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2000)));
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    const timer = setTimeout(
      () => reject(new Error(`Xvfb gave no display within ${START_TIMEOUT_MS} ms:\n${log}`)),
      START_TIMEOUT_MS,
    );
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (!written.includes('\n')) return;
      clearTimeout(timer);
      resolve(`:${written.trim()}`);
    });
    xvfb.once('error', (error) => reject(new Error(`Xvfb could not start: ${error.message}`)));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped at start (exit code ${code}):\n${log}`)));
  }).catch(async (error: unknown) => {
    await stopAll([xvfb]);
    throw error;
  });
  return { xvfb, display };
}

/** Whether the PulseAudio server of the runtime folder in `env` runs: `pulseaudio --check` exits 0 then. */
function soundServerRuns(env: NodeJS.ProcessEnv): boolean {
  return spawnSync('pulseaudio', ['--check'], { env }).status === 0;
}

/** The silence kept playing into the null sink asks for this latency (ms), as a speaker's output would run. */
const KEPT_RUNNING_LATENCY_MS = 50;

/**
 * A PulseAudio server whose only output is a null sink, in the foreground as this set-up's child (so that it is
 * stopped by its own process id), never exiting while idle, in a runtime folder of its own: the workers and the
 * browsers they start reach it through PULSE_RUNTIME_PATH and PULSE_SERVER, and another run on the machine (which may
 * stop its own server at any moment) neither uses it nor is used by it.
 *
 * Idle, a null sink runs with its longest latency (2 s): a new stream got its first 125 ms taken at once and then
 * nothing asked for 0.3–1.8 s, so Firefox's clock stood still at 0.125 s after Play in about half the starts (issue 45,
 * docs/radio.md, "Firefox: a stall at the start"). A speaker's output starts a new stream at once; so does the null
 * sink while a stream of silence plays into it at a low latency (pacat, of pulseaudio-utils, which PulseAudio depends on).
 */
async function startNullSink(started: ChildProcess[]): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'engines-sound-'));
  const env = { ...process.env, PULSE_RUNTIME_PATH: folder, PULSE_SERVER: `unix:${path.join(folder, 'native')}` };
  const pulse = spawn(
    'pulseaudio',
    [
      '--daemonize=no',
      '--exit-idle-time=-1',
      '-n',
      '--load=module-null-sink sink_name=null',
      '--load=module-native-protocol-unix',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env },
  );
  started.push(pulse);
  let log = '';
  pulse.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2000)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!soundServerRuns(env)) {
    if (pulse.exitCode !== null || Date.now() > deadline) {
      rmSync(folder, { recursive: true, force: true });
      throw new Error(`PulseAudio did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const silence = spawn(
    'pacat',
    ['--playback', `--latency-msec=${KEPT_RUNNING_LATENCY_MS}`, '--format=s16le', '--channels=1', '/dev/zero'],
    { stdio: 'ignore', env },
  );
  await once(silence, 'spawn');
  started.push(silence);
  Object.assign(process.env, { PULSE_RUNTIME_PATH: env.PULSE_RUNTIME_PATH, PULSE_SERVER: env.PULSE_SERVER });
  return folder;
}

/** Stops the given children, last started first, and waits for each to exit. */
async function stopAll(children: ChildProcess[]): Promise<void> {
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
