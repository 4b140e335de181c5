import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The processes behind the radio's browser tests (tests/helpers/radio-origin.ts): starting and ending them, waiting for
 * what they serve, the site's preview server, and a TCP forwarder that stands for a server's address going dark.
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `check` returns true, polling; rejects with `what` after the timeout, or at once when `dead()` says
 * the process that should make it true has exited (its output then goes into the message).
 */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  dead: () => string | null = () => null,
  timeoutMs = 15_000,
): Promise<void> {
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
export const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers, signal: AbortSignal.timeout(2000) });

export function stopProcess(child: ChildProcess | null): Promise<void> {
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

export interface Started {
  child: ChildProcess;
  /** Everything the process wrote so far. */
  output(): string;
  /** Its exit, with its output, once it has exited; null while it runs. */
  exited(): string | null;
}

export function startProcess(command: string, args: string[], logFile: string, env?: NodeJS.ProcessEnv): Started {
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
    exited: () =>
      child.exitCode === null && child.signalCode === null
        ? null
        : `${command} exited (${child.exitCode ?? child.signalCode}): ${output() || 'no output'}`,
  };
}

export interface Forwarder {
  /** The port it listens on. */
  port: number;
  /** Drops every open connection and refuses new ones, as a server that has gone away does. */
  kill(): Promise<void>;
  /** The most connections that were ever open through it at once. */
  mostOpen(): number;
  /** How many connections it has taken in all. */
  connections(): number;
  /** Each stretch during which more than one connection was open: when it began (Date.now()) and how long (ms). */
  overlaps(): { at: number; ms: number }[];
}

/**
 * Forwards TCP connections from `port` to `targetPort` on loopback: the address of a server, which a test can take away
 * (the connections drop, new ones are refused) while the server itself, and whatever relays it, carries on.
 */
export async function startForwarder(port: number, targetPort: number): Promise<Forwarder> {
  const sockets = new Set<net.Socket>();
  let open = 0;
  let mostOpen = 0;
  let connections = 0;
  const overlaps: { at: number; ms: number }[] = [];
  let overlapSince: number | null = null;
  const opened = (change: 1 | -1) => {
    open += change;
    if (change === 1) connections += 1;
    mostOpen = Math.max(mostOpen, open);
    if (open > 1 && overlapSince === null) overlapSince = Date.now();
    if (open <= 1 && overlapSince !== null) {
      overlaps.push({ at: overlapSince, ms: Date.now() - overlapSince });
      overlapSince = null;
    }
  };
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    opened(1);
    client.on('close', () => opened(-1));
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    mostOpen: () => mostOpen,
    connections: () => connections,
    overlaps: () => [
      ...overlaps,
      ...(overlapSince === null ? [] : [{ at: overlapSince, ms: Date.now() - overlapSince }]),
    ],
    kill: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

export interface SiteServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the preview server (scripts/serve.mjs, the build in ASTRO_OUT_DIR) on `port` with the radio environment
 * given, and its test flags if any (`--record-page-errors`, `--without-media-source`), and resolves once it answers.
 */
export async function startSiteServer(
  port: number,
  env: Record<string, string>,
  flags: readonly string[] = [],
): Promise<SiteServer> {
  const server = startProcess(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port), ...flags],
    path.join(tmpdir(), `plant-radio-serve-${port}.log`),
    { ...process.env, ...env },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(
    `the preview server on port ${port}`,
    async () => (await get(`${baseURL}/radio`)).ok,
    () => server.exited(),
  );
  return { baseURL, stop: () => stopProcess(server.child) };
}
