import { readFileSync } from 'node:fs';
import { listen } from '../../helpers/listen';
import { handleStreamRequest, readRadioEnv } from '@/server/stream-origin.mjs';
import { RADIO } from '@/config/radio';

/**
 * The local proxy's relays (src/server/stream-origin.mjs): each relay path of RADIO.relays is proxied to the address
 * in the same place of RADIO_RELAYS, as the host's rewrite relays it to a relay Icecast.
 */
const RELAY = RADIO.relays.find((relay) => relay.startsWith('/'));
if (!RELAY) throw new Error('These tests need a relay path of this site in RADIO.relays.');

/** A stand-in origin that answers every request with its own name and the path it was asked for. */
const origin = (name: string) =>
  listen((req, res) => {
    res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'icy-metaint': '16000' });
    res.end(`${name} ${req.url}`);
  });

const site = () =>
  listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!(await handleStreamRequest(req, res, url))) res.writeHead(404).end('not found');
  });

beforeEach(() => {
  for (const name of [
    'RADIO_ORIGIN',
    'RADIO_STATUS_URL',
    'RADIO_RELAYS',
    'RADIO_PROXY_CUT_AFTER_MS',
    'RADIO_PROXY_CUT_ABRUPT',
    'RADIO_PROXY_CUT_FREEZES',
  ])
    vi.stubEnv(name, '');
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllEnvs());

describe('local stream origin: relays', () => {
  it('proxies a relay path to its RADIO_RELAYS address, the data saver to its mount there, and the stream to RADIO_ORIGIN', async () => {
    const [main, relay, server] = [await origin('main'), await origin('relay'), await site()];
    try {
      vi.stubEnv('RADIO_ORIGIN', `${main.url}/live`);
      vi.stubEnv('RADIO_RELAYS', `${relay.url}/live`);
      const text = async (path: string) => {
        const answer = await fetch(`${server.url}${path}`);
        return `${answer.status} ${answer.headers.get('icy-metaint')} ${await answer.text()}`;
      };
      expect(await text(RELAY)).toBe('200 16000 relay /live');
      if (RADIO.dataSaver)
        expect(await text(`${RELAY}?mount=${encodeURIComponent(RADIO.dataSaver.mount)}`)).toBe(
          `200 16000 relay ${RADIO.dataSaver.mount}`,
        );
      expect(await text(`${RADIO.streamPath}?port=${RADIO.streamPort}`)).toBe('200 16000 main /live');
    } finally {
      await Promise.all([main.close(), relay.close(), server.close()]);
    }
  });

  it('answers a relay path with 404, like a host without its rule, when only RADIO_ORIGIN is set; with the demo when nothing is', async () => {
    const server = await site();
    try {
      const demo = await fetch(`${server.url}${RELAY}`);
      expect([demo.status, demo.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
      await demo.body?.cancel();
      vi.stubEnv('RADIO_ORIGIN', 'http://127.0.0.1:9/live');
      expect((await fetch(`${server.url}${RELAY}`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('answers 502 when the relay is down, and names a bad RADIO_RELAYS in words, once', async () => {
    const server = await site();
    try {
      vi.stubEnv('RADIO_ORIGIN', 'http://127.0.0.1:9/live');
      vi.stubEnv('RADIO_RELAYS', 'http://127.0.0.1:9/live');
      expect((await fetch(`${server.url}${RELAY}`)).status).toBe(502);
      vi.stubEnv('RADIO_RELAYS', 'relay.example.org/live');
      const bad = await fetch(`${server.url}${RELAY}`);
      expect(bad.status).toBe(502);
      expect(await bad.text()).toContain(
        'RADIO_RELAYS must be an http:// or https:// address such as http://127.0.0.1:8001/live, not "relay.example.org/live".',
      );
      await fetch(`${server.url}${RELAY}`);
      const lines = vi
        .mocked(console.error)
        .mock.calls.map(([line]) => String(line))
        .filter((line) => line.includes('RADIO_RELAYS'));
      expect(lines).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('says when RADIO_RELAYS names more addresses than the config has relay paths', () => {
    const paths = RADIO.relays.filter((relay) => relay.startsWith('/')).length;
    const env = {
      RADIO_RELAYS: Array.from({ length: paths + 1 }, (_, i) => `http://127.0.0.1:${8001 + i}/live`).join(','),
    };
    expect(readRadioEnv(env).problems).toEqual([
      expect.stringMatching(
        new RegExp(`^RADIO_RELAYS names ${paths + 1} addresses, but RADIO.relays has ${paths} path`),
      ),
    ]);
  });

  it('matches the host rules in netlify.toml: a rule for each relay path, its data saver rule first', () => {
    const toml = readFileSync(new URL('../../../netlify.toml', import.meta.url), 'utf8');
    for (const relay of RADIO.relays.filter((path) => path.startsWith('/'))) {
      const plain = new RegExp(`from = "${relay}"\\s+to = "([^"]+)"`).exec(toml);
      expect(new URL(plain?.[1] ?? 'x:').pathname, relay).toBe(RADIO.mount);
      const saver = RADIO.dataSaver;
      if (!saver) continue;
      const saverRule = new RegExp(
        `from = "${relay}"\\s+query = \\{ mount = "${saver.mount}" \\}\\s+to = "([^"]+)"`,
      ).exec(toml);
      expect(new URL(saverRule?.[1] ?? 'x:').pathname, `${relay} data saver`).toBe(saver.mount);
      expect(saverRule?.index ?? Infinity).toBeLessThan(plain?.index ?? -1);
    }
  });
});
