import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/listen';
import { scratchAndProcesses } from '../helpers/scratch-processes';

/**
 * `npm run cms` (scripts/cms.mjs) starts decap-server, which writes any file of the checkout for whoever asks and has
 * no login, on this machine's loopback only: the listening socket, as the operating system lists it, is bound to
 * 127.0.0.1, and the machine's other addresses are refused. decap-server started by itself is the contrast: it listens
 * on every interface, which is what the script exists to prevent (and shows that the check can tell the difference).
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const { folder: scratchFolder, started } = scratchAndProcesses('cms-server');

/** Starts a process and waits until decap-server answers on 127.0.0.1:`port`. */
async function startServer(args: string[], port: number, env: Record<string, string> = {}): Promise<void> {
  const child = spawn(process.execPath, args, {
    cwd: scratchFolder(),
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  started.push(child);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`decap-server stopped with code ${child.exitCode}.`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"action":"info"}',
    })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An address of /proc/net/tcp or tcp6 (hex, each 32-bit word in the machine's little-endian order) as text. */
function procAddress(hex: string): string {
  const bytes = (hex.match(/.{8}/g) ?? []).flatMap((word) =>
    (word.match(/../g) ?? []).reverse().map((byte) => parseInt(byte, 16)),
  );
  if (bytes.length === 4) return bytes.join('.');
  // IPv6, written out in full (0:0:0:0:0:0:0:0 is every interface, 0:0:0:0:0:0:0:1 is loopback).
  return Array.from({ length: 8 }, (_, i) => (((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0)).toString(16)).join(
    ':',
  );
}

/** The local addresses of the TCP sockets listening on `port`, as the kernel lists them (Linux). */
function listeningAddresses(port: number): string[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && parseInt(fields[1]?.split(':')[1] ?? '', 16) === port)
      .map((fields) => procAddress(fields[1]?.split(':')[0] ?? '')),
  );
}

/** Whether a TCP connection to `host`:`port` is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** This machine's addresses other than loopback (link-local IPv6 addresses need a zone, and are left out). */
const otherAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((info) => info !== undefined && !info.internal && !info.address.startsWith('fe80:'))
  .map((info) => info?.address ?? '');

describe('the editor’s local backend is private to the machine', { timeout: 60_000 }, () => {
  it('npm run cms listens on 127.0.0.1 only, even when BIND_HOST asks for every interface', async () => {
    const port = await freePort();
    await startServer([path.join(projectRoot, 'scripts/cms.mjs'), '--port', String(port)], port, {
      BIND_HOST: '0.0.0.0',
    });
    expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
    for (const address of otherAddresses) expect(await accepts(address, port), `reachable on ${address}`).toBe(false);
    expect(await accepts('127.0.0.1', port)).toBe(true);
  });

  it('decap-server started by itself listens on every interface (what npm run cms prevents)', async () => {
    const port = await freePort();
    const env = { PORT: String(port), GIT_REPO_DIRECTORY: scratchFolder(), MODE: 'fs', BIND_HOST: '' };
    await startServer([path.join(projectRoot, 'node_modules/decap-server/dist/index.js')], port, env);
    expect(listeningAddresses(port)).not.toEqual(['127.0.0.1']);
    for (const address of otherAddresses) expect(await accepts(address, port), `reachable on ${address}`).toBe(true);
  });
});

/**
 * A POST of `body` to the server on 127.0.0.1:`port` with these headers (Host included, which fetch cannot set); a
 * string is sent as it is, anything else as JSON.
 */
function post(
  port: number,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1',
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
}

/** Decap's save of one file, as the editor sends it. */
const persist = (filePath: string, raw: string) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ path: filePath, raw, slug: 'x' }],
    assets: [],
    options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
  },
});

/** A save of `src/content/pages/moved.md` that then moves it to `.git/config` (decap-server's `newPath`). */
const movingSave = () => {
  const save = persist('src/content/pages/moved.md', '[core]\n\tfsmonitor = "echo owned"\n');
  return {
    ...save,
    params: { ...save.params, dataFiles: save.params.dataFiles.map((file) => ({ ...file, newPath: '.git/config' })) },
  };
};
/** The same save in UTF-7, which decap-server's body parser decodes: `+AC4ALg-` is `..`, unseen by a UTF-8 reader. */
const utf7Save = () =>
  JSON.stringify(persist('src/content/+AC4ALg-/+AC4ALg-/.git/config', '[core]\n\tfsmonitor = "echo owned"\n'));
const UTF7 = { 'Content-Type': 'application/json; charset=utf-7' };
const GIT_CONFIG = '[core]\n\trepositoryformatversion = 0\n';

/** A scratch checkout with a `.git/config` to attack (never the project's own). */
function scratchCheckout(name: string): string {
  const checkout = path.join(scratchFolder(), name);
  for (const folder of ['src/content/pages', '.git/hooks']) mkdirSync(path.join(checkout, folder), { recursive: true });
  writeFileSync(path.join(checkout, '.git/config'), GIT_CONFIG);
  return checkout;
}

/** The text of `file` once it has stopped changing (decap-server moves a file after it has answered). */
async function settled(file: string): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return readFileSync(file, 'utf8');
}

describe('npm run cms serves only the editor on this machine', { timeout: 60_000 }, () => {
  // Ports 8320–8321 (the tests' own range): the guard's, and none of decap-server's own, which is free and internal.
  const PORT = 8320;
  let checkout = '';

  beforeAll(async () => {
    checkout = scratchCheckout('checkout');
    await startServer([path.join(projectRoot, 'scripts/cms.mjs'), '--port', String(PORT), '--dir', checkout], PORT);
  });

  it('refuses a rebound host name and another site’s page, and answers the editor’s own page', async () => {
    const info = { action: 'info' };
    expect((await post(PORT, info, { Host: 'rebind.attacker.example' })).status).toBe(403);
    expect((await post(PORT, info, { Host: `rebind.attacker.example:${PORT}` })).status).toBe(403);
    expect((await post(PORT, info, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(PORT, info, { Origin: 'null' })).status).toBe(403);
    expect((await post(PORT, info, { Host: `localhost:${PORT}`, Origin: 'http://localhost:4321' })).status).toBe(200);
  });

  it('writes under src/content/ only: .git/hooks/pre-commit and a path climbing out are refused, even from its own host', async () => {
    const hook = await post(PORT, persist('.git/hooks/pre-commit', '#!/bin/sh\necho owned\n'), {
      Host: `rebind.attacker.example`,
    });
    expect(hook.status).toBe(403);
    for (const sneaky of [
      '.git/hooks/pre-commit',
      'src/content/../../.git/hooks/pre-commit',
      '/etc/cron.d/x',
      'src/contents/x.md',
    ]) {
      const answer = await post(PORT, persist(sneaky, '#!/bin/sh\n'));
      expect({ sneaky, status: answer.status }).toEqual({ sneaky, status: 403 });
    }
    expect(existsSync(path.join(checkout, '.git/hooks/pre-commit'))).toBe(false);
    expect((await post(PORT, { action: 'getEntry', params: { path: 'package.json' } })).status).toBe(403);
    const page = await post(PORT, persist('src/content/pages/new-page.md', '---\ntitle: New\n---\nText.\n'), {
      Origin: 'http://127.0.0.1:4321',
    });
    expect(page, page.text).toMatchObject({ status: 200 });
    expect(readFileSync(path.join(checkout, 'src/content/pages/new-page.md'), 'utf8')).toContain('Text.');
  });

  it('refuses a save that moves its file to .git/config, and a body in UTF-7 or compressed, leaving .git/ and the content as they were', async () => {
    const moved = await post(PORT, movingSave(), { Host: `localhost:${PORT}`, Origin: 'http://localhost:4321' });
    expect(moved).toEqual({
      status: 403,
      text: JSON.stringify({ error: 'params.dataFiles[0].newPath is not a field the editor sends; refused.' }),
    });
    const utf7 = await post(PORT, utf7Save(), UTF7);
    expect(utf7).toEqual({
      status: 415,
      text: JSON.stringify({ error: 'The editor sends UTF-8 only; the charset "utf-7" is refused.' }),
    });
    const gzipped = await post(PORT, persist('src/content/pages/zipped.md', 'x'), { 'Content-Encoding': 'gzip' });
    expect(gzipped.status).toBe(415);
    expect(gzipped.text).toContain('uncompressed');
    expect(await settled(path.join(checkout, '.git/config'))).toBe(GIT_CONFIG);
    expect(readdirSync(path.join(checkout, '.git')).sort()).toEqual(['config', 'hooks']);
    // Nothing of the refused saves was written, and the page saved before is still there.
    expect(existsSync(path.join(checkout, 'src/content/pages/moved.md'))).toBe(false);
    expect(existsSync(path.join(checkout, 'src/content/pages/zipped.md'))).toBe(false);
    expect(readFileSync(path.join(checkout, 'src/content/pages/new-page.md'), 'utf8')).toContain('Text.');
  });
});

// The contrast: decap-server by itself takes both requests and rewrites .git/config, so the test above can tell.
describe('decap-server by itself writes .git/config for either request', { timeout: 60_000 }, () => {
  it('through newPath and through a UTF-7 body', async () => {
    const port = await freePort();
    const checkout = scratchCheckout('bare-checkout');
    await startServer([path.join(projectRoot, 'node_modules/decap-server/dist/index.js')], port, {
      PORT: String(port),
      GIT_REPO_DIRECTORY: checkout,
      MODE: 'fs',
      BIND_HOST: '127.0.0.1',
    });
    expect((await post(port, movingSave())).status).toBe(200);
    expect(await settled(path.join(checkout, '.git/config'))).toContain('fsmonitor');
    writeFileSync(path.join(checkout, '.git/config'), GIT_CONFIG);
    expect((await post(port, utf7Save(), UTF7)).status).toBe(200);
    expect(await settled(path.join(checkout, '.git/config'))).toContain('fsmonitor');
  });
});
