import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/**
 * What the engines need from the machine, started once before the engine tests and stopped after them (only what
 * this set-up started):
 * - an X display for WebKitGTK's MiniBrowser, which has no headless mode: Xvfb, on a display number it picks itself
 *   (-displayfd), given to the workers as ENGINES_DISPLAY. A display named in ENGINES_DISPLAY already is used instead.
 * - a sound output for Firefox, which plays nothing without one (its media element fails with OnMediaSinkAudioError):
 *   a PulseAudio server with a null sink, unless one already runs for this user.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started: ChildProcess[] = [];
  try {
    if (!process.env.ENGINES_DISPLAY) {
      const { xvfb, display } = await startXvfb();
      started.push(xvfb);
      process.env.ENGINES_DISPLAY = display;
    }
    if (!soundServerRuns()) started.push(await startNullSink());
  } catch (error) {
    await stopAll(started);
    throw error;
  }
  return () => stopAll(started);
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

/** Whether a PulseAudio server runs for this user: `pulseaudio --check` exits 0 then. */
function soundServerRuns(): boolean {
  return spawnSync('pulseaudio', ['--check']).status === 0;
}

/**
 * A PulseAudio server whose only output is a null sink, in the foreground as this set-up's child (so that it is
 * stopped by its own process id), never exiting while idle.
 */
async function startNullSink(): Promise<ChildProcess> {
  const pulse = spawn(
    'pulseaudio',
    [
      '--daemonize=no',
      '--exit-idle-time=-1',
      '-n',
      '--load=module-null-sink sink_name=null',
      '--load=module-native-protocol-unix',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  pulse.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2000)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!soundServerRuns()) {
    if (pulse.exitCode !== null || Date.now() > deadline) {
      await stopAll([pulse]);
      throw new Error(`PulseAudio did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pulse;
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
