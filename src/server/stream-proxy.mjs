// The local radio proxy's relaying of an origin (stream-origin.mjs): the stream, optionally cut, and the status JSON.
import http from 'node:http';
import https from 'node:https';
import { RADIO } from '../config/radio.ts';

/**
 * The origin's address for a request: the data saver's mount (RADIO.dataSaver) when the request names it with
 * `mount=`, as the host's rewrite passes it on; otherwise the station's own. Any other mount is ignored.
 * @param {URL} origin
 * @param {URL} url
 */
export function mountOf(origin, url) {
  const mount = url.searchParams.get('mount');
  if (!RADIO.dataSaver || mount !== RADIO.dataSaver.mount) return origin;
  const target = new URL(origin);
  target.pathname = mount;
  return target;
}

/**
 * After `cutAfterMs`, if set, calls `stop` and ends the response (drops it with `cutAbrupt`; with `cutFreezes` leaves it
 * open, sending nothing more, as a phone that changed networks); returns a cancel. `stop` is told whether it freezes.
 */
export function scheduleCut(res, stop, { cutAfterMs, cutAbrupt, cutFreezes }) {
  if (cutAfterMs === null) return () => {};
  const timer = setTimeout(() => {
    stop(cutFreezes);
    if (cutFreezes) return;
    if (cutAbrupt) res.destroy();
    else res.end();
  }, cutAfterMs);
  return () => clearTimeout(timer);
}

/**
 * Whether an origin's status can be passed on as this site's answer: a final status of HTTP's own range. Node's client
 * takes any three digits, and the server throws on one below 100 (which took the preview server down); 600–999 are no
 * status a browser knows, and an informational or upgrade answer (1xx) is no final answer at all.
 * @param {number | undefined} status
 */
export function passableStatus(status) {
  return Number.isInteger(status) && status >= 200 && status <= 599;
}

/**
 * Whether an origin's Content-Type may be passed on for `kind`: audio of any format for a stream, JSON for the status.
 * Anything else (an HTML error page, a login form, no type at all, which a browser would sniff) is a 502, so that an
 * origin's answer can never be a page of this site and read what the site keeps in the browser.
 * @param {string | undefined} contentType
 * @param {'stream' | 'status'} kind
 */
export function relayedType(contentType, kind) {
  const essence = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return kind === 'stream' ? /^audio\/[a-z0-9][\w.+-]*$/.test(essence) : essence === 'application/json';
}

/**
 * The origin could not be relayed: 502 while nothing was sent, else the listener's connection is cut, never ended as if
 * the answer were whole. An answer already ended (a cut of RADIO_PROXY_CUT_AFTER_MS) stays as it is.
 */
function badGateway(res) {
  if (res.writableEnded) return;
  if (res.headersSent) res.destroy();
  else if (!res.destroyed)
    res.writeHead(502, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', ...RADIO.proxiedHeaders }).end();
}

/**
 * Writes the head of a relayed answer, or answers 502 when the origin's status or headers cannot be this site's (Node's
 * server refuses some that its client accepted); returns whether the head was written.
 */
function relayHead(res, status, headers, kind) {
  if (!passableStatus(status) || !relayedType(headers['Content-Type'], kind)) {
    badGateway(res);
    return false;
  }
  try {
    res.writeHead(status, { ...headers, ...RADIO.proxiedHeaders });
    return true;
  } catch {
    // writeHead validates everything before it sends anything, so the 502 can still go out, without what was set.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    badGateway(res);
    return false;
  }
}

/**
 * Asks `target` and calls `onResponse` with its answer. Anything else the origin does (an answer the parser refuses,
 * a reset, an upgrade, silence) is `onFailure`, called at most once; so is a listener who has gone.
 * @param {URL} target
 * @param {boolean} stripIcy whether to drop the player's Icy-MetaData header, as a generic proxy does
 */
function requestUpstream(req, res, target, { stripIcy, silenceMs }, onResponse, onFailure) {
  const client = target.protocol === 'https:' ? https : http;
  // The player asks for in-stream titles (Icy-MetaData: 1), as through the host's rewrite; nothing else is passed. A
  // stripping proxy sends no such header, and Icecast then puts no titles in the stream.
  const icy = stripIcy ? {} : { 'icy-metadata': req.headers['icy-metadata'] === '1' ? '1' : '0' };
  let failed = false;
  const fail = () => {
    if (failed) return;
    failed = true;
    clearTimeout(headTimer);
    upstream.destroy();
    onFailure();
  };
  // An origin that trickles its head, a line every few seconds, restarts the silence timer with each: the whole head
  // must come within this.
  const headTimer = setTimeout(fail, RADIO.originHeadTimeoutMs);
  const upstream = client.request(
    target,
    { method: req.method, headers: { ...icy, 'user-agent': 'plant-site-local-proxy' } },
    (answer) => {
      clearTimeout(headTimer);
      // A body cut off or reset midway, or one the parser refuses, is an error of the answer, not of the request.
      answer.on('error', fail);
      onResponse(answer, upstream);
    },
  );
  // Node's client hands a 101 answer over as a bare socket, which no timeout watches: it would hang the listener.
  upstream.on('upgrade', (_answer, socket) => {
    socket.destroy();
    fail();
  });
  // An origin that goes silent, before its headers or midway, is given up on: the listener's player reconnects.
  upstream.setTimeout(silenceMs, fail);
  upstream.on('error', fail);
  // The response's close, not the request's: a GET request's 'close' comes as soon as its (empty) body is read.
  res.on('close', () => {
    clearTimeout(headTimer);
    upstream.destroy();
  });
  upstream.end();
  return upstream;
}

/** Relays the origin's stream, uncached, closing the upstream with the listener. */
export function proxyStream(req, res, target, settings) {
  let cancelCut = () => {};
  res.on('close', () => cancelCut());
  requestUpstream(
    req,
    res,
    target,
    { stripIcy: settings.stripIcy, silenceMs: RADIO.originSilenceTimeoutMs },
    (answer, upstream) => {
      const status = answer.statusCode;
      const written = relayHead(
        res,
        status,
        {
          'Content-Type': answer.headers['content-type'],
          'Cache-Control': 'no-store',
          // Icy-MetaInt tells the player where the titles sit in the stream; a stripping proxy passes no icy-* header.
          ...(settings.stripIcy
            ? {}
            : Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name.startsWith('icy-')))),
        },
        'stream',
      );
      if (!written) {
        upstream.destroy();
        return;
      }
      cancelCut = scheduleCut(
        res,
        (freezing) => {
          answer.unpipe(res);
          // Frozen, the answer is held rather than closed, which the listener would hear of; the origin's silence
          // timeout ends it some seconds later, as Icecast drops a listener that reads nothing.
          if (freezing) answer.pause();
          else upstream.destroy();
        },
        settings,
      );
      answer.pipe(res);
    },
    () => badGateway(res),
  );
}

/**
 * Relays the status JSON once it has arrived whole, so that an answer cut off or reset midway is a 502 rather than
 * half a document under 200; one larger than RADIO.statusMaxBytes is refused the same way.
 */
export function proxyStatus(req, res, target) {
  requestUpstream(
    req,
    res,
    target,
    { stripIcy: false, silenceMs: 5000 },
    (answer, upstream) => {
      const chunks = [];
      let bytes = 0;
      answer.on('data', (chunk) => {
        bytes += chunk.length;
        if (bytes > RADIO.statusMaxBytes) {
          upstream.destroy();
          badGateway(res);
        } else chunks.push(chunk);
      });
      answer.on('end', () => {
        // 'end' follows only a complete body: one cut short is an 'aborted' error instead (requestUpstream).
        if (res.headersSent || res.destroyed) return;
        const headers = { 'Content-Type': answer.headers['content-type'], 'Cache-Control': 'no-store' };
        if (relayHead(res, answer.statusCode, headers, 'status')) res.end(Buffer.concat(chunks));
      });
    },
    () => badGateway(res),
  );
}
