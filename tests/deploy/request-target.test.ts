import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../helpers/listen';
import { scratchAndProcesses } from '../helpers/scratch-processes';

/**
 * The site's own servers serve their own paths only. A request line may name another host: `GET //evil.example/…`,
 * or the absolute form a proxy is sent, `GET http://evil.example/ HTTP/1.1`. Read against the server's own address,
 * these were the home page (preview) and the stream (dev). fetch and http.request rewrite such targets, so each is
 * written on a raw socket, as an attacker's client would send it; the server's own paths show the contrast.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const { folder: scratchFolder, started } = scratchAndProcesses('request-target');

/**
 * The environment without any radio variable of the machine's, so that the demo stream answers /api/stream, nor
 * Vitest's own (NODE_ENV=test and VITEST*), under which the dev server answers every page 404.
 */
const demoEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(RADIO_|VITEST|NODE_ENV$)/.test(name)),
);

async function start(args: string[], port: number): Promise<void> {
  const child = spawn(path.join(projectRoot, 'node_modules/.bin/node'), args, {
    cwd: projectRoot,
    env: { ...demoEnv, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  started.push(child);
  // The dev server takes several seconds to start on a loaded machine, and answers 404 until its content is loaded.
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`${args[0]} stopped with code ${child.exitCode}.`);
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${args[0]} did not answer on port ${port}.`);
}

/** The status, the Content-Type and the start of the body of `GET <target>`, written as is on a socket of its own. */
function rawGet(
  port: number,
  target: string,
): Promise<{ status: number; type: string; nosniff: boolean; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let text = '';
    const finish = () => {
      socket.destroy();
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const type = /^content-type: *(.*)$/im.exec(head)?.[1]?.trim() ?? '';
      resolve({
        status,
        type,
        nosniff: /^x-content-type-options: *nosniff\s*$/im.test(head),
        body: body.slice(0, 300),
      });
    };
    // A stream never ends: the head and a first piece of the body are enough.
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n') && text.length > 2000) finish();
    });
    socket.on('end', finish);
    socket.on('error', reject);
    socket.setTimeout(10_000, finish);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  });
}

const FOREIGN_TARGETS = [
  'http://evil.example/',
  'http://evil.example/api/stream?port=8076',
  'HTTP://127.0.0.1/',
  '//evil.example/',
  '//x/api/stream?port=8076',
  '/\\evil.example/',
  // Two slashes once the dots are resolved: the lower-case redirect of the second was `Location: //index.html`.
  '/.//evil.example/RADIO/',
  '/.//evil.example/../INDEX.HTML',
];

describe(
  'another host named in the request line is answered 400, never as a page or the stream',
  { timeout: 120_000 },
  () => {
    it('by the preview server (scripts/serve.mjs)', async () => {
      const site = path.join(scratchFolder(), 'site');
      mkdirSync(site);
      writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title><p>Home of this site</p>');
      const port = await freePort();
      await start(['scripts/serve.mjs', '--dir', site, '--port', String(port)], port);
      for (const target of FOREIGN_TARGETS) {
        const answer = await rawGet(port, target);
        expect({ target, status: answer.status, type: answer.type }).toEqual({
          target,
          status: 400,
          type: 'text/plain; charset=utf-8',
        });
        expect(answer.body).toMatch(/not a path of this site|names another host/);
      }
      expect(await rawGet(port, '/')).toMatchObject({
        status: 200,
        body: expect.stringContaining('Home of this site'),
      });
      // The stream, as this server's own code serves it, is never read as another type.
      expect(await rawGet(port, '/api/stream?port=8076')).toMatchObject({
        status: 200,
        type: 'audio/mpeg',
        nosniff: true,
      });
    });

    it('by the dev server (astro dev, src/integrations/dev-stream.ts)', async () => {
      const port = await freePort();
      await start(['node_modules/astro/bin/astro.mjs', 'dev', '--port', String(port), '--host', '127.0.0.1'], port);
      for (const target of FOREIGN_TARGETS) {
        const answer = await rawGet(port, target);
        expect({ target, status: answer.status }).toEqual({ target, status: 400 });
        expect(answer.body).toMatch(/not a path of this site|names another host/);
      }
      expect(await rawGet(port, '/')).toMatchObject({ status: 200, type: expect.stringContaining('text/html') });
      expect(await rawGet(port, '/api/stream?port=8076')).toMatchObject({
        status: 200,
        type: 'audio/mpeg',
        nosniff: true,
      });
    });
  },
);
