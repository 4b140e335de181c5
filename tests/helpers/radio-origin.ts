import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RADIO } from '@/config/radio';
import {
  get,
  startForwarder,
  startProcess,
  startSiteServer,
  stopProcess,
  waitFor,
  type Forwarder,
  type Started,
} from './radio-processes';
import { makeTone } from './radio-tone';

export { startSiteServer, type SiteServer } from './radio-processes';

/**
 * A real radio origin on loopback for the browser tests: Debian's icecast2, fed by ezstream with a short tone that
 * SoX generates and ezstream loops, and the site's own preview server (scripts/serve.mjs) proxying /api/stream to
 * it as the host's rewrite does. The origin can be stopped and started again to test the player's reconnection.
 * Ports stay in 8100–8199, or the hundred from RADIO_TEST_PORT_BASE, so that two runs side by side never collide.
 */

export const ICECAST_PORT_BASE = Number(process.env.RADIO_TEST_PORT_BASE ?? 8100);

/** The radio specs' worlds, each four ports of a worker's block: Icecast, its relay or preview server, spares. */
const PORTS_PER_WORLD = 4;
const WORLD_OFFSET = {
  radio: 0,
  relay: PORTS_PER_WORLD,
  saver: 2 * PORTS_PER_WORLD,
  popout: 3 * PORTS_PER_WORLD,
} as const;
const PORTS_PER_WORKER = Object.keys(WORLD_OFFSET).length * PORTS_PER_WORLD;
/** The browser tests' share of the hundred; the radio benchmarks use the rest, from +50. */
const TEST_PORTS = 50;

/**
 * The first port of one radio spec's world in the worker `parallelIndex`. Each worker has a block of its own, since a
 * worker keeps the worlds of the specs it ran alive side by side; three workers fit below the benchmarks' ports.
 */
export function radioTestPort(world: keyof typeof WORLD_OFFSET, parallelIndex: number): number {
  const port = ICECAST_PORT_BASE + parallelIndex * PORTS_PER_WORKER + WORLD_OFFSET[world];
  if (port + PORTS_PER_WORLD > ICECAST_PORT_BASE + TEST_PORTS) {
    throw new Error(`Radio test ports run out past ${Math.floor(TEST_PORTS / PORTS_PER_WORKER)} workers: use fewer.`);
  }
  return port;
}
export { TONE_TITLE } from './radio-tone';
const SOURCE_PASSWORD = 'radio-e2e-source';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

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
  /** Puts a new title on the station's mount, as a presenter's software does (Icecast's admin metadata update). */
  setTitle(title: string): Promise<void>;
  /** Stops everything and removes the temporary files. */
  dispose(): Promise<void>;
}

/**
 * Sets up (but does not start) an Icecast origin on `port` streaming at `bitrateKbps`, in a fresh temporary folder.
 * With `saver`, the same Icecast also carries the data saver's mount, fed by a second source at its lower bitrate.
 */
export function createRadioOrigin(
  port: number,
  bitrateKbps: number = RADIO.bitrateKbps,
  saver: { mount: string; bitrateKbps: number } | null = null,
  /** The port of another Icecast of these to relay (its mounts, with Icecast's own `<relay>`) instead of a source. */
  relayOf: number | null = null,
): RadioOrigin {
  const dir = mkdtempSync(path.join(tmpdir(), 'plant-radio-'));
  const logDir = path.join(dir, 'log');
  mkdirSync(logDir);
  // Icecast refuses to run as root; as root it switches to `nobody`, who must be able to write its logs.
  chmodSync(dir, 0o755);
  chmodSync(logDir, 0o777);
  const asRoot = process.getuid?.() === 0;

  const mounts = [RADIO.mount, ...(saver ? [saver.mount] : [])];
  // A relay asks its master for the in-stream titles too (relay-shoutcast-metadata) and passes them on to its listeners.
  const relays = mounts.map(
    (mount) => `<relay>
    <server>127.0.0.1</server>
    <port>${relayOf}</port>
    <mount>${mount}</mount>
    <local-mount>${mount}</local-mount>
    <on-demand>0</on-demand>
    <relay-shoutcast-metadata>1</relay-shoutcast-metadata>
  </relay>`,
  );

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
  ${relayOf === null ? '' : relays.join('\n  ')}
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
  // A relay's mounts come from its master: it has no source of its own.
  const sources: { mount: string; config: string }[] = [];
  if (relayOf === null)
    sources.push({
      mount: RADIO.mount,
      config: sourceConfig('ezstream.xml', RADIO.mount, makeTone(dir, 'tone.mp3', bitrateKbps)),
    });
  if (relayOf === null && saver)
    sources.push({
      mount: saver.mount,
      config: sourceConfig('ezstream-saver.xml', saver.mount, makeTone(dir, 'tone-saver.mp3', saver.bitrateKbps)),
    });

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
  const admin = (request: string) =>
    get(`${base}/admin/${request}`, {
      authorization: `Basic ${Buffer.from(`admin:${SOURCE_PASSWORD}-admin`).toString('base64')}`,
    });
  const listMounts = () => admin('listmounts');
  const mountOnAir = async (mount: string) => {
    const response = await listMounts();
    return response.ok && (await response.text()).includes(`mount="${mount}"`);
  };
  const onAir = async () => {
    for (const mount of mounts) if (!(await mountOnAir(mount))) return false;
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
        await waitFor(
          `the ${mount} mount on port ${port}`,
          () => mountOnAir(mount),
          () => {
            const died = [source.exited(), icecast?.exited()].filter(Boolean);
            return died.length > 0 ? died.join('; ') : null;
          },
        );
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
      if (
        await get(statusUrl).then(
          () => true,
          () => false,
        )
      ) {
        throw new Error(
          `Something already answers on port ${port} (an Icecast left over from another run?): stop it first.`,
        );
      }
      // Icecast 2.4.4 also crashes (SIGSEGV, no output) now and then, on a busy machine, before it first answers or as a
      // source connects: a crash of the binary, not of anything the tests ask of it, so only that is met by starting
      // the server and its sources again, up to three times.
      const startOnce = async () => {
        const server = (icecast = startProcess('icecast2', ['-c', icecastConfig], path.join(dir, 'icecast.out')));
        await waitFor(
          `Icecast on port ${port}`,
          async () => (await listMounts()).ok,
          () => server.exited(),
        );
        for (const source of sources) await startSource(source);
        if (relayOf !== null) await waitFor(`the relayed mounts on port ${port}`, onAir, () => server.exited());
      };
      for (let attempt = 1; ; attempt++) {
        try {
          await startOnce();
          return;
        } catch (error) {
          const crash = icecast?.exited();
          if (attempt === 3 || !crash?.includes('SIGSEGV')) throw error;
          console.warn(
            `[radio] Icecast on port ${port} crashed as it started (${crash}); starting it and its sources again`,
          );
          await stop();
        }
      }
    },
    stop,
    async setTitle(title) {
      const answer = await admin(`metadata?mount=${RADIO.mount}&mode=updinfo&song=${encodeURIComponent(title)}`);
      if (!answer.ok)
        throw new Error(`Icecast on port ${port} refused the title: ${answer.status} ${await answer.text()}`);
    },
    async ensureOnAir() {
      if (!(await onAir().catch(() => false))) await this.start();
    },
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A radio spec's world: a real Icecast on air and the preview server proxying to it as the host's rewrite does. */
export interface RadioWorld {
  origin: RadioOrigin;
  /** The preview server that proxies to this world's origin. */
  baseURL: string;
  /** A free port beside them for a server of a test's own; the next one is free too (without `streams`). */
  sparePort: number;
  /** With `countStreams`: the forwarder between the preview server and Icecast that counts the stream's connections. */
  streams: Forwarder | null;
  stop(): Promise<void>;
}

export interface RadioWorldOptions {
  /** The data saver's mount, when the world has one. */
  saver?: { mount: string; bitrateKbps: number } | null;
  /** The preview server's test flags (scripts/serve.mjs). */
  flags?: readonly string[];
  /**
   * Counts the stream's connections where the origin sees them (a forwarder on the first spare port; the status address
   * goes to Icecast directly): across windows, that is the only place that knows when a connection really closed.
   */
  countStreams?: boolean;
}

/**
 * Starts the world `world` of the worker `parallelIndex` (its ports: radioTestPort): Icecast at the station's bitrate,
 * on air, and the preview server relaying /api/stream and /api/status to it.
 */
export async function startRadioWorld(
  world: keyof typeof WORLD_OFFSET,
  parallelIndex: number,
  { saver = null, flags = [], countStreams = false }: RadioWorldOptions = {},
): Promise<RadioWorld> {
  const icecastPort = radioTestPort(world, parallelIndex);
  const origin = createRadioOrigin(icecastPort, RADIO.bitrateKbps, saver);
  await origin.start().catch(async (error: unknown) => {
    await origin.dispose();
    throw error;
  });
  const streams = countStreams ? await startForwarder(icecastPort + 2, icecastPort) : null;
  const streamOrigin = streams ? `http://127.0.0.1:${streams.port}${RADIO.mount}` : origin.mountUrl;
  const site = await startSiteServer(
    icecastPort + 1,
    { RADIO_ORIGIN: streamOrigin, RADIO_STATUS_URL: origin.statusUrl },
    flags,
  );
  return {
    origin,
    baseURL: site.baseURL,
    sparePort: icecastPort + (streams ? 3 : 2),
    streams,
    async stop() {
      await site.stop();
      await streams?.kill();
      await origin.dispose();
    },
  };
}

/**
 * The body of a radio spec's worker fixture: starts the world (startRadioWorld) for this worker, hands it to the
 * worker's tests, and stops it after the last one, even when one failed.
 */
export async function useRadioWorld(
  world: keyof typeof WORLD_OFFSET,
  parallelIndex: number,
  use: (started: RadioWorld) => Promise<void>,
  options: RadioWorldOptions = {},
): Promise<void> {
  const started = await startRadioWorld(world, parallelIndex, options);
  try {
    await use(started);
  } finally {
    await started.stop();
  }
}

/**
 * The relays' world (ports base+30 to base+49): the station's Icecast, fed with both mounts, and a second stock Icecast
 * relaying it with Icecast's own `<relay>`, behind the preview server, which maps /api/stream to the first through a
 * forwarder on `forwarderPort` (a test starts and kills it) and /api/relay-1 to the second, as the host's rewrites do.
 */
export interface RelayStation {
  origin: RadioOrigin;
  relay: RadioOrigin;
  baseURL: string;
  forwarderPort: number;
}

/**
 * The body of the relays' worker fixture, as useRadioWorld is of the others. `flags`: the preview server's test flags;
 * `statusUrl`: where it sends /api/status instead of the station's Icecast (an address that answers nothing, so that
 * titles can only come from the stream).
 */
export async function useRelayStation(
  parallelIndex: number,
  use: (started: RelayStation) => Promise<void>,
  { flags = [], statusUrl }: { flags?: readonly string[]; statusUrl?: string } = {},
): Promise<void> {
  const port = radioTestPort('relay', parallelIndex);
  const origin = createRadioOrigin(port, RADIO.bitrateKbps, RADIO.dataSaver);
  const relay = createRadioOrigin(port + 1, RADIO.bitrateKbps, RADIO.dataSaver, port);
  try {
    await origin.start();
    await relay.start();
  } catch (error) {
    await relay.dispose();
    await origin.dispose();
    throw error;
  }
  const forwarderPort = port + 3;
  const site = await startSiteServer(
    port + 2,
    {
      RADIO_ORIGIN: `http://127.0.0.1:${forwarderPort}${RADIO.mount}`,
      RADIO_STATUS_URL: statusUrl ?? origin.statusUrl,
      RADIO_RELAYS: relay.mountUrl,
    },
    flags,
  );
  try {
    await use({ origin, relay, baseURL: site.baseURL, forwarderPort });
  } finally {
    await site.stop();
    await relay.dispose();
    await origin.dispose();
  }
}

/** How many listeners an Icecast counts on each mount: which stream, and which server, the listener really hears. */
export async function mountListeners(server: RadioOrigin): Promise<Record<string, number>> {
  type Source = { listenurl: string; listeners: number };
  const status = (await (await fetch(server.statusUrl)).json()) as { icestats: { source?: Source[] | Source } };
  return Object.fromEntries(
    [status.icestats.source ?? []].flat().map((source) => [new URL(source.listenurl).pathname, source.listeners]),
  );
}

/** Two connections open at once for longer than this would be two streams, not one handed over. */
const STREAM_OVERLAP_MS = 250;

/**
 * The stretches since `since` (Date.now(), the test's start: a worker's world outlives its tests) in which `streams`
 * had two stream connections open for longer than a hand-over takes, with a line for the test's report. Counted at the origin, across processes: a window's closed connection reaches the server a moment
 * after the page has let go of it and the next window has asked, so an overlap of a few milliseconds is the network's,
 * not two streams. Two streams at once would overlap for as long as both play.
 */
export function streamOverlaps(
  streams: Forwarder,
  since: number,
): { note: string; twoStreams: { at: number; ms: number }[] } {
  const overlaps = streams.overlaps().filter(({ at }) => at >= since);
  return {
    note: `overlaps ${JSON.stringify(overlaps.map(({ ms }) => ms))} ms`,
    twoStreams: overlaps.filter(({ ms }) => ms > STREAM_OVERLAP_MS),
  };
}

/** The body of a per-test fixture: the worker's world with its origin on air, even if an earlier test stopped it and failed before restarting it. */
export async function useOnAir(world: RadioWorld, use: (onAir: RadioWorld) => Promise<void>): Promise<void> {
  await world.origin.ensureOnAir();
  await use(world);
}
