// The local stand-in for the host's /api/stream, relay and /api/status rewrites (netlify.toml), in plain Node so that
// the preview server (scripts/serve.mjs) and the dev server (src/integrations/dev-stream.ts) both import it. Parts:
// radio-env.mjs (the variables), stream-proxy.mjs (relaying an origin), demo-stream.mjs (the built-in demo). What each
// variable does: (docs/radio.md, "The radio stream in development and preview").
//
// The stream port comes from RADIO in src/config/radio.ts, so the rule lives in one place (Node 24 and Vite both read .ts).
import { RADIO } from '../config/radio.ts';
import { serveDemoStatus, serveDemoStream } from './demo-stream.mjs';
import { misconfigured, readRadioEnv, RELAY_PATHS, report } from './radio-env.mjs';
import { mountOf, proxyStatus, proxyStream } from './stream-proxy.mjs';

export { DEMO_MAX_QUEUED_BYTES, loadDemoFrames } from './demo-stream.mjs';
export { readRadioEnv } from './radio-env.mjs';

/**
 * The relay path (RADIO.relays) a request asks for, matched as the host's rule does (path and its query); -1 for none.
 * @param {URL} url
 */
function relayIndex(url) {
  return RELAY_PATHS.findIndex((relay) => {
    const configured = new URL(relay, url);
    return (
      configured.pathname === url.pathname &&
      [...configured.searchParams].every(([name, value]) => url.searchParams.get(name) === value)
    );
  });
}

/**
 * Handles /api/* requests; false when the request is not one it serves, so the caller answers 404.
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
