// Plain Node, so that both the Astro dev server (src/integrations/dev-stream.ts) and the preview server
// (scripts/serve.mjs) can import it; the demo stream it plays is demo-stream.mp3 beside it. Astro builds nothing here.
//
// The local stand-in for the host's /api/stream and /api/status rewrites (netlify.toml), shared by the preview
// server (scripts/serve.mjs) and the development server (src/integrations/dev-stream.ts).
//
//   /api/stream?port=8076  RADIO_ORIGIN set: proxied to that address (an Icecast mount, e.g. http://127.0.0.1:8000/live).
//                          Not set: the built-in demo stream, a short generated tune looped forever at real time.
//                          Any other port value is refused (404), as on the host.
//   /api/status            RADIO_STATUS_URL set: proxied to it (the origin's /status-json.xsl), asking for the
//                          station's mount only (`?mount=/live` is added unless the address names a mount).
//                          Not set, with the demo stream: a demo status in Icecast's shape. Otherwise 404.
//   RADIO_PROXY_CUT_AFTER_MS=26000  ends every stream response after that long, as the host's proxy may do, to try the
//                          player's reconnection locally; with RADIO_PROXY_CUT_ABRUPT=1 the connection is dropped
//                          instead of ended cleanly.
//
// A variable with a value that cannot work is reported once on the console, naming it and what to write, and only
// what it controls is affected: a bad RADIO_ORIGIN makes /api/stream answer 502 with the same words, a bad
// RADIO_STATUS_URL does the same for /api/status, and a bad cut setting leaves responses uncut.
//
// The stream port comes from the site config, so the rule lives in one place (Node 24 and Vite both read .ts).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { RADIO } from '../site.config.ts';

const DEMO_FILE = new URL('./demo-stream.mp3', import.meta.url);
/**
 * Like Icecast's burst-on-connect (64 KiB by default): a new listener gets this much audio at once. Browsers need
 * about 32 KiB of MP3 before they start, so a smaller burst would make every (re)connection seconds slower.
 */
const DEMO_BURST_BYTES = 65_536;
const DEMO_TICK_MS = 200;
/**
 * A listener that stops reading is dropped once this much audio waits for it in memory (the burst and about 30 s
 * more), instead of the demo stream buffering for it without limit.
 */
export const DEMO_MAX_QUEUED_BYTES = 4 * DEMO_BURST_BYTES;
const DEMO_TITLE = 'Demo tune (set RADIO_ORIGIN for the real station)';

/**
 * The radio's environment variables, checked. Each problem names its variable and says what to write; a variable
 * with a problem counts as `false` (set, but unusable), an unset one as null.
 * @param {Record<string, string | undefined>} env
 */
export function readRadioEnv(env = process.env) {
  /** @type {string[]} */
  const problems = [];
  /** @param {string} name @param {string} example */
  const address = (name, example) => {
    const value = env[name]?.trim();
    if (!value) return null;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } catch {
      // Reported below, like an address of another kind.
    }
    problems.push(`${name} must be an http:// or https:// address such as ${example}, not "${value}".`);
    return false;
  };
  const origin = address('RADIO_ORIGIN', 'http://127.0.0.1:8000/live');
  let statusUrl = address('RADIO_STATUS_URL', 'http://127.0.0.1:8000/status-json.xsl');
  // One mount's status, not the whole server's: the answer stays small and names only this station.
  if (statusUrl && !statusUrl.searchParams.has('mount')) statusUrl.searchParams.set('mount', RADIO.mount);

  const cutText = env.RADIO_PROXY_CUT_AFTER_MS?.trim() ?? '';
  let cutAfterMs = null;
  if (cutText !== '') {
    if (/^\d+$/.test(cutText) && Number(cutText) > 0) cutAfterMs = Number(cutText);
    else problems.push(`RADIO_PROXY_CUT_AFTER_MS must be a whole number of milliseconds above 0, such as 26000, not "${cutText}"; responses are not cut.`);
  }
  const abruptText = env.RADIO_PROXY_CUT_ABRUPT?.trim() ?? '';
  if (!['', '0', '1'].includes(abruptText)) {
    problems.push(`RADIO_PROXY_CUT_ABRUPT must be 1 (drop the connection) or 0 (end the response cleanly), not "${abruptText}".`);
  }
  return { origin, statusUrl, cutAfterMs, cutAbrupt: abruptText === '1', problems };
}

const reported = new Set();

/** Tells the operator about each problem once, however many requests meet it. */
function report(problems) {
  for (const problem of problems) {
    if (reported.has(problem)) continue;
    reported.add(problem);
    console.error(`[radio] ${problem}`);
  }
}

/** Answers 502 with the words of the problem, so that whoever looks at the response sees what to fix. */
function misconfigured(res, name, problems) {
  res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`${problems.find((problem) => problem.startsWith(name)) ?? `${name} is not usable.`}\n`);
}

/**
 * Handles /api/* requests. Returns false when the request is not one it serves, so the caller answers 404.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {URL} url
 * @returns {Promise<boolean>}
 */
export async function handleStreamRequest(req, res, url) {
  const settings = readRadioEnv();
  if (url.pathname === RADIO.streamPath) {
    if (url.searchParams.get('port') !== String(RADIO.streamPort)) return false;
    report(settings.problems);
    if (settings.origin === false) misconfigured(res, 'RADIO_ORIGIN', settings.problems);
    else if (settings.origin) proxyStream(req, res, mountOf(settings.origin, url), settings);
    else serveDemoStream(req, res, settings);
    return true;
  }
  if (url.pathname === RADIO.statusPath) {
    report(settings.problems);
    if (settings.statusUrl === false) misconfigured(res, 'RADIO_STATUS_URL', settings.problems);
    else if (settings.statusUrl) proxyStatus(req, res, settings.statusUrl);
    else if (settings.origin === null) serveDemoStatus(req, res);
    else return false;
    return true;
  }
  return false;
}

/**
 * The origin's address for a request: the data saver's mount (RADIO.dataSaver) when the request names it with
 * `&mount=`, as the host's rewrite passes it on; the station's own address otherwise. Any other mount is ignored.
 * @param {URL} origin
 * @param {URL} url
 */
function mountOf(origin, url) {
  const mount = url.searchParams.get('mount');
  if (!RADIO.dataSaver || mount !== RADIO.dataSaver.mount) return origin;
  const target = new URL(origin);
  target.pathname = mount;
  return target;
}

/**
 * Cuts the response after `cutAfterMs`, when set: `stop` ends the source, then the response is ended cleanly or,
 * with `cutAbrupt`, its connection is dropped. Returns a function that cancels the cut.
 */
function scheduleCut(res, stop, { cutAfterMs, cutAbrupt }) {
  if (cutAfterMs === null) return () => {};
  const timer = setTimeout(() => {
    stop();
    if (cutAbrupt) res.destroy();
    else res.end();
  }, cutAfterMs);
  return () => clearTimeout(timer);
}

/** @param {URL} target */
function requestUpstream(req, target, onResponse) {
  const client = target.protocol === 'https:' ? https : http;
  return client.request(
    target,
    // The player asks for in-stream titles (Icy-MetaData: 1), as it does through the host's rewrite; nothing else is passed.
    { method: req.method, headers: { 'icy-metadata': req.headers['icy-metadata'] === '1' ? '1' : '0', 'user-agent': 'plant-site-local-proxy' } },
    onResponse,
  );
}

/** Relays the origin's stream: its status and content type, no caching, and the upstream closed with the listener. */
function proxyStream(req, res, target, settings) {
  let cancelCut = () => {};
  const upstream = requestUpstream(req, target, (answer) => {
    const status = answer.statusCode ?? 502;
    res.writeHead(status, {
      'Content-Type': answer.headers['content-type'] ?? (status === 200 ? 'audio/mpeg' : 'text/plain'),
      'Cache-Control': 'no-store',
      // Icy-MetaInt tells the player where the titles sit in the stream; the other icy-* headers describe the station.
      ...Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name.startsWith('icy-'))),
    });
    cancelCut = scheduleCut(
      res,
      () => {
        answer.unpipe(res);
        upstream.destroy();
      },
      settings,
    );
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  // An origin that goes silent, before its headers or midway, is given up on: the listener's player reconnects.
  upstream.setTimeout(RADIO.originSilenceTimeoutMs, () => {
    upstream.destroy(new Error('origin silent'));
    if (res.headersSent) res.destroy();
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    res.end();
  });
  // The response's close, not the request's: a GET request's 'close' comes as soon as its (empty) body is read.
  res.on('close', () => {
    cancelCut();
    upstream.destroy();
  });
  upstream.end();
}

/** Relays the origin's status JSON, giving up after a few seconds. */
function proxyStatus(req, res, target) {
  const upstream = requestUpstream(req, target, (answer) => {
    res.writeHead(answer.statusCode ?? 502, {
      'Content-Type': answer.headers['content-type'] ?? 'application/json',
      'Cache-Control': 'no-store',
    });
    answer.pipe(res);
  });
  upstream.setTimeout(5000, () => upstream.destroy(new Error('status timeout')));
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    res.end();
  });
  res.on('close', () => upstream.destroy());
  upstream.end();
}

let demo = null;
let announced = false;

/**
 * The demo file's MPEG-1 Layer III frames, without tags or the encoder's info frame, so that they loop seamlessly,
 * and the length of one frame in milliseconds.
 */
export function loadDemoFrames(file = DEMO_FILE) {
  const data = readFileSync(file);
  let offset = 0;
  if (data.subarray(0, 3).toString('latin1') === 'ID3') {
    const size = ((data[6] & 0x7f) << 21) | ((data[7] & 0x7f) << 14) | ((data[8] & 0x7f) << 7) | (data[9] & 0x7f);
    offset = 10 + size;
  }
  const bitrates = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  const sampleRates = [44100, 48000, 32000];
  const frames = [];
  let sampleRate = 0;
  while (offset + 4 <= data.length) {
    const [b0, b1, b2] = [data[offset], data[offset + 1], data[offset + 2]];
    // MPEG-1 (version bits 11), Layer III (layer bits 01): 0xFFFA or 0xFFFB.
    if (b0 !== 0xff || (b1 & 0xfe) !== 0xfa) break;
    const bitrate = bitrates[b2 >> 4];
    sampleRate = sampleRates[(b2 >> 2) & 0x03];
    if (!bitrate || !sampleRate) break;
    const length = Math.floor((144 * bitrate * 1000) / sampleRate) + ((b2 >> 1) & 0x01);
    const frame = data.subarray(offset, offset + length);
    const head = frame.subarray(0, 64).toString('latin1');
    if (frames.length > 0 || !(head.includes('Xing') || head.includes('Info'))) frames.push(frame);
    offset += length;
  }
  if (frames.length === 0) throw new Error(`${file}: no MPEG-1 Layer III frames`);
  return { frames, frameMs: (1152 / sampleRate) * 1000 };
}

/** The demo stream: the demo file's frames, looped, sent at real time after a short burst, as Icecast does. */
function serveDemoStream(req, res, settings) {
  demo ??= loadDemoFrames();
  if (!announced) {
    announced = true;
    console.log('[radio] RADIO_ORIGIN is not set: /api/stream plays the built-in demo stream (src/server/demo-stream.mp3, looped).');
  }
  res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Cache-Control': 'no-store', 'icy-name': 'Demo stream' });
  if (req.method === 'HEAD') return res.end();
  const { frames, frameMs } = demo;
  const burstMs = (DEMO_BURST_BYTES / frames[0].length) * frameMs;
  const started = Date.now();
  let index = 0;
  let sentMs = 0;
  let timer;
  const pump = () => {
    const due = Date.now() - started + burstMs;
    while (sentMs < due) {
      if (res.writableLength > DEMO_MAX_QUEUED_BYTES) {
        clearInterval(timer);
        res.destroy();
        return;
      }
      res.write(frames[index]);
      index = (index + 1) % frames.length;
      sentMs += frameMs;
    }
  };
  pump();
  timer = setInterval(pump, DEMO_TICK_MS);
  const cancelCut = scheduleCut(res, () => clearInterval(timer), settings);
  res.on('close', () => {
    clearInterval(timer);
    cancelCut();
  });
}

/** A status answer in Icecast's shape for the demo stream, as Icecast answers for one mount (`?mount=`). */
function serveDemoStatus(req, res) {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  const status = { icestats: { source: { listenurl: `http://localhost${RADIO.mount}`, server_name: 'Demo stream', title: DEMO_TITLE } } };
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(status));
}
