// The local radio proxy's relaying of an origin (stream-origin.mjs): the stream, optionally cut, and the status JSON.
import http from 'node:http';
import https from 'node:https';
import { RADIO } from '../site.config.ts';

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

/** After `cutAfterMs`, if set, calls `stop` and ends the response (drops it with `cutAbrupt`); returns a cancel. */
export function scheduleCut(res, stop, { cutAfterMs, cutAbrupt }) {
  if (cutAfterMs === null) return () => {};
  const timer = setTimeout(() => {
    stop();
    if (cutAbrupt) res.destroy();
    else res.end();
  }, cutAfterMs);
  return () => clearTimeout(timer);
}

/**
 * @param {URL} target
 * @param {boolean} [stripIcy] whether to drop the player's Icy-MetaData header, as a generic proxy does
 */
function requestUpstream(req, target, onResponse, stripIcy = false) {
  const client = target.protocol === 'https:' ? https : http;
  // The player asks for in-stream titles (Icy-MetaData: 1), as through the host's rewrite; nothing else is passed. A
  // stripping proxy sends no such header, and Icecast then puts no titles in the stream.
  const icy = stripIcy ? {} : { 'icy-metadata': req.headers['icy-metadata'] === '1' ? '1' : '0' };
  return client.request(target, { method: req.method, headers: { ...icy, 'user-agent': 'plant-site-local-proxy' } }, onResponse);
}

/** Relays the origin's stream, uncached, closing the upstream with the listener. */
export function proxyStream(req, res, target, settings) {
  let cancelCut = () => {};
  const upstream = requestUpstream(req, target, (answer) => {
    const status = answer.statusCode ?? 502;
    res.writeHead(status, {
      'Content-Type': answer.headers['content-type'] ?? (status === 200 ? 'audio/mpeg' : 'text/plain'),
      'Cache-Control': 'no-store',
      // Icy-MetaInt tells the player where the titles sit in the stream; a stripping proxy passes no icy-* header.
      ...(settings.stripIcy ? {} : Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name.startsWith('icy-')))),
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
  }, settings.stripIcy);
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

export function proxyStatus(req, res, target) {
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
