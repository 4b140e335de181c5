// Plain Node, so that both the Astro dev server (src/integrations/dev-stream.ts) and the preview server
// (scripts/serve.mjs) can import it; Astro builds nothing here. Its parts: the environment (radio-env.mjs), the
// relaying of an origin (stream-proxy.mjs) and the built-in demo stream (demo-stream.mjs, playing demo-stream.mp3).
//
// The local stand-in for the host's /api/stream, relay and /api/status rewrites (netlify.toml), shared by the preview
// server (scripts/serve.mjs) and the development server (src/integrations/dev-stream.ts).
//
//   /api/stream?port=8076  RADIO_ORIGIN set: proxied to that address (an Icecast mount, e.g. http://127.0.0.1:8000/live).
//                          Not set: the built-in demo stream, a short generated tune looped forever at real time.
//                          Any other port value is refused (404), as on the host.
//   /api/relay-1 …         Each relay of RADIO.relays that is a path of this site: proxied to the address in the same
//                          place of RADIO_RELAYS (a comma-separated list, e.g. http://127.0.0.1:8001/live); the demo
//                          stream when RADIO_ORIGIN is not set either; otherwise 404, as on a host without its rule.
//                          Both also take the data saver's mount (`&mount=` after the port, `?mount=` on a relay).
//   /api/status            RADIO_STATUS_URL set: proxied to it (the origin's /status-json.xsl), asking for the
//                          station's mount only (`?mount=/live` is added unless the address names a mount).
//                          Not set, with the demo stream: a demo status in Icecast's shape. Otherwise 404.
//   RADIO_PROXY_CUT_AFTER_MS=26000  ends every stream response after that long, as the host's proxy may do, to try the
//                          player's reconnection locally; with RADIO_PROXY_CUT_ABRUPT=1 the connection is dropped
//                          instead of ended cleanly.
//   RADIO_PROXY_STRIP_ICY=1 passes neither the player's Icy-MetaData request header nor the origin's icy-* answer, as
//                          many generic proxies and CDNs do: the stream then carries no titles of its own.
//
// A variable with a value that cannot work is reported once on the console, naming it and what to write, and only
// what it controls is affected: a bad RADIO_ORIGIN makes /api/stream answer 502 with the same words, a bad
// RADIO_RELAYS does the same for the relays, a bad RADIO_STATUS_URL for /api/status, and a bad cut setting leaves
// responses uncut.
//
// The stream port comes from the site config, so the rule lives in one place (Node 24 and Vite both read .ts).
import { RADIO } from '../site.config.ts';
import { serveDemoStatus, serveDemoStream } from './demo-stream.mjs';
import { misconfigured, readRadioEnv, RELAY_PATHS, report } from './radio-env.mjs';
import { mountOf, proxyStatus, proxyStream } from './stream-proxy.mjs';

export { DEMO_MAX_QUEUED_BYTES, loadDemoFrames } from './demo-stream.mjs';
export { readRadioEnv } from './radio-env.mjs';

/**
 * Which relay path of this site (RADIO.relays) a request asks for, as the host's rule matches it: the same path, and
 * every query parameter the configured address names; -1 for none.
 * @param {URL} url
 */
function relayIndex(url) {
  return RELAY_PATHS.findIndex((relay) => {
    const configured = new URL(relay, url);
    return configured.pathname === url.pathname && [...configured.searchParams].every(([name, value]) => url.searchParams.get(name) === value);
  });
}

/**
 * Handles /api/* requests. Returns false when the request is not one it serves, so the caller answers 404.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @returns {Promise<boolean>}
 */
export async function handleStreamRequest(req, res, url) {
  const settings = readRadioEnv();
  const relay = relayIndex(url);
  if (url.pathname === RADIO.streamPath || relay >= 0) {
    if (relay < 0 && url.searchParams.get('port') !== String(RADIO.streamPort)) return false;
    const [origin, name] = relay < 0 ? [settings.origin, 'RADIO_ORIGIN'] : [settings.relays[relay], 'RADIO_RELAYS'];
    // A relay the operator has not set up locally is missing, as on a host without its rule; the demo stream stands
    // in for every endpoint only while nothing is set up at all.
    if (relay >= 0 && origin === null && settings.origin !== null) return false;
    report(settings.problems);
    if (origin === false) misconfigured(res, name, settings.problems);
    else if (origin) proxyStream(req, res, mountOf(origin, url), settings);
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
