import { readFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { listen } from '../../helpers/listen';
import { DEMO_MAX_QUEUED_BYTES, handleStreamRequest, loadDemoFrames, readRadioEnv } from '@/server/stream-origin.mjs';
import { RADIO, STREAM_URL } from '@/config/radio';

/** A server that answers /api/* with the stream-origin module and 404 otherwise, as scripts/serve.mjs does. */
const site = () =>
  listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!(await handleStreamRequest(req, res, url))) res.writeHead(404).end('not found');
  });

/** Reads a response body for `ms` milliseconds, then aborts. */
async function readFor(url: string, ms: number): Promise<{ status: number; type: string | null; bytes: number }> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  let bytes = 0;
  const reader = response.body?.getReader();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    for (;;) {
      const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) break;
      bytes += value?.length ?? 0;
    }
  } catch {
    // Aborted after `ms`.
  } finally {
    clearTimeout(timer);
  }
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

beforeEach(() => {
  vi.stubEnv('RADIO_ORIGIN', '');
  vi.stubEnv('RADIO_STATUS_URL', '');
  vi.stubEnv('RADIO_PROXY_CUT_AFTER_MS', '');
  vi.stubEnv('RADIO_PROXY_CUT_ABRUPT', '');
  vi.stubEnv('RADIO_PROXY_CUT_FREEZES', '');
  vi.stubEnv('RADIO_PROXY_STRIP_ICY', '');
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllEnvs());

describe('local stream origin (src/server/stream-origin.mjs)', () => {
  it('reads the demo file as MPEG-1 Layer III frames of about 26 ms, several seconds long', () => {
    const { frames, frameMs } = loadDemoFrames();
    expect(frameMs).toBeCloseTo(26.12, 1);
    expect(frames.length * frameMs).toBeGreaterThan(5000);
    for (const frame of frames) expect(frame[0]).toBe(0xff);
  });

  it('serves the demo stream without RADIO_ORIGIN: audio, a burst to start at once, then real time; says so once', async () => {
    const server = await site();
    try {
      const first = await readFor(`${server.url}${STREAM_URL}`, 1000);
      expect(first.status).toBe(200);
      expect(first.type).toBe('audio/mpeg');
      // 64 KiB of burst plus about a second of a 48 kbit/s stream: far less than the whole file sent at once would be.
      expect(first.bytes).toBeGreaterThan(60_000);
      expect(first.bytes).toBeLessThan(90_000);
      await readFor(`${server.url}${STREAM_URL}`, 200);
      const demoLines = vi.mocked(console.log).mock.calls.filter(([line]) => String(line).includes('demo stream'));
      expect(demoLines).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('refuses any port but the configured one', async () => {
    const server = await site();
    try {
      expect((await readFor(`${server.url}${RADIO.streamPath}?port=${RADIO.streamPort}`, 200)).status).toBe(200);
      expect((await fetch(`${server.url}${RADIO.streamPath}?port=${RADIO.streamPort + 1}`)).status).toBe(404);
      expect((await fetch(`${server.url}${RADIO.streamPath}`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('proxies the stream to RADIO_ORIGIN and the status of the station’s mount to RADIO_STATUS_URL', async () => {
    const asked: string[] = [];
    const origin = await listen((req, res) => {
      asked.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://origin');
      if (url.pathname === '/live') {
        res.writeHead(200, { 'Content-Type': 'audio/ogg' });
        res.end(Buffer.alloc(1000, 1));
      } else if (url.pathname === '/status-json.xsl' && url.searchParams.get('mount') === RADIO.mount) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"icestats":{"source":{"title":"From the origin"}}}');
      } else res.writeHead(404).end();
    });
    vi.stubEnv('RADIO_ORIGIN', `${origin.url}/live`);
    vi.stubEnv('RADIO_STATUS_URL', `${origin.url}/status-json.xsl`);
    const server = await site();
    try {
      const stream = await readFor(`${server.url}${STREAM_URL}`, 1000);
      expect(stream).toEqual({ status: 200, type: 'audio/ogg', bytes: 1000 });
      expect(await (await fetch(`${server.url}${RADIO.statusPath}`)).json()).toEqual({
        icestats: { source: { title: 'From the origin' } },
      });
      expect(asked).toContain(`/status-json.xsl?mount=${encodeURIComponent(RADIO.mount)}`);
    } finally {
      await server.close();
      await origin.close();
    }
  });

  /**
   * An origin that answers 100 bytes of MP3 with titles every 16,000 bytes and `headers`, recording each request's
   * Icy-MetaData header; the stream proxy is pointed at it.
   */
  async function icyOrigin(headers: Record<string, string>) {
    const asked: (string | undefined)[] = [];
    const origin = await listen((req, res) => {
      asked.push(req.headers['icy-metadata'] as string | undefined);
      res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'icy-metaint': '16000', ...headers });
      res.end(Buffer.alloc(100, 1));
    });
    vi.stubEnv('RADIO_ORIGIN', `${origin.url}/live`);
    return { origin, asked };
  }

  it('passes the player’s request for in-stream titles to the origin and the origin’s icy-* headers back', async () => {
    const { origin, asked } = await icyOrigin({ 'icy-name': 'Test station', 'x-other': 'kept out' });
    const server = await site();
    try {
      const withTitles = await fetch(`${server.url}${STREAM_URL}`, { headers: { 'Icy-MetaData': '1' } });
      await withTitles.arrayBuffer();
      expect(withTitles.headers.get('icy-metaint')).toBe('16000');
      expect(withTitles.headers.get('icy-name')).toBe('Test station');
      expect(withTitles.headers.get('x-other')).toBeNull();
      await (await fetch(`${server.url}${STREAM_URL}`)).arrayBuffer();
      expect(asked).toEqual(['1', '0']);
    } finally {
      await server.close();
      await origin.close();
    }
  });

  it('with RADIO_PROXY_STRIP_ICY=1 passes neither the request for titles nor any icy-* header, as a generic proxy does', async () => {
    const { origin, asked } = await icyOrigin({ 'icy-name': 'Test station', 'icy-br': '128' });
    vi.stubEnv('RADIO_PROXY_STRIP_ICY', '1');
    const server = await site();
    try {
      const answer = await fetch(`${server.url}${STREAM_URL}`, { headers: { 'Icy-MetaData': '1' } });
      expect((await answer.arrayBuffer()).byteLength).toBe(100);
      expect(answer.headers.get('content-type')).toBe('audio/mpeg');
      expect([...answer.headers.keys()].filter((name) => name.startsWith('icy-'))).toEqual([]);
      expect(asked).toEqual([undefined]);
    } finally {
      await server.close();
      await origin.close();
    }
  });

  it('answers 502 when the origin is down, and 404 for the status when only the stream origin is set', async () => {
    vi.stubEnv('RADIO_ORIGIN', 'http://127.0.0.1:9/live');
    const server = await site();
    try {
      expect((await fetch(`${server.url}${STREAM_URL}`)).status).toBe(502);
      expect((await fetch(`${server.url}${RADIO.statusPath}`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('serves a demo status in Icecast shape with the demo stream', async () => {
    const server = await site();
    try {
      const status = await (await fetch(`${server.url}${RADIO.statusPath}`)).json();
      expect(status.icestats.source.title).toMatch(/demo/i);
    } finally {
      await server.close();
    }
  });

  it('cuts stream responses after RADIO_PROXY_CUT_AFTER_MS, as a host proxy may', async () => {
    vi.stubEnv('RADIO_PROXY_CUT_AFTER_MS', '300');
    const server = await site();
    try {
      const started = Date.now();
      const cut = await readFor(`${server.url}${STREAM_URL}`, 5000);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(cut.bytes).toBeGreaterThan(60_000);
    } finally {
      await server.close();
    }
  });

  it('with RADIO_PROXY_CUT_FREEZES, a cut leaves the response open and sends nothing more, as a phone that changed networks', async () => {
    vi.stubEnv('RADIO_PROXY_CUT_AFTER_MS', '300');
    vi.stubEnv('RADIO_PROXY_CUT_FREEZES', '1');
    const server = await site();
    try {
      const started = Date.now();
      const controller = new AbortController();
      const response = await fetch(`${server.url}${STREAM_URL}`, { signal: controller.signal });
      const reader = response.body!.getReader();
      setTimeout(() => controller.abort(), 2000);
      let lastDataAt = 0;
      let ended = false;
      try {
        for (;;) {
          const { done } = await reader.read();
          if (done) {
            ended = true;
            break;
          }
          lastDataAt = Date.now() - started;
        }
      } catch {
        // Aborted by the listener after 2 s: the server never ended it.
      }
      expect(ended).toBe(false);
      expect(lastDataAt).toBeLessThan(1200);
    } finally {
      await server.close();
    }
  });

  it('matches the host rules in netlify.toml: the same stream path and port, and the status path', () => {
    const toml = readFileSync(new URL('../../../netlify.toml', import.meta.url), 'utf8');
    expect(toml).toContain(`from = "${RADIO.streamPath}"\n  query = { port = "${RADIO.streamPort}" }`);
    expect(toml).toContain(`from = "${RADIO.statusPath}"`);
    // The status asks for the station's own mount, the one the stream rule relays.
    const statusTarget = /from = "\/api\/status"\s+to = "([^"]+)"/.exec(toml)?.[1] ?? '';
    const streamTarget = /query = \{ port = "\d+" \}\s+to = "([^"]+)"/.exec(toml)?.[1] ?? '';
    expect(new URL(statusTarget).searchParams.get('mount')).toBe(RADIO.mount);
    expect(new URL(streamTarget).pathname).toBe(RADIO.mount);
    // The data saver's rule names its mount, and comes first: the station's rule matches its requests too.
    const saver = RADIO.dataSaver;
    if (saver) {
      const saverRule = `query = { port = "${RADIO.streamPort}", mount = "${saver.mount}" }`;
      const saverTarget = new RegExp(`${saverRule.replace(/[{}]/g, '\\$&')}\\s+to = "([^"]+)"`).exec(toml)?.[1] ?? '';
      expect(new URL(saverTarget).pathname).toBe(saver.mount);
      expect(toml.indexOf(saverRule)).toBeLessThan(toml.indexOf(`query = { port = "${RADIO.streamPort}" }`));
    }
  });

  it('names an unusable variable and what to write, affecting only what it controls', async () => {
    const env = {
      RADIO_ORIGIN: 'radio.example.org/live',
      RADIO_STATUS_URL: 'ftp://x/status',
      RADIO_PROXY_CUT_AFTER_MS: '26s',
      RADIO_PROXY_CUT_ABRUPT: 'yes',
      RADIO_PROXY_CUT_FREEZES: 'on',
      RADIO_PROXY_STRIP_ICY: 'all',
    };
    const settings = readRadioEnv(env);
    expect(settings).toMatchObject({
      origin: false,
      statusUrl: false,
      cutAfterMs: null,
      cutAbrupt: false,
      cutFreezes: false,
      stripIcy: false,
    });
    expect(settings.problems).toEqual([
      'RADIO_ORIGIN must be an http:// or https:// address such as http://127.0.0.1:8000/live, not "radio.example.org/live".',
      'RADIO_STATUS_URL must be an http:// or https:// address such as http://127.0.0.1:8000/status-json.xsl, not "ftp://x/status".',
      'RADIO_PROXY_CUT_AFTER_MS must be a whole number of milliseconds above 0, such as 26000, not "26s"; responses are not cut.',
      'RADIO_PROXY_CUT_ABRUPT must be 1 (drop the connection) or 0 (end the response cleanly), not "yes".',
      'RADIO_PROXY_CUT_FREEZES must be 1 (stop sending and leave the connection open, as a phone that changed networks) or 0 (cut it), not "on".',
      'RADIO_PROXY_STRIP_ICY must be 1 (drop Icy-MetaData and every icy-* header, as a generic proxy does) or 0 (pass them), not "all".',
    ]);
    expect(readRadioEnv({ RADIO_STATUS_URL: 'http://o:8000/status-json.xsl?mount=/other' }).statusUrl).toEqual(
      new URL('http://o:8000/status-json.xsl?mount=/other'),
    );
    expect(readRadioEnv({})).toMatchObject({ origin: null, statusUrl: null, cutAfterMs: null, problems: [] });
  });

  it('answers 502 naming a bad RADIO_ORIGIN, once on the console, while the status still works', async () => {
    const origin = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"icestats":{"source":{"title":"Still here"}}}');
    });
    vi.stubEnv('RADIO_ORIGIN', 'not an address');
    vi.stubEnv('RADIO_STATUS_URL', `${origin.url}/status-json.xsl`);
    vi.stubEnv('RADIO_PROXY_CUT_AFTER_MS', 'soon');
    const server = await site();
    try {
      for (let i = 0; i < 2; i++) {
        const stream = await fetch(`${server.url}${STREAM_URL}`);
        expect(stream.status).toBe(502);
        expect(await stream.text()).toContain('RADIO_ORIGIN must be an http:// or https:// address');
      }
      expect((await (await fetch(`${server.url}${RADIO.statusPath}`)).json()).icestats.source.title).toBe('Still here');
      const lines = vi.mocked(console.error).mock.calls.map(([line]) => String(line));
      expect(lines.filter((line) => line.includes('RADIO_ORIGIN'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('RADIO_PROXY_CUT_AFTER_MS'))).toHaveLength(1);
    } finally {
      await server.close();
      await origin.close();
    }
  });

  it('drops a listener who stops reading instead of queueing the demo stream for them without limit', async () => {
    vi.useFakeTimers();
    try {
      // A response whose client never reads: whatever is written stays queued in memory, as behind a stalled socket.
      const stalled = new Writable({ write: () => {} });
      const res = Object.assign(stalled, { writeHead: () => stalled }) as unknown as http.ServerResponse;
      const req = { method: 'GET' } as http.IncomingMessage;
      expect(await handleStreamRequest(req, res, new URL(`http://localhost${STREAM_URL}`))).toBe(true);
      vi.advanceTimersByTime(5000);
      expect(res.destroyed).toBe(false);
      // Ten minutes of a listener who never reads: dropped once the queue passes the limit, and no longer fed.
      vi.advanceTimersByTime(600_000);
      expect(res.destroyed).toBe(true);
      expect(res.writableLength).toBeLessThan(DEMO_MAX_QUEUED_BYTES + 2000);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it(
    `gives up on an origin that sends nothing for ${RADIO.originSilenceTimeoutMs / 1000} s, before its answer or midway, or trickles its head for ${RADIO.originHeadTimeoutMs / 1000} s`,
    { timeout: 40_000 },
    async () => {
      // The origin accepts its first connection and never answers; to the second it sends its headers and a little
      // audio, then falls silent; to the third it trickles a header line every 3 s, never ending its head.
      const held: net.Socket[] = [];
      const trickles: NodeJS.Timeout[] = [];
      let firstArrived = () => {};
      const first = new Promise<void>((resolve) => (firstArrived = resolve));
      let secondArrived = () => {};
      const second = new Promise<void>((resolve) => (secondArrived = resolve));
      const origin = net.createServer((socket) => {
        held.push(socket);
        if (held.length === 1) firstArrived();
        else if (held.length === 2) {
          secondArrived();
          socket.write(`HTTP/1.1 200 OK\r\nContent-Type: audio/mpeg\r\n\r\n${'x'.repeat(1000)}`);
        } else {
          socket.write('HTTP/1.1 200 OK\r\n');
          let line = 0;
          trickles.push(setInterval(() => socket.write(`X-Line-${(line += 1)}: x\r\n`), 3000));
        }
      });
      await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
      vi.stubEnv('RADIO_ORIGIN', `http://127.0.0.1:${(origin.address() as AddressInfo).port}/live`);
      const server = await site();
      try {
        const started = Date.now();
        const timed = async (work: Promise<unknown>) => [await work, Date.now() - started] as const;
        const silent = timed(fetch(`${server.url}${STREAM_URL}`).then((answer) => answer.status));
        await first;
        const midway = timed(readFor(`${server.url}${STREAM_URL}`, 30_000));
        await second;
        const trickled = timed(fetch(`${server.url}${STREAM_URL}`).then((answer) => answer.status));
        const [[status, silentAfter], [stream, midwayAfter], [trickledStatus, trickledAfter]] = await Promise.all([
          silent,
          midway,
          trickled,
        ]);
        expect(status).toBe(502);
        expect(stream).toMatchObject({ status: 200, bytes: 1000 });
        expect(trickledStatus).toBe(502);
        for (const after of [silentAfter, midwayAfter, trickledAfter]) {
          expect(after).toBeGreaterThanOrEqual(RADIO.originSilenceTimeoutMs - 500);
          expect(after).toBeLessThan(RADIO.originSilenceTimeoutMs + 10_000);
        }
      } finally {
        for (const trickle of trickles) clearInterval(trickle);
        for (const socket of held) socket.destroy();
        origin.close();
        await server.close();
      }
    },
  );
});
