import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
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
async function startServer(args: string[], port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
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
    if (ok) return child;
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

/** `pid` and every process it started, and theirs (Linux). */
function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number),
  );
  return [pid, ...children.flatMap(processTree)];
}

/**
 * Every socket the processes listen on, as the kernel lists it: `127.0.0.1:8320` for TCP, `unix:<path>` for a Unix
 * socket (Linux's tables; a socket is a process's open file `socket:[inode]`).
 */
function listeningSocketsOf(pids: number[]): string[] {
  const inodes = new Set(
    pids.flatMap((pid) =>
      readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
        const link = (() => {
          try {
            return readlinkSync(`/proc/${pid}/fd/${fd}`);
          } catch {
            return '';
          }
        })();
        return /^socket:\[(\d+)\]$/.exec(link)?.slice(1) ?? [];
      }),
    ),
  );
  const tcp = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && inodes.has(fields[9] ?? ''))
      .map((fields) => {
        const [address = '', port = ''] = fields[1]?.split(':') ?? [];
        return `${procAddress(address)}:${parseInt(port, 16)}`;
      }),
  );
  // Unix sockets: flags 00010000 is a listening one.
  const unix = readFileSync('/proc/net/unix', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === '00010000' && inodes.has(fields[6] ?? ''))
    .map((fields) => `unix:${fields[7] ?? ''}`);
  return [...tcp, ...unix];
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
  { method = 'POST', agent }: { method?: string; agent?: http.Agent } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        agent,
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

/**
 * A scratch checkout with a `.git/config` to attack (never the project's own), and links inside its content as a
 * commit can bring them: `plants/evil` to `.git`, `pages/away` to a folder outside the checkout.
 */
function scratchCheckout(name: string): string {
  const checkout = path.join(scratchFolder(), name);
  for (const folder of ['src/content/pages', 'src/content/plants', '.git/hooks', '.git/info'])
    mkdirSync(path.join(checkout, folder), { recursive: true });
  writeFileSync(path.join(checkout, '.git/config'), GIT_CONFIG);
  symlinkSync('../../../.git', path.join(checkout, 'src/content/plants/evil'));
  symlinkSync(path.join(scratchFolder(), `${name}-outside`), path.join(checkout, 'src/content/pages/away'));
  mkdirSync(path.join(scratchFolder(), `${name}-outside`), { recursive: true });
  return checkout;
}

/** The text of `file` once it has stopped changing (decap-server moves a file after it has answered). */
async function settled(file: string): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return readFileSync(file, 'utf8');
}

describe('npm run cms serves only the editor on this machine', { timeout: 60_000 }, () => {
  // Port 8320 (the tests' own range): the guard's, the only one the command listens on.
  const PORT = 8320;
  let checkout = '';
  let command: ChildProcess;

  beforeAll(async () => {
    checkout = scratchCheckout('checkout');
    command = await startServer(
      [path.join(projectRoot, 'scripts/cms.mjs'), '--port', String(PORT), '--dir', checkout],
      PORT,
    );
  });

  it('has one door: the guard’s port is the only socket the command listens on, and no process runs beside it', async () => {
    const pids = processTree(command.pid ?? 0);
    expect(pids).toEqual([command.pid]);
    const sockets = listeningSocketsOf(pids);
    expect(sockets).toEqual([`127.0.0.1:${PORT}`]);
    // The save that rewrote .git/config through decap-server's own port, sent to every other socket: there is none.
    for (const socket of sockets.filter((socket) => socket !== `127.0.0.1:${PORT}`)) {
      const port = Number(socket.split(':').at(-1));
      await post(port, movingSave(), { Host: 'attacker.example' }).catch(() => undefined);
    }
    expect(await settled(path.join(checkout, '.git/config'))).toBe(GIT_CONFIG);
  });

  it('refuses a page of another program on this machine, whatever its loopback port', async () => {
    const info = { action: 'info' };
    for (const origin of ['http://[::1]:1', 'http://127.0.0.1:5322', `http://localhost:${PORT}`]) {
      const refused = await post(PORT, info, { Origin: origin });
      expect({ origin, ...refused }).toEqual({
        origin,
        status: 403,
        text: JSON.stringify({ error: `Pages of ${origin} may not use this server; the editor's are on port 4321.` }),
      });
    }
  });

  it('reads and writes nothing through a link in the content: to .git, or to a folder outside the checkout', async () => {
    const read = await post(PORT, {
      action: 'getEntry',
      params: { branch: 'main', path: 'src/content/plants/evil/config' },
    });
    expect(read).toEqual({
      status: 403,
      text: JSON.stringify({
        error:
          '"src/content/plants/evil/config" is a link to ".git/config", outside src/content: the editor follows no links. Remove the link.',
      }),
    });
    expect(read.text).not.toContain('repositoryformatversion');
    const listed = await post(PORT, {
      action: 'entriesByFolder',
      params: { branch: 'main', folder: 'src/content/plants', extension: 'yaml', depth: 2 },
    });
    expect(listed.status).toBe(403);
    expect(listed.text).toContain('src/content/plants/evil');
    for (const file of ['src/content/plants/evil/info/exclude', 'src/content/pages/away/page.md']) {
      const written = await post(PORT, persist(file, 'owned\n'));
      expect({ file, status: written.status }).toEqual({ file, status: 403 });
      expect(written.text).toContain('the editor follows no links');
    }
    const deleted = await post(PORT, {
      action: 'deleteFiles',
      params: { branch: 'main', paths: ['src/content/plants/evil/config'], options: { commitMessage: 'x' } },
    });
    expect(deleted.status).toBe(403);
    expect(existsSync(path.join(checkout, '.git/info/exclude'))).toBe(false);
    expect(readdirSync(path.join(scratchFolder(), 'checkout-outside'))).toEqual([]);
    expect(await settled(path.join(checkout, '.git/config'))).toBe(GIT_CONFIG);
  });

  it('takes no uploads: an .html or .js sent as media or with a save is refused, and nothing is written', async () => {
    const script = {
      path: 'public/images/uploads/x.js',
      content: Buffer.from('alert(1)').toString('base64'),
      encoding: 'base64',
    };
    const page = {
      ...script,
      path: 'src/content/pages/x.html',
      content: Buffer.from('<script src=/x.js></script>').toString('base64'),
    };
    for (const asset of [script, page]) {
      const media = await post(PORT, {
        action: 'persistMedia',
        params: { branch: 'main', asset, options: { commitMessage: 'x' } },
      });
      expect(media).toEqual({
        status: 403,
        text: JSON.stringify({ error: 'The editor takes no uploads: the action persistMedia is refused.' }),
      });
      const save = persist('src/content/pages/with-upload.md', '---\ntitle: x\n---\n');
      const attached = await post(PORT, { ...save, params: { ...save.params, assets: [asset] } });
      expect(attached).toEqual({
        status: 403,
        text: JSON.stringify({ error: 'params.assets must be empty: the editor takes no uploads.' }),
      });
    }
    expect(existsSync(path.join(checkout, 'public'))).toBe(false);
    // The editor's look at its media library is answered empty, whatever the folder holds: nothing of it is read.
    mkdirSync(path.join(checkout, 'public/images/uploads'), { recursive: true });
    writeFileSync(path.join(checkout, 'public/images/uploads/old.js'), 'alert(1)');
    const listing = await post(PORT, {
      action: 'getMedia',
      params: { branch: 'main', mediaFolder: 'public/images/uploads' },
    });
    expect(listing).toEqual({ status: 200, text: '[]' });
    expect(existsSync(path.join(checkout, 'src/content/pages/x.html'))).toBe(false);
    expect(existsSync(path.join(checkout, 'src/content/pages/with-upload.md'))).toBe(false);
  });

  it('answers a preflight itself, and a preflight that carries a body leaves the next request whole', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const editor = { Origin: 'http://localhost:4321' };
    const preflight = await post(
      PORT,
      'x'.repeat(64),
      { ...editor, 'Access-Control-Request-Method': 'POST', 'Content-Length': '64' },
      {
        method: 'OPTIONS',
        agent,
      },
    );
    expect(preflight.status).toBe(204);
    // On the same kept-alive connection, then on a new one: each answered in full.
    const same = await post(PORT, persist('src/content/pages/after-preflight.md', 'Text.\n'), editor, { agent });
    expect(same, same.text).toMatchObject({ status: 200 });
    expect((await post(PORT, { action: 'info' }, editor)).status).toBe(200);
    agent.destroy();
    expect(readFileSync(path.join(checkout, 'src/content/pages/after-preflight.md'), 'utf8')).toBe('Text.\n');
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
    expect(readdirSync(path.join(checkout, '.git')).sort()).toEqual(['config', 'hooks', 'info']);
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
