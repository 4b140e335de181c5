import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadDemoFrames } from '../../src/server/stream-origin.mjs';
import { RADIO } from '../../src/site.config';

/**
 * A real radio origin on loopback for the browser tests: Debian's icecast2, fed by ezstream with a short tone that
 * SoX generates and ezstream loops, and the site's own preview server (scripts/serve.mjs) proxying /api/stream to
 * it as the host's rewrite does. The origin can be stopped and started again to test the player's reconnection.
 * Ports stay in 8100–8199, or the hundred from RADIO_TEST_PORT_BASE, so that two runs side by side never collide.
 */

export const ICECAST_PORT_BASE = Number(process.env.RADIO_TEST_PORT_BASE ?? 8100);
/** The title the tone carries in its tags; ezstream sends it to Icecast, which reports it in status-json.xsl. */
export const TONE_TITLE = 'Garden Test Tone';
const SOURCE_PASSWORD = 'radio-e2e-source';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `check` returns true, polling; rejects with `what` after the timeout, or at once when `dead()` says
 * the process that should make it true has exited (its output then goes into the message).
 */
async function waitFor(what: string, check: () => Promise<boolean>, dead: () => string | null = () => null, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    const died = dead();
    if (died !== null) throw new Error(`Gave up waiting for ${what}: ${died}`);
    await sleep(100);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A GET that gives up after two seconds, so that one unanswered poll cannot outlast a wait's deadline. */
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, signal: AbortSignal.timeout(2000) });

function stopProcess(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Every child this worker started, ended if the worker exits before its teardown. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcess;
  /** Everything the process wrote so far. */
  output(): string;
  /** Its exit, with its output, once it has exited; null while it runs. */
  exited(): string | null;
}

function startProcess(command: string, args: string[], logFile: string, env?: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.on('exit', () => {
    children.delete(child);
    writeFileSync(logFile, log.join(''));
  });
  children.add(child);
  const output = () => log.join('').trim();
  return {
    child,
    output,
    exited: () => (child.exitCode === null && child.signalCode === null ? null : `${command} exited (${child.exitCode ?? child.signalCode}): ${output() || 'no output'}`),
  };
}

/**
 * Removes the encoder's info frame (LAME's "Info"/"Xing" header, which states the file's length) from an MP3 file,
 * keeping its ID3 tag, which carries the title. ezstream sends the file as it is, loop after loop, so a listener who
 * joins a source that has just come back on air would otherwise be told the stream lasts ten seconds, which a real
 * station's encoder never says.
 */
function withoutEncoderInfoFrame(file: string): void {
  const data = readFileSync(file);
  const tagLength = data.subarray(0, 3).toString('latin1') === 'ID3' ? 10 + (((data[6]! & 0x7f) << 21) | ((data[7]! & 0x7f) << 14) | ((data[8]! & 0x7f) << 7) | (data[9]! & 0x7f)) : 0;
  const { frames } = loadDemoFrames(file);
  writeFileSync(file, Buffer.concat([data.subarray(0, tagLength), ...frames]));
}

export interface RadioOrigin {
  /** The Icecast mount the proxy relays, e.g. http://127.0.0.1:8100/live. */
  mountUrl: string;
  /** Icecast's status page (now-playing data). */
  statusUrl: string;
  /** Starts Icecast and the source and resolves once the mount is on air. */
  start(): Promise<void>;
  /** Stops the source and Icecast (the origin goes down). */
  stop(): Promise<void>;
  /** Starts the origin unless its mount is already on air. */
  ensureOnAir(): Promise<void>;
  /** Stops everything and removes the temporary files. */
  dispose(): Promise<void>;
}

/**
 * Sets up (but does not start) an Icecast origin on `port` streaming at `bitrateKbps`, in a fresh temporary folder.
 * With `saver`, the same Icecast also carries the data saver's mount, fed by a second source at its lower bitrate.
 */
export function createRadioOrigin(port: number, bitrateKbps: number = RADIO.bitrateKbps, saver: { mount: string; bitrateKbps: number } | null = null): RadioOrigin {
  const dir = mkdtempSync(path.join(tmpdir(), 'plant-radio-'));
  const logDir = path.join(dir, 'log');
  mkdirSync(logDir);
  // Icecast refuses to run as root; as root it switches to `nobody`, who must be able to write its logs.
  chmodSync(dir, 0o755);
  chmodSync(logDir, 0o777);
  const asRoot = process.getuid?.() === 0;

  // At the station's bitrate: how soon a listener hears a source that has just come back on air depends on it, since a
  // fresh source has little audio queued for a new listener and sends the rest only at its bitrate.
  const makeTone = (name: string, kbps: number) => {
    const file = path.join(dir, name);
    const sox = spawnSync('sox', ['-n', '-r', '44100', '-c', '1', '-C', String(kbps), '--comment', `Title=${TONE_TITLE}`, file, 'synth', '10', 'sine', '440', 'gain', '-12']);
    if (sox.status !== 0) throw new Error(`sox could not make the test tone: ${sox.stderr?.toString() ?? sox.error}`);
    withoutEncoderInfoFrame(file);
    chmodSync(file, 0o644);
    return file;
  };
  const tone = makeTone('tone.mp3', bitrateKbps);

  const icecastConfig = path.join(dir, 'icecast.xml');
  writeFileSync(
    icecastConfig,
    `<icecast>
  <location>loopback test</location>
  <admin>radio-e2e@localhost</admin>
  <hostname>127.0.0.1</hostname>
  <limits>
    <clients>50</clients>
    <sources>2</sources>
    <source-timeout>10</source-timeout>
    <!-- burst-on-connect and burst-size are left at Icecast's defaults (on, 65,535 bytes: about 4 s at 128 kbit/s),
         as on hosted servers whose operators cannot change them: the player must start fast without a large burst. -->
  </limits>
  <authentication>
    <source-password>${SOURCE_PASSWORD}</source-password>
    <relay-password>${SOURCE_PASSWORD}-relay</relay-password>
    <admin-user>admin</admin-user>
    <admin-password>${SOURCE_PASSWORD}-admin</admin-password>
  </authentication>
  <listen-socket>
    <port>${port}</port>
    <bind-address>127.0.0.1</bind-address>
  </listen-socket>
  <fileserve>1</fileserve>
  <paths>
    <basedir>/usr/share/icecast2</basedir>
    <logdir>${escapeXml(logDir)}</logdir>
    <webroot>/usr/share/icecast2/web</webroot>
    <adminroot>/usr/share/icecast2/admin</adminroot>
  </paths>
  <logging>
    <accesslog>access.log</accesslog>
    <errorlog>error.log</errorlog>
    <loglevel>2</loglevel>
  </logging>
  <security>
    <chroot>0</chroot>
    ${asRoot ? '<changeowner><user>nobody</user><group>nogroup</group></changeowner>' : ''}
  </security>
</icecast>
`,
  );
  chmodSync(icecastConfig, 0o644);

  const sourceConfig = (name: string, mount: string, file: string) => {
    const config = path.join(dir, name);
    writeFileSync(
      config,
      `<ezstream>
  <servers>
    <server>
      <hostname>127.0.0.1</hostname>
      <port>${port}</port>
      <password>${SOURCE_PASSWORD}</password>
      <reconnect_attempts>3</reconnect_attempts>
    </server>
  </servers>
  <streams>
    <stream>
      <mountpoint>${mount}</mountpoint>
      <format>MP3</format>
      <stream_name>${escapeXml(RADIO.stationName)} (test)</stream_name>
    </stream>
  </streams>
  <intakes>
    <intake>
      <type>file</type>
      <filename>${escapeXml(file)}</filename>
      <stream_once>No</stream_once>
    </intake>
  </intakes>
</ezstream>
`,
      { mode: 0o600 },
    );
    return config;
  };
  const sources: { mount: string; config: string }[] = [{ mount: RADIO.mount, config: sourceConfig('ezstream.xml', RADIO.mount, tone) }];
  if (saver) sources.push({ mount: saver.mount, config: sourceConfig('ezstream-saver.xml', saver.mount, makeTone('tone-saver.mp3', saver.bitrateKbps)) });

  const base = `http://127.0.0.1:${port}`;
  const statusUrl = `${base}/status-json.xsl`;
  const mountUrl = `${base}${RADIO.mount}`;
  let icecast: Started | null = null;
  let ezstreams: Started[] = [];

  /**
   * Icecast 2.4.4 crashed here (SIGSEGV) a moment after it started, while status-json.xsl was polled as the source
   * connected: an intermittent failure of the test set-up. The start therefore asks the admin's list of mounts, raw XML
   * that runs no stylesheet, and leaves status-json.xsl to the tests.
   */
  const listMounts = () => get(`${base}/admin/listmounts`, { authorization: `Basic ${Buffer.from(`admin:${SOURCE_PASSWORD}-admin`).toString('base64')}` });
  const mountOnAir = async (mount: string) => {
    const response = await listMounts();
    return response.ok && (await response.text()).includes(`mount="${mount}"`);
  };
  const onAir = async () => {
    for (const { mount } of sources) if (!(await mountOnAir(mount))) return false;
    return true;
  };

  const stop = async () => {
    for (const source of ezstreams) await stopProcess(source.child);
    await stopProcess(icecast?.child ?? null);
    ezstreams = [];
    icecast = null;
  };

  /**
   * ezstream gives up at once, without retrying, when its first connection to Icecast fails (it prints "initial
   * server connection failed" and exits), and the mount then never comes on air. So a source that exits before its
   * mount is on air is started again, a few times, before the start is reported as failed with ezstream's words.
   */
  const startSource = async ({ mount, config }: { mount: string; config: string }) => {
    const failures: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const source = startProcess('ezstream', ['-c', config], path.join(dir, `${path.basename(config)}.out`));
      ezstreams.push(source);
      try {
        await waitFor(`the ${mount} mount on port ${port}`, () => mountOnAir(mount), () => {
          const died = [source.exited(), icecast?.exited()].filter(Boolean);
          return died.length > 0 ? died.join('; ') : null;
        });
        return;
      } catch (error) {
        if (icecast?.exited() || !source.exited()) throw error;
        failures.push(source.exited() ?? '');
      }
    }
    throw new Error(`ezstream could not put ${mount} on air on port ${port}:\n${failures.join('\n')}`);
  };

  return {
    mountUrl,
    statusUrl,
    async start() {
      await stop();
      // A server left over from another run would answer for ours and take our source's connection.
      if (await get(statusUrl).then(() => true, () => false)) {
        throw new Error(`Something already answers on port ${port} (an Icecast left over from another run?): stop it first.`);
      }
      icecast = startProcess('icecast2', ['-c', icecastConfig], path.join(dir, 'icecast.out'));
      const server = icecast;
      await waitFor(`Icecast on port ${port}`, async () => (await listMounts()).ok, () => server.exited());
      for (const source of sources) await startSource(source);
    },
    stop,
    async ensureOnAir() {
      if (!(await onAir().catch(() => false))) await this.start();
    },
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SiteServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the preview server (scripts/serve.mjs, the build in ASTRO_OUT_DIR) on `port` with the radio environment
 * given, and resolves once it answers.
 */
export async function startSiteServer(port: number, env: Record<string, string>): Promise<SiteServer> {
  const server = startProcess(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port)],
    path.join(tmpdir(), `plant-radio-serve-${port}.log`),
    { ...process.env, ...env },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(`the preview server on port ${port}`, async () => (await get(`${baseURL}/radio`)).ok, () => server.exited());
  return { baseURL, stop: () => stopProcess(server.child) };
}
